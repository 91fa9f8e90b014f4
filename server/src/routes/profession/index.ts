// Practice areas (lawyerProfessional/list, selfProfessional/*). Only the main office's main admin
// (level 1, MAIN_OFFICE_MAIN_ADMIN) changes the firm's own list. Every admin reads the paged
// list; the two option lists (standard areas, mini-program order) are open to any signed-in user
// of the firm, because a lawyer editing their own card picks from them too.
// Deleting an area that cards use is allowed: it is removed from those cards in the same
// transaction (repositories/professions.ts) and the message says how many cards changed.
// Every write and its 重要日志 row commit together (app.unitOfWork; test/durability/).
// Fields, access and log texts come from schemas/resources/profession.json and its form: a field
// added to forms/profession.json is kept in the jsonb `content` and returned with no code change.
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit';
import { badRequest, notFound, settle } from '../../lib/biz-error';
import { savedBy } from '../../lib/saved-by';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  bool,
  envelope,
  idField,
  idResult,
  input,
  int,
  obj,
  ok,
  page,
  pagingFields,
  str,
  nullData,
} from '../../lib/envelope';
import { formBody, updateKeys, versionField } from '../../lib/forms';
import { liveBody } from '../../plugins/validation';
import { keepUnknown } from '../../resources/derive';
import { userOf } from '../../plugins/auth';
import {
  professionsOn,
  type ProfessionInsert,
  type ProfessionRow,
} from '../../plugins/repositories/professions';
import { resourceModel } from '../../resources/model';
import { listQuery } from '../../resources/list-query';
import { selfProfessional } from '../../db/schema';

/** A practice-area body: every field of forms/profession.json (others are refused by its schema). */
type ProfessionBody = Record<string, unknown>;

const DUPLICATE = '专业领域名称已存在';

export default async function professionRoutes(app: FastifyInstance) {
  // Access and the declared schemas are the deployed files'; bodies, stored fields and records
  // follow the firm's own form (resources/live-schemas.ts).
  const model = resourceModel(app.schemas, 'profession');
  const modelOf = (firmId: number) => resourceModel(app.liveSchemas.forFirm(firmId), 'profession');
  // 置顶 (top) is the area's own rule (updateTop below), not a form field. A firm's published
  // fields pass as they are.
  const recordSchema = {
    ...obj({
      ...model.props,
      id: int,
      top: bool,
      lawyerCount: int,
      createTime: str,
      version: int,
    }),
    additionalProperties: true,
  };
  const toRecord = (firmId: number) => (r: ProfessionRow & { lawyerCount: number }) => ({
    ...modelOf(firmId).recordOf(r),
    id: r.id,
    top: r.top,
    lawyerCount: r.lawyerCount,
    createTime: r.createTime.toISOString(),
    version: r.version,
  });
  /**
   * A body → the stored values: the form's columns, every other field in `content` over the
   * `stored` one (a field a publish removed keeps its data).
   */
  const values = (firmId: number, body: ProfessionBody, stored?: Record<string, unknown>) => {
    const m = modelOf(firmId);
    const { columns, document } = m.split(m.fields(body));
    const name = String(columns.name ?? '').trim();
    if (!name) throw badRequest('请输入名称');
    return { ...columns, name, content: keepUnknown(stored, document) } as Pick<
      ProfessionInsert,
      'name'
    > &
      Partial<ProfessionInsert>;
  };
  const load = async (firmId: number, id: number) => {
    const row = await app.professions.byId(firmId, id);
    if (!row) throw notFound('专业领域不存在');
    return row;
  };
  const assertNameFree = async (firmId: number, name: string, id?: number) => {
    const same = await app.professions.byName(firmId, name);
    if (same && same.id !== id) throw badRequest(DUPLICATE, 'name');
  };
  type Log = (action: string, name: string, detail?: string) => Promise<void>;
  /** `write` with the areas' queries on a transaction; `log` writes in the same one. */
  const inTransaction = <T>(
    request: Parameters<typeof audit>[1],
    write: (professions: ReturnType<typeof professionsOn>, log: Log) => Promise<T>,
  ) =>
    app.unitOfWork((w) =>
      write(professionsOn(w.db), (action, name, detail = '') =>
        audit(app, request, action, name, detail, { kind: '专业领域', db: w.db }),
      ),
    );

  app.get(
    '/lawyerProfessional/list',
    {
      config: { access: 'user' },
      schema: {
        querystring: input({}),
        response: { 200: envelope({ type: 'array', items: obj({ id: int, name: str }) }) },
      },
    },
    async () => ok(await app.professions.standardList()),
  );

  const query = listQuery(app, 'profession', selfProfessional);
  app.get<{ Querystring: Record<string, unknown> & { current: number; size: number } }>(
    '/selfProfessional/list',
    {
      config: { access: model.access('list') },
      schema: {
        querystring: input({ ...pagingFields, ...query.filters, ...query.sorting }),
        response: { 200: page(recordSchema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { current, size } = request.query;
      const { rows, total } = await app.professions.page(
        { firmId: u.firmId, match: query.where(u, request.query) },
        current,
        size,
        query.order(request.query),
      );
      return ok({ records: rows.map(toRecord(u.firmId)), total, current, size });
    },
  );

  app.get(
    '/selfProfessional/wx/list',
    {
      config: { access: 'user' },
      schema: {
        querystring: input({}),
        response: {
          200: envelope({ type: 'array', items: obj({ id: int, name: str, top: bool }) }),
        },
      },
    },
    async (request) => ok(await app.professions.wxList(userOf(request).firmId)),
  );

  app.post<{ Body: ProfessionBody }>(
    '/selfProfessional/add',
    {
      config: { access: model.access('create') },
      schema: {
        body: liveBody(app, (s) => formBody(s.forms.profession, 'create', {})),
        response: { 200: envelope(idResult) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const v = values(u.firmId, request.body);
      const { name } = v;
      await assertNameFree(u.firmId, name);
      try {
        const id = await inTransaction(request, async (professions, log) => {
          const id = await professions.insert({ ...v, firmId: u.firmId });
          await log(model.logText('create'), name);
          return id;
        });
        return ok({ id }, '新增成功');
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest(DUPLICATE, 'name');
        throw err;
      }
    },
  );

  app.post<{ Body: ProfessionBody & { id: number; version?: number } }>(
    '/selfProfessional/update',
    {
      config: { access: model.access('update') },
      schema: {
        body: liveBody(app, (s) => formBody(s.forms.profession, 'update', updateKeys, ['id'])),
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const { id, version } = request.body;
      const before = await load(u.firmId, id);
      const v = values(u.firmId, request.body, before.content);
      const { name } = v;
      await assertNameFree(u.firmId, name, id);
      try {
        await inTransaction(request, async (professions, log) => {
          const outcome = await professions.update(u.firmId, id, version, {
            ...v,
            ...savedBy(request),
          });
          settle(outcome, '专业领域不存在');
          await log(
            model.logText('update'),
            name,
            before.name === name ? '' : `原名称：${before.name}`,
          );
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest(DUPLICATE, 'name');
        throw err;
      }
      return ok(null, '保存成功');
    },
  );

  app.post<{ Body: { id: number } }>(
    '/selfProfessional/delete',
    {
      config: { access: model.access('delete') },
      schema: { body: input({ id: idField('专业领域') }, ['id']), response: nullData },
    },
    async (request) => {
      const u = userOf(request);
      const row = await load(u.firmId, request.body.id);
      const cards = await inTransaction(request, async (professions, log) => {
        const cards = await professions.remove(u.firmId, row.id, savedBy(request));
        if (cards === undefined) throw notFound('专业领域不存在');
        await log(model.logText('delete'), row.name, cards ? `已从 ${cards} 张名片中移除` : '');
        return cards;
      });
      return ok(null, cards ? `删除成功，已从 ${cards} 张名片中移除` : '删除成功');
    },
  );

  app.put<{ Body: { id: number; top: boolean; version?: number } }>(
    '/selfProfessional/updateTop',
    {
      config: { access: model.access('update') },
      schema: {
        body: input(
          {
            id: idField('专业领域'),
            top: { type: 'boolean', title: '置顶' },
            version: versionField,
          },
          ['id', 'top'],
        ),
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const { id, top, version } = request.body;
      const row = await load(u.firmId, id);
      await inTransaction(request, async (professions, log) => {
        const outcome = await professions.update(u.firmId, id, version, {
          top,
          ...savedBy(request),
        });
        settle(outcome, '专业领域不存在');
        await log(top ? '置顶专业领域' : '取消置顶专业领域', row.name);
      });
      return ok(null, top ? '已置顶' : '已取消置顶');
    },
  );
}
