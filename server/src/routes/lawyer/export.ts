// What every list export shares: its query (the list's filters plus maskMobile), the row cap, the
// important log of type export, and the .xlsx answer. A route only says what to export. Every
// export also takes `ids` (导出所选, the rows ticked in the list, as `1,2,3`): then exactly those
// rows are exported, each in the caller's scope, or nothing is (refused like a batch action).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/biz-error';
import { input, type JsonSchema } from '../../lib/envelope';
import { clientKey, limitPer, userKey } from '../../lib/rate-limits';
import { MAX_BATCH } from '../batch/shared';
import { actorOf, exportTarget } from './actor';
import { EXPORT_LIMIT, sendXlsx, type Column } from './xlsx';

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

export const runExport = async <F extends Scoped, R>(
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
