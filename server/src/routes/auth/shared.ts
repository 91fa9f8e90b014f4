// What the sign-in and account calls share: the per-account rate limits, the argon2 time spent
// on unknown accounts, and opening an admin's session once a credential has been accepted.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit';
import { hashPassword, type HashCost } from '../../lib/crypto';
import type { Db } from '../../db/client';
import { permissionsOf, type AuthUser } from '../../plugins/auth';
import type { AdminLevel } from '../../../../src/engine/schema/types';
import { createAdmins, type AdminRow } from '../../plugins/repositories/admins';
import { createSessions } from '../../plugins/repositories/sessions';
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

/**
 * The writes of a sign-in in one transaction, `write` doing the account's own (last login time):
 * the session, that write and the log row commit together or not at all, in one commit rather than
 * three (on PGlite also one turn of the database, db/pglite-turns.ts). Answers the new token.
 */
export const openSession = (
  app: FastifyInstance,
  request: FastifyRequest,
  user: Omit<AuthUser, 'sessionId'>,
  log: { target: string; how: string },
  write: (db: Db) => Promise<void>,
) =>
  app.db.transaction(async (tx) => {
    // A transaction offers the same query API as the database.
    const db = tx as unknown as Db;
    await write(db);
    const token = await createSessions(db).open(user.type, user.id, user.firmId);
    request.user = { ...user, sessionId: 0 };
    await audit(app, request, LOGIN_OK, log.target, log.how, { db });
    return token;
  });

/** Opens a session for an admin whose credential was accepted, logs it, answers token + userinfo. */
export const signInAdmin = async (
  app: FastifyInstance,
  request: FastifyRequest,
  user: AdminRow,
  how: string,
) => {
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
  const token = await openSession(app, request, info, { target: user.username, how }, (db) =>
    createAdmins(db).recordLogin(user.id),
  );
  return { token, userinfo: await userinfoOf(app, info) };
};
