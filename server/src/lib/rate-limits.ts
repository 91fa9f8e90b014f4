// Abuse limits beyond the one @fastify/rate-limit runs per request (`config.rateLimit`): the
// sensitive calls are counted per account AND per client address, which needs a second counter.
// The numbers come from buildApp (`abuseLimits`), so tests can lower them instead of sending
// hundreds of requests. Counters live in this process's memory (issue 6 suite 10 moves them).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BizError } from './biz-error';

export const TOO_MANY = '操作过于频繁，请稍后再试';

export interface AbuseLimits {
  /** Calls a minute per client address to login, captcha, ossSign and export [30]. */
  perClient: number;
  /** Calls a minute per account to registration (per mobile) and export (per user) [10]. */
  perAccount: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    abuseLimits: AbuseLimits;
  }
}

/** The client address: the socket's, or X-Forwarded-For's only when TRUST_PROXY names the proxy. */
export const clientKey = (req: FastifyRequest) => req.ip;

/** The signed-in user (each access route runs after authentication). */
export const userKey = (req: FastifyRequest) =>
  req.user ? `${req.user.type}:${req.user.id}` : `ip:${req.ip}`;

/** A preHandler allowing `max` calls a minute per `key`; past it the call is refused with 429. */
export const limitPer = (
  app: FastifyInstance,
  max: number,
  key: (req: FastifyRequest) => string,
) => {
  const check = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
  return async (req: FastifyRequest) => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) throw new BizError('429', TOO_MANY, 429);
  };
};

/** Per client address, with the app's `perClient` number. */
export const perClient = (app: FastifyInstance) =>
  limitPer(app, app.abuseLimits.perClient, clientKey);
