// GET /cardStats/export: 数据概览 as an .xlsx workbook (ExcelJS, as the list exports): one sheet
// per table of the page — 每日趋势, 名片排行, 机构, 来源 — in the caller's office scope. Logged as
// an export like the others, and limited per admin and per client address.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { officeFilter } from '../../lib/scope';
import { userOf } from '../../plugins/auth';
import type { Counts } from '../../plugins/repositories/card-events';
import { actorOf, exportTarget } from '../lawyer/actor';
import { exportLimits } from '../lawyer/export';
import { neutraliseFormula, XLSX_TYPE, xlsxResponse, ymd } from '../lawyer/xlsx';
import { overviewOf, periodQuery, periodScope, type Period } from './stats';

export const sourceNames: Record<string, string> = {
  qr: '扫码',
  link: '链接',
  share: '分享',
  miniprogram: '小程序',
};

const countHeaders = ['浏览', '访客', '存入通讯录', '拨打电话', '分享', '导航'];
const countCells = (c: Counts) => [c.views, c.visitors, c.saves, c.calls, c.shares, c.maps];

const addSheet = (
  book: ExcelJS.Workbook,
  name: string,
  headers: string[],
  rows: Array<Array<string | number>>,
) => {
  const sheet = book.addWorksheet(name);
  sheet.columns = headers.map((header, i) => ({ header, width: i === 0 ? 18 : 12 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const r of rows) sheet.addRow(r.map(neutraliseFormula));
};

export default async function cardStatsExportRoute(app: FastifyInstance) {
  app.get<{ Querystring: { days: Period } }>(
    '/cardStats/export',
    {
      config: { access: { roles: ['admin' as const] } },
      preHandler: exportLimits(app),
      schema: { querystring: periodQuery, response: xlsxResponse },
    },
    async (request, reply) => {
      const u = userOf(request);
      const organizationId = officeFilter(u);
      const scope = { ...periodScope(u.firmId, request.query.days), organizationId };
      const o = await overviewOf(app, scope);
      const book = new ExcelJS.Workbook();
      book.created = new Date();
      addSheet(
        book,
        '每日趋势',
        ['日期', ...countHeaders],
        o.trend.map((d) => [d.day, ...countCells(d)]),
      );
      addSheet(
        book,
        '名片排行',
        ['姓名', '所属机构', ...countHeaders],
        o.topCards.map((c) => [c.name, c.organizationName, ...countCells(c)]),
      );
      addSheet(
        book,
        '机构',
        ['机构', ...countHeaders],
        o.byOffice.map((c) => [c.organizationName, ...countCells(c)]),
      );
      addSheet(
        book,
        '来源',
        ['来源', '浏览'],
        o.bySource.map((s) => [sourceNames[s.source] ?? s.source, s.views]),
      );
      await app.unitOfWork((w) =>
        w.events.log(
          actorOf(request),
          'export',
          '导出名片数据',
          exportTarget('名片数据', { onlyOrganizationId: organizationId }),
          `${scope.from} 至 ${scope.to}`,
        ),
      );
      const filename = encodeURIComponent(`名片数据-${ymd(new Date())}.xlsx`);
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${filename}`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(await book.xlsx.writeBuffer()));
    },
  );
}
