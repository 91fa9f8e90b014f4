// What every list export shares: its query (the list's filters plus maskMobile), the row cap, the
// important log of type export, and the .xlsx answer. A route only says what to export. Every
// export also takes `ids` (导出所选, the rows ticked in the list, as `1,2,3`): then exactly those
// rows are exported, each in the caller's scope, or nothing is (refused like a batch action).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/biz-error';
import { input, type JsonSchema } from '../../lib/envelope';
import { clientKey, limitPer, userKey } from '../../lib/rate-limits';
import { userOf, type AuthUser } from '../../plugins/auth';
import { downloadFields, exportCell } from '../../resources/export-fields';
import { MAX_BATCH } from '../batch/shared';
import { actorOf, exportTarget } from './actor';
import { EXPORT_LIMIT, sendXlsx, xlsxResponse, type Column } from './xlsx';

/** Mobiles are masked unless the admin asks for them (the console's 导出完整手机号). */
export const exportQuerystring = (filterFields: Record<string, JsonSchema>) =>
  input({
    ...filterFields,
    maskMobile: { type: 'boolean', title: '隐藏手机号', default: true },
    // Up to MAX_BATCH ids of at most 10 digits, comma-separated; parsed by selectedIds.
    ids: { type: 'string', title: '所选记录', maxLength: MAX_BATCH * 11 },
  });

const MAX_ID = 2147483647;

/**
 * The ids of 导出所选 (`1,2,3`), each once; refused in Chinese when empty, malformed or more than
 * a batch may name.
 *
 * @example selectedIds('3,5,3', '人员') // [3, 5]
 */
export const selectedIds = (text: string, what: string): number[] => {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 1 && parts[0] === '') throw badRequest(`请选择要导出的${what}`);
  if (parts.length > MAX_BATCH) throw badRequest(`所选${what}最多${MAX_BATCH}项`);
  const ids = parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : 0));
  if (ids.some((n) => n < 1 || n > MAX_ID)) throw badRequest(`所选${what}格式不正确`);
  return [...new Set(ids)];
};

/**
 * Exports read up to EXPORT_LIMIT rows each: limited per admin and per client address, so one
 * stolen token (or one address with several) cannot turn them into a bulk download or a load test.
 * One pair per route (each call makes its own counters).
 */
export const exportLimits = (app: FastifyInstance) => {
  const perUser = limitPer(app, app.abuseLimits.perAccount, userKey, 'user');
  const perAddress = limitPer(app, app.abuseLimits.perClient, clientKey);
  return async (req: FastifyRequest) => {
    await perUser(req);
    await perAddress(req);
  };
};

type Scoped = {
  firmId: number;
  organizationId?: number;
  onlyOrganizationId?: number;
  ids?: number[];
};

export interface ExportSpec<F extends Scoped, R> {
  /** 人员列表 / 名片列表: the sheet, the file name and the log all use it. */
  what: string;
  filter: F;
  count: (filter: F) => Promise<number>;
  list: (filter: F, limit: number) => Promise<R[]>;
  columns: Column[];
  toRows: (
    rows: R[],
    mask: boolean,
  ) => Promise<Array<Array<string | number>>> | Array<Array<string | number>>;
}

const runExport = async <F extends Scoped, R>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  mask: boolean,
  spec: ExportSpec<F, R>,
) => {
  const { ids } = request.query as { ids?: string };
  const filter = ids === undefined ? spec.filter : await selection(spec, ids);
  if ((await spec.count(filter)) > EXPORT_LIMIT) {
    throw badRequest(`导出数据不能超过 ${EXPORT_LIMIT} 条，请缩小筛选范围`);
  }
  const rows = await spec.list(filter, EXPORT_LIMIT);
  await app.unitOfWork((w) =>
    w.events.log(
      actorOf(request),
      'export',
      `导出${spec.what}`,
      exportTarget(spec.what, filter),
      `${ids === undefined ? '' : '所选 '}${rows.length} 条，${mask ? '手机号已隐藏' : '含完整手机号'}`,
    ),
  );
  return sendXlsx(reply, spec.what, spec.columns, await spec.toRows(rows, mask));
};

/**
 * The filter of 导出所选: exactly the selected rows, the list's other filters aside. One the firm
 * does not have is 404 and one of another office (levels 3–4) 403, so a selection is exported
 * whole or not at all.
 */
const selection = async <F extends Scoped, R>(spec: ExportSpec<F, R>, text: string) => {
  // 人员列表 → 人员: the rows' own word, as the batch actions say it.
  const what = spec.what.replace(/列表$/, '');
  const ids = selectedIds(text, what);
  const inFirm = { firmId: spec.filter.firmId, ids } as F;
  const found = await spec.count(inFirm);
  if (found < ids.length) {
    throw notFound(`所选${what}中有 ${ids.length - found} 条不存在或已被删除，请刷新后重试`);
  }
  const inScope = { ...inFirm, onlyOrganizationId: spec.filter.onlyOrganizationId };
  if ((await spec.count(inScope)) < ids.length) {
    throw forbidden(`所选${what}中有不属于您所在机构的记录，未导出任何数据`);
  }
  return inScope;
};

/** A row as a route gives it: its fixed cells, and what the list's 导出 fields are read from. */
export interface ExportRow {
  cells: Array<string | number>;
  // A function: most lists name no 导出 fields, and then no row's document is read.
  values: () => Record<string, unknown>;
}

export interface ExportRouteArgs<F extends Scoped, R> {
  /** The route, e.g. `/lawyer/export`. */
  url: string;
  /** The live list (`lists/<list>`) whose download action `<list>.export` names extra columns. */
  list: string;
  /** 人员列表 / 名片列表: the sheet, the file name and the log all use it. */
  what: string;
  /** The list's query: its filters are the export's, its filter is the caller's scope. */
  query: {
    filters: Record<string, JsonSchema>;
    filterOf: (u: AuthUser, query: Record<string, unknown>) => F;
  };
  repository: {
    count: (filter: F) => Promise<number>;
    list: (filter: F, limit: number) => Promise<R[]>;
  };
  /** The fixed columns; one per 导出 field of the live list follows them. */
  columns: Column[];
  toRows: (rows: R[], ctx: { mask: boolean; firmId: number }) => Promise<ExportRow[]> | ExportRow[];
}

/**
 * Registers an admin-only export of a list: its limits, its query (the list's filters, maskMobile
 * and ids) and, read per request from the firm's live list, the columns its 导出 names.
 *
 * @example exportRoute(app, { url: '/lawyer/export', list: 'lawyer', what: '人员列表', query,
 *   repository: app.lawyers, columns, toRows: (rows, { mask }) => rows.map(…) })
 */
export const exportRoute = <F extends Scoped, R>(
  app: FastifyInstance,
  args: ExportRouteArgs<F, R>,
): void => {
  app.get<{ Querystring: Record<string, unknown> & { maskMobile: boolean } }>(
    args.url,
    {
      config: { access: { roles: ['admin'] } },
      preHandler: exportLimits(app),
      schema: { querystring: exportQuerystring(args.query.filters), response: xlsxResponse },
    },
    async (request, reply) => {
      const u = userOf(request);
      // A field the firm's list 导出 names (its `fields`) is one more column after the fixed ones.
      const fields = downloadFields(
        app.liveSchemas.forFirm(u.firmId).lists[args.list],
        `${args.list}.export`,
      );
      return runExport(app, request, reply, request.query.maskMobile, {
        what: args.what,
        filter: args.query.filterOf(u, request.query),
        count: (f) => args.repository.count(f),
        list: (f, limit) => args.repository.list(f, limit),
        columns: [
          ...args.columns,
          ...fields.map((c) => ({ header: c.title ?? c.field, width: 20 })),
        ],
        toRows: async (rows, mask) =>
          (await args.toRows(rows, { mask, firmId: u.firmId })).map((r) => {
            if (fields.length === 0) return r.cells;
            const values = r.values();
            return [...r.cells, ...fields.map((c) => exportCell(values[c.field]))];
          }),
      });
    },
  );
};
