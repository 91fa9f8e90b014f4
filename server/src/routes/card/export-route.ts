// GET /lawyer/card/export: the card list under the current filter as an .xlsx file. Card fields
// the firm's card list 导出 names (its `fields`) follow the fixed columns.
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { toListRow } from '../../plugins/repositories/lawyer-cards';
import { downloadFields, exportCell } from '../../resources/export-fields';
import { maskMobile } from '../lawyer/actor';
import { exportLimits, exportQuerystring, runExport } from '../lawyer/export';
import { cardStatusNames, dateTime, xlsxResponse } from '../lawyer/xlsx';
import { cardModelOf, toListRecords } from './dto';
import { cardQuery, type FilterQuery } from './filter';

const admins = { roles: ['admin' as const] };

const fixedExportColumns = [
  { header: '姓名', width: 14 },
  { header: '职务', width: 12 },
  { header: '所属机构', width: 20 },
  { header: '手机号', width: 16 },
  { header: '邮箱', width: 26 },
  { header: '专业领域', width: 28 },
  { header: '状态', width: 10 },
  { header: '驳回原因', width: 30 },
  { header: '更新时间', width: 18 },
  // 导入修改 matches the rows of an edited export back to their cards by it.
  { header: '名片ID', width: 10 },
];
export default async function cardExportRoute(app: FastifyInstance) {
  const query = cardQuery(app);
  app.get<{ Querystring: FilterQuery & { maskMobile: boolean } }>(
    '/lawyer/card/export',
    {
      config: { access: admins },
      preHandler: exportLimits(app),
      schema: {
        querystring: exportQuerystring(query.filters),
        response: xlsxResponse,
      },
    },
    async (request, reply) => {
      const u = userOf(request);
      // Card fields the firm's card list 导出 names (its `fields`) follow the fixed columns.
      const exportFields = downloadFields(
        app.liveSchemas.forFirm(u.firmId).lists.card,
        'card.export',
      );
      const { fieldsOf } = cardModelOf(app, u.firmId);
      return runExport(app, request, reply, request.query.maskMobile, {
        what: '名片列表',
        filter: query.filterOf(u, request.query),
        count: (f) => app.cards.count(f),
        list: (f, limit) => app.cards.list(f, limit),
        columns: [
          ...fixedExportColumns,
          ...exportFields.map((c) => ({ header: c.title ?? c.field, width: 20 })),
        ],
        toRows: async (rows, mask) =>
          (await toListRecords(app, u.firmId, rows.map(toListRow))).map((r, i) => [
            r.name,
            r.title,
            r.organizationName,
            mask ? maskMobile(r.mobile) : r.mobile,
            fieldsOf(rows[i]).email ?? '',
            r.professionNames.join('、'),
            (cardStatusNames[r.status] ?? '') + (r.hasPendingRevision ? '（修订中）' : ''),
            r.rejectReason ?? '',
            dateTime(rows[i].updateTime),
            r.id,
            ...exportFields.map((c) => exportCell(fieldsOf(rows[i])[c.field])),
          ]),
      });
    },
  );
}
