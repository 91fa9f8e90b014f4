// The platform calls of the API table's System group that no other folder serves: the area tree
// (area.ts), the standard practice areas, and the platform parameters (config.ts). The older
// system/city and the upload signature live with their resources (routes/area, routes/upload).
import type { FastifyInstance } from 'fastify';
import { envelope, input, int, obj, ok, str } from '../../lib/envelope';
import systemAreaRoutes from './area';
import systemConfigRoutes from './config';

export default async function systemRoutes(app: FastifyInstance) {
  await app.register(systemAreaRoutes);
  await app.register(systemConfigRoutes);

  // The platform's standard practice areas (seed/standard.ts), the same list as
  // lawyerProfessional/list: open to every signed-in user, since a lawyer's card picks from it.
  app.get(
    '/system/professional',
    {
      config: { access: 'user' },
      schema: {
        querystring: input({}),
        response: { 200: envelope({ type: 'array', items: obj({ id: int, name: str }) }) },
      },
    },
    async () => ok(await app.professions.standardList()),
  );
}
