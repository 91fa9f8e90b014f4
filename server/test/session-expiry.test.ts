// How a session ends, as the console sees it (docs/product.md, Codes): 4003 for a token that is
// unknown, revoked or not sent; 4004 for a session unused longer than the idle limit; 4008 for
// one past its 7-day lifetime. Uses are written back now and then (not per request), and the
// demo session clock the e2e test uses exists only when asked for, in demo mode.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema';
import { buildApp } from '../src/app';
import { sha256 } from '../src/lib/crypto';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

const IDLE_MINUTES = 30;
let t: TestApp;
let checks = 0;

beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: IDLE_MINUTES, sessionClock: true });
});
afterAll(async () => {
  console.log(`session expiry (server): ${checks} refusals checked, 3 codes`);
  await t.close();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const rowOf = async (token: string) =>
  (
    await t.database.db
      .select()
      .from(session)
      .where(eq(session.tokenHash, sha256(token)))
  )[0];
const setRow = (token: string, fields: { lastSeenAt?: Date; expiresAt?: Date }) =>
  t.database.db
    .update(session)
    .set(fields)
    .where(eq(session.tokenHash, sha256(token)));

/** A protected read (the lawyer's own account) answers this code. */
const expectCode = async (token: string | undefined, code: string) => {
  const res = await t.get('/api/auth/account', token);
  checks += 1;
  expect(res.code, res.message).toBe(code);
  return res;
};

describe('session refusals', () => {
  it('4003: no token, an unknown one, or one revoked by a password change elsewhere', async () => {
    await expectCode(undefined, '4003');
    await expectCode('not-a-token', '4003');
    const [lawyerMobile, password] = demo.lawyer;
    const older = await t.tokenFor(lawyerMobile, password);
    const newer = await t.tokenFor(lawyerMobile, password);
    const changed = await t.send('PUT', '/api/lawyer/updatePassword', newer, {
      oldPassword: password,
      newPassword: 'Changed2026x',
      confirmPassword: 'Changed2026x',
    });
    expect(changed.code, changed.message).toBe('200');
    const res = await expectCode(older, '4003');
    expect(res.message).toBe('登录已过期，请重新登录');
    // Revoked wins over timed out: the session is over, not merely idle.
    await setRow(older, { lastSeenAt: minutesAgo(IDLE_MINUTES + 5) });
    await expectCode(older, '4003');
    await expectCode(newer, '200');
  });

  it('4004: a session unused longer than the idle limit; a fresh login works', async () => {
    const token = await t.tokenFor(demo.admin[0], demo.admin[1]);
    await setRow(token, { lastSeenAt: minutesAgo(IDLE_MINUTES - 1) });
    await expectCode(token, '200');
    await setRow(token, { lastSeenAt: minutesAgo(IDLE_MINUTES + 1) });
    const res = await expectCode(token, '4004');
    expect(res.message).toBe('长时间未操作，登录已超时，请重新登录');
    // Writes are refused the same way, and a public call treats the token as absent.
    const write = await t.send('PUT', '/api/auth/password', token, {
      oldPassword: demo.admin[1],
      newPassword: 'Whatever2026x',
      confirmPassword: 'Whatever2026x',
    });
    checks += 1;
    expect(write.code).toBe('4004');
    expect((await t.get('/api/auth/getFirmId', token)).code).toBe('200');
    await expectCode(await t.tokenFor(demo.admin[0], demo.admin[1]), '200');
  });

  it('a use keeps the session alive: last_seen_at moves, but only when minutes old', async () => {
    const token = await t.tokenFor(demo.admin[0], demo.admin[1]);
    const fresh = (await rowOf(token)).lastSeenAt;
    await expectCode(token, '200');
    // Within a twelfth of the limit nothing is written (reads stay reads).
    expect((await rowOf(token)).lastSeenAt).toEqual(fresh);
    // Busy for longer than the limit in total: each use resets the idle clock.
    await setRow(token, { lastSeenAt: minutesAgo(IDLE_MINUTES - 2) });
    await expectCode(token, '200');
    const touched = (await rowOf(token)).lastSeenAt;
    expect(Date.now() - touched.getTime()).toBeLessThan(60_000);
  });

  it('4008: a session past its 7-day lifetime, however busy', async () => {
    const token = await t.tokenFor(demo.lawyer[0], 'Changed2026x');
    const row = await rowOf(token);
    const lifetime = row.expiresAt.getTime() - row.createTime.getTime();
    expect(Math.abs(lifetime - 7 * 24 * 3600 * 1000)).toBeLessThan(5000);
    await setRow(token, { expiresAt: new Date(Date.now() - 1000) });
    const res = await expectCode(token, '4008');
    expect(res.message).toBe('登录已超过有效期，请重新登录');
  });
});

describe('退出登录 (POST /auth/logout)', () => {
  it('revokes the caller’s session only: its token is 4003 at once, the other session lives', async () => {
    const [mobile] = demo.lawyer;
    const leaving = await t.tokenFor(mobile, 'Changed2026x');
    const staying = await t.tokenFor(mobile, 'Changed2026x');
    const res = await t.send('POST', '/api/auth/logout', leaving);
    expect(res.code, res.message).toBe('200');
    await expectCode(leaving, '4003');
    await expectCode(staying, '200');
    // Logging out twice is simply refused as not signed in.
    expect((await t.send('POST', '/api/auth/logout', leaving)).code).toBe('4003');
  });
});

describe('the demo session clock (e2e only)', () => {
  it('ages only the caller’s own session: idle → 4004, lifetime → 4008', async () => {
    const a = await t.tokenFor(demo.admin[0], demo.admin[1]);
    const b = await t.tokenFor(demo.admin[0], demo.admin[1]);
    expect((await t.send('POST', '/api/demo/session-clock', a, { pass: 'idle' })).code).toBe('200');
    await expectCode(a, '4004');
    await expectCode(b, '200');
    expect((await t.send('POST', '/api/demo/session-clock', b, { pass: 'lifetime' })).code).toBe(
      '200',
    );
    await expectCode(b, '4008');
  });

  it('does not exist unless asked for (so the fuzz and authz sweeps never age their tokens)', async () => {
    // A second app on the same database, built as the fuzz and authz suites build theirs.
    const plain = await buildApp({ db: t.database.db, demo: true });
    try {
      const token = await t.tokenFor(demo.admin[0], demo.admin[1]);
      const res = await plain.inject({
        method: 'POST',
        url: '/api/demo/session-clock',
        headers: { token },
        payload: { pass: 'idle', firmId: 1 },
      });
      expect(res.json<{ code: string }>().code).toBe('404');
      await expectCode(token, '200');
    } finally {
      await plain.close();
    }
  });
});
