// SMS codes (cardSelf/getCardCode, cardSelf/checkSmsCode, the demo outbox): 6 digits, 10 minutes,
// single use, bound to number and purpose, stored as a keyed hash, one send a minute per number,
// a daily cap, five wrong guesses per code; production has no outbox and needs SMS_PROVIDER.
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config';
import { smsCode } from '../src/db/schema';
import { sha256 } from '../src/lib/crypto';
import { startServer } from '../src/server';
import { createTestApp, demo, type TestApp } from './helpers/test-app';
import {
  DEFAULT_LOGIN_REG,
  MINUTE,
  SECOND,
  checkCode,
  expectError,
  outboxCode,
  requestCode,
  sendCode,
  setLoginRegSet,
  testClock,
  mobileSeries,
} from './helpers/onboarding';

const clock = testClock();
let t: TestApp;
const freshMobile = mobileSeries('1370000');

beforeAll(async () => {
  t = await createTestApp({
    sms: { now: clock.now, sendRateLimit: 1000, checkRateLimit: 1000, addressDailyCap: 1000 },
    // Each register or login code comes with a captcha, fetched from the one test address.
    abuseLimits: { perClient: 1000 },
  });
});
afterAll(() => t.close());

describe('getCardCode', () => {
  it('sends a 6-digit code, stores only a keyed hash, valid for 10 minutes', async () => {
    const mobile = freshMobile();
    const res = await requestCode(t, mobile, 'register');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '200', message: '验证码已发送', data: null });
    const code = await outboxCode(t, mobile, 'register');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db.select().from(smsCode).where(eq(smsCode.mobile, mobile));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.purpose).toBe('register');
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    // Not a bare hash either: it is keyed, so the stored value cannot be reversed by trying codes.
    expect(row.codeHash).not.toBe(sha256(code));
    expect(row.expiresAt.getTime() - row.sentAt.getTime()).toBe(10 * MINUTE);
    expect(row.usedAt).toBeNull();
  });

  it('codes differ from send to send (CSPRNG, not a counter or the time)', async () => {
    const mobile = freshMobile();
    const seen = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      seen.add(await sendCode(t, mobile, 'register'));
      clock.advance(MINUTE + SECOND);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('allows one send per number per minute, saying how long to wait', async () => {
    const mobile = freshMobile();
    await sendCode(t, mobile, 'register');
    const again = await requestCode(t, mobile, 'register');
    expect(again.status).toBe(429);
    expectError(again, '429', '验证码发送过于频繁，请 60 秒后再试');
    clock.advance(25 * SECOND);
    expectError(
      await requestCode(t, mobile, 'register'),
      '429',
      '验证码发送过于频繁，请 35 秒后再试',
    );
    // Another purpose for the same number counts too: the limit protects the phone's owner.
    const lawyer = await t.tokenFor(...demo.lawyer);
    expectError(await requestCode(t, mobile, 'mobile', lawyer), '429', /请 35 秒后再试/);
    // Another number is not held up.
    await sendCode(t, freshMobile(), 'register');
    clock.advance(35 * SECOND);
    await sendCode(t, mobile, 'register');
  });

  it('of two simultaneous sends to one number, one is refused', async () => {
    const mobile = freshMobile();
    const results = await Promise.all([
      requestCode(t, mobile, 'register'),
      requestCode(t, mobile, 'register'),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['200', '429']);
    const rows = await t.database.db.select().from(smsCode).where(eq(smsCode.mobile, mobile));
    expect(rows).toHaveLength(1);
  });

  it('caps a number at 10 codes in 24 hours', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 10; i += 1) {
      await sendCode(t, mobile, 'register');
      clock.advance(MINUTE);
    }
    const capped = await requestCode(t, mobile, 'register');
    expect(capped.status).toBe(429);
    expectError(capped, '429', '该手机号今日获取验证码次数已达上限，请明天再试');
    clock.advance(23 * 3600 * SECOND);
    expectError(await requestCode(t, mobile, 'register'), '429', /今日获取验证码次数已达上限/);
    clock.advance(3600 * SECOND);
    await sendCode(t, mobile, 'register');
  });

  it('refuses codes a number could not use', async () => {
    await setLoginRegSet(t, DEFAULT_LOGIN_REG);
    const [lawyerMobile] = demo.lawyer;
    expectError(
      await requestCode(t, lawyerMobile, 'register'),
      '400',
      '该手机号已注册，请直接登录',
    );
    expectError(await requestCode(t, freshMobile(), 'login'), '400', '该手机号未注册');
    // Changing the mobile number needs a signed-in lawyer and a number nobody uses.
    expectError(await requestCode(t, freshMobile(), 'mobile'), '4003', '登录已过期，请重新登录');
    const admin = await t.tokenFor(...demo.admin);
    expectError(await requestCode(t, freshMobile(), 'mobile', admin), '403', '无权访问');
    const lawyer = await t.tokenFor(...demo.lawyer);
    expectError(
      await requestCode(t, lawyerMobile, 'mobile', lawyer),
      '400',
      '新手机号与当前手机号相同',
    );
    expectError(
      await requestCode(t, '13800000002', 'mobile', lawyer),
      '400',
      '该手机号已被其他账号使用',
    );
    await sendCode(t, freshMobile(), 'mobile', lawyer);
  });

  it('follows the firm’s loginRegSet', async () => {
    await setLoginRegSet(t, { ...DEFAULT_LOGIN_REG, selfRegister: false });
    expectError(await requestCode(t, freshMobile(), 'register'), '403', '本所暂未开放律师自助注册');
    await setLoginRegSet(t, { ...DEFAULT_LOGIN_REG, methods: ['password'] });
    expectError(await requestCode(t, demo.lawyer[0], 'login'), '403', '本所未开放该登录方式');
    await setLoginRegSet(t, DEFAULT_LOGIN_REG);
  });

  it('validates its input with Chinese messages', async () => {
    expectError(await requestCode(t, '12345', 'register'), '400', '请输入正确的11位手机号');
    expectError(await requestCode(t, freshMobile(), 'spam'), '400', /用途/);
    const json = await t.request({
      method: 'POST',
      url: '/api/cardSelf/getCardCode',
      payload: { mobile: freshMobile(), purpose: 'register', firmId: 1 },
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('请以表单格式提交');
  });
});

describe('checkSmsCode', () => {
  it('accepts the right code without using it up', async () => {
    const mobile = freshMobile();
    const code = await sendCode(t, mobile, 'register');
    for (let i = 0; i < 2; i += 1) {
      const res = await checkCode(t, mobile, 'register', code);
      expect(res.body).toMatchObject({ code: '200', data: true, message: '验证码正确' });
    }
  });

  it('binds a code to its number and purpose, and only the newest counts', async () => {
    const mobile = freshMobile();
    const first = await sendCode(t, mobile, 'register');
    expectError(await checkCode(t, mobile, 'login', first), '400', '请先获取验证码');
    expectError(await checkCode(t, freshMobile(), 'register', first), '400', '请先获取验证码');
    clock.advance(MINUTE);
    const second = await sendCode(t, mobile, 'register');
    if (second !== first) {
      expectError(await checkCode(t, mobile, 'register', first), '400', '验证码错误');
    }
    expect((await checkCode(t, mobile, 'register', second)).body.code).toBe('200');
  });

  it('expires a code after 10 minutes', async () => {
    const mobile = freshMobile();
    const code = await sendCode(t, mobile, 'register');
    clock.advance(10 * MINUTE - SECOND);
    expect((await checkCode(t, mobile, 'register', code)).body.code).toBe('200');
    clock.advance(SECOND);
    expectError(await checkCode(t, mobile, 'register', code), '400', '验证码已过期，请重新获取');
  });

  it('kills a code after 5 wrong guesses', async () => {
    const mobile = freshMobile();
    const code = await sendCode(t, mobile, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      expectError(await checkCode(t, mobile, 'register', wrong), '400', '验证码错误');
    }
    const tooMany = '验证码错误次数过多，请重新获取';
    expectError(await checkCode(t, mobile, 'register', wrong), '400', tooMany);
    expectError(await checkCode(t, mobile, 'register', code), '400', tooMany);
    // A new code starts afresh.
    clock.advance(MINUTE);
    const next = await sendCode(t, mobile, 'register');
    expect((await checkCode(t, mobile, 'register', next)).body.code).toBe('200');
  });

  it('validates the code’s shape', async () => {
    expectError(
      await checkCode(t, freshMobile(), 'register', '12ab56'),
      '400',
      '请输入6位数字验证码',
    );
    expectError(
      await checkCode(t, '1380000', 'register', '123456'),
      '400',
      '请输入正确的11位手机号',
    );
  });
});

describe('outside demo mode, and limits per client address', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ demo: false, sms: { sendRateLimit: 2 } });
  });
  afterAll(() => prod.close());

  it('has no outbox route; a code is still sent (to the log only)', async () => {
    const res = await prod.request({
      method: 'GET',
      url: '/api/demo/sms-outbox?mobile=13700000001&firmId=1',
    });
    expect(res.status).toBe(404);
    expect((await requestCode(prod, '13600000001', 'register')).body.code).toBe('200');
  });

  it('answers 429 past the per-minute limit of getCardCode for one client address', async () => {
    expect((await requestCode(prod, '13600000002', 'register')).body.code).toBe('200');
    const third = await requestCode(prod, '13600000003', 'register');
    expect(third.status).toBe(429);
    expectError(third, '429', '操作过于频繁，请稍后再试');
  });
});

describe('production', () => {
  it('production refuses to start without SMS_PROVIDER, and accepts only "log"', async () => {
    const env = {
      NODE_ENV: 'production',
      FIRM_NAME: '测试律所',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'Prod1234x',
      OSS_SECRET: 'a-production-secret-of-length',
      PORT: '0',
      HOST: '127.0.0.1',
    };
    expect(() => readConfig({ ...env, SMS_PROVIDER: 'aliyun' })).toThrow(ConfigError);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sms-prod-'));
    try {
      const cfg = { ...readConfig({ ...env, DATA_DIR: dataDir }), staticDir: 'no-such-dir' };
      expect(cfg.smsProvider).toBeUndefined();
      await expect(startServer(cfg, { logger: false })).rejects.toThrow(/SMS_PROVIDER=log/);
      const ok = { ...readConfig({ ...env, DATA_DIR: dataDir, SMS_PROVIDER: 'log' }) };
      const running = await startServer({ ...ok, staticDir: 'no-such-dir' }, { logger: false });
      expect(running.app.demo).toBe(false);
      await running.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
