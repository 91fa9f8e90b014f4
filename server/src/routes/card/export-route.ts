// GET /lawyer/card/export: the card list under the current filter as an .xlsx file. Card fields
// the firm's card list 导出 names (its `fields`) follow the fixed columns.
import type { FastifyInstance } from 'fastify';
import { toListRow } from '../../plugins/repositories/lawyer-cards';
import { maskMobile } from '../lawyer/actor';
import { exportRoute } from '../lawyer/export';
import { cardStatusNames, dateTime } from '../lawyer/xlsx';
import { cardModelOf, toListRecords } from './dto';
import { cardQuery } from './filter';

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
  exportRoute(app, {
    url: '/lawyer/card/export',
    list: 'card',
    what: '名片列表',
    query: cardQuery(app),
    repository: app.cards,
    columns: fixedExportColumns,
    toRows: async (rows, { mask, firmId }) => {
      const { fieldsOf } = cardModelOf(app, firmId);
      return (await toListRecords(app, firmId, rows.map(toListRow))).map((r, i) => ({
        cells: [
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
        ],
        values: () => fieldsOf(rows[i]),
      }));
    },
  });
}
