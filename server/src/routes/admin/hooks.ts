// The admin account's rules that data cannot say (resources/admin.json `hooks`): each receives the
// typed account. Writes run inside the caller's transaction, with the account and its log row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/biz-error';
import { hashPassword, type HashCost } from '../../lib/crypto';
import { savedBy } from '../../lib/saved-by';
import type { AuthUser } from '../../plugins/auth';
import { createAdmins, type AdminRow } from '../../plugins/repositories/admins';
import { MAIN_OFFICE, type OrganizationRow } from '../../plugins/repositories/organizations';
import type { createSessions } from '../../plugins/repositories/sessions';
import { bindHooks } from '../../resources/built-in';
import { changePassword } from '../auth/change-password';
import type { PasswordChange } from '../auth/forms';
import type { AdminValues } from './dto';

const ACTIVE = 1;

/** Office levels (docs/product.md): [main, sub] admins of the main office 1–2, of a sub office 3–4. */
export const levelsFor = (officeType: number) => (officeType === MAIN_OFFICE ? [1, 2] : [3, 4]);

export const adminHooks = (app: FastifyInstance, hashCost?: HashCost) =>
  bindHooks(app, 'admin', {
    /** The initial password, hashed (before the transaction: argon2 takes a while, needs no lock). */
    hashPassword: (_account: AdminValues, password: string) => hashPassword(password, hashCost),

    /** A new account's level, never the client's: the office's first admin is its main admin. */
    officeLevel: async (office: OrganizationRow) => {
      const [main, sub] = levelsFor(office.type);
      return (await app.admins.hasMain(office.id)) ? sub : main;
    },

    /** A disabled account must not keep working through tokens it already holds. */
    revokeSessions: async (
      sessions: ReturnType<typeof createSessions>,
      account: AdminRow,
      saved: Partial<AdminValues>,
    ) => {
      if (saved.status !== undefined && saved.status !== ACTIVE) {
        await sessions.revokeAll('admin', account.id);
      }
    },

    /** Nobody disables their own account (they would lock themselves out mid-session). */
    guardUpdate: (caller: AuthUser, account: AdminRow, saved: Partial<AdminValues>) => {
      if (account.id === caller.id && saved.status !== ACTIVE) {
        throw badRequest('不能停用自己的账号', 'status');
      }
    },

    /** Not oneself, and not an office's main admin (the office would have none). */
    guardDelete: (caller: AuthUser, account: AdminRow) => {
      if (account.id === caller.id) throw badRequest('不能删除自己的账号');
      if (account.level === 1 || account.level === 3)
        throw badRequest('不能删除机构的主管理员，请先设置其他主管理员');
    },

    /**
     * 修改密码 (PUT /auth/password): the old password checked, the new hash stored, the other
     * sessions ended and the change logged, in one transaction (auth/change-password.ts).
     */
    changePassword: (request: FastifyRequest, account: AdminRow, body: PasswordChange) =>
      changePassword(
        app,
        request,
        body,
        {
          passwordHash: account.passwordHash,
          save: (db, passwordHash) =>
            createAdmins(db).update(account.firmId, account.id, undefined, {
              passwordHash,
              ...savedBy(request),
            }),
          target: account.username,
          log: { kind: '管理员', targetOrganizationId: account.organizationId },
        },
        hashCost,
      ),
  });
