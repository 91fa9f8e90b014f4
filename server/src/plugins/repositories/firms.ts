import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firm } from '../../db/schema';
import { defineRepository } from './define';

const create = (db: Db) => ({
  async byId(id: number) {
    const [row] = await db.select().from(firm).where(eq(firm.id, id)).limit(1);
    return row;
  },
});

export type FirmRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    firms: FirmRepo;
  }
}
export default defineRepository('firms', create);
