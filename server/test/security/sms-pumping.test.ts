// SMS pumping (routes/sms/index.ts): anyone may ask for a register or login code, so each such
// send needs an answered captcha first, and one client address gets at most a day's number of
// codes, whatever the numbers. A signed-in lawyer's mobile-change code needs no captcha.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCode } from '../../src/db/schema';
import { DEFAULT_LOGIN_REG, setLoginRegSet } from '../helpers/onboarding';
import { createTestApp, demo, type Envelope, type TestApp } from '../helpers/test-app';

const CAP = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sms: { addressDailyCap: CAP, sendRateLimit: 1000 } });
  await setLoginRegSet(t, DEFAULT_LOGIN_REG);
});
afterAll(() => t.close());

let n = 0;
const madeUp = () => `1377777${String((n += 1)).padStart(4, '0')}`;

const captcha = async (ip: string) => {
  const img = await t.app.inject({ method: 'GET', url: '/api/auth/code', remoteAddress: ip });
  const { captchaId } = img.json<Envelope<{ captchaId: string }>>().data;
  return { captchaId, captcha: t.captchas.get(captchaId)! };
};
const send = async (
  ip: string,
  mobile: string,
  purpose: string,
  extra: Record<string, string> = {},
  token?: string,
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cardSelf/getCardCode',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    payload: new URLSearchParams({ mobile, purpose, firmId: '1', ...extra }).toString(),
  });
  return { status: res.statusCode, body: res.json<Envelope>() };
};
const codesFor = async (mobile: string) =>
  (await t.database.db.select().from(smsCode).where(eq(smsCode.mobile, mobile))).length;

describe('a captcha before any register or login code', () => {
  it('sends nothing without a right captcha, and a captcha serves once', async () => {
    const ip = '10.20.0.1';
    const mobile = madeUp();
    const refused = {
      code: '400',
      data: null,
      message: '请输入正确的图形验证码',
      field: 'captcha',
    };
    expect((await send(ip, mobile, 'register')).body).toEqual(refused);
    expect((await send(ip, demo.lawyer[0], 'login')).body).toEqual(refused);
    const wrong = await captcha(ip);
    expect((await send(ip, mobile, 'register', { ...wrong, captcha: 'zzzz' })).body).toEqual(
      refused,
    );
    // Even whether a number is registered is told only after a captcha.
    expect((await send(ip, demo.lawyer[0], 'register')).body).toEqual(refused);
    expect(await codesFor(mobile)).toBe(0);

    const right = await captcha(ip);
    expect((await send(ip, mobile, 'register', right)).body.code).toBe('200');
    expect(await codesFor(mobile)).toBe(1);
    const replayed = await send(ip, madeUp(), 'register', right);
    expect(replayed.body).toEqual(refused);
  });

  it('has no captcha-answer route unless the demo is asked for one (e2e only)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/demo/captcha-answer?captchaId=x' });
    expect(res.statusCode).toBe(404);
  });

  it('sends a signed-in lawyer’s mobile-change code without one', async () => {
    const token = await t.tokenFor(...demo.lawyer);
    const res = await send('10.20.1.1', madeUp(), 'mobile', {}, token);
    expect(res.body.code, res.body.message).toBe('200');
  });
});

describe('a daily number of codes per client address', () => {
  it('refuses the codes past it with 429, whatever the numbers; other addresses go on', async () => {
    const ip = '10.21.0.1';
    for (let i = 0; i < CAP; i += 1) {
      const res = await send(ip, madeUp(), 'register', await captcha(ip));
      expect(res.body.code, res.body.message).toBe('200');
    }
    const mobile = madeUp();
    const past = await send(ip, mobile, 'register', await captcha(ip));
    expect(past).toEqual({
      status: 429,
      body: {
        code: '429',
        data: null,
        message: '今日从您的网络获取验证码的次数已达上限，请明天再试',
      },
    });
    expect(await codesFor(mobile)).toBe(0);
    const elsewhere = await send('10.21.0.2', mobile, 'register', await captcha('10.21.0.2'));
    expect(elsewhere.body.code).toBe('200');
  });
});
