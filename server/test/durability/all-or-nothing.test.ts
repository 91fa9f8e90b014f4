// Suite 6b (durability): a write of several rows (the card audit: card status + log + message to
// the lawyer; an office + its log; a lawyer batch + logs; a sign-in's session + log) fails at
// each of its steps in turn, and nothing of it may remain. The failure is real, not mocked: the
// test installs a trigger that raises on the step's statement, or a deferred constraint trigger
// that raises at COMMIT, after every statement ran. It runs on whichever database the suite runs
// on (PGlite or PostgreSQL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ hashCost: { memoryCost: 1024, timeCost: 1 } });
  admin = await t.tokenFor(demo.admin[0], demo.admin[1]);
  await exec(`create function durability_fail() returns trigger language plpgsql as $$
    begin raise exception 'durability test: injected failure on % of %', tg_op, tg_table_name; end $$`);
});
afterAll(() => t.close());

// Both drivers answer execute() with { rows }; the pg-core type leaves the shape open.
const exec = async (query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] })
    .rows;

const TABLES = [
  'organization',
  'lawyer',
  'lawyer_card',
  'log',
  'message',
  'session',
  'firm_access_user',
] as const;
type Table = (typeof TABLES)[number];

/** Every row of every table a write here can touch, as text: equal = nothing changed. */
const fingerprint = async () => {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await exec(
      `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t.id)), '') as f from ${table} t`,
    );
    out[table] = String(row.f);
  }
  return out;
};

interface Step {
  label: string;
  table: Table;
  op: 'insert' | 'update';
  /** Raise at COMMIT (deferred), after all statements of the write ran. */
  atCommit?: boolean;
}

const inject = async (s: Step) =>
  exec(
    s.atCommit
      ? `create constraint trigger durability_fail after ${s.op} on ${s.table}
         deferrable initially deferred for each row execute function durability_fail()`
      : `create trigger durability_fail before ${s.op} on ${s.table}
         for each row execute function durability_fail()`,
  );

interface Write {
  name: string;
  steps: Step[];
  send(): Promise<{ status: number; body: { code: string; message: string } }>;
  /** What a completed write leaves behind (checked once, without injection). */
  done(before: Record<string, string>, after: Record<string, string>): void;
}

const count = (f: string) => Number(f.split(':')[0]);
const cardSteps = (op: 'update'): Step[] => [
  { label: 'card status', table: 'lawyer_card', op },
  { label: 'log', table: 'log', op: 'insert' },
  { label: 'message', table: 'message', op: 'insert' },
  { label: 'commit', table: 'message', op: 'insert', atCommit: true },
];
const cardDone = (before: Record<string, string>, after: Record<string, string>) => {
  expect(after.lawyer_card).not.toBe(before.lawyer_card);
  expect(count(after.log)).toBe(count(before.log) + 1);
  expect(count(after.message)).toBe(count(before.message) + 1);
};
const cardWith = async (status: number) =>
  Number(
    (await exec(`select id from lawyer_card where status = ${status} order by id limit 1`))[0].id,
  );
const put = (url: string, payload: object) =>
  t.request({ method: 'PUT', url, token: admin, payload: { firmId: 1, ...payload } });
const post = (url: string, payload: object) =>
  t.request({ method: 'POST', url, token: admin, payload: { firmId: 1, ...payload } });

let draft = 0;
let pending = 0;
const writes: Write[] = [
  {
    name: 'card submitted for audit (card + log + message)',
    steps: cardSteps('update'),
    send: () => put('/api/lawyer/card/submitAudit', { id: draft }),
    done: cardDone,
  },
  {
    name: 'card approved (card + published version + log + message)',
    steps: cardSteps('update'),
    // The card the previous write submitted.
    send: () => put('/api/lawyer/card/adminAuditCard', { id: draft, result: 'approve' }),
    done: cardDone,
  },
  {
    name: 'card rejected (card + reason + log + message)',
    steps: cardSteps('update'),
    send: () =>
      put('/api/lawyer/card/adminAuditCard', { id: pending, result: 'reject', reason: '请补充' }),
    done: cardDone,
  },
  {
    name: 'office created (office + log)',
    steps: [
      { label: 'office', table: 'organization', op: 'insert' },
      { label: 'log', table: 'log', op: 'insert' },
      { label: 'commit', table: 'log', op: 'insert', atCommit: true },
    ],
    send: () => post('/api/firmOrganization/add', { name: 'durability-office', status: 1 }),
    done: (before, after) => {
      expect(count(after.organization)).toBe(count(before.organization) + 1);
      expect(count(after.log)).toBe(count(before.log) + 1);
    },
  },
  {
    name: 'lawyer batch created (2 lawyers + 2 logs)',
    steps: [
      { label: 'lawyers', table: 'lawyer', op: 'insert' },
      { label: 'log', table: 'log', op: 'insert' },
      { label: 'commit', table: 'log', op: 'insert', atCommit: true },
    ],
    send: () =>
      post('/api/lawyer/addList', {
        password: 'Test1234a',
        lawyers: [
          { name: '律师甲', mobile: '13912340001', organizationId: 1 },
          { name: '律师乙', mobile: '13912340002', organizationId: 1 },
        ],
      }),
    done: (before, after) => {
      expect(count(after.lawyer)).toBe(count(before.lawyer) + 2);
      expect(count(after.log)).toBe(count(before.log) + 2);
    },
  },
  {
    name: 'admin signed in (last login + session + log)',
    steps: [
      { label: 'last login', table: 'firm_access_user', op: 'update' },
      { label: 'session', table: 'session', op: 'insert' },
      { label: 'log', table: 'log', op: 'insert' },
      { label: 'commit', table: 'log', op: 'insert', atCommit: true },
    ],
    send: () =>
      t.request({
        method: 'POST',
        url: '/api/auth/firmAccessUserLogin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username: demo.admin[0],
          password: demo.admin[1],
        }).toString(),
      }),
    done: (before, after) => {
      expect(count(after.session)).toBe(count(before.session) + 1);
      expect(count(after.log)).toBe(count(before.log) + 1);
      expect(after.firm_access_user).not.toBe(before.firm_access_user);
    },
  },
];

describe('durability: a multi-step write is all or nothing', () => {
  let injected = 0;
  afterAll(() => {
    console.log(
      `durability: ${injected} injected failures across ${writes.length} multi-step writes, 0 partial writes left`,
    );
  });

  for (const w of writes) {
    it(w.name, async () => {
      draft ||= await cardWith(0);
      pending ||= await cardWith(1);
      for (const step of w.steps) {
        const before = await fingerprint();
        await inject(step);
        try {
          const res = await w.send();
          // A database failure is a 500 envelope with a Chinese message, not a success.
          expect(res.status, `${w.name}, failing at ${step.label}`).toBe(500);
          expect(res.body.code).toBe('500');
          expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
        } finally {
          await exec(`drop trigger durability_fail on ${step.table}`);
        }
        expect(await fingerprint(), `${w.name}, failing at ${step.label}`).toEqual(before);
        injected++;
      }
      // Without injection the same write succeeds and leaves every row it promised.
      const before = await fingerprint();
      const res = await w.send();
      expect(res.body.code, res.body.message).toBe('200');
      w.done(before, await fingerprint());
    });
  }
});
