// Graceful shutdown's refusal: once close() begins (SIGTERM), a request that still reaches the app
// (on a connection accepted before the listening socket closed) gets a 503 envelope with a
// Chinese message and `Connection: close`, where Fastify's built-in answer would be an English
// body the console cannot show. Requests already in flight are not affected; close() waits for
// them. app.ts turns off Fastify's own 503 (return503OnClosing), which would answer first.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendEnvelope } from './errors';

export default fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      reply.header('connection', 'close');
      return sendEnvelope(reply, 503, '503', '服务正在停止，请稍后重试');
    });
  },
  { name: 'closing' },
);
