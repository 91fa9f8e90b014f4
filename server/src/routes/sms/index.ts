// SMS codes (cardSelf/getCardCode, cardSelf/checkSmsCode) and, in demo mode only, the outbox the
// tests read (GET /demo/sms-outbox). A code is only sent where it can be used: a register code to a
// number not yet registered while self-registration is open, a login code to a registered number
// while SMS login is allowed, a mobile-change code to a signed-in lawyer's new number. That keeps
// the endpoint from texting strangers on anyone's behalf. Before a register or login code (the
// calls anyone can make) the client answers a captcha (GET /auth/code), so a script cannot pump
// texts to made-up numbers; and each client address may have at most `addressDailyCap` codes sent
// a day, whatever the numbers (docs/security.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validators } from '../../../../src/engine/schema/validators';
import { BizError, badRequest, forbidden, tokenExpired } from '../../lib/biz-error';
import { bool, envelope, input, obj, ok, str, type JsonSchema } from '../../lib/envelope';
import { readSection } from '../../lib/settings/read';
import { formBody } from '../../plugins/validation';
import { captchaMatches } from '../auth/captcha';
import { SMS_PURPOSES, type SmsCodes, type SmsPurpose } from './codes';

export interface SmsRouteOptions {
  sms: SmsCodes;
  /** getCardCode calls per client address per minute (on top of the per-number limits). */
  sendRateLimit: number;
  /** checkSmsCode calls per client address per minute. */
  checkRateLimit: number;
  /** Codes sent per client address per 24 hours, every number and purpose together. */
  addressDailyCap: number;
}

/** Purposes anyone may ask a code for; the captcha must be answered first. */
const ANONYMOUS_PURPOSES: readonly SmsPurpose[] = ['register', 'login'];
export const SMS_CAPTCHA = '请输入正确的图形验证码';
export const ADDRESS_DAILY = '今日从您的网络获取验证码的次数已达上限，请明天再试';
const DAY_MS = 24 * 60 * 60 * 1000;
const captchaFields = {
  captchaId: { type: 'string', title: '图形验证码', maxLength: 64 },
  captcha: { type: 'string', title: '图形验证码', maxLength: 10 },
} satisfies Record<string, JsonSchema>;

export const mobileField: JsonSchema = {
  type: 'string',
  title: '手机号',
  maxLength: 11,
  pattern: validators.mobile.pattern,
  'x-message': validators.mobile.message,
};

export const codeField: JsonSchema = {
  type: 'string',
  title: '验证码',
  maxLength: 6,
  pattern: '^\\d{6}$',
  'x-message': '请输入6位数字验证码',
};

const purposeField: JsonSchema = { type: 'string', title: '用途', enum: [...SMS_PURPOSES] };

export const REGISTER_CLOSED = '本所暂未开放律师自助注册';
export const METHOD_CLOSED = '本所未开放该登录方式';
export const MOBILE_REGISTERED = '该手机号已注册，请直接登录';

const perAddress = (max: number) => ({
  max,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => req.ip,
});

export default async function smsRoutes(app: FastifyInstance, opts: SmsRouteOptions) {
  const { sms } = opts;

  /** Refuses a send the number could not use (see the file comment). */
  const assertSendable = async (request: FastifyRequest, mobile: string, purpose: SmsPurpose) => {
    const firmId = request.firmId;
    const existing = await app.lawyers.byMobile(firmId, mobile);
    if (purpose === 'register') {
      const { selfRegister } = await readSection(app.db, firmId, 'loginRegSet');
      if (!selfRegister) throw forbidden(REGISTER_CLOSED);
      if (existing) throw badRequest(MOBILE_REGISTERED, 'mobile');
    } else if (purpose === 'login') {
      const { methods } = await readSection(app.db, firmId, 'loginRegSet');
      if (!methods.includes('sms')) throw forbidden(METHOD_CLOSED);
      if (!existing) throw badRequest('该手机号未注册', 'mobile');
    } else {
      const u = request.user;
      if (!u) throw tokenExpired();
      if (u.type !== 'lawyer') throw forbidden();
      if (existing?.id === u.id) throw badRequest('新手机号与当前手机号相同', 'mobile');
      if (existing) throw badRequest('该手机号已被其他账号使用', 'mobile');
    }
  };

  app.post<{
    Body: { mobile: string; purpose: SmsPurpose; captchaId?: string; captcha?: string };
  }>(
    '/cardSelf/getCardCode',
    {
      config: { access: 'public', rateLimit: perAddress(opts.sendRateLimit) },
      schema: {
        body: formBody(
          input({ mobile: mobileField, purpose: purposeField, ...captchaFields }, [
            'mobile',
            'purpose',
          ]),
        ),
        response: { 200: envelope({ type: 'null' }) },
      },
    },
    async (request) => {
      const { mobile, purpose, captchaId, captcha } = request.body;
      // First, so that even asking whether a number is registered costs an answered captcha.
      if (
        ANONYMOUS_PURPOSES.includes(purpose) &&
        !(await captchaMatches(app, captchaId, captcha))
      ) {
        throw badRequest(SMS_CAPTCHA, 'captcha');
      }
      await assertSendable(request, mobile, purpose);
      const sent = await app.rateLimitCounters.hit(`sms-address|${request.ip}`, DAY_MS);
      if (sent.current > opts.addressDailyCap) throw new BizError('429', ADDRESS_DAILY, 429);
      await sms.send(request.firmId, mobile, purpose);
      return ok(null, '验证码已发送');
    },
  );

  app.post<{ Body: { mobile: string; purpose: SmsPurpose; code: string } }>(
    '/cardSelf/checkSmsCode',
    {
      config: { access: 'public', rateLimit: perAddress(opts.checkRateLimit) },
      schema: {
        body: input({ mobile: mobileField, purpose: purposeField, code: codeField }, [
          'mobile',
          'purpose',
          'code',
        ]),
        response: { 200: envelope(bool) },
      },
    },
    async (request) => {
      const { mobile, purpose, code } = request.body;
      await sms.check(request.firmId, mobile, purpose, code);
      return ok(true, '验证码正确');
    },
  );

  // Demo mode only: a production server has no such route (404), so codes never leave the log.
  if (app.demo) {
    app.get<{ Querystring: { mobile: string } }>(
      '/demo/sms-outbox',
      {
        config: { access: 'public' },
        schema: {
          querystring: input({ mobile: mobileField }, ['mobile']),
          response: {
            200: envelope({
              type: 'array',
              items: obj({ mobile: str, purpose: str, code: str, sentAt: str }),
            }),
          },
        },
      },
      async (request) =>
        ok(
          sms
            .outbox(request.firmId, request.query.mobile)
            .map(({ mobile, purpose, code, sentAt }) => ({ mobile, purpose, code, sentAt })),
        ),
    );
  }
}
