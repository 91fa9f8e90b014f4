// Security headers and login throttling. The CSP fits an SPA that serves its own assets: scripts
// only from this origin; inline styles allowed (antd injects its CSS-in-JS at runtime); images
// may be data: (the captcha SVG) or blob: (upload previews).
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BizError } from '../lib/biz-error';

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
  // Only routes that opt in through `config.rateLimit` are limited (the login calls).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new BizError('429', '操作过于频繁，请稍后再试', 429),
  });
};

export default fp(securityPlugin, { name: 'security' });
