// Rate-limit counters in the database (docs/security.md, suite 10): every server process on one
// database counts the same calls, so a limit cannot be multiplied by the number of servers behind a
// load balancer. One upsert per limited call; windows end on the database clock, which all
// processes share (theirs may drift apart).
import { createHash } from 'node:crypto';
import { lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounter } from '../../db/schema';
import { defineRepository } from './define';

export interface Count {
  /** Calls in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Long keys (a route URL plus a username) are hashed to fit the column. */
const fit = (key: string) =>
  key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;

// Expired rows count for nothing; each process sweeps them at most this often.
const SWEEP_MS = 60_000;

/**
 * The upsert that counts one call for `key` (a new window of `windowMs` starts when there is none
 * or the last one ended), as SQL: `hit` runs it alone, and a write that counts its own limits in
 * the same statement (card-events.ts) runs it as a WITH clause, counting only `when` that holds.
 * One statement, so simultaneous calls on several servers each count exactly once.
 */
export const countCallSql = (key: string, windowMs: number, when: SQL = sql`true`): SQL => sql`
  insert into ${rateLimitCounter} as r (key, hits, reset_at)
  select ${fit(key)}::varchar, 1, now() + ${windowMs}::int * interval '1 millisecond' where ${when}
  on conflict (key) do update set
    hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
    reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end`;

const create = (db: Db) => {
  let lastSweep = 0;
  const toCount = (row: { hits: number; ttl: number | string } | undefined): Count => ({
    current: row?.hits ?? 0,
    ttl: Math.max(0, Math.round(Number(row?.ttl ?? 0))),
  });
  const repo = {
    /** Deletes the rows of ended windows, at most once a minute per process. */
    async sweep() {
      if (Date.now() - lastSweep < SWEEP_MS) return;
      lastSweep = Date.now();
      await db.delete(rateLimitCounter).where(lt(rateLimitCounter.resetAt, sql`now()`));
    },
    /** Counts one call for `key` (countCallSql). */
    async hit(key: string, windowMs: number): Promise<Count> {
      await repo.sweep();
      const returning = sql`returning r.hits, extract(epoch from (r.reset_at - now())) * 1000 as ttl`;
      // execute() answers { rows } on both drivers; its published type is the driver's own.
      const { rows } = (await db.execute(
        sql`${countCallSql(key, windowMs)} ${returning}`,
      )) as unknown as { rows: Array<{ hits: number; ttl: string }> };
      return toCount(rows[0]);
    },
    /** The count for `key` without counting a call (0 when its window has ended). */
    async peek(key: string): Promise<Count> {
      const [row] = await db
        .select({
          hits: rateLimitCounter.hits,
          ttl: sql<string>`extract(epoch from (${rateLimitCounter.resetAt} - now())) * 1000`,
        })
        .from(rateLimitCounter)
        .where(sql`${rateLimitCounter.key} = ${fit(key)} and ${rateLimitCounter.resetAt} > now()`);
      return toCount(row);
    },
  };
  return repo;
};

export type RateLimitCounterRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    rateLimitCounters: RateLimitCounterRepo;
  }
}
export default defineRepository('rateLimitCounters', create);
