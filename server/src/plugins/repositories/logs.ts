import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { log } from '../../db/schema';
import { defineRepository } from './define';

export type LogEntry = typeof log.$inferInsert;

export const LOGIN_FAILED = '登录失败';
export const LOGIN_OK = '登录';

const create = (db: Db) => ({
  async add(entry: LogEntry) {
    await db.insert(log).values(entry);
  },
  /** Failed logins recorded for a username since `since` (works for unknown usernames too). */
  async countFailures(firmId: number, username: string, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(log)
      .where(
        and(
          eq(log.firmId, firmId),
          eq(log.action, LOGIN_FAILED),
          eq(log.target, username),
          gt(log.createTime, since),
        ),
      );
    return row?.n ?? 0;
  },
  async countAll(firmId: number) {
    const [row] = await db.select({ n: count() }).from(log).where(eq(log.firmId, firmId));
    return row?.n ?? 0;
  },
});

export type LogRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    logs: LogRepo;
  }
}
export default defineRepository('logs', create);
