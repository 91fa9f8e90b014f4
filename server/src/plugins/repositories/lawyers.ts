import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lawyer } from '../../db/schema';
import { defineRepository } from './define';

const create = (db: Db) => ({
  async byMobile(firmId: number, mobile: string) {
    const [row] = await db
      .select()
      .from(lawyer)
      .where(and(eq(lawyer.firmId, firmId), eq(lawyer.mobile, mobile)))
      .limit(1);
    return row;
  },
  async byId(firmId: number, id: number) {
    const [row] = await db
      .select()
      .from(lawyer)
      .where(and(eq(lawyer.firmId, firmId), eq(lawyer.id, id)))
      .limit(1);
    return row;
  },
  async touchLogin(id: number) {
    await db.update(lawyer).set({ lastLoginTime: new Date() }).where(eq(lawyer.id, id));
  },
});

export type LawyerRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    lawyers: LawyerRepo;
  }
}
export default defineRepository('lawyers', create);
