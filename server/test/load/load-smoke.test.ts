// Load smoke (docs/security.md, suite 9): 20 s at 10 connections against a real listening server,
// in three phases of about 6.7 s: sign-in, a filtered list, and a save where every request creates
// its own practice area. Every answer must be a 200 with the success envelope, and every
// acknowledged write must be in the database afterwards. The database is whatever the run uses:
// in-memory PGlite in `npm test`, PostgreSQL in the PostgreSQL leg of .ci/run (DATABASE_URL).
//
// The clients are ten loops of fetch (each waits for its answer before sending again, so at most
// ten connections are open), not autocannon: a loop can check each envelope and remember each
// acknowledged id, which "nothing lost" needs. The sign-in limits (per account, per client) are
// raised far above what 20 s can send, so the load measures the server, not the limiter; the
// limiter itself is proven by server/test/security/abuse-limits.test.ts. Its counters still run
// (on PostgreSQL one database upsert per sign-in), so their cost is part of what is measured.
import { and, eq, inArray } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfProfessional } from '../../src/db/schema';
import { createTestApp, demo, type Envelope, type TestApp } from '../helpers/test-app';

const CONNECTIONS = 10;
const TOTAL_MS = 20_000;
const PHASE_MS = TOTAL_MS / 3;
const UNLIMITED = 1_000_000;

let t: TestApp;
let base = '';
let token = '';

beforeAll(async () => {
  t = await createTestApp({
    loginRateLimit: UNLIMITED,
    abuseLimits: { perClient: UNLIMITED, perAccount: UNLIMITED },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = await t.tokenFor(...demo.admin);
});
afterAll(() => t?.close());

interface Failure {
  status: number;
  body: string;
}

/**
 * Runs `CONNECTIONS` loops for `ms`, each sending `send(n, loop)` (n counts this phase's requests,
 * loop numbers the connection) and waiting for the answer. Returns the number of answers and every one that was not a 200 with
 * code "200"; `onOk` sees each good envelope with its request's n.
 */
const phase = async (
  ms: number,
  send: (n: number, loop: number) => Promise<Response>,
  onOk: (body: Envelope, n: number) => void = () => undefined,
) => {
  const failures: Failure[] = [];
  let n = 0;
  const until = Date.now() + ms;
  const loop = async (index: number) => {
    while (Date.now() < until) {
      const mine = n++;
      const res = await send(mine, index);
      const text = await res.text();
      let body: Envelope | undefined;
      try {
        body = JSON.parse(text) as Envelope;
      } catch {
        body = undefined;
      }
      if (res.status !== 200 || body?.code !== '200')
        failures.push({ status: res.status, body: text.slice(0, 200) });
      else onOk(body, mine);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => loop(i)));
  return { count: n, failures };
};

describe('load smoke', () => {
  it('answers 20 s of sign-ins, lists and saves at 10 connections without an error or a lost write', async () => {
    // Two connections per admin: more than three sign-ins of one account in flight at once would
    // be asked for the captcha (the count cannot tell them from a burst of guesses).
    const admins = [demo.admin, demo.bjsub, demo.branch, demo.shsub, demo.szadmin];
    const login = await phase(PHASE_MS, (_n, loop) =>
      fetch(`${base}/api/auth/firmAccessUserLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username: admins[loop % admins.length][0],
          password: admins[loop % admins.length][1],
          firmId: '1',
        }),
      }),
    );

    // The card list with its filters (office, status, name) and a page size, as the console asks.
    const list = await phase(PHASE_MS, (n) =>
      fetch(
        `${base}/api/lawyer/card/pageList?${new URLSearchParams({
          firmId: '1',
          current: String(1 + (n % 2)),
          size: '10',
          ...(n % 3 === 0 ? { organizationId: '1' } : {}),
          ...(n % 3 === 1 ? { status: '1' } : {}),
          ...(n % 3 === 2 ? { name: '张' } : {}),
        })}`,
        { headers: { token } },
      ),
    );

    // Each save is a distinct new practice area; its acknowledged id and name are kept.
    const run = Date.now().toString(36).slice(-5);
    const nameOf = (n: number) => `负载${run}-${n}`;
    const saved = new Map<number, string>();
    const save = await phase(
      PHASE_MS,
      (n) =>
        fetch(`${base}/api/selfProfessional/add`, {
          method: 'POST',
          headers: { token, 'content-type': 'application/json' },
          body: JSON.stringify({ firmId: 1, name: nameOf(n), sort: n % 100 }),
        }),
      (body, n) => saved.set((body.data as { id: number }).id, nameOf(n)),
    );

    // Every acknowledged id is a row of firm 1 holding the name its request sent.
    const ids = [...saved.keys()];
    const rows = ids.length
      ? await t.database.db
          .select({ id: selfProfessional.id, name: selfProfessional.name })
          .from(selfProfessional)
          .where(and(eq(selfProfessional.firmId, 1), inArray(selfProfessional.id, ids)))
      : [];
    const matching = rows.filter((r) => saved.get(r.id) === r.name);

    const failures = [...login.failures, ...list.failures, ...save.failures];
    const total = login.count + list.count + save.count;
    console.log(
      `load smoke: ${total} requests in ${TOTAL_MS / 1000} s at ${CONNECTIONS} connections (login ${login.count}, list ${list.count}, save ${save.count}), ${failures.length} errors, ${matching.length} writes verified`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(login.count).toBeGreaterThan(0);
    expect(list.count).toBeGreaterThan(0);
    expect(save.count).toBeGreaterThan(0);
    expect(saved.size).toBe(save.count);
    expect(matching.length).toBe(saved.size);
  });
});
