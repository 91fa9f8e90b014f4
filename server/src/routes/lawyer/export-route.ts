// GET /lawyer/export: the 人员 list under the current filter as an .xlsx file. Lawyer fields the
// firm's list 导出 names (its `fields`, e.g. one added to forms/lawyer) follow the fixed columns.
import type { FastifyInstance } from 'fastify';
import { maskMobile } from './actor';
import { lawyerModelOf } from './dto';
import { exportRoute } from './export';
import { lawyerQuery } from './filter';
import { cardStatusNames, dateTime, lawyerStatusNames } from './xlsx';

const shownMobile = (mobile: string, mask: boolean) => (mask ? maskMobile(mobile) : mobile);

export async function lawyerExportRoute(app: FastifyInstance) {
  exportRoute(app, {
    url: '/lawyer/export',
    list: 'lawyer',
    what: '人员列表',
    query: lawyerQuery(app),
    repository: app.lawyers,
    columns: [
      { header: '姓名', width: 14 },
      { header: '手机号', width: 16 },
      { header: '所属机构', width: 20 },
      { header: '账号状态', width: 10 },
      { header: '名片状态', width: 10 },
      { header: '创建时间', width: 18 },
    ],
    toRows: (rows, { mask, firmId }) => {
      // The firm's lawyer form decides what a row's 导出 fields read.
      const model = lawyerModelOf(app, firmId);
      return rows.map((l) => ({
        cells: [
          l.name,
          shownMobile(l.mobile, mask),
          l.organizationName,
          lawyerStatusNames[l.status] ?? String(l.status),
          l.cardStatus === null ? '未创建' : (cardStatusNames[l.cardStatus] ?? ''),
          dateTime(l.createTime),
        ],
        values: () => ({ ...l, ...model.documentOf(l), mobile: shownMobile(l.mobile, mask) }),
      }));
    },
  });
}
