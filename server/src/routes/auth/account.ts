// The signed-in user's own account: what the account screens show (GET /auth/account) and the
// admin's password change (PUT /auth/password, the admin's named hook changePassword; lawyers use
// PUT /lawyer/updatePassword, the lawyer's). A password change ends the user's other sessions:
// their tokens get 4003, the one that made the change stays valid (change-password.ts).
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/biz-error';
import type { HashCost } from '../../lib/crypto';
import { envelope, input, nullData, obj, ok, str } from '../../lib/envelope';
import { userOf } from '../../plugins/auth';
import { adminHooks } from '../admin/hooks';
import { PASSWORD_CHANGED, WRONG_OLD_PASSWORD } from './change-password';
import { accountBodies, type PasswordChange } from './forms';
import { accountLimit } from './shared';

// Where the lawyer's hook and the tests have always found them.
export {
  changePassword,
  PASSWORD_CHANGED,
  SAME_PASSWORD,
  WRONG_OLD_PASSWORD,
} from './change-password';

export interface AccountRouteOptions {
  hashCost?: HashCost;
  loginRateLimit: number;
}

const accountSchema = obj({ name: str, username: str, mobile: str, question: str }, [
  'name',
  'username',
  'mobile',
  'question',
]);

export default async function accountRoutes(app: FastifyInstance, opts: AccountRouteOptions) {
  const hooks = adminHooks(app, opts.hashCost);
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
      // An account gone meanwhile has no old password to match.
      if (!a) throw badRequest(WRONG_OLD_PASSWORD, 'oldPassword');
      await hooks.changePassword(request, a, request.body);
      return ok(null, PASSWORD_CHANGED);
    },
  );
}
