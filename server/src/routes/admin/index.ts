// Admin accounts of an office (firmAccessUser/*, lawfirm/admins/main). Everyone admin may list the
// accounts of an office in scope; only main admins (levels 1 and 3) may change them: level 1 in
// any office of the firm, level 3 in its own office. The office level of an account is derived
// here, never taken from the client. Each write (the account, any sessions it ends) and its
// 重要日志 row commit together in one transaction (app.unitOfWork; test/durability/).
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, settle } from '../../lib/biz-error';
import { savedBy } from '../../lib/saved-by';
import { audit, type AuditOptions } from '../../lib/audit';
import { hashPassword, type HashCost } from '../../lib/crypto';
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
  strOrNull,
  nullData,
  noBody,
} from '../../lib/envelope';
import { formBody, officeAdminForm, updateKeys } from '../../lib/forms';
import { assertOfficeInScope } from '../../lib/scope';
import { userOf } from '../../plugins/auth';
import { MAIN_OFFICE } from '../../plugins/repositories/organizations';
import { createAdmins, type AdminRow } from '../../plugins/repositories/admins';
import { createSessions } from '../../plugins/repositories/sessions';
import { formBody as formEncoded } from '../../plugins/validation';

const adminSchema = obj({
  id: int,
  username: str,
  name: str,
  mobile: str,
  level: int,
  status: int,
  system: bool,
  organizationId: int,
  createTime: str,
  lastLoginTime: strOrNull,
  // The edit dialog opens from the row: without the version its save could not be checked.
  version: int,
});

const toRecord = (a: AdminRow) => ({
  id: a.id,
  username: a.username,
  name: a.name,
  mobile: a.mobile,
  level: a.level,
  status: a.status,
  system: a.system,
  organizationId: a.organizationId,
  createTime: a.createTime.toISOString(),
  lastLoginTime: a.lastLoginTime?.toISOString() ?? null,
  version: a.version,
});

const mainAdmins = { roles: ['admin' as const], levels: [1 as const, 3 as const] };

/** Levels for an office type: [main, sub]. */
const levelsFor = (officeType: number) => (officeType === MAIN_OFFICE ? [1, 2] : [3, 4]);

type Log = (
  action: string,
  target: string,
  detail: string,
  organizationId: number,
) => Promise<void>;

export default async function adminRoutes(app: FastifyInstance, opts: { hashCost?: HashCost }) {
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

  app.get<{
    Querystring: { organizationId: number; name?: string; current: number; size: number };
  }>(
    '/firmAccessUser/pageList',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        querystring: input(
          {
            ...pagingFields,
            organizationId: idField('机构'),
            name: { type: 'string', title: '姓名/账号', maxLength: 20 },
          },
          ['organizationId'],
        ),
        response: { 200: page(adminSchema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { organizationId, name, current, size } = request.query;
      assertOfficeInScope(u, organizationId);
      if (!(await app.organizations.byId(u.firmId, organizationId))) throw notFound('机构不存在');
      const filter = { firmId: u.firmId, organizationId, name: name?.trim() };
      const { rows, total } = await app.admins.page(filter, current, size);
      return ok({ records: rows.map(toRecord), total, current, size });
    },
  );

  app.post<{
    Body: {
      username: string;
      name: string;
      mobile: string;
      password: string;
      status: number;
      organizationId: number;
    };
  }>(
    '/firmAccessUser/add',
    {
      config: { access: mainAdmins },
      schema: {
        body: formBody(officeAdminForm, 'create', { organizationId: idField('机构') }, [
          'organizationId',
        ]),
        response: { 200: envelope(idResult) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const b = request.body;
      assertOfficeInScope(u, b.organizationId);
      const office = await app.organizations.byId(u.firmId, b.organizationId);
      if (!office) throw notFound('机构不存在');
      if (await app.admins.byUsername(u.firmId, b.username)) throw badRequest('登录账号已存在');
      const [main, sub] = levelsFor(office.type);
      const level = (await app.admins.hasMain(office.id)) ? sub : main;
      // Hashed before the transaction: argon2 takes a while and needs no lock.
      const passwordHash = await hashPassword(b.password, opts.hashCost);
      try {
        const id = await inTransaction(request, async (tx, log) => {
          const id = await tx.admins.insert({
            firmId: u.firmId,
            organizationId: office.id,
            username: b.username,
            name: b.name.trim(),
            mobile: b.mobile,
            passwordHash,
            level,
            status: b.status,
          });
          await log('新增管理员', b.username, `${office.name}，级别 ${level}`, office.id);
          return id;
        });
        return ok({ id }, '新增成功');
      } catch (err) {
        // Two concurrent adds of one username: the unique index decides.
        if (isUniqueViolation(err)) throw badRequest('登录账号已存在');
        throw err;
      }
    },
  );

  app.put<{ Body: { id: number; version?: number; name: string; mobile: string; status: number } }>(
    '/firmAccessUser/firmAccessUserUpdate',
    {
      config: { access: mainAdmins },
      schema: {
        body: formBody(officeAdminForm, 'update', updateKeys, ['id']),
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const b = request.body;
      const a = await targetAdmin(u.firmId, b.id, (t) => assertOfficeInScope(u, t.organizationId));
      if (a.id === u.id && b.status !== 1) throw badRequest('不能停用自己的账号');
      const values = { name: b.name.trim(), mobile: b.mobile, status: b.status };
      await inTransaction(request, async (tx, log) => {
        const outcome = await tx.admins.update(u.firmId, a.id, b.version, {
          ...values,
          ...savedBy(request),
        });
        settle(outcome, '管理员不存在');
        // A disabled account must not keep working through tokens it already holds.
        if (b.status !== 1) await tx.sessions.revokeAll('admin', a.id);
        await log('修改管理员', a.username, '', a.organizationId);
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
      if (a.id === u.id) throw badRequest('不能删除自己的账号');
      if (a.level === 1 || a.level === 3)
        throw badRequest('不能删除机构的主管理员，请先设置其他主管理员');
      await inTransaction(request, async (tx, log) => {
        await tx.sessions.revokeAll('admin', a.id);
        await tx.admins.remove(u.firmId, a.id);
        await log('删除管理员', a.username, '', a.organizationId);
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
