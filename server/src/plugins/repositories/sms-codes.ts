// SMS verification codes (routes/sms): rows hold a keyed hash, never the code. Times come from the
// caller (the server's injectable clock), so the send limits and the expiry can be tested.
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCode } from '../../db/schema';
import { defineRepository } from './define';

export type SmsCodeRow = typeof smsCode.$inferSelect;
export type SmsCodeInsert = typeof smsCode.$inferInsert;

export interface SendLimits {
  /** At most one code per number within this many milliseconds. */
  intervalMs: number;
  /** At most this many codes per number within 24 hours. */
  dailyCap: number;
}

export type AddOutcome =
  | { ok: true }
  | { ok: false; reason: 'interval'; retryAfterMs: number }
  | { ok: false; reason: 'daily' };

const DAY_MS = 24 * 3600 * 1000;

const create = (db: Db) => ({
  /**
   * Stores a code unless the number is within its limits. The check and the insert run under a
   * per-number advisory lock, so two simultaneous requests cannot both pass the one-a-minute rule.
   */
  addWithinLimits(row: SmsCodeInsert & { sentAt: Date }, limits: SendLimits) {
    return db.transaction(async (tx): Promise<AddOutcome> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${row.mobile}`}))`);
      const now = row.sentAt;
      // Rows older than the daily window can no longer count towards any limit.
      await tx.delete(smsCode).where(lt(smsCode.sentAt, new Date(now.getTime() - 2 * DAY_MS)));
      const [last] = await tx
        .select({ sentAt: smsCode.sentAt })
        .from(smsCode)
        .where(eq(smsCode.mobile, row.mobile))
        .orderBy(desc(smsCode.sentAt))
        .limit(1);
      const since = last ? now.getTime() - last.sentAt.getTime() : Infinity;
      if (since < limits.intervalMs) {
        return { ok: false, reason: 'interval', retryAfterMs: limits.intervalMs - since };
      }
      const [day] = await tx
        .select({ n: count() })
        .from(smsCode)
        .where(
          and(eq(smsCode.mobile, row.mobile), gt(smsCode.sentAt, new Date(now.getTime() - DAY_MS))),
        );
      if ((day?.n ?? 0) >= limits.dailyCap) return { ok: false, reason: 'daily' };
      await tx.insert(smsCode).values(row);
      return { ok: true };
    });
  },
  /** The newest code of a number for a purpose: only that one can be used. */
  async latest(firmId: number, mobile: string, purpose: string) {
    const [row] = await db
      .select()
      .from(smsCode)
      .where(
        and(eq(smsCode.firmId, firmId), eq(smsCode.mobile, mobile), eq(smsCode.purpose, purpose)),
      )
      .orderBy(desc(smsCode.sentAt), desc(smsCode.id))
      .limit(1);
    return row;
  },
  /** Counts a wrong guess; returns the new count. */
  async recordFailure(id: number) {
    const [row] = await db
      .update(smsCode)
      .set({ failedAttempts: sql`${smsCode.failedAttempts} + 1` })
      .where(eq(smsCode.id, id))
      .returning({ failedAttempts: smsCode.failedAttempts });
    return row?.failedAttempts ?? 0;
  },
  /**
   * Marks the code used if it still is usable at `now`; a conditional UPDATE, so of two requests
   * with the same code only one succeeds.
   */
  async consume(id: number, now: Date, maxFailures: number) {
    const rows = await db
      .update(smsCode)
      .set({ usedAt: now })
      .where(
        and(
          eq(smsCode.id, id),
          isNull(smsCode.usedAt),
          gt(smsCode.expiresAt, now),
          lt(smsCode.failedAttempts, maxFailures),
        ),
      )
      .returning({ id: smsCode.id });
    return rows.length > 0;
  },
});

export type SmsCodeRepo = ReturnType<typeof create>;
export const createSmsCodes = create;
declare module 'fastify' {
  interface FastifyInstance {
    smsCodes: SmsCodeRepo;
  }
}
export default defineRepository('smsCodes', create);
