// OpenAPI description of the API, generated from the routes' own schemas, browsable at /api/docs.
// A map of every call is an attacker's shortcut, so production serves it only when asked
// (API_DOCS=1) and then only to signed-in admins; otherwise /api/docs is a 404 like any unknown
// path. Demo mode keeps it open for developers.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BizError } from '../lib/biz-error';
import { loadUser } from './auth';
import { SESSION_IDLE_MINUTES } from './repositories/sessions';

/** Who may read /api/docs: anyone (demo), signed-in admins (production with API_DOCS=1), nobody. */
export type ApiDocs = 'public' | 'admins' | 'off';

export interface DocsOptions {
  apiDocs: ApiDocs;
  sessionIdleMinutes?: number;
}

/**
 * The token of a docs request: the `Token` header as everywhere, or the console's `token` cookie,
 * which is what a browser opening /api/docs in a tab carries. Reading the cookie is safe here and
 * only here: these are read-only pages, and the cookie is SameSite=Strict.
 */
const tokenOf = (request: FastifyRequest) => {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const cookie = /(?:^|;\s*)token=([^;]{1,200})/.exec(request.headers.cookie ?? '');
  return cookie ? decodeURIComponent(cookie[1]) : '';
};

const docsPlugin = async (app: FastifyInstance, opts: DocsOptions) => {
  await app.register(swagger, {
    openapi: {
      info: { title: '律所数字名片管理后台 API', version: '0.1.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Token' } },
      },
      security: [{ token: [] }],
    },
  });
  if (opts.apiDocs === 'off') return;
  const idleMs = (opts.sessionIdleMinutes ?? SESSION_IDLE_MINUTES) * 60_000;
  // Anyone else gets the same 404 as when the docs are off: their existence is not revealed.
  const adminsOnly = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const user = token ? await loadUser(app, token, idleMs) : undefined;
    if (!user || user instanceof BizError || user.type !== 'admin') {
      throw new BizError('404', '接口不存在', 404);
    }
  };
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    ...(opts.apiDocs === 'admins' ? { uiHooks: { onRequest: adminsOnly } } : {}),
  });
};

export default fp(docsPlugin, { name: 'docs' });
