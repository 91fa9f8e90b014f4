// In-site messages of the signed-in user (message/*). Only the unread badge count for now.
import type { FastifyInstance } from 'fastify';
import { envelope, input, int, ok } from '../../lib/envelope';
import { userOf } from '../../plugins/auth';

export default async function messageRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { status: number } }>(
    '/message/getUnReadStatistics',
    {
      config: { access: 'user' },
      schema: {
        querystring: input({
          status: { type: 'integer', title: '状态', enum: [0, 1], default: 0 },
        }),
        response: { 200: envelope(int) },
      },
    },
    async (request) => {
      const u = userOf(request);
      return ok(await app.messages.countByStatus(u.firmId, u.type, u.id, request.query.status));
    },
  );
}
