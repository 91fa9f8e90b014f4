import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captcha } from '../../db/schema';
import { defineRepository } from './define';

const create = (db: Db) => ({
  async add(id: string, answerHash: string, expiresAt: Date) {
    // Expired rows are useless; dropping them here keeps the table small without a timer.
    await db.delete(captcha).where(lt(captcha.expiresAt, new Date()));
    await db.insert(captcha).values({ id, answerHash, expiresAt });
  },
  /** Marks the captcha used and returns its answer hash; undefined if unknown, used or expired. */
  async consume(id: string) {
    const [row] = await db
      .update(captcha)
      .set({ used: true })
      .where(and(eq(captcha.id, id), eq(captcha.used, false), gt(captcha.expiresAt, new Date())))
      .returning({ answerHash: captcha.answerHash });
    return row?.answerHash;
  },
});

export type CaptchaRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    captchas: CaptchaRepo;
  }
}
export default defineRepository('captchas', create);
