import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firmContent } from '../../db/schema';
import { defineRepository, pageWindow, versionedUpdate, type SavedBy } from './define';

export type ContentRow = typeof firmContent.$inferSelect;
export type ContentInsert = typeof firmContent.$inferInsert;

/** 0 草稿, 1 已发布, 2 已下线 (docs/product.md, Status values). */
export const CONTENT_DRAFT = 0;
export const CONTENT_PUBLISHED = 1;
export const CONTENT_OFFLINE = 2;

export interface ContentFilter {
  firmId: number;
  /** Set for office-scoped admins (levels 3–4): only their office's content. */
  organizationId?: number;
  /** The list's filters (resources/list-query.ts, from resources/content.json). */
  match?: SQL;
}

const t = firmContent;

const where = (f: ContentFilter) => {
  const parts: SQL[] = [eq(t.firmId, f.firmId)];
  if (f.organizationId !== undefined) parts.push(eq(t.organizationId, f.organizationId));
  if (f.match) parts.push(f.match);
  return and(...parts);
};

const create = (db: Db) => ({
  /** In `order` (a sort the list asked for), else sort ascending (数字越小越靠前), newest first within one sort value. */
  async page(f: ContentFilter, current: number, size: number, order?: SQL[]) {
    const { offset, limit } = pageWindow(current, size);
    const rows = await db
      .select()
      .from(t)
      .where(where(f))
      .orderBy(...(order ?? [asc(t.sort), desc(t.id)]))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(t).where(where(f));
    return { rows, total: total?.n ?? 0 };
  },
  async byId(firmId: number, id: number) {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.firmId, firmId), eq(t.id, id)))
      .limit(1);
    return row;
  },
  async insert(values: ContentInsert) {
    const [row] = await db.insert(t).values(values).returning({ id: t.id });
    return row.id;
  },
  /** Optimistic update: with `version`, only the version the client read may be replaced. */
  update(
    firmId: number,
    id: number,
    version: number | undefined,
    values: Partial<ContentInsert> & SavedBy,
  ) {
    return versionedUpdate(db, t, firmId, id, version, values);
  },
  async remove(firmId: number, id: number) {
    const rows = await db
      .delete(t)
      .where(and(eq(t.firmId, firmId), eq(t.id, id)))
      .returning({ id: t.id });
    return rows.length > 0;
  },
});

export type ContentRepo = ReturnType<typeof create>;
/** The same queries on a transaction, so an article and its log commit together. */
export const contentsOn = create;
declare module 'fastify' {
  interface FastifyInstance {
    contents: ContentRepo;
  }
}
export default defineRepository('contents', create);
