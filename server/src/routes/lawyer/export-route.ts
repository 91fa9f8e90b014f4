// GET /lawyer/export: the 人员 list under the current filter as an .xlsx file. Lawyer fields the
// firm's list 导出 names (its `fields`, e.g. one added to forms/lawyer) follow the fixed columns.
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { downloadFields, exportCell } from '../../resources/export-fields';
import { maskMobile } from './actor';
import { lawyerModelOf } from './dto';
import { exportLimits, exportQuerystring, runExport } from './export';
import { lawyerQuery, type FilterQuery } from './filter';
import { cardStatusNames, dateTime, lawyerStatusNames, xlsxResponse } from './xlsx';

const admins = { roles: ['admin' as const] };
const shownMobile = (mobile: string, mask: boolean) => (mask ? maskMobile(mobile) : mobile);

export async function lawyerExportRoute(app: FastifyInstance) {
  const query = lawyerQuery(app);
  app.get<{ Querystring: FilterQuery & { maskMobile: boolean } }>(
    '/lawyer/export',
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
      // The firm's 人员 list and lawyer form decide the columns after the fixed ones.
      const model = lawyerModelOf(app, u.firmId);
      const exportFields = downloadFields(
        app.liveSchemas.forFirm(u.firmId).lists.lawyer,
        'lawyer.export',
      );
      return runExport(app, request, reply, request.query.maskMobile, {
        what: '人员列表',
        filter: query.filterOf(u, request.query),
        count: (f) => app.lawyers.count(f),
        list: (f, limit) => app.lawyers.list(f, limit),
        columns: [
          { header: '姓名', width: 14 },
          { header: '手机号', width: 16 },
          { header: '所属机构', width: 20 },
          { header: '账号状态', width: 10 },
          { header: '名片状态', width: 10 },
          { header: '创建时间', width: 18 },
          ...exportFields.map((c) => ({ header: c.title ?? c.field, width: 20 })),
        ],
        toRows: (rows, mask) =>
          rows.map((l) => [
            l.name,
            shownMobile(l.mobile, mask),
            l.organizationName,
            lawyerStatusNames[l.status] ?? String(l.status),
            l.cardStatus === null ? '未创建' : (cardStatusNames[l.cardStatus] ?? ''),
            dateTime(l.createTime),
            ...exportFields.map((c) => {
              const cells = { ...l, ...model.documentOf(l), mobile: shownMobile(l.mobile, mask) };
              return exportCell(cells[c.field as keyof typeof cells]);
            }),
          ]),
      });
    },
  );
}
