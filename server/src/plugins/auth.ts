// The one place that decides who is calling. Each route declares in `config.access` who may call
// it; the hook derives the user (type, id, firm, level, office, permissions) from the `Token`
// header. A missing or dead token on a protected route is code 4003; a live token of the wrong
// role is 403. A firmId in the query or body that differs from the token's firm is 403 too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminLevel, Permission } from '../../../src/engine/schema/types';
import { BizError, FIRM_MISMATCH, forbidden, tokenExpired } from '../lib/biz-error';
import type { UserType } from './repositories/sessions';

export type Access =
  | 'public'
  /** Any signed-in user. */
  | 'user'
  | { roles?: UserType[]; levels?: AdminLevel[]; system?: boolean };

export interface AuthUser {
  type: UserType;
  id: number;
  firmId: number;
  name: string;
  /** Admin office level; null for lawyers. */
  level: AdminLevel | null;
  organizationId: number;
  system: boolean;
  auth: Permission[];
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The firm the request acts on: the token's, else the client's firmId, else 1. */
    firmId: number;
  }
}

export const DEFAULT_FIRM_ID = 1;

export const permissionsOf = (
  type: UserType,
  level: number | null,
  system: boolean,
): Permission[] => {
  if (type === 'lawyer') return ['LAWYER'];
  const auth: Permission[] = ['ADMIN'];
  if (level === 1) auth.push('MAIN_OFFICE_MAIN_ADMIN');
  if (system) auth.push('system');
  return auth;
};

const loadUser = async (app: FastifyInstance, token: string): Promise<AuthUser | null> => {
  const s = await app.sessions.find(token);
  if (!s) return null;
  const type = s.userType as UserType;
  if (type === 'admin') {
    const a = await app.admins.byId(s.firmId, s.userId);
    if (!a || a.status !== 1) return null;
    const level = a.level as AdminLevel;
    return {
      type,
      id: a.id,
      firmId: a.firmId,
      name: a.name,
      level,
      organizationId: a.organizationId,
      system: a.system,
      auth: permissionsOf(type, level, a.system),
      sessionId: s.id,
    };
  }
  const l = await app.lawyers.byId(s.firmId, s.userId);
  if (!l || l.status !== 1) return null;
  return {
    type,
    id: l.id,
    firmId: l.firmId,
    name: l.name,
    level: null,
    organizationId: l.organizationId,
    system: false,
    auth: permissionsOf(type, null, false),
    sessionId: s.id,
  };
};

const clientFirmId = (request: FastifyRequest): number | undefined => {
  for (const part of [request.query, request.body]) {
    if (part && typeof part === 'object' && 'firmId' in part) {
      const v = (part as { firmId?: unknown }).firmId;
      if (typeof v === 'number') return v;
    }
  }
  return undefined;
};

/** The signed-in user; routes behind a non-public access rule can rely on it. */
export const userOf = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw tokenExpired();
  return request.user;
};

const authPlugin = async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('firmId', DEFAULT_FIRM_ID);

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    // Routes under /api default to 'user' (routes/register-api.ts); what remains unmarked is
    // outside the API: the console's static files and the OpenAPI pages.
    const access = request.routeOptions.config.access ?? 'public';
    const header = request.headers.token;
    const token = typeof header === 'string' && header.length <= 200 ? header : '';
    request.user = token ? await loadUser(app, token) : null;
    if (access === 'public') return;
    if (!request.user) throw tokenExpired();
    if (access === 'user') return;
    const u = request.user;
    if (access.roles && !access.roles.includes(u.type)) throw forbidden();
    if (access.levels && (u.level === null || !access.levels.includes(u.level))) throw forbidden();
    if (access.system && !u.system) throw forbidden();
  });

  // After validation, so firmId has been coerced to an integer wherever it came from.
  app.addHook('preHandler', async (request) => {
    if (request.is404) return;
    const claimed = clientFirmId(request);
    if (request.user) {
      if (claimed !== undefined && claimed !== request.user.firmId) {
        throw new BizError('403', FIRM_MISMATCH);
      }
      request.firmId = request.user.firmId;
    } else {
      request.firmId = claimed ?? DEFAULT_FIRM_ID;
    }
  });
};

export default fp(authPlugin, { name: 'auth', dependencies: ['repositories'] });
