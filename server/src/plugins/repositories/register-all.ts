// Registers every repository plugin; app.ts registers this once after the db plugin.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import admins from './admins';
import areas from './areas';
import captchas from './captchas';
import cardEvents from './card-events';
import contents from './contents';
import firms from './firms';
import lawyerCards from './lawyer-cards';
import lawyers from './lawyers';
import logs from './logs';
import messages from './messages';
import organizations from './organizations';
import professions from './professions';
import rateLimitCounters from './rate-limit-counters';
import schemaVersions from './schema-versions';
import secrets from './secrets';
import sessions from './sessions';
import smsCodes from './sms-codes';
import unitOfWork from './unit-of-work';

const repositories = async (app: FastifyInstance) => {
  for (const plugin of [
    admins,
    areas,
    captchas,
    cardEvents,
    contents,
    firms,
    lawyerCards,
    lawyers,
    logs,
    messages,
    organizations,
    professions,
    rateLimitCounters,
    schemaVersions,
    secrets,
    sessions,
    smsCodes,
    unitOfWork,
  ]) {
    await app.register(plugin);
  }
};

export default fp(repositories, { name: 'repositories', dependencies: ['db'] });
