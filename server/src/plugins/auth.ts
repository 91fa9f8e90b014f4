// The one place that decides who is calling. Each route declares in `config.access` who may call
// it; the hook derives the user (type, id, firm, level, office, permissions) from the `Token`
// header. On a protected route a missing, unknown or revoked token is code 4003, a session unused
// longer than the idle limit 4004, one past its 7-day lifetime 4008 (docs/product.md, Codes: 4003
// token expired, 4004/4008 login timed out); a live token of the wrong role is 403. A firmId in the
// query or body that differs from the token's firm is 403 too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminLevel, Permission } from '../../../src/engine/schema/types';
import {
  BizError,
  FIRM_MISMATCH,
  forbidden,
  idleTimeout,
  lifetimeOver,
  tokenExpired,
} from '../lib/biz-error';
import { SESSION_IDLE_MINUTES, type UserType } from './repositories/sessions';

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

export interface AuthPluginOptions {
  /** Minutes a session may go unused before it times out (4004). */
  sessionIdleMinutes?: number;
}

/**
 * The signed-in user of a token, or the refusal that says why there is none. The session and its
 * account come in one query; a use is written back at most every twelfth of the idle limit (10
 * minutes at most), not on every request.
 */
export const loadUser = async (
  app: FastifyInstance,
  token: string,
  idleMs: number,
): Promise<AuthUser | BizError> => {
  const found = await app.sessions.findWithUser(token);
  const s = found?.session;
  if (!s || s.revoked) return tokenExpired();
  const now = new Date();
  if (s.expiresAt <= now) return lifetimeOver();
  const idle = now.getTime() - s.lastSeenAt.getTime();
  if (idle > idleMs) return idleTimeout();
  const type = s.userType as UserType;
  let user: Omit<AuthUser, 'sessionId'>;
  if (type === 'admin') {
    const a = found.admin;
    if (!a || a.status !== 1) return tokenExpired();
    const level = a.level as AdminLevel;
    user = {
      type,
      id: a.id,
      firmId: a.firmId,
      name: a.name,
      level,
      organizationId: a.organizationId,
      system: a.system,
      auth: permissionsOf(type, level, a.system),
    };
  } else {
    const l = found.lawyer;
    if (!l || l.status !== 1) return tokenExpired();
    user = {
      type,
      id: l.id,
      firmId: l.firmId,
      name: l.name,
      level: null,
      organizationId: l.organizationId,
      system: false,
      auth: permissionsOf(type, null, false),
    };
  }
  if (idle > Math.min(idleMs / 12, 10 * 60_000)) await app.sessions.touch(s.id, now);
  return { ...user, sessionId: s.id };
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

const authPlugin = async (app: FastifyInstance, opts: AuthPluginOptions) => {
  const idleMs = (opts.sessionIdleMinutes ?? SESSION_IDLE_MINUTES) * 60_000;
  app.decorateRequest('user', null);
  app.decorateRequest('firmId', DEFAULT_FIRM_ID);

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    // Routes under /api default to 'user' (routes/register-api.ts); what remains unmarked is
    // outside the API: the console's static files and the OpenAPI pages.
    const access = request.routeOptions.config.access ?? 'public';
    const header = request.headers.token;
    const token = typeof header === 'string' && header.length <= 200 ? header : '';
    const found = token ? await loadUser(app, token, idleMs) : tokenExpired();
    request.user = found instanceof BizError ? null : found;
    if (access === 'public') return;
    if (found instanceof BizError) throw found;
    if (access === 'user') return;
    const u = found;
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
