// Lawyer accounts (人员, lawyer/*): admins only. Levels 1–2 act on the whole firm, levels 3–4 on
// their own office (another office's lawyer is 403). Changes and their log rows (and the message
// to the lawyer on a pass) are written in one transaction.
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound, settle } from '../../lib/biz-error';
import { savedBy } from '../../lib/saved-by';
import { hashPassword, type HashCost } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  envelope,
  idField,
  input,
  int,
  intOrNull,
  obj,
  ok,
  page,
  pagingFields,
  str,
  nullData,
  noBody,
} from '../../lib/envelope';
import { formBody, updateKeys, versionField } from '../../lib/forms';
import { assertOfficeInScope } from '../../lib/scope';
import { userOf, type AuthUser } from '../../plugins/auth';
import type { LawyerRow } from '../../plugins/repositories/lawyers';
import { actorOf } from './actor';
import { lawyerExportRoute } from './export-route';
import { filterFields, lawyerFilter, type FilterQuery } from './filter';
import { lawyerCreateForm, lawyerForm } from './forms';

const admins = { roles: ['admin' as const] };

const lawyerRecord = obj({
  id: int,
  name: str,
  mobile: str,
  organizationId: int,
  organizationName: str,
  status: int,
  cardId: intOrNull,
  cardStatus: intOrNull,
  createTime: str,
  version: int,
});

const lawyerTarget = (l: { id: number; name: string; organizationId: number }) => ({
  kind: '律师',
  name: l.name,
  organizationId: l.organizationId,
  lawyerId: l.id,
});

interface Row {
  name: string;
  mobile: string;
  organizationId: number;
}

export default async function lawyerRoutes(app: FastifyInstance, opts: { hashCost?: HashCost }) {
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
        querystring: input({ ...pagingFields, ...filterFields }),
        response: { 200: page(lawyerRecord) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { current, size } = request.query;
      const { rows, total } = await app.lawyers.page(lawyerFilter(u, request.query), current, size);
      const records = rows.map((l) => ({
        id: l.id,
        name: l.name,
        mobile: l.mobile,
        organizationId: l.organizationId,
        organizationName: l.organizationName,
        status: l.status,
        cardId: l.cardId,
        cardStatus: l.cardStatus,
        createTime: l.createTime.toISOString(),
        version: l.version,
      }));
      return ok({ records, total, current, size });
    },
  );

  app.get<{ Querystring: FilterQuery }>(
    '/lawyer/lawyerNum',
    {
      config: { access: admins },
      schema: { querystring: input(filterFields), response: { 200: envelope(int) } },
    },
    async (request) => ok(await app.lawyers.count(lawyerFilter(userOf(request), request.query))),
  );

  app.post<{ Body: { lawyers: Row[]; password: string } }>(
    '/lawyer/addList',
    {
      config: { access: admins },
      schema: {
        body: formBody(lawyerCreateForm, 'create', {}),
        response: { 200: envelope(obj({ ids: { type: 'array', items: int } }, ['ids'])) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const rows = request.body.lawyers.map((r) => ({ ...r, name: r.name.trim() }));
      for (const id of new Set(rows.map((r) => r.organizationId))) await office(u, id);
      const seen = new Set<string>();
      for (const r of rows) {
        if (seen.has(r.mobile)) throw badRequest(`手机号 ${r.mobile} 已存在`);
        seen.add(r.mobile);
      }
      const taken = await app.lawyers.takenMobiles(
        u.firmId,
        rows.map((r) => r.mobile),
      );
      if (taken.length) throw badRequest(`手机号 ${taken[0]} 已存在`);
      // One hash per account: equal passwords must not give equal hashes.
      const hashes = await Promise.all(
        rows.map(() => hashPassword(request.body.password, opts.hashCost)),
      );
      const actor = actorOf(request);
      try {
        const ids = await app.unitOfWork(async (w) => {
          const ids = await w.lawyers.insertMany(
            rows.map((r, i) => ({
              firmId: u.firmId,
              organizationId: r.organizationId,
              name: r.name,
              mobile: r.mobile,
              passwordHash: hashes[i],
              status: 1,
            })),
          );
          for (const [i, r] of rows.entries())
            await w.events.log(
              actor,
              'create',
              '新增律师',
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
          throw badRequest(mobile ? `手机号 ${mobile} 已存在` : '手机号已存在');
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
        response: {
          200: envelope(
            obj({
              id: int,
              name: str,
              mobile: str,
              organizationId: int,
              status: int,
              version: int,
            }),
          ),
        },
      },
    },
    async (request) => {
      const l = await target(userOf(request), request.params.id);
      const { id, name, mobile, organizationId, status, version } = l;
      return ok({ id, name, mobile, organizationId, status, version });
    },
  );

  app.post<{ Body: Row & { id: number; version?: number; status: number } }>(
    '/lawyer/update',
    {
      config: { access: admins },
      schema: {
        body: formBody(lawyerForm, 'update', updateKeys, ['id']),
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const b = request.body;
      const l = await target(u, b.id);
      if (b.organizationId !== l.organizationId) await office(u, b.organizationId);
      const same = await app.lawyers.byMobile(u.firmId, b.mobile);
      if (same && same.id !== l.id) throw badRequest(`手机号 ${b.mobile} 已存在`);
      const values = {
        name: b.name.trim(),
        mobile: b.mobile,
        organizationId: b.organizationId,
        status: b.status,
      };
      const actor = actorOf(request);
      try {
        await app.unitOfWork(async (w) => {
          const outcome = await w.lawyers.update(u.firmId, l.id, b.version, {
            ...values,
            ...savedBy(request),
          });
          settle(outcome, '律师不存在');
          // A disabled account must not keep working through tokens it already holds.
          if (b.status !== 1) await w.lawyers.revokeSessions(l.id);
          await w.events.log(actor, 'update', '修改律师', lawyerTarget({ ...l, ...values }));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest(`手机号 ${b.mobile} 已存在`);
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
        // Conditional: of two simultaneous passes only one changes the row.
        if (!(await w.lawyers.pass(u.firmId, l.id, savedBy(request), version))) {
          throw conflict(await w.lawyers.lastChange(u.firmId, l.id));
        }
        await w.events.notifyLawyer(
          u.firmId,
          l.id,
          '账号已审核通过',
          '您的账号已审核通过，可以登录使用。',
          { type: 'account' },
        );
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
          '删除律师',
          lawyerTarget(l),
          `手机号 ${l.mobile}，含名片与登录会话`,
        );
      });
      return ok(null, '删除成功');
    },
  );

  await app.register(lawyerExportRoute);
}
