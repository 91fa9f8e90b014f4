// Registers every repository plugin; app.ts registers this once after the db plugin.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import admins from './admins';
import areas from './areas';
import captchas from './captchas';
import firms from './firms';
import lawyers from './lawyers';
import logs from './logs';
import messages from './messages';
import organizations from './organizations';
import sessions from './sessions';

const repositories = async (app: FastifyInstance) => {
  for (const plugin of [
    admins,
    areas,
    captchas,
    firms,
    lawyers,
    logs,
    messages,
    organizations,
    sessions,
  ]) {
    await app.register(plugin);
  }
};

export default fp(repositories, { name: 'repositories', dependencies: ['db'] });
