// Admin accounts of an office (firmAccessUser/*, lawfirm/admins/main). Everyone admin may list the
// accounts of an office in scope; only main admins (levels 1 and 3) may change them: level 1 in
// any office of the firm, level 3 in its own office. The office level of an account is derived
// here, never taken from the client. Each write (the account, any sessions it ends) and its
// 重要日志 row commit together in one transaction (app.unitOfWork; test/durability/).
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, settle } from '../../lib/biz-error';
import { savedBy } from '../../lib/saved-by';
import { audit, type AuditOptions } from '../../lib/audit';
import type { HashCost } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  envelope,
  idField,
  idResult,
  input,
  obj,
  ok,
  page,
  pagingFields,
  nullData,
  noBody,
} from '../../lib/envelope';
import { formBody, updateKeys } from '../../lib/forms';
import { assertOfficeInScope } from '../../lib/scope';
import { userOf } from '../../plugins/auth';
import { createAdmins, type AdminRow } from '../../plugins/repositories/admins';
import { createSessions } from '../../plugins/repositories/sessions';
import { formBody as formEncoded, liveBody } from '../../plugins/validation';
import { firmAccessUser } from '../../db/schema';
import { accessOf } from '../../resources/derived-routes';
import { listQuery } from '../../resources/list-query';
import { builtInResource, logTextOf } from '../../resources/built-in';
import { adminModel } from './dto';
import { adminHooks, levelsFor } from './hooks';

type Log = (
  action: string,
  target: string,
  detail: string,
  organizationId: number,
) => Promise<void>;

export default async function adminRoutes(app: FastifyInstance, opts: { hashCost?: HashCost }) {
  const resource = builtInResource(app, 'admin');
  // Declared from the deployed files; bodies, stored fields and records follow the firm's form.
  const model = adminModel(app.schemas);
  const modelOf = (firmId: number) => adminModel(app.liveSchemas.forFirm(firmId));
  const hooks = adminHooks(app, opts.hashCost);
  const formName = resource.forms[0];
  // Changing accounts: the office's main admins (levels 1 and 3), as resources/admin.json says.
  const mainAdmins = accessOf(resource.access.update ?? { auth: ['ADMIN'], levels: [1, 3] });
  /** `write` with the account and session queries on a transaction; `log` writes in the same one. */
  const inTransaction = <T>(
    request: Parameters<typeof audit>[1],
    write: (
      tx: { admins: ReturnType<typeof createAdmins>; sessions: ReturnType<typeof createSessions> },
      log: Log,
    ) => Promise<T>,
  ) =>
    app.unitOfWork((w) => {
      const log: Log = (action, target, detail, organizationId) => {
        const o: AuditOptions = { kind: '管理员', targetOrganizationId: organizationId, db: w.db };
        return audit(app, request, action, target, detail, o);
      };
      return write({ admins: createAdmins(w.db), sessions: createSessions(w.db) }, log);
    });
  /** The target account, if it exists in the firm and its office is in the caller's scope. */
  const targetAdmin = async (firmId: number, id: number, check: (a: AdminRow) => void) => {
    const a = await app.admins.byId(firmId, id);
    if (!a) throw notFound('管理员不存在');
    check(a);
    return a;
  };

  // The office's admins: the office (organizationId, a filter of resources/admin.json) is required.
  const query = listQuery(app, 'admin', firmAccessUser);
  app.get<{
    Querystring: Record<string, unknown> & {
      organizationId: number;
      current: number;
      size: number;
    };
  }>(
    '/firmAccessUser/pageList',
    {
      config: { access: accessOf(resource.access.list ?? { auth: ['ADMIN'] }) },
      schema: {
        querystring: input({ ...pagingFields, ...query.filters, ...query.sorting }, [
          'organizationId',
        ]),
        response: { 200: page(model.schema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { organizationId, current, size } = request.query;
      assertOfficeInScope(u, organizationId);
      if (!(await app.organizations.byId(u.firmId, organizationId))) throw notFound('机构不存在');
      const filter = { firmId: u.firmId, match: query.where(u, request.query) };
      const { rows, total } = await app.admins.page(
        filter,
        current,
        size,
        query.order(request.query),
      );
      return ok({ records: rows.map(modelOf(u.firmId).toRecord), total, current, size });
    },
  );

  app.post<{ Body: Record<string, unknown> & { password: string; organizationId: number } }>(
    '/firmAccessUser/add',
    {
      config: { access: mainAdmins },
      schema: {
        body: liveBody(app, (s) =>
          formBody(s.forms[formName], 'create', { organizationId: idField('机构') }, [
            'organizationId',
          ]),
        ),
        response: { 200: envelope(idResult) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const b = request.body;
      assertOfficeInScope(u, b.organizationId);
      const office = await app.organizations.byId(u.firmId, b.organizationId);
      if (!office) throw notFound('机构不存在');
      const values = modelOf(u.firmId).created(b);
      if (await app.admins.byUsername(u.firmId, values.username))
        throw badRequest('登录账号已存在', 'username');
      const level = await hooks.officeLevel(office);
      const passwordHash = await hooks.hashPassword(values, b.password);
      try {
        const id = await inTransaction(request, async (tx, log) => {
          const id = await tx.admins.insert({
            ...values,
            firmId: u.firmId,
            organizationId: office.id,
            passwordHash,
            level,
          });
          const text = logTextOf(resource, 'create');
          await log(text, values.username, `${office.name}，级别 ${level}`, office.id);
          return id;
        });
        return ok({ id }, '新增成功');
      } catch (err) {
        // Two concurrent adds of one username: the unique index decides.
        if (isUniqueViolation(err)) throw badRequest('登录账号已存在', 'username');
        throw err;
      }
    },
  );

  app.put<{ Body: Record<string, unknown> & { id: number; version?: number } }>(
    '/firmAccessUser/firmAccessUserUpdate',
    {
      config: { access: mainAdmins },
      schema: {
        body: liveBody(app, (s) => formBody(s.forms[formName], 'update', updateKeys, ['id'])),
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const b = request.body;
      const a = await targetAdmin(u.firmId, b.id, (t) => assertOfficeInScope(u, t.organizationId));
      const values = modelOf(u.firmId).edited(b, a);
      hooks.guardUpdate(u, a, values);
      await inTransaction(request, async (tx, log) => {
        const outcome = await tx.admins.update(u.firmId, a.id, b.version, {
          ...values,
          ...savedBy(request),
        });
        settle(outcome, '管理员不存在');
        await hooks.revokeSessions(tx.sessions, a, values);
        await log(logTextOf(resource, 'update'), a.username, '', a.organizationId);
      });
      return ok(null, '保存成功');
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/firmAccessUser/:id',
    {
      config: { access: mainAdmins },
      schema: {
        params: obj({ id: idField('管理员') }, ['id']),
        querystring: input({}),
        body: noBody,
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const a = await targetAdmin(u.firmId, request.params.id, (t) =>
        assertOfficeInScope(u, t.organizationId),
      );
      hooks.guardDelete(u, a);
      await inTransaction(request, async (tx, log) => {
        await tx.sessions.revokeAll('admin', a.id);
        await tx.admins.remove(u.firmId, a.id);
        await log(logTextOf(resource, 'delete'), a.username, '', a.organizationId);
      });
      return ok(null, '删除成功');
    },
  );

  app.post<{ Body: { id: number } }>(
    '/lawfirm/admins/main',
    {
      config: { access: mainAdmins },
      schema: {
        body: formEncoded(input({ id: idField('管理员') }, ['id'])),
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const a = await targetAdmin(u.firmId, request.body.id, (t) =>
        assertOfficeInScope(u, t.organizationId),
      );
      const office = await app.organizations.byId(u.firmId, a.organizationId);
      if (!office) throw notFound('机构不存在');
      if (a.status !== 1) throw badRequest('停用的账号不能设为主管理员');
      const [main, sub] = levelsFor(office.type);
      await inTransaction(request, async (tx, log) => {
        if (a.level !== main) await tx.admins.setMain(a, main, sub, savedBy(request));
        await log('设置主管理员', a.username, office.name, office.id);
      });
      return ok(null, '设置成功');
    },
  );
}
