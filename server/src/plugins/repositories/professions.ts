// Practice areas: the platform's standard list (professional_area, firm_id null) and each firm's
// own list (self_professional), which cards reference by id in their `professions` arrays.
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lawyerCard, professionalArea, selfProfessional } from '../../db/schema';
import { defineRepository, pageWindow, versionedUpdate, type SavedBy } from './define';

export type ProfessionRow = typeof selfProfessional.$inferSelect;
export type ProfessionInsert = typeof selfProfessional.$inferInsert;

const t = selfProfessional;

// Cards (their current version) that list the area. Raw SQL so the outer table is qualified.
const lawyerCount =
  sql<number>`(select count(*) from lawyer_card c where c.firm_id = "self_professional"."firm_id" and coalesce(c.content -> 'professions', '[]'::jsonb) @> jsonb_build_array("self_professional"."id"))`.mapWith(
    Number,
  );

/** Mini-program order: top first, then sort, then id. */
const order = [desc(t.top), asc(t.sort), asc(t.id)];

// `doc` with `id` removed from its professions array (order kept); other keys untouched.
const without = (doc: SQL, id: number) =>
  sql`jsonb_set(${doc}, '{professions}', coalesce((select jsonb_agg(e.value order by e.ord) from jsonb_array_elements(${doc} -> 'professions') with ordinality as e(value, ord) where e.value <> to_jsonb(${id}::int)), '[]'::jsonb))`;
const lists = (doc: SQL, id: number) =>
  sql`(jsonb_typeof(${doc} -> 'professions') = 'array' and ${doc} -> 'professions' @> jsonb_build_array(${id}::int))`;

const create = (db: Db) => ({
  standardList: () =>
    db
      .select({ id: professionalArea.id, name: professionalArea.name })
      .from(professionalArea)
      .where(isNull(professionalArea.firmId))
      .orderBy(asc(professionalArea.sort), asc(professionalArea.id)),
  /** `match`: the list's filters (resources/list-query.ts); `sorted`: a sort the list asked for. */
  async page(f: { firmId: number; match?: SQL }, current: number, size: number, sorted?: SQL[]) {
    const parts: SQL[] = [eq(t.firmId, f.firmId)];
    if (f.match) parts.push(f.match);
    const { offset, limit } = pageWindow(current, size);
    const rows = await db
      .select({ row: t, lawyerCount })
      .from(t)
      .where(and(...parts))
      .orderBy(...(sorted ?? order))
      .offset(offset)
      .limit(limit);
    const [total] = await db
      .select({ n: count() })
      .from(t)
      .where(and(...parts));
    return {
      rows: rows.map((r) => ({ ...r.row, lawyerCount: r.lawyerCount })),
      total: total?.n ?? 0,
    };
  },
  wxList: (firmId: number) =>
    db
      .select({ id: t.id, name: t.name, top: t.top })
      .from(t)
      .where(eq(t.firmId, firmId))
      .orderBy(...order),
  async byId(firmId: number, id: number) {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.firmId, firmId), eq(t.id, id)))
      .limit(1);
    return row;
  },
  async byName(firmId: number, name: string) {
    const [row] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.firmId, firmId), eq(t.name, name)))
      .limit(1);
    return row;
  },
  async insert(values: ProfessionInsert) {
    const [row] = await db.insert(t).values(values).returning({ id: t.id });
    return row.id;
  },
  update(
    firmId: number,
    id: number,
    version: number | undefined,
    values: Partial<ProfessionInsert> & SavedBy,
  ) {
    return versionedUpdate(db, t, firmId, id, version, values);
  },
  /**
   * Deletes the area and, in the same transaction, takes it out of every card of the firm that
   * lists it (current and published versions); those cards get a new version. Returns how many
   * cards changed, or undefined when the area does not exist. Inside the caller's transaction
   * (the route's, which also writes the log) this is a savepoint of it.
   */
  async remove(firmId: number, id: number, { updatedBy }: SavedBy) {
    return db.transaction(async (tx) => {
      const gone = await tx
        .delete(t)
        .where(and(eq(t.firmId, firmId), eq(t.id, id)))
        .returning({ id: t.id });
      if (!gone.length) return undefined;
      const content = sql`${lawyerCard.content}`;
      const published = sql`${lawyerCard.published}`;
      const changed = await tx
        .update(lawyerCard)
        .set({
          content: sql`case when ${lists(content, id)} then ${without(content, id)} else ${content} end`,
          published: sql`case when ${lists(published, id)} then ${without(published, id)} else ${published} end`,
          version: sql`${lawyerCard.version} + 1`,
          updateTime: new Date(),
          updatedBy,
        })
        .where(
          and(
            eq(lawyerCard.firmId, firmId),
            sql`(${lists(content, id)} or coalesce(${lists(published, id)}, false))`,
          ),
        )
        .returning({ id: lawyerCard.id });
      return changed.length;
    });
  },
});

export type ProfessionRepo = ReturnType<typeof create>;
/** The same queries on a transaction, so a change and its log commit together. */
export const professionsOn = create;
declare module 'fastify' {
  interface FastifyInstance {
    professions: ProfessionRepo;
  }
}
export default defineRepository('professions', create);
