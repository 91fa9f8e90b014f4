// Rate-limit counters in the database (docs/security.md, suite 10): every server process on one
// database counts the same calls, so a limit cannot be multiplied by the number of servers behind a
// load balancer. One upsert per limited call; windows end on the database clock, which all
// processes share (theirs may drift apart).
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
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

const create = (db: Db) => {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_MS) return;
    lastSweep = Date.now();
    await db.delete(rateLimitCounter).where(lt(rateLimitCounter.resetAt, sql`now()`));
  };
  const toCount = (row: { hits: number; ttl: number | string } | undefined): Count => ({
    current: row?.hits ?? 0,
    ttl: Math.max(0, Math.round(Number(row?.ttl ?? 0))),
  });
  return {
    /**
     * Counts one call for `key`: a new window of `windowMs` starts when there is none or the last
     * one ended. One statement, so simultaneous calls on several servers each count exactly once.
     */
    async hit(key: string, windowMs: number): Promise<Count> {
      await sweep();
      const ends = sql`now() + ${windowMs} * interval '1 millisecond'`;
      const [row] = await db
        .insert(rateLimitCounter)
        .values({ key: fit(key), hits: 1, resetAt: ends })
        .onConflictDoUpdate({
          target: rateLimitCounter.key,
          set: {
            hits: sql`case when ${rateLimitCounter.resetAt} <= now() then 1 else ${rateLimitCounter.hits} + 1 end`,
            resetAt: sql`case when ${rateLimitCounter.resetAt} <= now() then ${ends} else ${rateLimitCounter.resetAt} end`,
          },
        })
        .returning({
          hits: rateLimitCounter.hits,
          ttl: sql<string>`extract(epoch from (${rateLimitCounter.resetAt} - now())) * 1000`,
        });
      return toCount(row);
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
};

export type RateLimitCounterRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    rateLimitCounters: RateLimitCounterRepo;
  }
}
export default defineRepository('rateLimitCounters', create);
