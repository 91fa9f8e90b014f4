// Lawyer cards (名片). The columns name/title/organizationId and the jsonb `content` hold the
// working version; `published` holds the approved version the mini-program shows. Status changes
// are conditional UPDATEs (… WHERE status IN (…)), so two concurrent audits cannot both win.
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { lawyer, lawyerCard, organization, selfProfessional } from '../../db/schema';
import { readSection } from '../../lib/settings/read';
import type { SortWay } from '../../lib/settings/defaults';
import { orderOf, pinyinKey } from './card-order';
import { lastChangeOf, pageWindow, qualified, versionedUpdate, type SavedBy } from './define';

export type CardRow = typeof lawyerCard.$inferSelect;
export type CardInsert = typeof lawyerCard.$inferInsert;

export const CARD_DRAFT = 0;
export const CARD_PENDING = 1;
export const CARD_APPROVED = 2;
export const CARD_REJECTED = 3;

export interface CardFilter {
  firmId: number;
  onlyOrganizationId?: number;
  /**
   * The list's filters (resources/list-query.ts, from resources/card.json); its practice-area
   * filter is written as the GIN index lawyer_card_professions_idx is (schema.ts).
   */
  match?: SQL;
  /** Only these rows (导出所选). */
  ids?: number[];
}

const where = (f: CardFilter) => {
  const parts: SQL[] = [eq(lawyerCard.firmId, f.firmId)];
  if (f.onlyOrganizationId !== undefined)
    parts.push(eq(lawyerCard.organizationId, f.onlyOrganizationId));
  if (f.match) parts.push(f.match);
  if (f.ids) parts.push(inArray(lawyerCard.id, f.ids));
  return and(...parts);
};

// The office's name and the lawyer's mobile as scalar subqueries rather than joins: PostgreSQL
// evaluates them after ORDER BY and LIMIT, so a page looks up ten rows instead of joining every
// card the filter matches before sorting.
const withOffice = {
  row: lawyerCard,
  organizationName: sql<string | null>`(select ${organization.name} from ${organization}
    where ${qualified(organization.id)} = ${qualified(lawyerCard.organizationId)})`,
  lawyerMobile: sql<string | null>`(select ${lawyer.mobile} from ${lawyer}
    where ${qualified(lawyer.id)} = ${qualified(lawyerCard.lawyerId)})`,
};
type Joined = { row: CardRow; organizationName: string | null; lawyerMobile: string | null };
const flat = (r: Joined) => ({
  ...r.row,
  organizationName: r.organizationName ?? '',
  lawyerMobile: r.lawyerMobile ?? '',
});
export type CardWithOffice = ReturnType<typeof flat>;

// What a row of the card list shows, and no more: of the jsonb content only the keys the list
// reads, and of the published version only whether there is one. A card's full text (bio,
// education, cases…) and its published copy stay in the database.
const listColumns = {
  id: lawyerCard.id,
  lawyerId: lawyerCard.lawyerId,
  name: lawyerCard.name,
  title: lawyerCard.title,
  organizationId: lawyerCard.organizationId,
  status: lawyerCard.status,
  rejectReason: lawyerCard.rejectReason,
  updateTime: lawyerCard.updateTime,
  version: lawyerCard.version,
  content: sql<Record<string, unknown>>`jsonb_build_object(
    'avatar', ${lawyerCard.content} -> 'avatar',
    'mobile', ${lawyerCard.content} -> 'mobile',
    'professions', ${lawyerCard.content} -> 'professions')`,
  hasPublished: sql<boolean>`(${lawyerCard.published} is not null)`,
  organizationName: withOffice.organizationName,
  lawyerMobile: withOffice.lawyerMobile,
};
/** The list's `content` with `fields` of the document as well (none: the list's own keys). */
const withDocumentKeys = (fields: readonly string[]) =>
  fields.length
    ? {
        content: sql<
          Record<string, unknown>
        >`(${listColumns.content}) || jsonb_build_object(${sql.join(
          fields.map((k) => sql`${k}::text, ${lawyerCard.content} -> ${k}::text`),
          sql`, `,
        )})`,
      }
    : {};
/** A card as the list shows it: from page(), or from a full row (the export). */
export interface CardListRow {
  id: number;
  lawyerId: number;
  name: string;
  title: string;
  organizationId: number;
  status: number;
  rejectReason: string | null;
  updateTime: Date;
  version: number;
  content: Record<string, unknown>;
  hasPublished: boolean;
  organizationName: string;
  lawyerMobile: string;
}
export const toListRow = (c: CardWithOffice): CardListRow => ({
  ...c,
  hasPublished: c.published !== null,
});

/** The filter's match count, as a column: one statement answers a page and its total. */
const totalOf = (f: CardFilter) =>
  sql<number>`(select count(*) from ${lawyerCard} where ${where(f)})`.mapWith(Number);

// Every list page and card screen names its practice areas: one statement for any number of
// ids (an int[] parameter), prepared once per database.
const professionNamesOf = preparedOnce((db: Db) =>
  db
    .select({ id: selfProfessional.id, name: selfProfessional.name })
    .from(selfProfessional)
    .where(
      and(
        eq(selfProfessional.firmId, sql.placeholder('firmId')),
        sql`${selfProfessional.id} = any(${sql.placeholder('ids')}::int[])`,
      ),
    )
    .orderBy(asc(selfProfessional.id))
    .prepare('profession_names'),
);

export const createCards = (db: Db) => {
  const joined = () => db.select(withOffice).from(lawyerCard);
  const sortWay = async (f: CardFilter, way?: SortWay) =>
    way ?? (await readSection(db, f.firmId, 'sortSet')).way;

  return {
    /** In the firm's card order (sortSet) unless `way` says otherwise. */
    async list(f: CardFilter, limit: number, offset = 0, way?: SortWay) {
      const rows = await joined()
        .where(where(f))
        .orderBy(...orderOf(await sortWay(f, way)))
        .offset(offset)
        .limit(limit);
      return rows.map(flat);
    },
    async count(f: CardFilter) {
      const [row] = await db.select({ n: count() }).from(lawyerCard).where(where(f));
      return row?.n ?? 0;
    },
    /**
     * A page and the filter's total in one statement (the total rides on every row), in `order`
     * (a sort the list asked for), else the firm's card order.
     */
    async page(
      f: CardFilter,
      current: number,
      size: number,
      order?: SQL[],
      /** Document keys the firm's list file shows beyond the row's own (routes/card/dto.ts). */
      fields: readonly string[] = [],
    ) {
      const { offset, limit } = pageWindow(current, size);
      const rows = await db
        .select({ ...listColumns, ...withDocumentKeys(fields), total: totalOf(f) })
        .from(lawyerCard)
        .where(where(f))
        .orderBy(...(order ?? orderOf(await sortWay(f))))
        .offset(offset)
        .limit(limit);
      // A page past the end has no row to carry the total; only then is it asked for alone.
      const total = rows[0]?.total ?? (offset > 0 ? await this.count(f) : 0);
      const records: CardListRow[] = rows.map(({ total: _, ...r }) => ({
        ...r,
        organizationName: r.organizationName ?? '',
        lawyerMobile: r.lawyerMobile ?? '',
      }));
      return { rows: records, total };
    },
    async byId(firmId: number, id: number) {
      const [row] = await joined()
        .where(and(eq(lawyerCard.firmId, firmId), eq(lawyerCard.id, id)))
        .limit(1);
      return row ? flat(row) : undefined;
    },
    async byLawyer(firmId: number, lawyerId: number) {
      const [row] = await db
        .select({ id: lawyerCard.id })
        .from(lawyerCard)
        .where(and(eq(lawyerCard.firmId, firmId), eq(lawyerCard.lawyerId, lawyerId)))
        .limit(1);
      return row;
    },
    async insert(values: CardInsert) {
      const [row] = await db
        .insert(lawyerCard)
        .values({ ...values, namePinyin: pinyinKey(values.name) })
        .returning({ id: lawyerCard.id });
      return row.id;
    },
    /** Optimistic update of the working version (and status, when an edit starts a revision). */
    update(
      firmId: number,
      id: number,
      version: number | undefined,
      values: Partial<CardInsert> & SavedBy,
    ) {
      const key = values.name === undefined ? {} : { namePinyin: pinyinKey(values.name) };
      return versionedUpdate(db, lawyerCard, firmId, id, version, { ...values, ...key });
    },
    /** Sets the pinyin key of cards written without one (older rows, seeds). */
    async backfillPinyin() {
      for (;;) {
        const rows = await db
          .select({ id: lawyerCard.id, name: lawyerCard.name })
          .from(lawyerCard)
          .where(isNull(lawyerCard.namePinyin))
          .limit(200);
        for (const r of rows) {
          await db
            .update(lawyerCard)
            .set({ namePinyin: pinyinKey(r.name) })
            .where(and(eq(lawyerCard.id, r.id), eq(lawyerCard.name, r.name)));
        }
        if (rows.length < 200) return;
      }
    },
    /**
     * Moves the card from one of `from` to a new status, atomically: the row is changed only if
     * its status (and the version, when given) is still what the caller saw. False = lost.
     */
    async transition(
      firmId: number,
      id: number,
      from: number[],
      values: Partial<CardInsert> & { status: number } & SavedBy,
      version?: number,
    ) {
      const conds = [
        eq(lawyerCard.firmId, firmId),
        eq(lawyerCard.id, id),
        inArray(lawyerCard.status, from),
      ];
      if (version !== undefined) conds.push(eq(lawyerCard.version, version));
      const rows = await db
        .update(lawyerCard)
        .set({ ...values, version: sql`${lawyerCard.version} + 1`, updateTime: new Date() })
        .where(and(...conds))
        .returning({ id: lawyerCard.id });
      return rows.length > 0;
    },
    /** The version and last saver (a lost transition's 409 names them). */
    lastChange(firmId: number, id: number) {
      return lastChangeOf(db, lawyerCard, firmId, id);
    },
    async remove(firmId: number, id: number) {
      const rows = await db
        .delete(lawyerCard)
        .where(and(eq(lawyerCard.firmId, firmId), eq(lawyerCard.id, id)))
        .returning({ id: lawyerCard.id });
      return rows.length > 0;
    },
    /** Names of the firm's own practice areas by id (other firms' ids resolve to nothing). */
    async professionNames(firmId: number, ids: number[]) {
      // Only whole numbers can name an area (a stored list written by older code may hold others).
      const unique = [...new Set(ids)].filter(Number.isInteger);
      if (!unique.length) return new Map<number, string>();
      const rows = await professionNamesOf(db).execute({ firmId, ids: `{${unique.join(',')}}` });
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
};

export type CardRepo = ReturnType<typeof createCards>;
declare module 'fastify' {
  interface FastifyInstance {
    cards: CardRepo;
  }
}
export default fp(
  async (app: FastifyInstance) => {
    const cards = createCards(app.db);
    app.decorate('cards', cards);
    // After migrations and seeding, before the first request: every card gets its pinyin key.
    app.addHook('onReady', () => cards.backfillPinyin());
  },
  { name: 'repo-cards', dependencies: ['db'] },
);

/**
 * Whether submitted cards wait for an admin (firmConf cardReview.enabled). Default ON: a firm
 * that never saved the setting, or saved something unreadable, still reviews its cards.
 */
export const isCardReviewEnabled = async (db: Db, firmId: number): Promise<boolean> =>
  (await readSection(db, firmId, 'cardReview')).enabled;
