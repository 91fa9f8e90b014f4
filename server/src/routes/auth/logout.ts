// 退出登录 on the server (POST /auth/logout): the caller's own session is revoked, so the token
// stops working at once (4003) instead of living on until its idle or lifetime limit; the user's
// other sessions stay. The console calls it quietly before it forgets the session (spec: no
// server call is visible to the user).
import type { FastifyInstance } from 'fastify';
import { envelope, input, ok, bool } from '../../lib/envelope';
import { userOf } from '../../plugins/auth';

export default async function logoutRoutes(app: FastifyInstance) {
  app.post(
    '/auth/logout',
    {
      config: { access: 'user' },
      schema: { body: input({}), response: { 200: envelope(bool) } },
    },
    async (request) => {
      await app.sessions.revoke(userOf(request).sessionId);
      return ok(true, '已退出登录');
    },
  );
}
