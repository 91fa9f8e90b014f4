// More than one server (docs/security.md, suite 10): nothing that matters lives in one server's
// memory. Requests alternate between two servers on one database, and whatever one server starts
// the other finishes: a sign-in, the failed-login count that brings the captcha, a captcha, an SMS
// code and its send interval, a rate limit, and the end of a session (password change, logout).
//
// With DATABASE_URL (the PostgreSQL leg of .ci/run) the two servers are two processes of the real
// server on a fresh database. Without it (PGlite in `npm test`) a second process cannot open the
// data directory at all (the lock; static-and-lock.test.ts), so the same scenario runs against
// two app instances built separately in this process on one PGlite: each has its own rate-limit
// store, SMS outbox and every other in-memory object, so a shared result can only come from the
// database. See two-servers.ts.
//
// Justified per-process state (grep of module-level Maps and caches in server/src):
// - the demo SMS outbox (routes/sms/codes.ts) stands in for the phone: demo mode only, and it
//   holds plain codes, which must not go to the database (only their HMAC does). The test reads
//   it on the server that sent the code, as a phone would receive it, and verifies elsewhere.
// - compiled settings schemas and validators (lib/settings) and the dummy argon2 hash
//   (routes/auth/shared.ts) are derived from the code, the same in every process.
// Everything else listed here is a table: session, captcha, sms_code, the admin's failed-login
// count, server_secret (SMS HMAC and upload keys), settings (read per request, no cache) and
// rate_limit_counter (also the failures of unknown names).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY } from '../../src/lib/rate-limits';
import { call, type Answer } from '../durability/child-server';
import { cardWithLanguage } from '../schema-config/helpers';
import { startTwoServers, type TwoServers } from './two-servers';

// buildApp's default sign-in limit per account and minute (app.ts `loginRateLimit`), which both
// servers run with.
const LOGIN_LIMIT = 10;
const LAWYER_MOBILE = '13800000001';

let servers: TwoServers;
beforeAll(async () => {
  servers = await startTwoServers();
});
afterAll(() => servers?.close());

let sent = 0;
/** Sends to the two servers in turn; the answer says which one answered. */
const ask = async <T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: Parameters<typeof call>[3] = {},
): Promise<Answer<T> & { port: number }> => {
  const port = servers.ports[sent++ % 2];
  return { ...(await call<T>(port, method, url, opts)), port };
};

const adminLogin = (username: string, password: string, extra: Record<string, string> = {}) =>
  ask<{ token: string }>('POST', '/api/auth/firmAccessUserLogin', {
    body: { username, password, ...extra },
    form: true,
  });

/** Solves a captcha from its stored hash: 4 characters of a-z and 2-9 (sha256 of the lowercase). */
const solve = (hash: string) => {
  const chars = 'abcdefghijklmnopqrstuvwxyz23456789';
  for (const a of chars)
    for (const b of chars)
      for (const c of chars)
        for (const d of chars) {
          const guess = a + b + c + d;
          if (createHash('sha256').update(guess).digest('hex') === hash) return guess;
        }
  throw new Error('captcha not solved');
};

/** An answered captcha for an SMS send, issued outside the alternation so turns stay as they are. */
const smsCaptcha = async () => {
  const issued = await call<{ captchaId: string }>(servers.ports[0], 'GET', '/api/auth/code');
  const { captchaId } = issued.body.data;
  return { captchaId, captcha: solve(await servers.captchaHash(captchaId)) };
};

describe('two servers on one database', () => {
  it('share sessions, failed logins, captchas, SMS codes and rate limits', async () => {
    // Both answer the balancer's health check.
    for (let i = 0; i < 2; i++) {
      const health = await ask('GET', '/api/health');
      expect(health.body).toMatchObject({ code: '200', data: { database: 'ok' } });
    }

    // A sign-in on one server is a session on the other.
    const admin = await adminLogin('admin', 'Admin@2026');
    expect(admin.body.code, admin.body.message).toBe('200');
    const self = await ask('GET', '/api/auth/self', { token: admin.body.data.token });
    expect(self.port).not.toBe(admin.port);
    expect(self.body.code).toBe('200');

    // Three failures spread over both servers bring the captcha on either.
    for (let i = 0; i < 3; i++) {
      const wrong = await adminLogin('bjsub', 'Wrong@2026');
      expect(wrong.body.code).toBe('400');
    }
    const required = await ask<{ required: boolean }>('GET', '/api/auth/queryCode?username=bjsub');
    expect(required.body.data.required).toBe(true);
    const noCaptcha = await adminLogin('bjsub', 'Sub@2026');
    expect(noCaptcha.body.message).toBe('请输入正确的验证码');

    // A captcha issued by one server is accepted by the other.
    const issued = await ask<{ captchaId: string }>('GET', '/api/auth/code');
    const { captchaId } = issued.body.data;
    const answer = solve(await servers.captchaHash(captchaId));
    const solved = await adminLogin('bjsub', 'Sub@2026', { captchaId, captcha: answer });
    expect(solved.port).not.toBe(issued.port);
    expect(solved.body.code, solved.body.message).toBe('200');
    const firstBjsub = solved.body.data.token;

    // An SMS code sent by one server signs in on the other, is then used up on the first, and
    // the one-a-minute send limit holds on the second.
    const send = await ask('POST', '/api/cardSelf/getCardCode', {
      body: { mobile: LAWYER_MOBILE, purpose: 'login', ...(await smsCaptcha()) },
      form: true,
    });
    expect(send.body.code, send.body.message).toBe('200');
    // The phone: the demo outbox of the server that sent it (not a request between servers).
    const outbox = await call<Array<{ code: string }>>(
      send.port,
      'GET',
      `/api/demo/sms-outbox?mobile=${LAWYER_MOBILE}`,
    );
    const code = outbox.body.data[0].code;
    const bySms = await ask<{ token: string }>('POST', '/api/auth/lawyerLogin', {
      body: { mobile: LAWYER_MOBILE, code },
    });
    expect(bySms.port).not.toBe(send.port);
    expect(bySms.body.code, bySms.body.message).toBe('200');
    const reuse = await ask('POST', '/api/auth/lawyerLogin', {
      body: { mobile: LAWYER_MOBILE, code },
    });
    expect(reuse.body.message).toBe('验证码已使用，请重新获取');
    const resend = await ask('POST', '/api/cardSelf/getCardCode', {
      body: { mobile: LAWYER_MOBILE, purpose: 'login', ...(await smsCaptcha()) },
      form: true,
    });
    expect(resend.port).not.toBe(send.port);
    expect(resend.status).toBe(429);
    expect(resend.body.message).toMatch(/^验证码发送过于频繁/);

    // The per-account sign-in limit counts calls on both servers: LOGIN_LIMIT calls split over
    // the two (half each, under the limit on either alone) and the next is refused.
    const perServer = new Map<number, number>();
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const guess = await adminLogin('ghost', 'Wrong@2026');
      expect(guess.status).not.toBe(429);
      perServer.set(guess.port, (perServer.get(guess.port) ?? 0) + 1);
    }
    expect([...perServer.values()]).toEqual([LOGIN_LIMIT / 2, LOGIN_LIMIT / 2]);
    const limited = await adminLogin('ghost', 'Wrong@2026');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: '429', message: TOO_MANY });

    // A session ended on one server is refused on the other: changing the password on one ends
    // the account's other sessions, and the first token is then refused elsewhere.
    const again = await adminLogin('bjsub', 'Sub@2026');
    expect(again.body.code, again.body.message).toBe('200');
    const token = again.body.data.token;
    const changed = await ask('PUT', '/api/auth/password', {
      token,
      body: { oldPassword: 'Sub@2026', newPassword: 'Sub@2027x', confirmPassword: 'Sub@2027x' },
    });
    expect(changed.body.code, changed.body.message).toBe('200');
    const ended = await ask('GET', '/api/auth/self', { token: firstBjsub });
    expect(ended.port).not.toBe(changed.port);
    expect(ended.body.code).toBe('4003');
    const kept = await ask('GET', '/api/auth/self', { token });
    expect(kept.body.code).toBe('200');

    // 退出登录 on one server ends the session on the other.
    const logout = await ask('POST', '/api/auth/logout', { token: admin.body.data.token });
    expect(logout.body.code, logout.body.message).toBe('200');
    const loggedOut = await ask('GET', '/api/auth/self', { token: admin.body.data.token });
    expect(loggedOut.port).not.toBe(logout.port);
    expect(loggedOut.body.code).toBe('4003');

    const how =
      servers.kind === 'processes'
        ? '2 processes'
        : '2 app instances in one process on one PGlite (2 processes in the PostgreSQL leg)';
    console.log(
      `multi-server: ${how}, ${sent} requests alternated, sessions/captcha/SMS/rate limits shared`,
    );
  });
  it('serve a form published through one server on the other within 5 s', async () => {
    const [first, second] = servers.ports;
    const login = await call<{ token: string }>(first, 'POST', '/api/auth/firmAccessUserLogin', {
      body: { username: 'admin', password: 'Admin@2026' },
      form: true,
    });
    expect(login.body.code, login.body.message).toBe('200');
    const token = login.body.data.token;
    // What the second server's check says of a card list importing 工作语言: it knows the field
    // only once it serves the card form published through the first.
    const list = await call<{ content: { import: { fields: string[] } } }>(
      second,
      'GET',
      '/api/schema/file?file=lists/card',
      { token },
    );
    const content = list.body.data.content;
    content.import.fields.push('language');
    const problems = async () =>
      (
        await call<{ problems: unknown[] }>(second, 'POST', '/api/schema/impact', {
          token,
          body: { file: 'lists/card', content },
        })
      ).body.data.problems;
    expect(await problems()).toHaveLength(1);

    const published = await call<{ version: number }>(first, 'POST', '/api/schema/publish', {
      token,
      body: {
        file: 'forms/card',
        content: cardWithLanguage(),
        note: '增加工作语言',
        baseVersion: 0,
      },
    });
    expect(published.body.code, published.body.message).toBe('200');
    const start = Date.now();
    // Waiting on a condition with a deadline: the second server polls the database every second.
    while ((await problems()).length && Date.now() - start < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await problems()).toEqual([]);
    const followedMs = Date.now() - start;
    expect(followedMs).toBeLessThan(5000);
    console.log(
      `multi-server: a publish through one server served by the other after ${followedMs} ms`,
    );
  });
});
