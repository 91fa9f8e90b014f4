// Lawyer accounts (人员, lawyer/*): admins only. Levels 1–2 act on the whole firm, levels 3–4 on
// their own office (another office's lawyer is 403). Changes and their log rows (and the message
// to the lawyer on a pass) are written in one transaction.
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound, settle } from '../../lib/biz-error';
import { savedBy } from '../../lib/saved-by';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  envelope,
  idField,
  input,
  int,
  obj,
  ok,
  page,
  pagingFields,
  nullData,
  noBody,
} from '../../lib/envelope';
import { formBody, updateKeys, versionField } from '../../lib/forms';
import { liveBody } from '../../plugins/validation';
import { assertOfficeInScope } from '../../lib/scope';
import { userOf, type AuthUser } from '../../plugins/auth';
import { LAWYER_ACTIVE, type LawyerRow } from '../../plugins/repositories/lawyers';
import { builtInResource, logTextOf } from '../../resources/built-in';
import { actorOf } from './actor';
import {
  lawyerInfoSchema,
  lawyerModel,
  lawyerModelOf,
  lawyerRecordSchema,
  toInfo,
  toListRecord,
} from './dto';
import { lawyerExportRoute } from './export-route';
import lawyerImportRoutes from '../import/lawyer';
import { lawyerHooks, type LawyerHookOptions } from './hooks';
import { lawyerQuery, type FilterQuery } from './filter';

const admins = { roles: ['admin' as const] };

const lawyerTarget = (l: { id: number; name: string; organizationId: number }) => ({
  kind: '律师',
  name: l.name,
  organizationId: l.organizationId,
  lawyerId: l.id,
});

/** One row of 创建账号 (forms/lawyer-create.json): the fields of its table's columns. */
type Row = Record<string, unknown> & { name: string; mobile: string; organizationId: number };

export default async function lawyerRoutes(app: FastifyInstance, opts: LawyerHookOptions) {
  const resource = builtInResource(app, 'lawyer');
  // Declared from the deployed files; bodies, stored fields and records follow the firm's own
  // forms (resources/live-schemas.ts).
  const model = lawyerModel(app.schemas);
  const hooks = lawyerHooks(app, opts);
  const query = lawyerQuery(app);
  /** The lawyer, if it exists in the caller's firm and office scope. */
  const target = async (u: AuthUser, id: number): Promise<LawyerRow> => {
    const l = await app.lawyers.byId(u.firmId, id);
    if (!l) throw notFound('律师不存在');
    assertOfficeInScope(u, l.organizationId);
    return l;
  };
  /** An office the caller may assign lawyers to. */
  const office = async (u: AuthUser, organizationId: number) => {
    assertOfficeInScope(u, organizationId);
    const o = await app.organizations.byId(u.firmId, organizationId);
    if (!o) throw badRequest('所属机构不存在');
    return o;
  };

  app.get<{ Querystring: FilterQuery & { current: number; size: number } }>(
    '/lawyer/pageList',
    {
      config: { access: admins },
      schema: {
        querystring: input({ ...pagingFields, ...query.filters, ...query.sorting }),
        response: { 200: page(lawyerRecordSchema(model)) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { current, size } = request.query;
      const filter = query.filterOf(u, request.query);
      const order = query.order(request.query);
      const { rows, total } = await app.lawyers.page(filter, current, size, order);
      const m = lawyerModelOf(app, u.firmId);
      const records = rows.map((l) => toListRecord(m, l));
      return ok({ records, total, current, size });
    },
  );

  app.get<{ Querystring: FilterQuery }>(
    '/lawyer/lawyerNum',
    {
      config: { access: admins },
      schema: { querystring: input(query.filters), response: { 200: envelope(int) } },
    },
    async (request) => ok(await app.lawyers.count(query.filterOf(userOf(request), request.query))),
  );

  app.post<{ Body: { lawyers: Row[]; password: string } }>(
    '/lawyer/addList',
    {
      config: { access: admins },
      schema: {
        body: liveBody(app, (s) => formBody(s.forms['lawyer-create'], 'create', {})),
        response: { 200: envelope(obj({ ids: { type: 'array', items: int } }, ['ids'])) },
      },
    },
    async (request) => {
      const u = userOf(request);
      // Each row as the lawyer form stores it (a new account is 正常 at once).
      const m = lawyerModelOf(app, u.firmId);
      const rows = request.body.lawyers.map((r) => m.values({ ...r, status: LAWYER_ACTIVE }));
      for (const id of new Set(rows.map((r) => r.organizationId))) await office(u, id);
      // The row that repeats a number, or holds one already taken, is named for its field.
      const mobileAt = (mobile: string) =>
        `lawyers.${rows.findIndex((r) => r.mobile === mobile)}.mobile`;
      const seen = new Set<string>();
      for (const [i, r] of rows.entries()) {
        if (seen.has(r.mobile))
          throw badRequest(`手机号 ${r.mobile} 已存在`, `lawyers.${i}.mobile`);
        seen.add(r.mobile);
      }
      const taken = await app.lawyers.takenMobiles(
        u.firmId,
        rows.map((r) => r.mobile),
      );
      if (taken.length) throw badRequest(`手机号 ${taken[0]} 已存在`, mobileAt(taken[0]));
      const hashes = await hooks.hashPassword(rows, request.body.password);
      const actor = actorOf(request);
      try {
        const ids = await app.unitOfWork(async (w) => {
          const ids = await w.lawyers.insertMany(
            rows.map((r, i) => ({ ...r, firmId: u.firmId, passwordHash: hashes[i] })),
          );
          for (const [i, r] of rows.entries())
            await w.events.log(
              actor,
              'create',
              logTextOf(resource, 'create'),
              { kind: '律师', name: r.name, organizationId: r.organizationId, lawyerId: ids[i] },
              `手机号 ${r.mobile}`,
            );
          return ids;
        });
        return ok({ ids }, '创建成功');
      } catch (err) {
        // Someone else added one of these mobiles between the check and the insert: name it.
        if (isUniqueViolation(err)) {
          const [mobile] = await app.lawyers.takenMobiles(
            u.firmId,
            rows.map((r) => r.mobile),
          );
          throw mobile
            ? badRequest(`手机号 ${mobile} 已存在`, mobileAt(mobile))
            : badRequest('手机号已存在');
        }
        throw err;
      }
    },
  );

  app.get<{ Params: { id: number } }>(
    '/lawyer/lawyerInfo/:id',
    {
      config: { access: admins },
      schema: {
        params: obj({ id: idField('律师') }, ['id']),
        querystring: input({}),
        response: { 200: envelope(lawyerInfoSchema(model)) },
      },
    },
    async (request) => {
      const u = userOf(request);
      return ok(toInfo(lawyerModelOf(app, u.firmId), await target(u, request.params.id)));
    },
  );

  app.post<{ Body: Row & { id: number; version?: number } }>(
    '/lawyer/update',
    {
      config: { access: admins },
      schema: {
        body: liveBody(app, (s) => formBody(s.forms.lawyer, 'update', updateKeys, ['id'])),
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const b = request.body;
      const l = await target(u, b.id);
      if (b.organizationId !== l.organizationId) await office(u, b.organizationId);
      const same = await app.lawyers.byMobile(u.firmId, b.mobile);
      if (same && same.id !== l.id) throw badRequest(`手机号 ${b.mobile} 已存在`, 'mobile');
      const values = lawyerModelOf(app, u.firmId).values(b, l.content);
      const actor = actorOf(request);
      try {
        await app.unitOfWork(async (w) => {
          const outcome = await w.lawyers.update(u.firmId, l.id, b.version, {
            ...values,
            ...savedBy(request),
          });
          settle(outcome, '律师不存在');
          await hooks.revokeSessions(w, l, values);
          const text = logTextOf(resource, 'update');
          await w.events.log(actor, 'update', text, lawyerTarget({ ...l, ...values }));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest(`手机号 ${b.mobile} 已存在`, 'mobile');
        throw err;
      }
      return ok(null, '保存成功');
    },
  );

  app.put<{ Params: { id: number }; Body: { version?: number } | null }>(
    '/lawyer/pass/:id',
    {
      config: { access: admins },
      schema: {
        params: obj({ id: idField('律师') }, ['id']),
        querystring: input({}),
        // Optional: the version the admin saw (a stale one is 409, like every edit).
        body: { ...input({ version: versionField }), type: ['object', 'null'] },
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const l = await target(u, request.params.id);
      const version = request.body?.version;
      if (version !== undefined && version !== l.version) throw conflict(l);
      if (l.status !== 0) throw badRequest('该账号不是待审核状态');
      const actor = actorOf(request);
      await app.unitOfWork(async (w) => {
        await hooks.approveRegistration(w, l, savedBy(request), version);
        await w.events.log(actor, 'audit', '审核通过律师账号', lawyerTarget(l));
      });
      return ok(null, '审核通过');
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/lawyer/remove/:id',
    {
      config: { access: admins },
      schema: {
        params: obj({ id: idField('律师') }, ['id']),
        querystring: input({}),
        body: noBody,
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const l = await target(u, request.params.id);
      const actor = actorOf(request);
      await app.unitOfWork(async (w) => {
        if (!(await w.lawyers.remove(u.firmId, l.id))) throw notFound('律师不存在');
        await w.events.log(
          actor,
          'delete',
          logTextOf(resource, 'delete'),
          lawyerTarget(l),
          `手机号 ${l.mobile}，含名片与登录会话`,
        );
      });
      return ok(null, '删除成功');
    },
  );

  await app.register(lawyerExportRoute);
  await app.register(lawyerImportRoutes, { hashPassword: hooks.hashPassword });
}
