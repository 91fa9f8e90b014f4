// A list route's query, derived from its resource (schemas/resources/<name>.json `filters` and
// `sort`) and the list file that shows it (its search fields' titles, limits and choices): the
// querystring schema and the Drizzle conditions of the filters, and the order a request asks for
// (sortField/sortOrder). Built-in list routes and derived resources both use it, so a filter or
// sort key declared in the files works through HTTP with no code change (docs/architecture.md).
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { rangeNames } from '../../../src/engine/schema/actions';
import type { ResourceSchema } from '../../../src/engine/schema/resource';
import type { FieldSchema } from '../../../src/engine/schema/types';
import { badRequest } from '../lib/biz-error';
import type { JsonSchema } from '../lib/envelope';
import { assertOfficeInScope } from '../lib/scope';
import type { AuthUser } from '../plugins/auth';
import { containsPattern } from '../plugins/repositories/like';
import { fieldSchemas } from './derive';
import { parseTime } from './time-range';

export interface ListQuery {
  /** Querystring properties of the filters (no paging, no sorting): lists, counts, exports. */
  filters: Record<string, JsonSchema>;
  /** Querystring properties sortField/sortOrder; none when the resource declares no sort key. */
  sorting: Record<string, JsonSchema>;
  /**
   * The filters `q` gives, as one condition (undefined: none given). Asking an admin's list for an
   * office outside their scope is 403, not an empty list.
   */
  where(u: AuthUser, q: Record<string, unknown>): SQL | undefined;
  /** The order `q` asks for, ties broken by id; undefined when it asks none (the route's own). */
  order(q: Record<string, unknown>): SQL[] | undefined;
}

type Match = 'equals' | 'contains' | 'from' | 'to' | 'has';
interface Filter {
  param: string;
  title: string;
  match: Match;
  columns: PgColumn[];
  /** `has`: the document's list field that must contain the value. */
  field?: string;
}

export const SORT_ORDERS = ['ascend', 'descend'] as const;

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The schema of a search field, without its rendering keys (x-*), choices as their values. */
const fromSearch = (f: FieldSchema): JsonSchema => {
  const out: JsonSchema = { type: f.type === 'number' ? 'number' : (f.type ?? 'string') };
  for (const k of ['maxLength', 'minLength', 'maximum', 'minimum'] as const) {
    if (f[k] !== undefined) out[k] = f[k];
  }
  if (f.enum) out.enum = f.enum.map((o) => (typeof o === 'object' ? o.value : o));
  return out;
};

/** A column's querystring schema when no search field describes it. */
const byColumnType = (type: string | undefined, match: Match): JsonSchema => {
  if (match === 'from' || match === 'to') return { type: 'string', maxLength: 40 };
  if (type === 'boolean') return { type: 'boolean' };
  if (type === 'numeric') return { type: 'number' };
  if (type === 'text' || type === 'jsonb') return { type: 'string', maxLength: 100 };
  return { type: 'integer' };
};

/**
 * The query of resource `name`'s list route on `table` (the built-in table or the derived one).
 * `list` names the list file whose search the route answers (default: the resource's `list`, and
 * every declared filter is accepted); with it, only the filters that list searches.
 *
 * @example const q = listQuery(app, 'lawyer', lawyer); input({ ...pagingFields, ...q.filters, ...q.sorting })
 */
export const listQuery = (
  app: FastifyInstance,
  name: string,
  table: PgTable,
  opts: { list?: string } = {},
): ListQuery => {
  // Bound at start on purpose: the filters and sort keys are the resource's columns, which no firm
  // can change (resource files are not editable at runtime), and a firm's published list may only
  // search those (the check); their titles and limits are the deployed list's.
  const r: ResourceSchema = app.schemas.resources[name];
  const file = `${app.schemas.dir}/resources/${name}.json`;
  const cols = table as unknown as Record<string, PgColumn>;
  const col = (c: string, at: string) => {
    // The check refuses a filter or sort key that is not a column; the table must have it too.
    if (!cols[c]) throw new Error(`${file}#${at} 列 "${c}" 不在数据表 ${r.table} 中`);
    return cols[c];
  };
  const list = app.schemas.lists[opts.list ?? r.list ?? ''];
  const search = (list?.search?.properties ?? {}) as Record<string, FieldSchema>;
  const searched = Object.keys(search).flatMap((k) => rangeNames(k) ?? [k]);
  const formFields = fieldSchemas(r.forms.map((f) => app.schemas.forms[f]));

  const filters: Filter[] = [];
  const filterProps: Record<string, JsonSchema> = {};
  (r.filters ?? []).forEach((f, i) => {
    const param = typeof f === 'string' ? f : f.param;
    if (opts.list && !searched.includes(param)) return;
    const names = typeof f === 'string' ? [f] : 'column' in f ? [f.column].flat() : [];
    const columns = names.map((c) => col(c, `/filters/${i}`));
    const field = search[param];
    const colType = r.columns[names[0]];
    const match: Match =
      typeof f === 'object' && 'field' in f
        ? 'has'
        : typeof f === 'object' && f.match
          ? f.match
          : colType === 'text' && !field?.enum
            ? 'contains'
            : 'equals';
    const schema = field ? fromSearch(field) : byColumnType(colType, match);
    // Ids (id, organizationId, professionId…) are positive: 0 or -1 is refused by name.
    if (schema.type === 'integer' && /(^id|Id)$/.test(param)) schema.minimum ??= 1;
    const title =
      (typeof f === 'object' && 'title' in f ? f.title : undefined) ??
      field?.title ??
      formFields[names[0]]?.title ??
      param;
    filterProps[param] = { ...schema, title };
    filters.push({
      param,
      title,
      match,
      columns,
      field: typeof f === 'object' && 'field' in f ? f.field : undefined,
    });
  });
  const doc = r.document ? cols[r.document] : undefined;

  const sortKeys = r.sort ?? [];
  sortKeys.forEach((k, i) => col(k, `/sort/${i}`));
  const sorting: Record<string, JsonSchema> = sortKeys.length
    ? {
        sortField: { type: 'string', title: '排序字段', enum: sortKeys },
        sortOrder: { type: 'string', title: '排序方式', enum: [...SORT_ORDERS] },
      }
    : {};

  const condition = (f: Filter, v: unknown, u: AuthUser, ends: Map<PgColumn, Date>): SQL => {
    const [c] = f.columns;
    switch (f.match) {
      case 'contains': {
        const parts = f.columns.map((x) => ilike(x, containsPattern(String(v).trim())));
        return parts.length === 1 ? parts[0] : (or(...parts) as SQL);
      }
      case 'from':
      case 'to': {
        const at = parseTime(String(v), f.title, f.match === 'to');
        ends.set(c, at);
        // Inclusive to the millisecond: the database keeps microseconds, a client milliseconds.
        return f.match === 'from' ? gte(c, at) : lt(c, new Date(at.getTime() + 1));
      }
      case 'has':
        // Written as a GIN index on (document -> 'field') is (db/schema.ts): a record whose
        // document lacks the list simply does not match. Field names are checked identifiers.
        return sql`(${doc} -> ${sql.raw(`'${f.field!.replace(/'/g, "''")}'`)}) @> ${JSON.stringify([v])}::jsonb`;
      default:
        if (r.scope.office && c === cols[r.scope.office] && u.type === 'admin')
          assertOfficeInScope(u, Number(v));
        return eq(c, v);
    }
  };

  return {
    filters: filterProps,
    sorting,
    where(u, q) {
      const parts: SQL[] = [];
      const from = new Map<PgColumn, Date>();
      const to = new Map<PgColumn, Date>();
      for (const f of filters) {
        const v = q[f.param];
        if (blank(v)) continue;
        parts.push(condition(f, v, u, f.match === 'from' ? from : to));
      }
      for (const [c, start] of from) {
        const end = to.get(c);
        if (end && start > end) {
          const title = (m: Match) => filters.find((f) => f.match === m && f.columns[0] === c)!;
          throw badRequest(`${title('from').title}不能晚于${title('to').title}`);
        }
      }
      return parts.length ? and(...parts) : undefined;
    },
    order(q) {
      const key = q.sortField;
      if (typeof key !== 'string' || !sortKeys.includes(key)) return undefined;
      const dir = q.sortOrder === 'descend' ? desc : asc;
      return key === 'id' ? [dir(cols.id)] : [dir(cols[key]), dir(cols.id)];
    },
  };
};
