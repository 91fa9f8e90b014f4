// A lawyer's own account (账号设置): the mobile number, changed with an SMS code sent to
// the new number (purpose 'mobile', cardSelf/getCardCode), and the password. Both act on the
// signed-in lawyer only: there is no id to send, so no other lawyer can be reached.
import type { FastifyInstance } from 'fastify';
import { badRequest, tokenExpired } from '../../lib/biz-error';
import { savedBy } from '../../lib/saved-by';
import type { HashCost } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { nullData, ok } from '../../lib/envelope';
import { userOf } from '../../plugins/auth';
import { PASSWORD_CHANGED } from '../auth/account';
import { accountBodies, type PasswordChange } from '../auth/forms';
import { accountLimit } from '../auth/shared';
import type { SmsCodes } from '../sms/codes';
import { actorOf, maskMobile } from './actor';
import { lawyerHooks } from './hooks';

export interface LawyerAccountOptions {
  hashCost?: HashCost;
  sms: SmsCodes;
  /** Password checks per lawyer per minute (the login limit). */
  loginRateLimit: number;
}

export const MOBILE_TAKEN = '该手机号已被其他账号使用';
export const MOBILE_UNCHANGED = '新手机号与当前手机号相同';

const lawyers = { roles: ['lawyer' as const] };

export default async function lawyerAccountRoutes(
  app: FastifyInstance,
  opts: LawyerAccountOptions,
) {
  const hooks = lawyerHooks(app, opts);
  const bodies = accountBodies(app);
  /** The signed-in lawyer's row (gone = signed out: the session check passed a moment ago). */
  const self = async (firmId: number, id: number) => {
    const l = await app.lawyers.byId(firmId, id);
    if (!l) throw tokenExpired();
    return l;
  };

  app.put<{ Body: { mobile: string; code: string } }>(
    '/lawyer/updateMobile',
    {
      config: { access: lawyers },
      schema: { body: bodies.mobile, response: nullData },
    },
    async (request) => {
      const u = userOf(request);
      const { mobile, code } = request.body;
      const l = await self(u.firmId, u.id);
      if (mobile === l.mobile) throw badRequest(MOBILE_UNCHANGED);
      if (await app.lawyers.byMobile(u.firmId, mobile)) throw badRequest(MOBILE_TAKEN);
      // Checked before the transaction: a wrong guess counts even though nothing changes.
      const row = await opts.sms.check(u.firmId, mobile, 'mobile', code);
      try {
        await app.unitOfWork(async (w) => {
          await hooks.changeMobile(w, l, { mobile, code: row, by: savedBy(request) });
          await w.events.log(
            actorOf(request),
            'update',
            '修改手机号',
            { kind: '律师', name: l.name, organizationId: l.organizationId, lawyerId: l.id },
            `${maskMobile(l.mobile)} → ${maskMobile(mobile)}`,
          );
        });
      } catch (err) {
        // Taken a moment ago by another account: nothing changed and the code stays unused.
        if (isUniqueViolation(err)) throw badRequest(MOBILE_TAKEN);
        throw err;
      }
      return ok(null, '手机号已修改，请使用新手机号登录');
    },
  );

  app.put<{ Body: PasswordChange }>(
    '/lawyer/updatePassword',
    {
      config: { access: lawyers, rateLimit: accountLimit(opts.loginRateLimit) },
      schema: { body: bodies.lawyerPassword, response: nullData },
    },
    async (request) => {
      const u = userOf(request);
      await hooks.changePassword(request, await self(u.firmId, u.id), request.body);
      return ok(null, PASSWORD_CHANGED);
    },
  );
}
