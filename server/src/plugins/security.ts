// Security headers and login throttling. The CSP fits an SPA that serves its own assets: scripts
// only from this origin; inline styles allowed (antd injects its CSS-in-JS at runtime); images
// may be data: (the captcha SVG) or blob: (upload previews).
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BizError } from '../lib/biz-error';
import { databaseStore, TOO_MANY } from '../lib/rate-limits';

const securityPlugin = async (app: FastifyInstance) => {
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
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  // Only routes that opt in through `config.rateLimit` are limited; routes that need a second
  // counter (per account and per client) add one with lib/rate-limits.ts, same answer. Counters
  // are database rows, shared by every server on the database (lib/rate-limits.ts databaseStore).
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app),
    errorResponseBuilder: () => new BizError('429', TOO_MANY, 429),
  });
};

export default fp(securityPlugin, { name: 'security' });
