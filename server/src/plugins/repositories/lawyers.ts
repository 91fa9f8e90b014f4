import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { lawyer, lawyerCard, organization, session } from '../../db/schema';
import {
  defineRepository,
  lastChangeOf,
  pageWindow,
  qualified,
  versionedUpdate,
  type SavedBy,
} from './define';

export type LawyerRow = typeof lawyer.$inferSelect;
export type LawyerInsert = typeof lawyer.$inferInsert;

export const LAWYER_PENDING = 0;
export const LAWYER_ACTIVE = 1;
export const LAWYER_DISABLED = 2;

export interface LawyerFilter {
  firmId: number;
  /** Levels 3 and 4: only their own office. */
  onlyOrganizationId?: number;
  /** The list's filters (resources/list-query.ts, from resources/lawyer.json). */
  match?: SQL;
  /** Only these rows (导出所选). */
  ids?: number[];
}

const where = (f: LawyerFilter) => {
  const parts: SQL[] = [eq(lawyer.firmId, f.firmId)];
  if (f.onlyOrganizationId !== undefined)
    parts.push(eq(lawyer.organizationId, f.onlyOrganizationId));
  if (f.match) parts.push(f.match);
  if (f.ids) parts.push(inArray(lawyer.id, f.ids));
  return and(...parts);
};

// Office name and card as scalar subqueries, evaluated after ORDER BY and LIMIT: a page looks up
// its ten rows rather than joining every lawyer the filter matches (lawyer-cards.ts does the same).
const cardOf = <T>(column: PgColumn) =>
  sql<T | null>`(select ${column} from ${lawyerCard}
    where ${qualified(lawyerCard.firmId)} = ${qualified(lawyer.firmId)}
      and ${qualified(lawyerCard.lawyerId)} = ${qualified(lawyer.id)})`;
const listColumns = {
  row: lawyer,
  organizationName: sql<string | null>`(select ${organization.name} from ${organization}
    where ${qualified(organization.id)} = ${qualified(lawyer.organizationId)})`,
  cardId: cardOf<number>(lawyerCard.id),
  cardStatus: cardOf<number>(lawyerCard.status),
};
type ListRow = {
  row: LawyerRow;
  organizationName: string | null;
  cardId: number | null;
  cardStatus: number | null;
};
const listRecord = (r: ListRow) => ({
  ...r.row,
  organizationName: r.organizationName ?? '',
  cardId: r.cardId,
  cardStatus: r.cardStatus,
});
const listOrder = [desc(lawyer.createTime), desc(lawyer.id)];

export const createLawyers = (db: Db) => ({
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
  /** The firm's lawyers among `ids` (unknown or other firms' ids are simply missing). */
  async byIds(firmId: number, ids: readonly number[]) {
    if (!ids.length) return [];
    return db
      .select()
      .from(lawyer)
      .where(and(eq(lawyer.firmId, firmId), inArray(lawyer.id, [...ids])));
  },
  /** Ids of an office's lawyers that are not 已停用 (who an office notice reaches). */
  async notDisabledIdsOf(firmId: number, organizationId: number) {
    const rows = await db
      .select({ id: lawyer.id })
      .from(lawyer)
      .where(
        and(
          eq(lawyer.firmId, firmId),
          eq(lawyer.organizationId, organizationId),
          ne(lawyer.status, LAWYER_DISABLED),
        ),
      )
      .orderBy(lawyer.id);
    return rows.map((r) => r.id);
  },
  async touchLogin(id: number) {
    await db.update(lawyer).set({ lastLoginTime: new Date() }).where(eq(lawyer.id, id));
  },
  /**
   * Page of lawyers with their office name and card (id, status), and the total: in `order` (a
   * sort the list asked for), else newest first.
   */
  async page(f: LawyerFilter, current: number, size: number, order?: SQL[]) {
    const { offset, limit } = pageWindow(current, size);
    const rows = await db
      .select({
        ...listColumns,
        total: sql<number>`(select count(*) from ${lawyer} where ${where(f)})`.mapWith(Number),
      })
      .from(lawyer)
      .where(where(f))
      .orderBy(...(order ?? listOrder))
      .offset(offset)
      .limit(limit);
    // A page past the end has no row to carry the total; only then is it asked for alone.
    const total = rows[0]?.total ?? (offset > 0 ? await this.count(f) : 0);
    return { rows: rows.map(listRecord), total };
  },
  async list(f: LawyerFilter, limit: number, offset = 0) {
    const rows = await db
      .select(listColumns)
      .from(lawyer)
      .where(where(f))
      .orderBy(...listOrder)
      .offset(offset)
      .limit(limit);
    return rows.map(listRecord);
  },
  async count(f: LawyerFilter) {
    const [row] = await db.select({ n: count() }).from(lawyer).where(where(f));
    return row?.n ?? 0;
  },
  /** Which of `mobiles` already belong to a lawyer of the firm. */
  async takenMobiles(firmId: number, mobiles: string[]) {
    if (!mobiles.length) return [];
    const rows = await db
      .select({ mobile: lawyer.mobile })
      .from(lawyer)
      .where(and(eq(lawyer.firmId, firmId), inArray(lawyer.mobile, mobiles)));
    return rows.map((r) => r.mobile);
  },
  async insertMany(values: LawyerInsert[]) {
    const rows = await db.insert(lawyer).values(values).returning({ id: lawyer.id });
    return rows.map((r) => r.id);
  },
  /** Optimistic update: with `version`, only the version the client read may be replaced. */
  update(
    firmId: number,
    id: number,
    version: number | undefined,
    values: Partial<LawyerInsert> & SavedBy,
  ) {
    return versionedUpdate(db, lawyer, firmId, id, version, values);
  },
  /** The version and last saver (a lost pass's 409 names them). */
  lastChange(firmId: number, id: number) {
    return lastChangeOf(db, lawyer, firmId, id);
  },
  /**
   * status 0 → 1, only if still 0 (a conditional UPDATE: two passes, one wins) and, when given,
   * still at the version the admin saw.
   */
  async pass(firmId: number, id: number, { updatedBy }: SavedBy, version?: number) {
    const conds = [eq(lawyer.firmId, firmId), eq(lawyer.id, id), eq(lawyer.status, LAWYER_PENDING)];
    if (version !== undefined) conds.push(eq(lawyer.version, version));
    const rows = await db
      .update(lawyer)
      .set({
        status: LAWYER_ACTIVE,
        version: sql`${lawyer.version} + 1`,
        updateTime: new Date(),
        updatedBy,
      })
      .where(and(...conds))
      .returning({ id: lawyer.id });
    return rows.length > 0;
  },
  async revokeSessions(id: number) {
    await db
      .update(session)
      .set({ revoked: true })
      .where(and(eq(session.userType, 'lawyer'), eq(session.userId, id)));
  },
  /** Removes the lawyer with their card and sessions. */
  async remove(firmId: number, id: number) {
    await db.delete(session).where(and(eq(session.userType, 'lawyer'), eq(session.userId, id)));
    await db
      .delete(lawyerCard)
      .where(and(eq(lawyerCard.firmId, firmId), eq(lawyerCard.lawyerId, id)));
    const rows = await db
      .delete(lawyer)
      .where(and(eq(lawyer.firmId, firmId), eq(lawyer.id, id)))
      .returning({ id: lawyer.id });
    return rows.length > 0;
  },
});

export type LawyerRepo = ReturnType<typeof createLawyers>;
declare module 'fastify' {
  interface FastifyInstance {
    lawyers: LawyerRepo;
  }
}
export default defineRepository('lawyers', createLawyers);
