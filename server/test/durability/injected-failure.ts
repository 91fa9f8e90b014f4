// The harness of the all-or-nothing suites: a write of several rows fails at each of its steps in
// turn, and nothing of it may remain. The failure is real, not mocked: a trigger raises on the
// step's statement, or a deferred constraint trigger raises at COMMIT, after every statement ran.
// It runs on whichever database the suite runs on (PGlite or PostgreSQL).
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';

export type Exec = (query: string) => Promise<Record<string, unknown>[]>;

/** Raw SQL on the test app's database; both drivers answer execute() with { rows }. */
export const execOn =
  (t: TestApp): Exec =>
  async (query) =>
    // The pg-core type leaves the result's shape open.
    (
      (await t.database.db.execute(sql.raw(query))) as unknown as {
        rows: Record<string, unknown>[];
      }
    ).rows;

/** Installed once per database, before the first injection. */
export const FAIL_FUNCTION = `create function durability_fail() returns trigger language plpgsql as $$
  begin raise exception 'durability test: injected failure on % of %', tg_op, tg_table_name; end $$`;

export interface Step {
  label: string;
  table: string;
  op: 'insert' | 'update' | 'delete';
  /** Raise at COMMIT (deferred), after all statements of the write ran. */
  atCommit?: boolean;
}

export type Fingerprint = Record<string, string>;

/** Every row of each table as text: equal = nothing changed. */
export const fingerprint = async (
  exec: Exec,
  tables: readonly string[],
  ignore: Record<string, string[]> = {},
) => {
  const out: Fingerprint = {};
  for (const table of tables) {
    const cols = ignore[table] ?? [];
    const row_ = cols.length
      ? `(to_jsonb(t) - array[${cols.map((c) => `'${c}'`).join(',')}])::text`
      : 't::text';
    const [row] = await exec(
      `select count(*)::text || ':' || coalesce(md5(string_agg(${row_}, '|' order by t.id)), '') as f from ${table} t`,
    );
    out[table] = String(row.f);
  }
  return out;
};

/** The row count part of a table's fingerprint. */
export const count = (f: string) => Number(f.split(':')[0]);

const inject = (exec: Exec, s: Step) =>
  exec(
    s.atCommit
      ? `create constraint trigger durability_fail after ${s.op} on ${s.table}
         deferrable initially deferred for each row execute function durability_fail()`
      : `create trigger durability_fail before ${s.op} on ${s.table}
         for each row execute function durability_fail()`,
  );

export interface Write {
  name: string;
  steps: Step[];
  send(): Promise<{ status: number; body: { code: string; message: string } }>;
  /**
   * Columns a failed attempt may change on purpose, outside the write's transaction: a sign-in
   * counts the attempt before it checks the password (docs/security.md, sign-in captcha), so a
   * sign-in that then fails still leaves its attempt counted.
   */
  ignore?: Record<string, string[]>;
  /** Runs before each try, before anything is injected. */
  before?(): Promise<void>;
  /** What a completed write leaves behind (checked once, without injection). */
  done(before: Fingerprint, after: Fingerprint): void;
}

/**
 * One test per write: each step fails in turn (a 500 with a Chinese message, every table as it
 * was), then the write succeeds without injection and leaves what `done` expects. `ready` runs
 * before each write (records the writes need).
 */
export const allOrNothing = (
  title: string,
  writes: Write[],
  exec: () => Exec,
  tables: readonly string[],
  ready: () => Promise<void> = async () => undefined,
) =>
  describe(title, () => {
    let injected = 0;
    afterAll(() => {
      console.log(
        `durability: ${injected} injected failures across ${writes.length} multi-step writes, 0 partial writes left`,
      );
    });

    for (const w of writes) {
      it(w.name, async () => {
        await ready();
        const run = exec();
        for (const step of w.steps) {
          await w.before?.();
          const before = await fingerprint(run, tables, w.ignore);
          await inject(run, step);
          try {
            const res = await w.send();
            // A database failure is a 500 envelope with a Chinese message, not a success.
            expect(res.status, `${w.name}, failing at ${step.label}`).toBe(500);
            expect(res.body.code).toBe('500');
            expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
          } finally {
            await run(`drop trigger durability_fail on ${step.table}`);
          }
          expect(
            await fingerprint(run, tables, w.ignore),
            `${w.name}, failing at ${step.label}`,
          ).toEqual(before);
          injected++;
        }
        // Without injection the same write succeeds and leaves every row it promised.
        await w.before?.();
        const before = await fingerprint(run, tables);
        const res = await w.send();
        expect(res.body.code, res.body.message).toBe('200');
        w.done(before, await fingerprint(run, tables));
      });
    }
  });
