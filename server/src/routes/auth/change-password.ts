// The password change of every signed-in user: the admin's (PUT /auth/password, through the
// admin's named hook changePassword, routes/admin/hooks.ts) and the lawyer's (PUT
// /lawyer/updatePassword, the lawyer's hook). The new password, the ended sessions and the log
// commit together (one transaction; test/durability/): never a new password whose old sessions
// live on, or a change nobody logged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { audit, type AuditOptions } from '../../lib/audit';
import { badRequest } from '../../lib/biz-error';
import { hashPassword, verifyPassword, type HashCost } from '../../lib/crypto';
import { userOf } from '../../plugins/auth';
import { createSessions } from '../../plugins/repositories/sessions';
import type { PasswordChange } from './forms';

export const WRONG_OLD_PASSWORD = '原密码不正确';
export const SAME_PASSWORD = '新密码不能与原密码相同';
export const PASSWORD_CHANGED = '密码已修改，其他设备需重新登录';

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
    throw badRequest(WRONG_OLD_PASSWORD, 'oldPassword');
  }
  if (body.newPassword === body.oldPassword) throw badRequest(SAME_PASSWORD, 'newPassword');
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
