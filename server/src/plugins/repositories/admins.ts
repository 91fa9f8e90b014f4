import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firmAccessUser, organization } from '../../db/schema';
import { defineRepository, pageWindow, versionedUpdate, type SavedBy } from './define';

export type AdminRow = typeof firmAccessUser.$inferSelect;
export type AdminInsert = typeof firmAccessUser.$inferInsert;
/** Main admins of an office: 1 (main office) and 3 (sub office), docs/product.md. */
export const MAIN_LEVELS = [1, 3];

const t = firmAccessUser;

const create = (db: Db) => ({
  async byUsername(firmId: number, username: string) {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.firmId, firmId), eq(t.username, username)))
      .limit(1);
    return row;
  },
  async byId(firmId: number, id: number) {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.firmId, firmId), eq(t.id, id)))
      .limit(1);
    return row;
  },
  /**
   * `match`: the list's filters (resources/list-query.ts; the office is one of them, required by
   * the route); in `order` (a sort the list asked for), else by level.
   */
  async page(f: { firmId: number; match?: SQL }, current: number, size: number, order?: SQL[]) {
    const parts: SQL[] = [eq(t.firmId, f.firmId)];
    if (f.match) parts.push(f.match);
    const { offset, limit } = pageWindow(current, size);
    const rows = await db
      .select()
      .from(t)
      .where(and(...parts))
      .orderBy(...(order ?? [asc(t.level), asc(t.id)]))
      .offset(offset)
      .limit(limit);
    const [total] = await db
      .select({ n: count() })
      .from(t)
      .where(and(...parts));
    return { rows, total: total?.n ?? 0 };
  },
  async hasMain(organizationId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.organizationId, organizationId), inArray(t.level, MAIN_LEVELS)));
    return (row?.n ?? 0) > 0;
  },
  async insert(values: AdminInsert) {
    const [row] = await db.insert(t).values(values).returning({ id: t.id });
    return row.id;
  },
  update(
    firmId: number,
    id: number,
    version: number | undefined,
    values: Partial<AdminInsert> & SavedBy,
  ) {
    return versionedUpdate(db, t, firmId, id, version, values);
  },
  async remove(firmId: number, id: number) {
    await db.delete(t).where(and(eq(t.firmId, firmId), eq(t.id, id)));
  },
  /** Makes `admin` the main admin of its office and demotes the previous main, atomically. */
  async setMain(admin: AdminRow, mainLevel: number, subLevel: number, { updatedBy }: SavedBy) {
    await db.transaction(async (tx) => {
      await tx
        .update(t)
        .set({ level: subLevel, version: sql`${t.version} + 1`, updateTime: new Date(), updatedBy })
        .where(and(eq(t.organizationId, admin.organizationId), eq(t.level, mainLevel)));
      await tx
        .update(t)
        .set({
          level: mainLevel,
          version: sql`${t.version} + 1`,
          updateTime: new Date(),
          updatedBy,
        })
        .where(eq(t.id, admin.id));
    });
  },
  /**
   * Counts one sign-in attempt before its credential is checked (a success resets the count,
   * `recordLogin`): one statement, so simultaneous attempts each get their own number and none
   * can read a stale count. A count older than `since` starts again at 1. Answers the count.
   */
  async countAttempt(id: number, since: Date) {
    const [row] = await db
      .update(t)
      .set({
        failedLoginCount: sql`case when ${gt(t.lastFailedAt, since)} then ${t.failedLoginCount} + 1 else 1 end`,
        lastFailedAt: new Date(),
      })
      .where(eq(t.id, id))
      .returning({ n: t.failedLoginCount });
    return row?.n ?? 0;
  },
  async recordLogin(id: number) {
    await db
      .update(t)
      .set({ failedLoginCount: 0, lastFailedAt: null, lastLoginTime: new Date() })
      .where(eq(t.id, id));
  },
  /**
   * Who administers a lawyer of `organizationId` (管理员信息): the enabled main admins of that
   * office and of the main office (level 1), main office first, with their office.
   */
  async mainAdminsOf(firmId: number, organizationId: number) {
    return db
      .select({
        id: t.id,
        name: t.name,
        mobile: t.mobile,
        level: t.level,
        organizationId: t.organizationId,
        organizationName: organization.name,
        organizationPhone: organization.phone,
      })
      .from(t)
      .innerJoin(organization, eq(organization.id, t.organizationId))
      .where(
        and(
          eq(t.firmId, firmId),
          eq(t.status, 1),
          or(
            eq(t.level, 1),
            and(eq(t.organizationId, organizationId), inArray(t.level, MAIN_LEVELS)),
          ),
        ),
      )
      .orderBy(asc(t.level), asc(t.id));
  },
  async countAll(firmId: number) {
    const [row] = await db.select({ n: count() }).from(t).where(eq(t.firmId, firmId));
    return row?.n ?? 0;
  },
});

export type AdminRepo = ReturnType<typeof create>;
/** The admin queries on a given database or transaction (a sign-in and its log in one commit). */
export const createAdmins = create;
declare module 'fastify' {
  interface FastifyInstance {
    admins: AdminRepo;
  }
}
export default defineRepository('admins', create);
