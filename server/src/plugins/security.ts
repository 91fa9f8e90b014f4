// Security headers and login throttling. The CSP fits an SPA that serves its own assets: scripts
// only from this origin; inline styles allowed (antd injects its CSS-in-JS at runtime); images
// may be data: (the captcha SVG) or blob: (upload previews).
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BizError } from '../lib/biz-error';
import { databaseStore, TOO_MANY } from '../lib/rate-limits';

export interface SecurityOptions {
  /** Rate-limit counters in the database (several servers) rather than in memory. */
  sharedCounters: boolean;
}

const securityPlugin = async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
      },
    },
  });
  // Only routes that opt in through `config.rateLimit` are limited; routes that need a second
  // counter (per account and per client) add one with lib/rate-limits.ts, same answer. On
  // PostgreSQL the counters are database rows, shared by every server on it (databaseStore).
  app.decorate('sharedRateLimits', opts.sharedCounters);
  await app.register(rateLimit, {
    global: false,
    ...(opts.sharedCounters ? { store: databaseStore(app) } : {}),
    errorResponseBuilder: () => new BizError('429', TOO_MANY, 429),
  });
};

export default fp(securityPlugin, { name: 'security' });
