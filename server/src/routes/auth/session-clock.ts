// The demo session clock (POST /demo/session-clock), for the end-to-end test of session expiry
// mid-form: it moves the caller's own session back in time, as if it had gone unused past the
// idle limit (`pass: 'idle'` → the next call is 4004) or had reached its 7-day lifetime
// (`pass: 'lifetime'` → 4008). The checks that refuse the session are the real ones; only the
// hours the test cannot wait are skipped. Registered only when buildApp's `sessionClock` is set,
// which server.ts does in demo mode with DEMO_SESSION_CLOCK=1 (never in production).
import type { FastifyInstance } from 'fastify';
import { bool, envelope, input, ok } from '../../lib/envelope';
import { userOf } from '../../plugins/auth';

export interface SessionClockOptions {
  sessionIdleMinutes: number;
}

export default async function sessionClockRoutes(app: FastifyInstance, opts: SessionClockOptions) {
  app.post<{ Body: { pass: 'idle' | 'lifetime' } }>(
    '/demo/session-clock',
    {
      config: { access: 'user' },
      schema: {
        body: input({ pass: { type: 'string', title: '时间', enum: ['idle', 'lifetime'] } }, [
          'pass',
        ]),
        response: { 200: envelope(bool) },
      },
    },
    async (request) => {
      const { sessionId } = userOf(request);
      const past = (ms: number) => new Date(Date.now() - ms);
      await app.sessions.backdate(
        sessionId,
        request.body.pass === 'idle'
          ? { lastSeenAt: past((opts.sessionIdleMinutes + 1) * 60_000) }
          : { expiresAt: past(1000) },
      );
      return ok(true);
    },
  );
}
