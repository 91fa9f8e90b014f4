// The authorization matrix (docs/security.md, suite 1): every registered route called as every role
// of role-table.ts with ids that are someone else's, answered as the table says; the refusals write
// nothing. A second pass calls the office- and own-scoped cells with the caller's own ids, which
// must not be refused. Last, the console (schemas/routes.json) offers no call the table refuses.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../src/plugins/auth';
import { REFUSAL_WRITES } from '../fuzz/fuzz-routes';
import { changedTables, takeSnapshot } from '../helpers/db-snapshot';
import { quickFingerprint, sweepRoutes, writeMark, type SweepRoute } from '../helpers/route-sweep';
import { callOf } from './role-calls';
import { consoleOffers } from './console-offers';
import { MATRIX, ROLES, type Entry, type Role } from './role-table';
import { setUp, type Ids, type Setup } from './role-targets';

let s: Setup;
let snapshot: Awaited<ReturnType<typeof takeSnapshot>>;
let baseline = '';
let mark = '';
const tally = { calls: 0, allowed: 0, refused: 0, own: 0, mismatches: 0, pages: 0 };

beforeAll(async () => {
  s = await setUp();
  snapshot = await takeSnapshot(s.t.database.db);
  baseline = await quickFingerprint(s.t.database.db);
  mark = await writeMark(s.t.database.db);
}, 300_000);
afterAll(async () => {
  console.log(
    `authz matrix: ${Object.keys(MATRIX).length} routes × ${ROLES.length} roles = ${tally.calls} calls ` +
      `(${tally.allowed} allowed, ${tally.refused} refused), ${tally.mismatches} mismatches; ` +
      `routes.json cross-check: ${tally.pages} menu routes; own-scope: ${tally.own} calls`,
  );
  await s?.t.close();
});

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const routes = () => sweepRoutes(s.registered).sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

/** Whether a role's account passes a route's declared rule (the auth plugin's check). */
const ACCOUNT: Record<Role, { type: 'admin' | 'lawyer'; level?: number; system?: boolean } | null> =
  {
    anon: null,
    lawyer: { type: 'lawyer' },
    otherLawyer: { type: 'lawyer' },
    subSub: { type: 'admin', level: 4 },
    subMain: { type: 'admin', level: 3 },
    main: { type: 'admin', level: 1 },
    system: { type: 'admin', level: 2, system: true },
    otherFirm: { type: 'admin', level: 1, system: true },
  };
const passes = (a: Access, role: Role) => {
  const u = ACCOUNT[role];
  if (a === 'public') return true;
  if (!u) return false;
  if (a === 'user') return true;
  return (
    (!a.roles || a.roles.includes(u.type)) &&
    (!a.levels || (u.level !== undefined && a.levels.includes(u.level as never))) &&
    (!a.system || u.system === true)
  );
};

type Expected = { allow: true; anyScope: boolean } | { allow: false; code: string };
/** What the table says `role` gets when the ids are someone else's. */
const expected = (entry: Entry, role: Role): Expected => {
  const cell = entry.allow[role];
  if (!cell) return { allow: false, code: role === 'anon' ? '4003' : '403' };
  if (role === 'otherFirm' && cell !== 'any')
    return { allow: false, code: entry.foreignFirm ?? '404' };
  if (cell === 'office' || cell === 'own') return { allow: false, code: '403' };
  return { allow: true, anyScope: cell === 'any' };
};

/** Permission and session refusals: an allowed call never answers these. */
const REFUSALS = ['403', '4003', '4004', '4008'];
/**
 * A refusal may count against the caller's rate limit (the export limit counts an export refused
 * for its office, the public card's per-address limit counts a miss): that is the limiter's job,
 * and the row is the caller's own counter.
 */
const COUNTED = ['rate_limit_counter'];
/**
 * What an allowed answer must not show the role: firm 1 to firm 2, anywhere; outside the public
 * routes (the login page's office list, a published card), 深圳分所 and 林涛 to the 上海 admins,
 * whose lists are their own office's, and 林涛's mobile to other lawyers.
 */
const UNSEEN: Partial<Record<Role, string[]>> = {
  otherFirm: ['君合明德', '林涛', '深圳分所'],
  subSub: ['林涛', '13800000008', '深圳分所', '陈嘉豪'],
  subMain: ['林涛', '13800000008', '深圳分所', '陈嘉豪'],
  lawyer: ['林涛', '13800000008'],
  otherLawyer: ['林涛', '13800000008'],
};

interface Answer {
  status: number;
  code: string;
  body: string;
  /** Tables the call changed (already put back). */
  wrote: string[];
}

/** Sends one call; whatever it wrote is put back so the next call finds the same records. */
const send = async (opts: InjectOptions): Promise<Answer> => {
  const db = s.t.database.db;
  const res = await s.t.app.inject(opts);
  let code = String(res.statusCode);
  try {
    code = String((res.json() as { code: unknown }).code);
  } catch {
    // An xlsx export or a stored file: the HTTP status is the answer.
  }
  let wrote: string[] = [];
  const now = await writeMark(db);
  if (now !== mark) {
    wrote = changedTables(baseline, await quickFingerprint(db));
    await snapshot.restore(wrote);
    expect(await quickFingerprint(db), `restored after ${opts.method} ${opts.url}`).toBe(baseline);
    mark = await writeMark(db);
  }
  return { status: res.statusCode, code, body: res.body, wrote };
};

/** What the answer shows that the role must not see. */
const unseen = (r: SweepRoute, role: Role, opts: InjectOptions, a: Answer) => {
  if (r.access === 'public' && role !== 'otherFirm') return [];
  const seen = (UNSEEN[role] ?? []).filter((x) => a.body.includes(x));
  return seen.length ? [`${describeCall(r, role, opts, a)}: shows ${seen.join(', ')}`] : [];
};

const describeCall = (r: SweepRoute, role: Role, opts: InjectOptions, a: Answer) =>
  `${keyOf(r)} as ${role} (${opts.url} ${String(opts.payload ?? '').slice(0, 160)}) → ` +
  `${a.status} ${a.code} ${a.body.slice(0, 160)}`;

describe('authorization matrix', () => {
  it('names every registered route, and only those, with the access each declares', () => {
    const registered = routes();
    expect(registered.length).toBeGreaterThan(90);
    const keys = new Set(registered.map(keyOf));
    const problems = [
      ...registered
        .filter((r) => !MATRIX[keyOf(r)])
        .map((r) => `${keyOf(r)} is not in server/test/authz/role-table.ts`),
      ...Object.keys(MATRIX)
        .filter((k) => !keys.has(k))
        .map((k) => `${k} is in the matrix but not registered`),
      ...registered
        .filter((r) => MATRIX[keyOf(r)])
        .filter((r) => JSON.stringify(r.access) !== JSON.stringify(MATRIX[keyOf(r)].access))
        .map(
          (r) =>
            `${keyOf(r)} declares access ${JSON.stringify(r.access)}, the matrix ${JSON.stringify(MATRIX[keyOf(r)].access)}`,
        ),
      // The table may be narrower than the declared rule (a handler's own check), never wider.
      ...Object.entries(MATRIX).flatMap(([k, e]) =>
        (Object.keys(e.allow) as Role[])
          .filter((role) => !passes(e.access, role))
          .map((role) => `${k}: the matrix allows ${role}, its access rule does not`),
      ),
    ];
    expect(problems).toEqual([]);
  });

  it('answers every route as every role as the table says, and refusals change nothing', async () => {
    const wrong: string[] = [];
    for (const r of routes()) {
      const entry = MATRIX[keyOf(r)];
      if (!entry) continue;
      for (const role of ROLES) {
        const opts = callOf(s, r, entry, role, s.foreign);
        const a = await send(opts);
        const want = expected(entry, role);
        tally.calls++;
        const where = describeCall(r, role, opts, a);
        if (a.status >= 500) wrong.push(`${where}: a 5xx`);
        if (want.allow) {
          tally.allowed++;
          if (REFUSALS.includes(a.code) || (!want.anyScope && a.code === '404')) {
            wrong.push(`${where}: the table allows it`);
          }
          wrong.push(...unseen(r, role, opts, a));
        } else {
          tally.refused++;
          if (a.code !== want.code) wrong.push(`${where}: the table says ${want.code}`);
          const allowed = [...(REFUSAL_WRITES[keyOf(r)] ?? []), ...COUNTED];
          const wrote = a.wrote.filter((t) => !allowed.includes(t));
          if (wrote.length) wrong.push(`${where}: refused but wrote ${wrote.join(', ')}`);
        }
      }
    }
    tally.mismatches += wrong.length;
    expect(wrong).toEqual([]);
  }, 300_000);

  it('lets office- and own-scoped cells through with the caller’s own ids', async () => {
    const wrong: string[] = [];
    for (const r of routes()) {
      const entry = MATRIX[keyOf(r)];
      if (!entry) continue;
      for (const role of ROLES) {
        const cell = entry.allow[role];
        // Another firm's caller has no records in firm 1; its refusals are checked above.
        if ((cell !== 'office' && cell !== 'own') || !s.home[role]) continue;
        const ids: Ids = { ...s.foreign, ...s.home[role] };
        let opts = callOf(s, r, entry, role, ids);
        let a = await send(opts);
        // A lawyer may not send an admin-only field (organizationId): send only what is required.
        if (a.code === '403') {
          opts = callOf(s, r, entry, role, ids, true);
          a = await send(opts);
        }
        tally.own++;
        if (a.status >= 500 || REFUSALS.includes(a.code) || a.code === '404') {
          wrong.push(`${describeCall(r, role, opts, a)}: its own ${entry.id ?? 'record'}`);
        }
        wrong.push(...unseen(r, role, opts, a));
        // A list without the office filter shows the caller's scope, nothing beyond it.
        if (r.method === 'GET' && cell === 'office') {
          const unfiltered = callOf(s, r, entry, role, ids, true);
          const b = await send(unfiltered);
          tally.own++;
          if (b.code !== '200') wrong.push(`${describeCall(r, role, unfiltered, b)}: unfiltered`);
          wrong.push(...unseen(r, role, unfiltered, b));
        }
      }
    }
    tally.mismatches += wrong.length;
    expect(wrong).toEqual([]);
  }, 300_000);

  it('the console offers no call the table refuses (routes.json auth × list and form calls)', () => {
    const { pages, offers } = consoleOffers();
    tally.pages = pages;
    expect(offers.length).toBeGreaterThan(40);
    const wrong = offers.flatMap((o) => {
      const entry = MATRIX[o.route];
      if (!entry) return [`${o.page} uses ${o.call} (${o.route}), which the server does not have`];
      return o.roles
        .filter((role) => !entry.allow[role])
        .map((role) => `${o.page} offers ${o.call} (${o.route}) to ${role}, the server refuses`);
    });
    tally.mismatches += wrong.length;
    expect([...new Set(wrong)]).toEqual([]);
  });
});
