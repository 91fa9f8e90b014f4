// Sign-in and session calls (auth/*). Wrong credentials always read 账号或密码错误, whichever part
// was wrong; account state (pending, disabled) is revealed only after a correct password.
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit';
import { BizError, badRequest } from '../../lib/biz-error';
import { verifyPassword, type HashCost } from '../../lib/crypto';
import { bool, envelope, input, int, obj, ok, str } from '../../lib/envelope';
import { permissionsOf, userOf } from '../../plugins/auth';
import { createLawyers } from '../../plugins/repositories/lawyers';
import { LOGIN_FAILED } from '../../plugins/repositories/logs';
import { perClient } from '../../lib/rate-limits';
import { readSection } from '../../lib/settings/read';
import { formBody } from '../../plugins/validation';
import type { SmsCodes } from '../sms/codes';
import { METHOD_CLOSED, codeField } from '../sms/index';
import accountRoutes from './account';
import logoutRoutes from './logout';
import { admitAttempt, captchaRequired, countAddress, issueCaptcha } from './captcha';
import questionRoutes from './question';
import { dummyHash, loginLimit, openSession, signInAdmin } from './shared';
import { loginResult, userinfoOf, userinfoSchema } from './userinfo';

export interface AuthRouteOptions {
  hashCost?: HashCost;
  loginRateLimit: number;
  onCaptcha?: (id: string, answer: string) => void;
  sms: SmsCodes;
}

const WRONG = '账号或密码错误';

const text = (title: string, maxLength: number) => ({
  type: 'string',
  title,
  minLength: 1,
  maxLength,
});

export default async function authRoutes(app: FastifyInstance, opts: AuthRouteOptions) {
  const dummy = () => dummyHash(opts.hashCost);
  await app.register(questionRoutes, opts);
  await app.register(accountRoutes, opts);
  await app.register(logoutRoutes);

  app.get(
    '/auth/code',
    {
      config: { access: 'public' },
      preHandler: perClient(app),
      schema: {
        querystring: input({}),
        response: { 200: envelope(obj({ captchaId: str, image: str })) },
      },
    },
    async () => ok(await issueCaptcha(app, opts.onCaptcha)),
  );

  app.get<{ Querystring: { username: string } }>(
    '/auth/queryCode',
    {
      config: { access: 'public' },
      schema: {
        querystring: input({ username: text('账号', 50) }, ['username']),
        response: { 200: envelope(obj({ required: bool })) },
      },
    },
    async (request) => {
      const { username } = request.query;
      const user = await app.admins.byUsername(request.firmId, username);
      return ok({ required: await captchaRequired(app, request, username, user) });
    },
  );

  app.post<{ Body: { username: string; password: string; captchaId?: string; captcha?: string } }>(
    '/auth/firmAccessUserLogin',
    {
      config: { access: 'public', rateLimit: loginLimit(opts.loginRateLimit, 'username') },
      onRequest: countAddress(app),
      schema: {
        body: formBody(
          input(
            {
              username: text('账号', 50),
              password: text('密码', 64),
              captchaId: { type: 'string', title: '验证码', maxLength: 64 },
              captcha: { type: 'string', title: '验证码', maxLength: 10 },
            },
            ['username', 'password'],
          ),
        ),
        response: { 200: loginResult },
      },
    },
    async (request) => {
      const { username, password, captchaId, captcha } = request.body;
      const firmId = request.firmId;
      const user = await app.admins.byUsername(firmId, username);
      await admitAttempt(app, request, username, user, { captchaId, captcha });
      const valid = await verifyPassword(user?.passwordHash ?? (await dummy()), password);
      if (!user || !valid) {
        await audit(app, request, LOGIN_FAILED, username, '管理员登录：账号或密码错误');
        throw badRequest(WRONG);
      }
      if (user.status !== 1) throw new BizError('403', '账号已停用');
      return ok(await signInAdmin(app, request, user, '管理员登录'), '登录成功');
    },
  );

  // Password or SMS code, whichever the firm's loginRegSet.methods allows. As with the
  // password, the account's state (pending, disabled) is told only after a right code.
  app.post<{ Body: { mobile: string; password?: string; code?: string } }>(
    '/auth/lawyerLogin',
    {
      config: { access: 'public', rateLimit: loginLimit(opts.loginRateLimit, 'mobile') },
      preHandler: perClient(app),
      schema: {
        body: input({ mobile: text('手机号', 11), password: text('密码', 64), code: codeField }, [
          'mobile',
        ]),
        response: { 200: loginResult },
      },
    },
    async (request) => {
      const { mobile, password, code } = request.body;
      const firmId = request.firmId;
      if (password === undefined && code === undefined) throw badRequest('请输入密码');
      if (password !== undefined && code !== undefined) {
        throw badRequest('请选择密码登录或验证码登录其中一种方式');
      }
      const method = code !== undefined ? 'sms' : 'password';
      const { methods } = await readSection(app.db, firmId, 'loginRegSet');
      if (!methods.includes(method)) throw new BizError('403', METHOD_CLOSED);
      const l = await app.lawyers.byMobile(firmId, mobile);
      if (code !== undefined) {
        try {
          const row = await opts.sms.check(firmId, mobile, 'login', code);
          await opts.sms.consume(app.smsCodes, row);
        } catch (err) {
          await audit(app, request, LOGIN_FAILED, mobile, '律师验证码登录：验证码不正确');
          throw err;
        }
        if (!l) throw badRequest(WRONG);
      } else {
        const valid = await verifyPassword(l?.passwordHash ?? (await dummy()), password ?? '');
        if (!l || !l.passwordHash || !valid) {
          await audit(app, request, LOGIN_FAILED, mobile, '律师登录：账号或密码错误');
          throw badRequest(WRONG);
        }
      }
      if (l.status === 0) throw new BizError('403', '账号待管理员审核通过后才能登录');
      if (l.status !== 1) throw new BizError('403', '账号已停用');
      const info = {
        type: 'lawyer' as const,
        id: l.id,
        firmId,
        name: l.name,
        level: null,
        organizationId: l.organizationId,
        system: false,
        auth: permissionsOf('lawyer', null, false),
      };
      const how = method === 'sms' ? '律师验证码登录' : '律师登录';
      const token = await openSession(app, request, info, { target: mobile, how }, (db) =>
        createLawyers(db).touchLogin(l.id),
      );
      return ok({ token, userinfo: await userinfoOf(app, info) }, '登录成功');
    },
  );

  app.get(
    '/auth/self',
    {
      config: { access: 'user' },
      schema: { querystring: input({}), response: { 200: envelope(userinfoSchema) } },
    },
    async (request) => ok(await userinfoOf(app, userOf(request))),
  );

  app.get(
    '/auth/getFirmId',
    {
      config: { access: 'public' },
      schema: { querystring: input({}), response: { 200: envelope(int) } },
    },
    async (request) => ok(request.firmId),
  );
}
