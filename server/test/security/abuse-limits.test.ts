// Suite 5 (docs/security.md): the abuse-prone calls (login, captcha, SMS, registration, ossSign,
// export) are limited per account AND per client address; past a limit the answer is 429 with the
// envelope, other accounts and clients go on; X-Forwarded-For counts only behind a configured
// proxy. The limits are lowered through buildApp's options so a handful of requests reaches them.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_REG, setLoginRegSet } from '../helpers/onboarding';
import { createTestApp, demo, type Envelope, type TestApp } from '../helpers/test-app';

const LIMITS = {
  loginRateLimit: 3,
  ossSignRateLimit: 3,
  abuseLimits: { perClient: 6, perAccount: 3 },
  sms: { sendRateLimit: 3, lookupRateLimit: 4 },
};
const TOO_MANY = { code: '429', data: null, message: '操作过于频繁，请稍后再试' };

let t: TestApp;
const tokens: Record<string, string> = {};
const tried = { requests: 0, limits: 0, fiveXX: 0 };

beforeAll(async () => {
  t = await createTestApp(LIMITS);
  await setLoginRegSet(t, DEFAULT_LOGIN_REG);
  // Each sign-in from its own address, so the tests below start with fresh per-client counters.
  for (const [i, [name, pw]] of [demo.admin, demo.branch, demo.bjsub, demo.lawyer].entries()) {
    const res = await call('10.0.0.1' + String(i), loginRequest(name, pw));
    expect(res.body.code, res.body.message).toBe('200');
    tokens[name] = (res.body.data as { token: string }).token;
  }
});
afterAll(async () => {
  console.log(
    `abuse limits: ${tried.requests} requests, ${tried.limits} limits reached, ${tried.fiveXX} 5xx`,
  );
  await t.close();
});

/** One request from a client address. */
async function call(ip: string, { token, headers, ...opts }: InjectOptions & { token?: string }) {
  const res = await t.app.inject({
    remoteAddress: ip,
    ...opts,
    headers: { ...headers, ...(token ? { token } : {}) },
  });
  tried.requests += 1;
  if (res.statusCode >= 500) tried.fiveXX += 1;
  if (res.statusCode === 429) tried.limits += 1;
  // An export answers a spreadsheet; only its status matters here.
  const json = String(res.headers['content-type']).startsWith('application/json');
  const body = (json ? res.json() : { code: '200', data: null, message: '' }) as Envelope;
  return { status: res.statusCode, body };
}

function loginRequest(account: string, password: string): InjectOptions {
  return /^\d+$/.test(account)
    ? { method: 'POST', url: '/api/auth/lawyerLogin', payload: { mobile: account, password } }
    : {
        method: 'POST',
        url: '/api/auth/firmAccessUserLogin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: account, password }).toString(),
      };
}

const expectLimited = (res: { status: number; body: Envelope }) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual(TOO_MANY);
};
const expectNotLimited = (res: { status: number; body: Envelope }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.code).not.toBe('429');
};

/** `n` calls that must all pass the limits. */
const pass = async (
  n: number,
  ip: string,
  opts: (i: number) => InjectOptions & { token?: string },
) => {
  for (let i = 0; i < n; i += 1) expectNotLimited(await call(ip, opts(i)));
};

describe.each([
  ['admin login', 'shsub', 'nosuchadmin'],
  ['lawyer login', '13800000002', '1390000'],
])('%s', (_label, account, unknownPrefix) => {
  it('is limited per account from any address, and other accounts go on', async () => {
    const ip = `10.1.${unknownPrefix.length}`;
    await pass(LIMITS.loginRateLimit, `${ip}.1`, () => loginRequest(account, 'Wrong-pass-1'));
    expectLimited(await call(`${ip}.1`, loginRequest(account, 'Wrong-pass-1')));
    // Another address does not reset the account's count…
    expectLimited(await call(`${ip}.2`, loginRequest(account, 'Wrong-pass-1')));
    // …and the account's limit does not lock out the address for other accounts.
    expectNotLimited(await call(`${ip}.1`, loginRequest(`${unknownPrefix}0001`, 'Wrong-pass-1')));
  });

  it('is limited per address across accounts', async () => {
    const ip = `10.2.0.${unknownPrefix.length}`;
    await pass(LIMITS.abuseLimits.perClient, ip, (i) =>
      loginRequest(`${unknownPrefix}${String(100 + i)}`, 'Wrong-pass-1'),
    );
    const next = await call(ip, loginRequest(`${unknownPrefix}0999`, 'Wrong-pass-1'));
    if (account === 'shsub') {
      // Admin sign-ins have a captcha: past the address's number it is required there instead.
      expect(next).toEqual({
        status: 200,
        body: { code: '400', data: null, message: '请输入正确的验证码' },
      });
    } else {
      expectLimited(next);
    }
    expectNotLimited(await call('10.2.1.1', loginRequest(`${unknownPrefix}0998`, 'Wrong-pass-1')));
  });
});

describe('captcha', () => {
  it('GET /auth/code is limited per address; other addresses go on', async () => {
    const code: InjectOptions = { method: 'GET', url: '/api/auth/code' };
    await pass(LIMITS.abuseLimits.perClient, '10.3.0.1', () => code);
    expectLimited(await call('10.3.0.1', code));
    expectNotLimited(await call('10.3.0.2', code));
  });
});

describe('SMS codes (getCardCode)', () => {
  // Each send with an answered captcha, as the console sends them (from another address, so the
  // captcha's own per-address limit stays out of the way).
  let captchas = 0;
  const send = async (mobile: string): Promise<InjectOptions> => {
    const img = await call(`10.40.0.${(captchas += 1)}`, { method: 'GET', url: '/api/auth/code' });
    const { captchaId } = img.body.data as { captchaId: string };
    return {
      method: 'POST',
      url: '/api/cardSelf/getCardCode',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        mobile,
        purpose: 'register',
        firmId: '1',
        captchaId,
        captcha: t.captchas.get(captchaId) ?? '',
      }).toString(),
    };
  };

  it('is limited per number from any address (one code a minute)', async () => {
    expectNotLimited(await call('10.4.0.1', await send('13911110001')));
    const again = await call('10.4.0.2', await send('13911110001'));
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: '429', data: null });
    expect(again.body.message).toMatch(/^验证码发送过于频繁/);
    expectNotLimited(await call('10.4.0.2', await send('13911110002')));
  });

  it('is limited per address across numbers', async () => {
    for (let i = 0; i < LIMITS.sms.sendRateLimit; i += 1) {
      expectNotLimited(await call('10.4.1.1', await send(`1391111020${i}`)));
    }
    expectLimited(await call('10.4.1.1', await send('13911110299')));
    expectNotLimited(await call('10.4.1.2', await send('13911110298')));
  });
});

describe('registration', () => {
  const register = (mobile: string): InjectOptions => ({
    method: 'POST',
    url: '/api/lawyer/register',
    payload: {
      firmId: 1,
      mobile,
      code: '000000',
      password: 'Abcdef12',
      name: '测试',
      organizationId: 2,
    },
  });

  it('is limited per number from any address (code guessing)', async () => {
    for (let i = 0; i < LIMITS.abuseLimits.perAccount; i += 1) {
      expectNotLimited(await call(`10.5.0.${i + 1}`, register('13922220001')));
    }
    expectLimited(await call('10.5.0.9', register('13922220001')));
    expectNotLimited(await call('10.5.0.9', register('13922220002')));
  });

  it('is limited per address across numbers', async () => {
    await pass(LIMITS.sms.lookupRateLimit, '10.5.1.1', (i) => register(`1392222010${i}`));
    expectLimited(await call('10.5.1.1', register('13922220199')));
    expectNotLimited(await call('10.5.1.2', register('13922220198')));
  });
});

describe('upload signature (ossSign)', () => {
  const sign = (token: string): InjectOptions & { token: string } => ({
    method: 'GET',
    url: '/api/auth/ossSign?kind=image&firmId=1',
    token,
  });

  it('is limited per user from any address, and other users go on', async () => {
    await pass(LIMITS.ossSignRateLimit, '10.6.0.1', () => sign(tokens.admin));
    expectLimited(await call('10.6.0.2', sign(tokens.admin)));
    expectNotLimited(await call('10.6.0.1', sign(tokens.branch)));
  });

  it('is limited per address across users', async () => {
    // Six calls from one address, no user past its own limit (branch made one call above)…
    await pass(3, '10.6.1.1', () => sign(tokens['13800000001']));
    await pass(2, '10.6.1.1', () => sign(tokens.bjsub));
    expectNotLimited(await call('10.6.1.1', sign(tokens.branch)));
    // …so the seventh is refused for the address, not the user: branch goes on elsewhere.
    expectLimited(await call('10.6.1.1', sign(tokens.branch)));
    expectNotLimited(await call('10.6.1.2', sign(tokens.branch)));
  });
});

describe.each(['/api/lawyer/export', '/api/lawyer/card/export'])('export %s', (url) => {
  const exp = (token: string): InjectOptions & { token: string } => ({
    method: 'GET',
    url: `${url}?firmId=1`,
    token,
  });

  it('is limited per admin from any address, and other admins go on; then per address', async () => {
    const base = url.includes('card') ? '10.7.1' : '10.7.0';
    await pass(LIMITS.abuseLimits.perAccount, `${base}.1`, () => exp(tokens.admin));
    expectLimited(await call(`${base}.2`, exp(tokens.admin)));
    expectNotLimited(await call(`${base}.2`, exp(tokens.branch)));
    // The address .1 reaches six calls with no admin past its own limit…
    await pass(2, `${base}.1`, () => exp(tokens.branch));
    expectNotLimited(await call(`${base}.1`, exp(tokens.bjsub)));
    // …so the seventh is refused for the address: bjsub goes on from another one.
    expectLimited(await call(`${base}.1`, exp(tokens.bjsub)));
    expectNotLimited(await call(`${base}.3`, exp(tokens.bjsub)));
  });
});

describe('X-Forwarded-For', () => {
  const code = (xff: string): InjectOptions => ({
    method: 'GET',
    url: '/api/auth/code',
    headers: { 'x-forwarded-for': xff },
  });

  it('is ignored without a trusted proxy: a client cannot pick its own address', async () => {
    await pass(LIMITS.abuseLimits.perClient, '10.8.0.1', (i) => code(`203.0.113.${i}`));
    expectLimited(await call('10.8.0.1', code('203.0.113.200')));
  });

  it('counts behind the proxy TRUST_PROXY names, and only there', async () => {
    const proxied = await createTestApp({ ...LIMITS, trustProxy: '10.9.0.1' });
    try {
      const via = (ip: string, xff: string) => proxied.request({ remoteAddress: ip, ...code(xff) });
      for (let i = 0; i < LIMITS.abuseLimits.perClient + 2; i += 1) {
        expect((await via('10.9.0.1', `203.0.113.${i}`)).status).toBe(200);
      }
      for (let i = 0; i < LIMITS.abuseLimits.perClient; i += 1) {
        expect((await via('10.9.0.1', '198.51.100.7')).status).toBe(200);
      }
      expect((await via('10.9.0.1', '198.51.100.7')).body).toEqual(TOO_MANY);
      // An address that is not the proxy still cannot choose its key.
      for (let i = 0; i < LIMITS.abuseLimits.perClient; i += 1) {
        expect((await via('10.9.0.2', `192.0.2.${i}`)).status).toBe(200);
      }
      expect((await via('10.9.0.2', '192.0.2.99')).status).toBe(429);
      tried.requests += 4 * LIMITS.abuseLimits.perClient + 4;
      tried.limits += 2;
    } finally {
      await proxied.close();
    }
  });
});
