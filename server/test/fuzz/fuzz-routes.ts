// What the fuzz files share: the app (one per file), the route list split between the files,
// the routes fuzzed differently and why, and the totals line printed once all parts are done.
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSweepApp, sweepRoutes, type SweepRoute } from '../helpers/route-sweep';
import { demo, type TestApp } from '../helpers/test-app';
import { RUNS, dbState, fuzzRoute, type DbState, type Tally } from './fuzz-harness';

/**
 * Routes whose answer is not (only) the envelope or whose input is not a schema: each says why,
 * and special-routes.test.ts gives each a targeted check. A stale entry fails the sweep.
 */
export const SPECIAL: Record<string, string> = {
  'GET /api/lawyer/export': 'answers an xlsx file, not the envelope',
  'GET /api/lawyer/card/export': 'answers an xlsx file, not the envelope',
  'GET /api/cardStats/export': 'answers an xlsx file, not the envelope',
  'GET /api/lawyer/importTemplate': 'answers an xlsx file, not the envelope',
  'POST /api/oss/upload': 'multipart upload: no JSON Schema to generate from',
  'GET /api/oss/files/*': 'file download: answers the stored bytes, not the envelope',
  'POST /api/auth/logout':
    'ends the caller’s session: fuzzed with sessions of its own, not the shared tokens',
};

/**
 * Refusals that must write, and only to these tables: a failed sign-in is a security event and
 * is logged, and counts against the account (the captcha's count, taken before the password is
 * checked); a wrong SMS code counts against the code's attempts, so it cannot be guessed.
 */
export const REFUSAL_WRITES: Record<string, readonly string[]> = {
  'POST /api/auth/loginByQuestion': ['log', 'firm_access_user'],
  'POST /api/auth/firmAccessUserLogin': ['log', 'firm_access_user'],
  'POST /api/auth/lawyerLogin': ['log', 'sms_code'],
  'POST /api/cardSelf/checkSmsCode': ['sms_code'],
  'POST /api/lawyer/register': ['sms_code'],
  'PUT /api/lawyer/updateMobile': ['sms_code'],
  // The day's visitor salt is made by the day's first card event, counted or refused: a server
  // secret, nothing of the request (docs/security.md, Card visitors).
  'POST /api/cardEvent': ['server_secret'],
};

export const keyOf = (r: SweepRoute) => `${r.method} ${r.url}`;

/** Routes open to any signed-in user, or naming the lawyer role. */
export const lawyerMay = (r: SweepRoute) =>
  r.access === 'user' ||
  (typeof r.access === 'object' &&
    r.access !== null &&
    ((r.access as { roles?: string[] }).roles ?? []).includes('lawyer'));

export interface FuzzSession {
  t: TestApp;
  registered: RouteOptions[];
  tok: { admin: string; lawyer: string };
  state: DbState;
  tally: Tally;
  /** Every API route, sorted, so each file's share is stable. */
  routes(): SweepRoute[];
  /** Those fuzzed from their schemas (not SPECIAL). */
  fuzzable(): SweepRoute[];
  fuzz(
    r: SweepRoute,
    as: 'admin' | 'lawyer',
    runs?: number,
    accept?: (res: LightMyRequestResponse) => boolean,
  ): Promise<void>;
}

export const startFuzz = async (): Promise<FuzzSession> => {
  const { t, registered } = await createSweepApp();
  const tok = {
    admin: await t.tokenFor(demo.admin[0], demo.admin[1]),
    lawyer: await t.tokenFor(demo.lawyer[0], demo.lawyer[1]),
  };
  const s: FuzzSession = {
    t,
    registered,
    tok,
    state: await dbState(t),
    tally: { cases: 0, fiveXx: 0 },
    routes: () => sweepRoutes(registered).sort((a, b) => keyOf(a).localeCompare(keyOf(b))),
    fuzzable: () => s.routes().filter((r) => SPECIAL[keyOf(r)] === undefined),
    fuzz: (r, as, runs = RUNS, accept) =>
      fuzzRoute(t, r, tok[as], s.state, s.tally, runs, {
        allowWrite: REFUSAL_WRITES[keyOf(r)],
        accept,
      }),
  };
  return s;
};

/** The admin share of file `part` (0-based) of `parts`. */
export const share = <T>(all: T[], part: number, parts: number) =>
  all.slice(Math.floor((all.length * part) / parts), Math.floor((all.length * (part + 1)) / parts));

export interface PartTally {
  routes: number;
  cases: number;
  fiveXx: number;
}

export const FUZZ_PARTS = ['lawyer', 'admin-1', 'admin-2'] as const;

/**
 * Records this file's counts and, once every part of this vitest run has reported (forks share
 * the runner's pid as parent), prints the one totals line. A part run alone prints its own.
 */
export const report = (part: (typeof FUZZ_PARTS)[number], tally: PartTally) => {
  const own = `fuzz (${part}): ${tally.routes} routes × ${RUNS} runs = ${tally.cases} cases, ${tally.fiveXx} 5xx`;
  console.log(own);
  const dir = path.join(tmpdir(), `tenant-admin-fuzz-${process.ppid}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${part}.json`), JSON.stringify(tally));
  const done = readdirSync(dir);
  if (!FUZZ_PARTS.every((p) => done.includes(`${p}.json`))) return;
  const all = done.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as PartTally);
  rmSync(dir, { recursive: true, force: true });
  const sum = (k: keyof PartTally) => all.reduce((n, x) => n + x[k], 0);
  console.log(
    `fuzz: ${sum('routes')} routes × ${RUNS} runs = ${sum('cases')} cases, ${sum('fiveXx')} 5xx`,
  );
};

/**
 * One admin share of the routes as a test file's whole body: the admin-part files differ only
 * in which share they take, so they run in parallel on one app each.
 */
export const fuzzAdminShare = (part: number, parts: number) => {
  const name = `admin-${part + 1}` as (typeof FUZZ_PARTS)[number];
  let s: FuzzSession;
  let routes = 0;
  beforeAll(async () => {
    s = await startFuzz();
  });
  afterAll(async () => {
    report(name, { routes, cases: s.tally.cases, fiveXx: s.tally.fiveXx });
    await s.t.close();
  });

  it('never a 5xx, always the envelope, refusals in Chinese and without writes', async () => {
    const mine = share(s.fuzzable(), part, parts);
    expect(mine.length).toBeGreaterThan(40);
    for (const r of mine) {
      await s.fuzz(r, 'admin');
      routes++;
    }
    expect(s.tally.cases).toBeGreaterThanOrEqual(mine.length * RUNS);
  }, 300_000);
};
