// The signed-in user's own account: what the account screens show (GET /auth/account) and the
// admin's password change (PUT /auth/password; lawyers use PUT /lawyer/updatePassword, which
// shares changePassword). A password change ends the user's other sessions: their tokens get
// 4003, the one that made the change stays valid. The new password, the ended sessions and the log
// commit together (one transaction; test/durability/): never a new password whose old sessions
// live on, or a change nobody logged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit, type AuditOptions } from '../../lib/audit';
import { badRequest } from '../../lib/biz-error';
import { savedBy } from '../../lib/saved-by';
import { hashPassword, verifyPassword, type HashCost } from '../../lib/crypto';
import { envelope, input, nullData, obj, ok, str } from '../../lib/envelope';
import type { Db } from '../../db/client';
import { userOf } from '../../plugins/auth';
import { createAdmins } from '../../plugins/repositories/admins';
import { createSessions } from '../../plugins/repositories/sessions';
import { accountBodies, type PasswordChange } from './forms';
import { accountLimit } from './shared';

export interface AccountRouteOptions {
  hashCost?: HashCost;
  loginRateLimit: number;
}

export const WRONG_OLD_PASSWORD = '原密码不正确';
export const SAME_PASSWORD = '新密码不能与原密码相同';
export const PASSWORD_CHANGED = '密码已修改，其他设备需重新登录';

const accountSchema = obj({ name: str, username: str, mobile: str, question: str }, [
  'name',
  'username',
  'mobile',
  'question',
]);

/**
 * Checks the old password, stores the new one, ends the user's other sessions and logs it. The
 * body has passed the form's schema (strength, length, 确认新密码 = 新密码) already.
 */
export const changePassword = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: PasswordChange,
  account: {
    passwordHash: string | null;
    /** Stores the new hash on `db`, the transaction that also ends the sessions and logs. */
    save: (db: Db, passwordHash: string) => Promise<unknown>;
    target: string;
    log?: AuditOptions;
  },
  hashCost?: HashCost,
) => {
  const u = userOf(request);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, body.oldPassword))) {
    throw badRequest(WRONG_OLD_PASSWORD);
  }
  if (body.newPassword === body.oldPassword) throw badRequest(SAME_PASSWORD);
  // Hashed before the transaction: argon2 takes a while and needs no lock.
  const passwordHash = await hashPassword(body.newPassword, hashCost);
  await app.unitOfWork(async ({ db }) => {
    await account.save(db, passwordHash);
    // Other devices signed in with the old password must sign in again.
    await createSessions(db).revokeOthers(u.type, u.id, u.sessionId);
    await audit(app, request, '修改密码', account.target, '其他设备的登录已失效', {
      ...account.log,
      db,
    });
  });
};

export default async function accountRoutes(app: FastifyInstance, opts: AccountRouteOptions) {
  app.get(
    '/auth/account',
    {
      config: { access: 'user' },
      schema: { querystring: input({}), response: { 200: envelope(accountSchema) } },
    },
    async (request) => {
      const u = userOf(request);
      if (u.type === 'admin') {
        const a = await app.admins.byId(u.firmId, u.id);
        return ok({
          name: a?.name ?? u.name,
          username: a?.username ?? '',
          mobile: a?.mobile ?? '',
          question: a?.securityQuestion ?? '',
        });
      }
      const l = await app.lawyers.byId(u.firmId, u.id);
      return ok({ name: l?.name ?? u.name, username: '', mobile: l?.mobile ?? '', question: '' });
    },
  );

  app.put<{ Body: PasswordChange }>(
    '/auth/password',
    {
      config: { access: { roles: ['admin'] }, rateLimit: accountLimit(opts.loginRateLimit) },
      schema: { body: accountBodies(app).adminPassword, response: nullData },
    },
    async (request) => {
      const u = userOf(request);
      const a = await app.admins.byId(u.firmId, u.id);
      await changePassword(
        app,
        request,
        request.body,
        {
          passwordHash: a?.passwordHash ?? null,
          save: (db, passwordHash) =>
            createAdmins(db).update(u.firmId, u.id, undefined, {
              passwordHash,
              ...savedBy(request),
            }),
          target: a?.username ?? u.name,
          log: { kind: '管理员', targetOrganizationId: u.organizationId },
        },
        opts.hashCost,
      );
      return ok(null, PASSWORD_CHANGED);
    },
  );
}
