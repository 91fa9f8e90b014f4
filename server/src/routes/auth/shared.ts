// What the sign-in and account calls share: the per-account rate limits, the argon2 time spent
// on unknown accounts, and opening an admin's session once a credential has been accepted.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit';
import { hashPassword, type HashCost } from '../../lib/crypto';
import { permissionsOf } from '../../plugins/auth';
import type { AdminLevel } from '../../../../src/engine/schema/types';
import type { AdminRow } from '../../plugins/repositories/admins';
import { LOGIN_OK } from '../../plugins/repositories/logs';
import { userinfoOf } from './userinfo';

export const WRONG_CAPTCHA = '请输入正确的验证码';

/**
 * `max` attempts a minute per account, the account named by the body's `field`, from any client
 * address: spreading guesses over many addresses does not help. Every sign-in call uses it, so the
 * password and the security-question login are limited alike; each also has a per-client limit
 * across accounts (`perClient`, lib/rate-limits.ts).
 */
export const loginLimit = (max: number, field: string) => ({
  max,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) =>
    `account|${String((req.body as Record<string, unknown> | undefined)?.[field] ?? '')}`,
});

/**
 * `max` calls a minute per signed-in account: the calls that check the current password (修改密码,
 * 设置密保问题) must not become a way around the login limits for someone holding a stolen token.
 */
export const accountLimit = (max: number) => ({
  max,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) =>
    req.user ? `${req.user.type}:${req.user.id}` : `ip:${req.ip}`,
});

// Spends the same argon2 time for unknown accounts, so timing does not reveal which exist.
let dummy: Promise<string> | undefined;
export const dummyHash = (cost?: HashCost) =>
  (dummy ??= hashPassword('not-a-real-password-1', cost));

/** Opens a session for an admin whose credential was accepted, logs it, answers token + userinfo. */
export const signInAdmin = async (
  app: FastifyInstance,
  request: FastifyRequest,
  user: AdminRow,
  how: string,
) => {
  await app.admins.recordLogin(user.id);
  const token = await app.sessions.open('admin', user.id, user.firmId);
  const level = user.level as AdminLevel;
  const info = {
    type: 'admin' as const,
    id: user.id,
    firmId: user.firmId,
    name: user.name,
    level,
    organizationId: user.organizationId,
    system: user.system,
    auth: permissionsOf('admin', level, user.system),
  };
  request.user = { ...info, sessionId: 0 };
  await audit(app, request, LOGIN_OK, user.username, how);
  return { token, userinfo: await userinfoOf(app, info) };
};
