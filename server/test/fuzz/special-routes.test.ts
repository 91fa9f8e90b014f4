// The routes the schema fuzzer leaves out (fuzz-routes.ts SPECIAL), each with a targeted check of
// the same rules: never a 5xx, a refusal is the envelope in Chinese and writes nothing. Also
// proves the sweep is complete: every exemption names a registered route.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../helpers/test-app';
import { checkAnswer, dbState, fuzzRoute } from './fuzz-harness';
import { SPECIAL, keyOf, startFuzz, type FuzzSession } from './fuzz-routes';

let s: FuzzSession;
beforeAll(async () => {
  s = await startFuzz();
});
afterAll(() => s.t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const route = (key: string) => {
  const r = s.routes().find((x) => keyOf(x) === key);
  if (!r) throw new Error(`no route ${key}`);
  return r;
};

describe('routes fuzzed differently', () => {
  it('the sweep sees every route, and every exemption names a real one', () => {
    const keys = s.routes().map(keyOf);
    expect(keys.length).toBeGreaterThan(90);
    expect(Object.keys(SPECIAL).filter((k) => !keys.includes(k))).toEqual([]);
    expect(s.fuzzable().length + Object.keys(SPECIAL).length).toBe(keys.length);
  });

  it('logout: each run batch with a fresh session (a valid input revokes it); shared tokens live on', async () => {
    const r = route('POST /api/auth/logout');
    for (const [login, password] of [demo.admin, demo.lawyer]) {
      const token = await s.t.tokenFor(login, password);
      // The sign-in wrote (session, log): compare refusals from here on.
      Object.assign(s.state, await dbState(s.t));
      await fuzzRoute(s.t, r, token, s.state, s.tally, 20);
      expect((await s.t.get('/api/auth/account', token)).code).toBe('4003');
    }
    expect((await s.t.get('/api/auth/account', s.tok.admin)).code).toBe('200');
    expect((await s.t.get('/api/auth/account', s.tok.lawyer)).code).toBe('200');
  });

  it('xlsx exports: schema-fuzzed like the rest, but a 200 may be the spreadsheet', async () => {
    for (const key of [
      'GET /api/lawyer/export',
      'GET /api/lawyer/card/export',
      'GET /api/cardStats/export',
      'GET /api/lawyer/importTemplate',
    ]) {
      // Fewer runs: each success builds a workbook, and the export limit is per minute.
      await s.fuzz(route(key), 'admin', 30, (res) =>
        String(res.headers['content-type']).startsWith(XLSX),
      );
    }
  });

  it('multipart upload: malformed, empty, wrong type, unsigned', async () => {
    const boundary = 'fuzzb';
    const part = (headers: string, body: string) =>
      `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n--${boundary}--\r\n`;
    const multipart = (payload: string, b = boundary): InjectOptions => ({
      method: 'POST',
      url: '/api/oss/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${b}` },
      payload,
    });
    const cases: InjectOptions[] = [
      { method: 'POST', url: '/api/oss/upload' },
      { method: 'POST', url: '/api/oss/upload', payload: { firmId: 1 } },
      multipart(''),
      multipart('garbage without any boundary'),
      multipart(part('Content-Disposition: form-data; name="key"', 'a/b.png')),
      multipart(part('Content-Disposition: form-data; name="policy"', '\u0000'.repeat(10))),
      multipart(part('Content-Disposition: form-data; name="file"; filename="../../x.png"', 'PNG')),
      multipart(part('Content-Disposition: form-data; name="file"; filename="😀\u200b"', 'x')),
      multipart(part('Content-Disposition: form-data', 'x'.repeat(10_000))),
      multipart(part('Content-Disposition: form-data; name="file"', 'x'), ''),
    ];
    for (const c of cases) {
      const opts = { ...c, headers: { ...c.headers, token: s.tok.admin } };
      // The upload signing key is created on first use (server_secret), refused request or not.
      await checkAnswer(s.t, opts, s.state, s.tally, { allowWrite: ['server_secret'] });
    }
  });

  it('file download: traversal, encodings, hostile names → 404 envelope', async () => {
    const names = [
      '../../package.json',
      '..%2f..%2fpackage.json',
      '%2e%2e/%2e%2e/etc/passwd',
      'a%00.png',
      'x'.repeat(10_000),
      '%F0%9F%98%80.png',
      '%E2%80%8B',
      'images/1/../../../../etc/passwd',
      '',
    ];
    for (const name of names) {
      await checkAnswer(s.t, { method: 'GET', url: `/api/oss/files/${name}` }, s.state, s.tally);
    }
  });
});
