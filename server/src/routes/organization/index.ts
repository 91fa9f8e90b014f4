// Offices of the firm (firmOrganization/*). Levels 1 and 2 see and manage all offices; levels 3
// and 4 only their own (another office's id is 403). Only sub offices (type 2) can be created.
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, settle } from '../../lib/biz-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { savedBy } from '../../lib/saved-by';
import { audit } from '../../lib/audit';
import {
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
} from '../../lib/envelope';
import { formBody, updateKeys } from '../../lib/forms';
import { liveBody } from '../../plugins/validation';
import { assertOfficeInScope, officeFilter } from '../../lib/scope';
import { userOf } from '../../plugins/auth';
import type { Db } from '../../db/client';
import { MAIN_OFFICE, SUB_OFFICE, organizationsOn } from '../../plugins/repositories/organizations';
import { organization } from '../../db/schema';
import { listQuery } from '../../resources/list-query';
import { officeModel, toRecords } from './dto';

const admins = { roles: ['admin' as const] };

/** Two simultaneous saves of one name: the unique index decides (the check above cannot). */
const sameName = (err: unknown): never => {
  throw isUniqueViolation(err) ? badRequest('机构名称已存在', 'name') : err;
};

export default async function organizationRoutes(app: FastifyInstance) {
  // Declared from the deployed form; bodies, stored fields and records follow the firm's own
  // (resources/live-schemas.ts).
  const office = officeModel(app.schemas);
  const officeOf = (firmId: number) => officeModel(app.liveSchemas.forFirm(firmId));
  /** An office body: every field of the office form (any other key is refused by its schema). */
  type OfficeBody = Record<string, unknown>;
  const query = listQuery(app, 'office', organization);
  app.get<{ Querystring: Record<string, unknown> & { current: number; size: number } }>(
    '/firmOrganization/pageList',
    {
      config: { access: admins },
      schema: {
        querystring: input({ ...pagingFields, ...query.filters, ...query.sorting }),
        response: { 200: page(office.schema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { current, size } = request.query;
      const filter = {
        firmId: u.firmId,
        onlyId: officeFilter(u),
        match: query.where(u, request.query),
      };
      const order = query.order(request.query);
      const { rows, total } = await app.organizations.page(filter, current, size, order);
      return ok({ records: await toRecords(app, u.firmId, rows), total, current, size });
    },
  );

  app.get(
    '/firmOrganization/validList',
    {
      config: { access: admins },
      schema: {
        querystring: input({}),
        response: {
          200: envelope({ type: 'array', items: obj({ id: int, name: str, type: int }) }),
        },
      },
    },
    async (request) => {
      const u = userOf(request);
      return ok(await app.organizations.validList({ firmId: u.firmId, onlyId: officeFilter(u) }));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/firmOrganization/firmOrganizationInfo',
    {
      config: { access: admins },
      schema: {
        querystring: input({ id: idField('机构') }, ['id']),
        response: { 200: envelope(office.schema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      assertOfficeInScope(u, request.query.id);
      const row = await app.organizations.withLawyerCount(u.firmId, request.query.id);
      if (!row) throw notFound('机构不存在');
      const [record] = await toRecords(app, u.firmId, [row]);
      return ok(record);
    },
  );

  app.post<{ Body: OfficeBody }>(
    '/firmOrganization/add',
    {
      config: { access: { roles: ['admin'], levels: [1, 2] } },
      schema: {
        body: liveBody(app, (s) => formBody(s.forms.office, 'create', {})),
        response: { 200: envelope(idResult) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const v = officeOf(u.firmId).values(request.body);
      if (await app.organizations.byName(u.firmId, v.name))
        throw badRequest('机构名称已存在', 'name');
      // The office and its log commit together: a crash between them must not leave an office
      // nobody is recorded as having created (test/durability/sigkill.test.ts).
      const id = await app.db
        .transaction(async (tx) => {
          const db = tx as unknown as Db;
          const id = await organizationsOn(db).insert({ ...v, firmId: u.firmId, type: SUB_OFFICE });
          await audit(app, request, '新增机构', v.name, '', {
            kind: '机构',
            targetOrganizationId: id,
            db,
          });
          return id;
        })
        .catch(sameName);
      return ok({ id }, '新增成功');
    },
  );

  app.post<{ Body: OfficeBody & { id: number; version?: number } }>(
    '/firmOrganization/update',
    {
      config: { access: admins },
      schema: {
        body: liveBody(app, (s) => formBody(s.forms.office, 'update', updateKeys, ['id'])),
        response: { 200: envelope({ type: 'null' }) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { id, version } = request.body;
      assertOfficeInScope(u, id);
      const current = await app.organizations.byId(u.firmId, id);
      if (!current) throw notFound('机构不存在');
      const v = officeOf(u.firmId).values(request.body, current.content);
      if (current.type === MAIN_OFFICE && v.status !== 1) throw badRequest('总所不能停用');
      const same = await app.organizations.byName(u.firmId, v.name);
      if (same && same.id !== id) throw badRequest('机构名称已存在', 'name');
      await app.db
        .transaction(async (tx) => {
          const db = tx as unknown as Db;
          const outcome = await organizationsOn(db).update(u.firmId, id, version, {
            ...v,
            ...savedBy(request),
          });
          settle(outcome, '机构不存在');
          await audit(app, request, '修改机构', v.name, '', {
            kind: '机构',
            targetOrganizationId: id,
            db,
          });
        })
        .catch(sameName);
      return ok(null, '保存成功');
    },
  );
}
