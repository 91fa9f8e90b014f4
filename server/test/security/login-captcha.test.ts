// The sign-in captcha under attack (routes/auth/captcha.ts): the failure count is one atomic
// increment taken before the credential is checked, so a burst of simultaneous guesses cannot all
// be judged against the same stale count; and past its per-minute number of sign-in calls an
// address needs the captcha rather than a 429, so one office behind one address is not locked out
// by a stranger's guesses there. The per-account limit stays.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetQuestions } from '../../src/routes/auth/forms';
import { createTestApp, demo, type Envelope, type TestApp } from '../helpers/test-app';

const WRONG = '账号或密码错误';
const WRONG_ANSWER = '账号、密保问题或答案错误';
const CAPTCHA = '请输入正确的验证码';

let t: TestApp;
let crowd: TestApp;
beforeAll(async () => {
  // Bursts of ten for one account stay under the per-account limit in this app.
  t = await createTestApp({ loginRateLimit: 100 });
});
afterAll(async () => {
  await t.close();
  await crowd?.close();
});

const call = async (app: TestApp, ip: string, opts: InjectOptions) => {
  const res = await app.app.inject({ remoteAddress: ip, ...opts });
  return { status: res.statusCode, body: res.json<Envelope<{ token?: string }>>() };
};
const passwordLogin = (username: string, password: string, extra: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/auth/firmAccessUserLogin',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ username, password, firmId: '1', ...extra }).toString(),
});
const questionLogin = (username: string) => ({
  method: 'POST' as const,
  url: '/api/auth/loginByQuestion',
  payload: { firmId: 1, username, question: presetQuestions[0], answer: 'wrong answer' },
});
const required = async (app: TestApp, ip: string, username: string) =>
  (
    await call(app, ip, {
      method: 'GET',
      url: `/api/auth/queryCode?firmId=1&username=${username}`,
    })
  ).body.data as unknown as { required: boolean };
const tally = (answers: Array<{ body: Envelope }>) => {
  const n: Record<string, number> = {};
  for (const a of answers) n[a.body.message] = (n[a.body.message] ?? 0) + 1;
  return n;
};
const captchaFor = async (app: TestApp, ip: string) => {
  const img = await call(app, ip, { method: 'GET', url: '/api/auth/code?firmId=1' });
  const captchaId = (img.body.data as unknown as { captchaId: string }).captchaId;
  return { captchaId, captcha: app.captchas.get(captchaId)! };
};

describe('a burst of simultaneous wrong passwords', () => {
  it('has only the first three judged; the 4th and later need the captcha', async () => {
    const burst = (n: number, ip: string) =>
      Promise.all(
        Array.from({ length: n }, () => call(t, ip, passwordLogin('szadmin', 'Wrong-pass-1'))),
      );
    expect(await required(t, '10.8.0.1', 'szadmin')).toEqual({ required: false });
    expect(tally(await burst(10, '10.8.0.1'))).toEqual({ [WRONG]: 3, [CAPTCHA]: 7 });
    expect(await required(t, '10.8.0.1', 'szadmin')).toEqual({ required: true });
    // A second burst (from elsewhere) gets no guess at all without the captcha.
    expect(tally(await burst(10, '10.8.0.2'))).toEqual({ [CAPTCHA]: 10 });
    // The owner, with the right password and a right captcha, still signs in; that resets it.
    const ok = await call(
      t,
      '10.8.0.3',
      passwordLogin(...demo.szadmin, await captchaFor(t, '10.8.0.3')),
    );
    expect(ok.body.code, ok.body.message).toBe('200');
    expect(await required(t, '10.8.0.3', 'szadmin')).toEqual({ required: false });
  });

  it('counts the security-question login in the same count', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => call(t, '10.8.1.1', questionLogin('shsub'))),
      ...Array.from({ length: 5 }, () =>
        call(t, '10.8.1.1', passwordLogin('shsub', 'Wrong-pass-1')),
      ),
    ]);
    const n = tally(answers);
    expect((n[WRONG] ?? 0) + (n[WRONG_ANSWER] ?? 0)).toBe(3);
    expect(n[CAPTCHA]).toBe(7);
  });

  it('treats an unknown account alike, so the answers reveal nothing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t, '10.8.2.1', passwordLogin('ghost2', 'Wrong-1'))),
    );
    expect(tally(answers)).toEqual({ [WRONG]: 3, [CAPTCHA]: 7 });
    expect(await required(t, '10.8.2.1', 'ghost2')).toEqual({ required: true });
  });
});

describe('an address past its number of sign-in calls', () => {
  // The default limits, in an app of its own (built here, so each hook builds one app).
  beforeAll(async () => {
    crowd = await createTestApp();
  });

  it('needs the captcha from there; a right password with it signs in; per-account limits stay', async () => {
    const office = '10.9.0.1';
    // A stranger in the same office: 30 wrong passwords for admin (past admin's own limit too).
    const stranger = await Promise.all(
      Array.from({ length: 30 }, () => call(crowd, office, passwordLogin('admin', 'Wrong-pass-1'))),
    );
    expect(stranger.some((a) => a.status === 429)).toBe(true);
    // branch, from the same address: its own count is clean, but the address asks for a captcha.
    expect(await required(crowd, office, 'branch')).toEqual({ required: true });
    const bare = await call(crowd, office, passwordLogin(...demo.branch));
    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ code: '400', message: CAPTCHA });
    const signedIn = await call(
      crowd,
      office,
      passwordLogin(...demo.branch, await captchaFor(crowd, office)),
    );
    expect(signedIn.body.code, signedIn.body.message).toBe('200');
    expect(signedIn.body.data.token).toMatch(/^[\w-]{40,}$/);
    // Other addresses are untouched…
    expect(await required(crowd, '10.9.0.2', 'bjsub')).toEqual({ required: false });
    expect((await call(crowd, '10.9.0.2', passwordLogin(...demo.bjsub))).body.code).toBe('200');
    // …and the attacked account keeps its own per-minute limit from anywhere.
    const admin = await call(crowd, '10.9.0.3', passwordLogin(...demo.admin));
    expect(admin.status).toBe(429);
  });
});
