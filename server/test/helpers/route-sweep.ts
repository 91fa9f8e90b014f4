// The request sweeps over every registered route (lawyer-authz.test.ts): a value any route
// schema accepts, and a fingerprint of the whole database to prove a refused request wrote nothing.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RouteOptions } from 'fastify';
import type { Db } from '../../src/db/client';
import type { JsonSchema } from '../../src/lib/envelope';
import type { Access } from '../../src/plugins/auth';
import { createTestApp } from './test-app';

/**
 * A value the schema accepts: the required keys only (from `known`, the targeted record's own
 * fields, where it has them) plus the `forced` ones, so a request fails on permission rather
 * than on validation, and sends nothing a lawyer may not send unless the route demands it.
 */
export const sample = (
  s: JsonSchema | undefined,
  known: Record<string, unknown> = {},
  forced: Record<string, unknown> = {},
): unknown => {
  if (!s) return undefined;
  if (s.enum) return s.enum.find((v) => v !== null);
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(s.properties ?? {})) {
      if (k in forced) out[k] = forced[k];
      else if ((s.required ?? []).includes(k)) out[k] = known[k] ?? sample(v);
    }
    return out;
  }
  if (type === 'array') return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items));
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'boolean') return false;
  return 'x'.repeat(Math.max(1, s.minLength ?? 1));
};

// Both drivers answer raw SQL with `{ rows }`; the database type shared by them leaves it unknown.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Bookkeeping every counted call writes on PostgreSQL, refused or not (the shared rate-limit
 * counters): not data a refusal changes, and the abuse-limit suites test it on its own.
 */
const BOOKKEEPING = ['rate_limit_counter'];

/** Every table of the database but the bookkeeping as one fingerprint: any write changes it. */
export const fingerprint = async (db: Db) => {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    if (BOOKKEEPING.includes(name)) continue;
    const [row] = rowsOf<{ d: string }>(
      await db.execute(
        sql`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d
            from ${sql.identifier(name)} x`,
      ),
    );
    parts.push(`${name}=${row.d}`);
  }
  // The sweep is only as good as the tables it sees.
  expect(tables.map((x) => x.name)).toEqual(
    expect.arrayContaining(['lawyer_card', 'message', 'log', 'lawyer']),
  );
  return parts.join(';');
};

/** One method of one registered API route, with the input schemas it declares. */
export interface SweepRoute {
  method: string;
  url: string;
  access: Access;
  schema: Partial<Record<'params' | 'querystring' | 'body', JsonSchema>>;
}

/** The API routes among `registered` (from `buildApp({ onRoute })`), one entry per method. */
export const sweepRoutes = (
  registered: Array<{ method: string | string[]; url: string; config?: unknown; schema?: unknown }>,
): SweepRoute[] =>
  registered.flatMap((r) =>
    (Array.isArray(r.method) ? r.method : [r.method])
      .filter((m) => m !== 'HEAD' && m !== 'OPTIONS' && r.url.startsWith('/api/'))
      // The OpenAPI pages are documentation, not the API.
      .filter(() => !r.url.startsWith('/api/docs'))
      .map((method) => ({
        method,
        url: r.url,
        // Undeclared is public, as the auth hook (plugins/auth.ts) reads it.
        access: (r.config as { access?: Access } | undefined)?.access ?? 'public',
        schema: (r.schema ?? {}) as SweepRoute['schema'],
      })),
  );

const tablesOf = new WeakMap<Db, string[]>();

/**
 * `fingerprint` in one statement, for sweeps that take one per request (the input fuzzer): the
 * same count and md5 per table, except that `countOnly` tables (reference data no route writes,
 * thousands of rows) contribute their row count alone.
 */
export const quickFingerprint = async (db: Db, countOnly: readonly string[] = ['area']) => {
  // The catalogue query costs more than the fingerprint itself; the schema does not change.
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = rowsOf<{ name: string }>(
      await db.execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      ),
    )
      .map((x) => x.name)
      .filter((name) => !BOOKKEEPING.includes(name));
    expect(tables).toEqual(expect.arrayContaining(['lawyer_card', 'message', 'log', 'lawyer']));
    tablesOf.set(db, tables);
  }
  const parts = tables.map((name) =>
    countOnly.includes(name)
      ? sql`(select ${name} || '=' || count(*)::text from ${sql.identifier(name)})`
      : sql`(select ${name} || '=' || count(*)::text || ':' ||
            coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from ${sql.identifier(name)} x)`,
  );
  const [row] = rowsOf<{ d: string }>(
    await db.execute(sql`select concat_ws(';', ${sql.join(parts, sql`, `)}) as d`),
  );
  return row.d;
};

/**
 * The next transaction id. PostgreSQL assigns one only to a transaction that writes, so while
 * this is unchanged nothing has been written (the converse does not hold: a rolled-back write,
 * autovacuum or, on a shared server, another database also move it; then fingerprint again).
 */
export const writeMark = async (db: Db) =>
  rowsOf<{ x: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`),
  )[0].x;

/**
 * A test app for sweeps over every route (the input fuzzer, the authorization matrix), with the
 * routes as Fastify registered them. Argon2 is cheap for the hashes made here and the limits are
 * out of the way, so every call reaches validation, permissions and handlers; the limits have
 * their own suite.
 */
export const createSweepApp = async () => {
  const registered: RouteOptions[] = [];
  const t = await createTestApp({
    onRoute: (r) => void registered.push(r),
    hashCost: { memoryCost: 1024, timeCost: 1 },
    loginRateLimit: 1_000_000,
    ossSignRateLimit: 1_000_000,
    sms: { sendRateLimit: 1_000_000, checkRateLimit: 1_000_000, lookupRateLimit: 1_000_000 },
  });
  return { t, registered };
};
