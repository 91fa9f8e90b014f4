// 列设置 (docs/architecture.md, Column settings): every signed-in user keeps, per list file, which
// columns are hidden and their order, on the server so the choice follows them to another
// browser. `GET /listColumns/{list}` → `{ columns }` or null (the list file's order, all shown);
// `PUT` stores `{ columns }`, and an empty `columns` (重置) forgets the choice.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listColumnSetting } from '../../db/schema';
import { badRequest, notFound } from '../../lib/biz-error';
import { bool, envelope, input, nullData, obj, ok, str } from '../../lib/envelope';
import { userOf } from '../../plugins/auth';

interface Column {
  field: string;
  hidden: boolean;
}

const column = obj({ field: str, hidden: bool }, ['field', 'hidden']);
const listParams = obj({ list: { type: 'string', title: '列表', maxLength: 64 } }, ['list']);
const columnsField = {
  type: 'array',
  title: '列设置',
  maxItems: 50,
  items: obj(
    { field: { type: 'string', title: '列', minLength: 1, maxLength: 64 }, hidden: bool },
    ['field', 'hidden'],
  ),
};

export default async function listColumnRoutes(app: FastifyInstance) {
  /** The column fields of the caller's firm's list (its published version); unknown is 404. */
  const fieldsOf = (request: Parameters<typeof userOf>[0], list: string) => {
    const { lists } = app.liveSchemas.forFirm(userOf(request).firmId);
    const schema = Object.prototype.hasOwnProperty.call(lists, list) ? lists[list] : undefined;
    if (!schema) throw notFound('列表不存在');
    return schema.columns.map((c) => c.field);
  };
  const mine = (request: Parameters<typeof userOf>[0], list: string) => {
    const u = userOf(request);
    return and(
      eq(listColumnSetting.userType, u.type),
      eq(listColumnSetting.userId, u.id),
      eq(listColumnSetting.list, list),
    );
  };

  app.get<{ Params: { list: string } }>(
    '/listColumns/:list',
    {
      config: { access: 'user' },
      schema: {
        params: listParams,
        querystring: input({}),
        response: {
          200: envelope({
            ...obj({ columns: { type: 'array', items: column } }, ['columns']),
            type: ['object', 'null'],
          }),
        },
      },
    },
    async (request) => {
      const { list } = request.params;
      const fields = fieldsOf(request, list);
      const [row] = await app.db
        .select({ columns: listColumnSetting.columns })
        .from(listColumnSetting)
        .where(mine(request, list))
        .limit(1);
      // Columns the list file no longer has are dropped; the ones it gained since show at the end.
      const kept = (row?.columns ?? []).filter((c) => fields.includes(c.field));
      return ok(row ? { columns: kept } : null);
    },
  );

  app.put<{ Params: { list: string }; Body: { columns: Column[] } }>(
    '/listColumns/:list',
    {
      config: { access: 'user' },
      schema: {
        params: listParams,
        body: input({ columns: columnsField }, ['columns']),
        response: nullData,
      },
    },
    async (request) => {
      const { list } = request.params;
      const fields = fieldsOf(request, list);
      const { columns } = request.body;
      const unknown = columns.find((c) => !fields.includes(c.field));
      if (unknown) throw badRequest(`列表中没有列「${unknown.field}」`);
      const seen = new Set(columns.map((c) => c.field));
      if (seen.size !== columns.length) throw badRequest('列设置中有重复的列');
      const hidden = new Set(columns.filter((c) => c.hidden).map((c) => c.field));
      if (fields.every((f) => hidden.has(f))) throw badRequest('请至少显示一列');
      const u = userOf(request);
      if (!columns.length) {
        await app.db.delete(listColumnSetting).where(mine(request, list));
        return ok(null, '已恢复默认列');
      }
      await app.db
        .insert(listColumnSetting)
        .values({ firmId: u.firmId, userType: u.type, userId: u.id, list, columns })
        .onConflictDoUpdate({
          target: [listColumnSetting.userType, listColumnSetting.userId, listColumnSetting.list],
          set: { columns, updateTime: new Date() },
        });
      return ok(null, '列设置已保存');
    },
  );
}
