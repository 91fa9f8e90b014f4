// What every list export shares: its query (the list's filters plus maskMobile), the row cap, the
// important log of type export, and the .xlsx answer. A route only says what to export.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/biz-error';
import { input, type JsonSchema } from '../../lib/envelope';
import { clientKey, limitPer, userKey } from '../../lib/rate-limits';
import { actorOf, exportTarget } from './actor';
import { EXPORT_LIMIT, sendXlsx, type Column } from './xlsx';

/** Mobiles are masked unless the admin asks for them (the console's 导出完整手机号). */
export const exportQuerystring = (filterFields: Record<string, JsonSchema>) =>
  input({ ...filterFields, maskMobile: { type: 'boolean', title: '隐藏手机号', default: true } });

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

type Scoped = { organizationId?: number; onlyOrganizationId?: number };

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
  if ((await spec.count(spec.filter)) > EXPORT_LIMIT) {
    throw badRequest(`导出数据不能超过 ${EXPORT_LIMIT} 条，请缩小筛选范围`);
  }
  const rows = await spec.list(spec.filter, EXPORT_LIMIT);
  await app.unitOfWork((w) =>
    w.events.log(
      actorOf(request),
      'export',
      `导出${spec.what}`,
      exportTarget(spec.what, spec.filter),
      `${rows.length} 条，${mask ? '手机号已隐藏' : '含完整手机号'}`,
    ),
  );
  return sendXlsx(reply, spec.what, spec.columns, await spec.toRows(rows, mask));
};
