// Abuse limits beyond the one @fastify/rate-limit runs per request (`config.rateLimit`): the
// sensitive calls are counted per account AND per client address, which needs a second counter.
// The numbers come from buildApp (`abuseLimits`), so tests can lower them instead of sending
// hundreds of requests. On PostgreSQL both kinds count in the database (`databaseStore`), so every
// server on one database shares the counters (docs/security.md, suite 10). On PGlite they stay in
// memory: one process holds a PGlite data directory, and there the upsert measured about as costly
// as the request's other writes, for nothing to share.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
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
    /** The counters are `rate_limit_counter` rows (PostgreSQL), not this process's memory. */
    sharedRateLimits: boolean;
  }
}

/** The client address: the socket's, or X-Forwarded-For's only when TRUST_PROXY names the proxy. */
export const clientKey = (req: FastifyRequest) => req.ip;

/** The signed-in user (each access route runs after authentication). */
export const userKey = (req: FastifyRequest) =>
  req.user ? `${req.user.type}:${req.user.id}` : `ip:${req.ip}`;

/** The window of every `limitPer` limit. */
export const LIMIT_WINDOW_MS = 60_000;

/** What a `limitPer` limit counts a call under: the route, the limit's label and the key. */
const limitKey = (req: FastifyRequest, label: string, key: string) =>
  `${req.method} ${req.routeOptions.url ?? ''}|${label}|${key}`;

// The database store files every `limitPer` counter under this prefix (databaseStore's child).
const CALL_PREFIX = 'call|';

/**
 * The `rate_limit_counter` key of a `limitPer(app, max, key, label)` limit for this request: a
 * route that counts its limits in its own statement (card-event/event.ts) shares the counters.
 */
export const sharedLimitKey = (req: FastifyRequest, label: string, key: string) =>
  `${CALL_PREFIX}${limitKey(req, label, key)}`;

/**
 * A preHandler allowing `max` calls a minute per `key`; past it the call is refused with 429. The
 * counter is the route's and the `label`'s: a route with two such limits labels them apart.
 */
export const limitPer = (
  app: FastifyInstance,
  max: number,
  key: (req: FastifyRequest) => string,
  label = 'client',
) => {
  const check = app.createRateLimit({
    max,
    timeWindow: LIMIT_WINDOW_MS,
    keyGenerator: (req) => limitKey(req, label, key(req)),
  });
  return async (req: FastifyRequest) => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) throw new BizError('429', TOO_MANY, 429);
  };
};

/** Per client address, with the app's `perClient` number. */
export const perClient = (app: FastifyInstance) =>
  limitPer(app, app.abuseLimits.perClient, clientKey);

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store, on the `rate_limit_counter` table (repositories/rate-limit-counters)
 * instead of one process's memory. Each route's limit counts under its method and URL, each
 * `limitPer` limiter under `call` (its keys carry the route and label). The repository is looked
 * up per call: the store is built when the security plugin registers, before the repositories.
 */
export const databaseStore = (app: FastifyInstance): FastifyRateLimitStoreCtor => {
  const store = (
    prefix: string,
  ): FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] } => ({
    incr(key: string, cb: Callback, timeWindow: number) {
      app.rateLimitCounters.hit(`${prefix}${key}`, timeWindow).then((r) => cb(null, r), cb);
    },
    read(key: string, cb: Callback) {
      app.rateLimitCounters.peek(`${prefix}${key}`).then((r) => cb(null, r), cb);
    },
    child(routeOptions) {
      // The plugin passes its merged options with `routeInfo` (the route, or {} for createRateLimit);
      // the published type leaves it out.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return store(route?.url ? `${String(route.method)} ${String(route.url)}|` : CALL_PREFIX);
    },
  });
  // The plugin calls `new Store(options)`; a function returning the object serves as that
  // constructor, which TypeScript cannot express without the cast.
  return function DatabaseStore() {
    return store('');
  } as unknown as FastifyRateLimitStoreCtor;
};
