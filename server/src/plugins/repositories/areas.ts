import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { area } from '../../db/schema';
import { defineRepository } from './define';

export type AreaRow = typeof area.$inferSelect;
export const DISTRICT_LEVEL = 3;

const create = (db: Db) => ({
  /** Every place, provinces first (the tree of GET /system/area is built from it). */
  all: () => db.select().from(area).orderBy(asc(area.level), asc(area.code)),
  children: (parentCode: string) =>
    db.select().from(area).where(eq(area.parentCode, parentCode)).orderBy(asc(area.code)),
  async byCode(code: string) {
    const [row] = await db.select().from(area).where(eq(area.code, code)).limit(1);
    return row;
  },
  /** code → name for the given codes (one query for a whole page of offices). */
  async names(codes: string[]) {
    if (codes.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ code: area.code, name: area.name })
      .from(area)
      .where(inArray(area.code, [...new Set(codes)]));
    return new Map(rows.map((r) => [r.code, r.name]));
  },
});

export type AreaRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    areas: AreaRepo;
  }
}
export default defineRepository('areas', create);
