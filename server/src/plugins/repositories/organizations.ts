import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organization } from '../../db/schema';
import { defineRepository, pageWindow, versionedUpdate, type SavedBy } from './define';

export type OrganizationRow = typeof organization.$inferSelect;
export type OrganizationInsert = typeof organization.$inferInsert;
export const MAIN_OFFICE = 1;
export const SUB_OFFICE = 2;

export interface OrganizationFilter {
  firmId: number;
  /** Levels 3 and 4 see only their own office. */
  onlyId?: number;
  /** The list's filters (resources/list-query.ts, from resources/office.json). */
  match?: SQL;
}

// Active lawyers (status 1 正常) of the office; pending and disabled accounts are not counted.
// Raw SQL so the outer table is qualified explicitly (an unqualified "id" would bind to lawyer.id).
const lawyerCount =
  sql<number>`(select count(*) from lawyer l where l.organization_id = "organization"."id" and l.status = 1)`.mapWith(
    Number,
  );

const where = (f: OrganizationFilter) => {
  const parts: SQL[] = [eq(organization.firmId, f.firmId)];
  if (f.onlyId !== undefined) parts.push(eq(organization.id, f.onlyId));
  if (f.match) parts.push(f.match);
  return and(...parts);
};

export type { UpdateOutcome } from './define';

const create = (db: Db) => ({
  /** In `order` (a sort the list asked for), else main office first, then by 排序. */
  async page(f: OrganizationFilter, current: number, size: number, order?: SQL[]) {
    const { offset, limit } = pageWindow(current, size);
    const rows = await db
      .select({ row: organization, lawyerCount })
      .from(organization)
      .where(where(f))
      .orderBy(...(order ?? [asc(organization.type), asc(organization.sort), asc(organization.id)]))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(organization).where(where(f));
    return {
      rows: rows.map((r) => ({ ...r.row, lawyerCount: r.lawyerCount })),
      total: total?.n ?? 0,
    };
  },
  validList: (f: OrganizationFilter) =>
    db
      .select({ id: organization.id, name: organization.name, type: organization.type })
      .from(organization)
      .where(and(where(f), eq(organization.status, 1)))
      .orderBy(asc(organization.type), asc(organization.sort), asc(organization.id)),
  /**
   * The office alone: what sign-in, userinfo and every office check need. Counting its lawyers
   * reads all of them, so only the office's own screen asks for that (`withLawyerCount`).
   */
  async byId(firmId: number, id: number) {
    const [row] = await db
      .select()
      .from(organization)
      .where(and(eq(organization.firmId, firmId), eq(organization.id, id)))
      .limit(1);
    return row;
  },
  async withLawyerCount(firmId: number, id: number) {
    const [row] = await db
      .select({ row: organization, lawyerCount })
      .from(organization)
      .where(and(eq(organization.firmId, firmId), eq(organization.id, id)))
      .limit(1);
    return row ? { ...row.row, lawyerCount: row.lawyerCount } : undefined;
  },
  async byName(firmId: number, name: string) {
    const [row] = await db
      .select({ id: organization.id })
      .from(organization)
      .where(and(eq(organization.firmId, firmId), eq(organization.name, name)))
      .limit(1);
    return row;
  },
  async insert(values: OrganizationInsert) {
    const [row] = await db.insert(organization).values(values).returning({ id: organization.id });
    return row.id;
  },
  /** Optimistic update: with `version`, only the version the client read may be replaced. */
  update(
    firmId: number,
    id: number,
    version: number | undefined,
    values: Partial<OrganizationInsert> & SavedBy,
  ) {
    return versionedUpdate(db, organization, firmId, id, version, values);
  },
  async countAll(firmId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(organization)
      .where(eq(organization.firmId, firmId));
    return row?.n ?? 0;
  },
});

export type OrganizationRepo = ReturnType<typeof create>;
/** The same queries on a transaction, so a change and its log commit together. */
export const organizationsOn = create;
declare module 'fastify' {
  interface FastifyInstance {
    organizations: OrganizationRepo;
  }
}
export default defineRepository('organizations', create);
