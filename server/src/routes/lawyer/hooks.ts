// The lawyer's rules that data cannot say (resources/lawyer.json `hooks`): each receives the
// typed lawyer, never re-declares its fields, and runs inside the caller's transaction where it
// writes, so the change, its log row and its message commit together.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict } from '../../lib/biz-error';
import { hashPassword, type HashCost } from '../../lib/crypto';
import { savedBy } from '../../lib/saved-by';
import type { SavedBy } from '../../plugins/repositories/define';
import { createLawyers, LAWYER_ACTIVE, type LawyerRow } from '../../plugins/repositories/lawyers';
import type { SmsCodeRow } from '../../plugins/repositories/sms-codes';
import type { Work } from '../../plugins/repositories/unit-of-work';
import { bindHooks } from '../../resources/built-in';
import { changePassword } from '../auth/account';
import type { PasswordChange } from '../auth/forms';
import type { SmsCodes } from '../sms/codes';
import type { LawyerValues } from './dto';

export interface LawyerHookOptions {
  hashCost?: HashCost;
  sms: SmsCodes;
}

export const lawyerHooks = (app: FastifyInstance, { hashCost, sms }: LawyerHookOptions) =>
  bindHooks(app, 'lawyer', {
    /** 创建账号: one hash per new account (equal passwords must not give equal hashes). */
    hashPassword: (accounts: LawyerValues[], password: string) =>
      Promise.all(accounts.map(() => hashPassword(password, hashCost))),

    /** A lawyer no longer 正常 must not keep working through tokens they already hold. */
    revokeSessions: async (w: Work, lawyer: LawyerRow, saved: LawyerValues) => {
      if (saved.status !== LAWYER_ACTIVE) await w.lawyers.revokeSessions(lawyer.id);
    },

    /**
     * 审核通过 of a self-registered lawyer: 待审核 → 正常 (conditional, so of two simultaneous
     * passes one wins and the other is 409), and the lawyer is told.
     */
    approveRegistration: async (w: Work, lawyer: LawyerRow, by: SavedBy, version?: number) => {
      if (!(await w.lawyers.pass(lawyer.firmId, lawyer.id, by, version))) {
        throw conflict(await w.lawyers.lastChange(lawyer.firmId, lawyer.id));
      }
      await w.events.notifyLawyer(
        lawyer.firmId,
        lawyer.id,
        '账号已审核通过',
        '您的账号已审核通过，可以登录使用。',
        { type: 'account' },
      );
    },

    /** 修改手机号: the code sent to the new number is spent by the change it allowed. */
    changeMobile: async (
      w: Work,
      lawyer: LawyerRow,
      change: { mobile: string; code: SmsCodeRow; by: SavedBy },
    ) => {
      await sms.consume(w.smsCodes, change.code);
      const { mobile, by } = change;
      await w.lawyers.update(lawyer.firmId, lawyer.id, undefined, { mobile, ...by });
    },

    /**
     * 修改密码: the old password checked, the new hash stored, the other sessions ended and the
     * change logged, in one transaction (auth/change-password.ts).
     */
    changePassword: (request: FastifyRequest, lawyer: LawyerRow, body: PasswordChange) =>
      changePassword(
        app,
        request,
        body,
        {
          passwordHash: lawyer.passwordHash,
          save: (db, passwordHash) =>
            createLawyers(db).update(lawyer.firmId, lawyer.id, undefined, {
              passwordHash,
              ...savedBy(request),
            }),
          target: lawyer.name,
          log: {
            kind: '律师',
            targetOrganizationId: lawyer.organizationId,
            targetLawyerId: lawyer.id,
          },
        },
        hashCost,
      ),
  });
