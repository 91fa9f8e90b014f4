// GET /api/health, for load balancers and orchestrators: 200 while this server answers and its
// database does. During shutdown plugins/closing.ts answers 503 first, so a balancer stops sending
// here while in-flight requests finish (README, several servers).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { envelope, input, obj, ok, str } from '../lib/envelope';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { querystring: input({}), response: { 200: envelope(obj({ database: str })) } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return ok({ database: 'ok' });
    },
  );
}
