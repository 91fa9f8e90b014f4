// Card analytics (docs/architecture.md, 名片数据): the write path is one INSERT … SELECT that
// finds the published card of the firm and copies its office and lawyer, so an unknown card or
// another firm's card writes nothing (on PostgreSQL in one statement with its rate-limit counts). The reads group one table by day and type; visitors are
// summed per day, since the visitor hash changes with each day's salt.
import { and, eq, gte, inArray, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cardEvent, firm, lawyerCard, organization, serverSecret } from '../../db/schema';
import { defineRepository } from './define';
import { countCallSql } from './rate-limit-counters';

export const eventTypes = ['view', 'save', 'call', 'share', 'map'] as const;
export type CardEventType = (typeof eventTypes)[number];
export const eventSources = ['qr', 'link', 'share', 'miniprogram'] as const;
export type CardEventSource = (typeof eventSources)[number];

const SALT_PREFIX = 'card-visitor-salt:';

export interface Counts {
  views: number;
  visitors: number;
  saves: number;
  calls: number;
  shares: number;
  maps: number;
}
const countKey: Record<CardEventType, keyof Counts> = {
  view: 'views',
  save: 'saves',
  call: 'calls',
  share: 'shares',
  map: 'maps',
};
export const zeroCounts = (): Counts => ({
  views: 0,
  visitors: 0,
  saves: 0,
  calls: 0,
  shares: 0,
  maps: 0,
});

/** One event as the card page reports it, with the day's visitor hash. */
export interface NewEvent {
  firmId: number;
  cardId: number;
  type: CardEventType;
  source: CardEventSource | null;
  visitor: string;
  day: string;
}

/** A rate limit the event write counts in its own statement (a `rate_limit_counter` row). */
export interface CountedLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** Which events a stats answer counts: a firm's, between two China-time days, inclusive. */
export interface StatsScope {
  firmId: number;
  from: string;
  to: string;
  organizationId?: number;
  cardId?: number;
  lawyerId?: number;
}

const where = (s: StatsScope): SQL => {
  const conds = [
    eq(cardEvent.firmId, s.firmId),
    gte(cardEvent.day, s.from),
    lte(cardEvent.day, s.to),
  ];
  if (s.organizationId !== undefined) conds.push(eq(cardEvent.organizationId, s.organizationId));
  if (s.cardId !== undefined) conds.push(eq(cardEvent.cardId, s.cardId));
  if (s.lawyerId !== undefined) conds.push(eq(cardEvent.lawyerId, s.lawyerId));
  return and(...conds) as SQL;
};

interface Grouped {
  key: number | string;
  type: string;
  n: number;
  distinct: number;
}

/** Adds grouped rows (per day, type and key) into counts per key. */
const fold = <K extends number | string>(rows: Grouped[]): Map<K, Counts> => {
  const out = new Map<K, Counts>();
  for (const r of rows) {
    const key = r.key as K;
    const c = out.get(key) ?? zeroCounts();
    const name = countKey[r.type as CardEventType];
    if (name) c[name] += Number(r.n);
    if (r.type === 'view') c.visitors += Number(r.distinct);
    out.set(key, c);
  }
  return out;
};

const create = (db: Db) => {
  /** Counts grouped by `key` (and day, for the visitors), in the scope. */
  const groupBy = async (s: StatsScope, key: SQL | AnyPgColumn) =>
    (await db
      .select({
        key: sql<number | string>`${key}`,
        day: cardEvent.day,
        type: cardEvent.type,
        n: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct ${cardEvent.visitor})::int`,
      })
      .from(cardEvent)
      .where(where(s))
      .groupBy(sql`1`, cardEvent.day, cardEvent.type)) as Grouped[];

  return {
    /**
     * Records one event on the firm's published card `cardId` (none when `event` is null: a bot)
     * after counting `limits` in the same statement, one round trip and one commit: each limit is
     * counted only while those before it allow the call (a refused client does not use up the
     * card's allowance), and the event is written only if all allow it and the firm has that
     * card published. The commit does not wait for the disk (docs/architecture.md, 名片数据).
     */
    async record(
      event: NewEvent | null,
      limits: readonly CountedLimit[] = [],
    ): Promise<{ recorded: boolean; limited: boolean }> {
      const name = (i: number) => sql.identifier(`l${i}`);
      // `exists (…)` of limit i allowing the call; `true` before the first limit.
      const allowed = (i: number) =>
        i < 0
          ? sql`true`
          : sql`exists (select 1 from ${name(i)} where hits <= ${limits[i].max}::int)`;
      const clauses = limits.map(
        (l, i) =>
          sql`${name(i)} as (${countCallSql(l.key, l.windowMs, allowed(i - 1))} returning r.hits)`,
      );
      if (event) {
        clauses.push(sql`w as (
          insert into ${cardEvent}
            (firm_id, card_id, organization_id, lawyer_id, type, source, visitor, day)
          select c.firm_id, c.id, c.organization_id, c.lawyer_id, ${event.type}::varchar,
            ${event.source}::varchar, ${event.visitor}::varchar, ${event.day}::date
          from ${lawyerCard} c
          where c.firm_id = ${event.firmId}::int and c.id = ${event.cardId}::int
            and c.published is not null and ${allowed(limits.length - 1)}
          returning 1)`);
      }
      const hits = limits.map(
        (_, i) => sql`, (select hits from ${name(i)}) as ${sql.identifier(`h${i}`)}`,
      );
      // Losing the last moment's events in a crash costs less than a wait for the disk on every
      // card view: this commit alone does not flush (set_config local to the statement's
      // transaction, in force when it commits).
      const statement = sql`
        ${clauses.length ? sql`with ${sql.join(clauses, sql`, `)}` : sql``}
        select set_config('synchronous_commit', 'off', true) as sync_commit,
          ${event ? sql`(select count(*) from w)::int` : sql`0`} as recorded ${sql.join(hits)}`;
      // execute() answers { rows } on both drivers; its published type is the driver's own.
      const { rows } = (await db.execute(statement)) as unknown as {
        rows: Array<Record<string, number | string | null>>;
      };
      const [row] = rows;
      return {
        recorded: Number(row.recorded) > 0,
        // A limit that did not count (an earlier one refused) answers null.
        limited: limits.some((l, i) => row[`h${i}`] === null || Number(row[`h${i}`]) > l.max),
      };
    },

    /** Totals over the scope. */
    async totals(s: StatsScope): Promise<Counts> {
      return fold<number>(await groupBy(s, sql`0`)).get(0) ?? zeroCounts();
    },

    /** One entry per day from `from` to `to` (days without events are zeros). */
    async trend(s: StatsScope): Promise<Array<Counts & { day: string }>> {
      const byDay = fold<string>(await groupBy(s, cardEvent.day));
      const out: Array<Counts & { day: string }> = [];
      for (let d = s.from; d <= s.to; d = nextDay(d)) {
        out.push({ day: d, ...(byDay.get(d) ?? zeroCounts()) });
      }
      return out;
    },

    /** Views per source, every source listed. */
    async bySource(s: StatsScope): Promise<Array<{ source: CardEventSource; views: number }>> {
      const rows = await db
        .select({ source: cardEvent.source, n: sql<number>`count(*)::int` })
        .from(cardEvent)
        .where(and(where(s), eq(cardEvent.type, 'view')))
        .groupBy(cardEvent.source);
      return eventSources.map((source) => ({
        source,
        views: Number(rows.find((r) => r.source === source)?.n ?? 0),
      }));
    },

    /** Counts per office that had events, most viewed first. */
    async byOffice(s: StatsScope) {
      const counts = fold<number>(await groupBy(s, cardEvent.organizationId));
      const ids = [...counts.keys()];
      const names = ids.length
        ? await db
            .select({ id: organization.id, name: organization.name })
            .from(organization)
            .where(and(eq(organization.firmId, s.firmId), inArray(organization.id, ids)))
        : [];
      return ids
        .map((id) => ({
          organizationId: id,
          organizationName: names.find((n) => n.id === id)?.name ?? '',
          ...(counts.get(id) ?? zeroCounts()),
        }))
        .sort((a, b) => b.views - a.views || a.organizationId - b.organizationId);
    },

    /** The `limit` most viewed cards (ties: the lower id first). */
    async topCards(s: StatsScope, limit = 10) {
      const counts = fold<number>(await groupBy(s, cardEvent.cardId));
      const top = [...counts.entries()]
        .sort(([a, ca], [b, cb]) => cb.views - ca.views || a - b)
        .slice(0, limit);
      const ids = top.map(([id]) => id);
      const cards = ids.length
        ? await db
            .select({ id: lawyerCard.id, name: lawyerCard.name, office: organization.name })
            .from(lawyerCard)
            .leftJoin(organization, eq(organization.id, lawyerCard.organizationId))
            .where(and(eq(lawyerCard.firmId, s.firmId), inArray(lawyerCard.id, ids)))
        : [];
      return top.map(([id, c]) => {
        const card = cards.find((x) => x.id === id);
        return { cardId: id, name: card?.name ?? '', organizationName: card?.office ?? '', ...c };
      });
    },

    /**
     * Deletes each firm's events older than its retention (`retentionOf`, days before `today`:
     * at 400, an event of 400 days ago stays and one of 401 goes) and the visitor salts of days
     * before `today`. Returns the number of events deleted.
     */
    async purge(today: string, retentionOf: (firmId: number) => Promise<number>): Promise<number> {
      let gone = 0;
      // One firm at a time: each delete walks that firm's (firm, day) index.
      for (const { id } of await db.select({ id: firm.id }).from(firm)) {
        const before = addDays(today, -(await retentionOf(id)));
        const rows = await db
          .delete(cardEvent)
          .where(and(eq(cardEvent.firmId, id), lt(cardEvent.day, before)))
          .returning({ id: cardEvent.id });
        gone += rows.length;
      }
      await db
        .delete(serverSecret)
        .where(
          and(like(serverSecret.name, `${SALT_PREFIX}%`), lt(serverSecret.name, saltName(today))),
        );
      return gone;
    },
  };
};

export const saltName = (day: string) => `${SALT_PREFIX}${day}`;

/** The day after `day` (yyyy-mm-dd). */
export const nextDay = (day: string) => addDays(day, 1);
export const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export type CardEventRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    cardEvents: CardEventRepo;
  }
}
export default defineRepository('cardEvents', create);
