// Helpers of the SMS-code, registration and SMS-login tests: a clock the test moves, the firm's
// stored loginRegSet, sending a code (form-encoded, as the console does) and reading it back from
// the demo outbox.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { firm } from '../../src/db/schema';
import type { Envelope, TestApp } from './test-app';

/** A clock for the app's `sms.now`; tests move it instead of waiting. */
/**
 * Numbers nobody has used yet in one test file: `prefix` (seven digits, one per file, so files
 * running side by side never share a number) followed by a counter.
 */
export const mobileSeries = (prefix: string) => {
  let n = 0;
  return () => `${prefix}${String((n += 1)).padStart(4, '0')}`;
};

export const testClock = (start = Date.now()) => {
  let t = start;
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
};

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/** Stores the firm's loginRegSet as the settings screen saves it (firm.settings jsonb). */
export const setLoginRegSet = async (
  t: TestApp,
  values: { selfRegister: boolean; needApproval: boolean; methods: string[] },
  firmId = 1,
) => {
  await t.database.db
    .update(firm)
    .set({
      settings: sql`${firm.settings} || ${JSON.stringify({ loginRegSet: values })}::jsonb`,
    })
    .where(eq(firm.id, firmId));
};

export const DEFAULT_LOGIN_REG = {
  selfRegister: true,
  needApproval: true,
  methods: ['password', 'sms'],
};

/** A fresh captcha and its answer, as a person reading the picture would type it. */
export const solvedCaptcha = async (t: TestApp) => {
  const img = await t.get<{ captchaId: string }>('/api/auth/code');
  return { captchaId: img.data.captchaId, captcha: t.captchas.get(img.data.captchaId) ?? '' };
};

/**
 * POST /cardSelf/getCardCode; returns HTTP status and envelope. Register and login codes are sent
 * with an answered captcha, as the console sends them, unless `captcha` is given (or `false`).
 */
export const requestCode = async (
  t: TestApp,
  mobile: string,
  purpose: string,
  token?: string,
  captcha?: { captchaId: string; captcha: string } | false,
) => {
  const answer =
    captcha ?? (purpose === 'register' || purpose === 'login' ? await solvedCaptcha(t) : false);
  return t.request<null>({
    method: 'POST',
    url: '/api/cardSelf/getCardCode',
    token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ mobile, purpose, firmId: '1', ...(answer || {}) }).toString(),
  });
};

/** The newest code the demo outbox holds for a number. */
export const outboxCode = async (t: TestApp, mobile: string, purpose?: string) => {
  const env = await t.get<Array<{ purpose: string; code: string }>>(
    '/api/demo/sms-outbox',
    undefined,
    { mobile },
  );
  expect(env.code, env.message).toBe('200');
  const entry = env.data.find((e) => !purpose || e.purpose === purpose);
  expect(entry, `no ${purpose ?? ''} code for ${mobile} in the outbox`).toBeDefined();
  return entry!.code;
};

/** Sends a code that must be accepted, and returns it from the outbox. */
export const sendCode = async (t: TestApp, mobile: string, purpose: string, token?: string) => {
  const res = await requestCode(t, mobile, purpose, token);
  expect(res.body.code, res.body.message).toBe('200');
  return outboxCode(t, mobile, purpose);
};

export const checkCode = (t: TestApp, mobile: string, purpose: string, code: string) =>
  t.request<boolean>({
    method: 'POST',
    url: '/api/cardSelf/checkSmsCode',
    payload: { mobile, purpose, code, firmId: 1 },
  });

export const expectError = (
  res: { status: number; body: Envelope<unknown> },
  code: string,
  message: string | RegExp,
) => {
  expect(res.body.code, res.body.message).toBe(code);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
};
