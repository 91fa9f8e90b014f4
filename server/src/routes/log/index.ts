// Important logs (重要日志, log/*). Admins of levels 1–2 read the whole firm's logs; levels 3–4
// only those of their office's operators and of targets in their office; a lawyer reads only
// their own (what they did, and what was done to them or their card). Logs are written by
// lib/audit.ts and never changed through the API. What a log answers, who may list and read and
// the filters are declared in schemas/resources/log.json; the scope rule (an operator's or a
// target's office, a lawyer's own acts and what was done to them: scopeOf) is this file's own.
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/biz-error';
import {
  envelope,
  idField,
  input,
  int,
  obj,
  ok,
  page,
  pagingFields,
  str,
} from '../../lib/envelope';
import { resourceModel } from '../../resources/model';
import { seesAllOffices } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';
import { userOf } from '../../plugins/auth';
import type { LogRow, LogScope } from '../../plugins/repositories/logs';
import { log } from '../../db/schema';
import { listQuery, type ListQuery } from '../../resources/list-query';

export const scopeOf = (u: AuthUser): LogScope => {
  if (u.type === 'lawyer') return { kind: 'lawyer', lawyerId: u.id };
  return seesAllOffices(u)
    ? { kind: 'firm' }
    : { kind: 'office', organizationId: u.organizationId };
};

type LogQuery = Record<string, unknown> & { current: number; size: number };

export default async function logRoutes(app: FastifyInstance) {
  // No form (read-only: others write them), so nothing a firm publishes changes the record.
  const model = resourceModel(app.schemas, 'log');
  const recordSchema = obj({ id: int, ...model.props, createTime: str });
  // The address a call came from is for admins' eyes: a lawyer's own log would otherwise show
  // where the admins who acted on their card work from (docs/security.md).
  const toRecord = (r: LogRow, viewer: AuthUser) => {
    const { ip, ...fields } = model.recordOf(r);
    return {
      id: r.id,
      ...fields,
      ...(viewer.type === 'admin' ? { ip } : {}),
      createTime: r.createTime.toISOString(),
    };
  };
  // Admins filter as the 重要日志 list does; a lawyer as their own log's list (my-log) does.
  const adminQuery = listQuery(app, 'log', log);
  const lawyerQuery = listQuery(app, 'log', log, { list: 'my-log' });
  const list = async (u: AuthUser, q: LogQuery, query: ListQuery) => {
    const filter = { firmId: u.firmId, scope: scopeOf(u), match: query.where(u, q) };
    const { rows, total } = await app.logs.page(filter, q.current, q.size, query.order(q));
    return ok({
      records: rows.map((r) => toRecord(r, u)),
      total,
      current: q.current,
      size: q.size,
    });
  };

  app.get<{ Querystring: LogQuery }>(
    '/log/getAdminLogPageList',
    {
      config: { access: model.access('list', 'admin') },
      schema: {
        querystring: input({ ...pagingFields, ...adminQuery.filters, ...adminQuery.sorting }),
        response: { 200: page(recordSchema) },
      },
    },
    async (request) => list(userOf(request), request.query, adminQuery),
  );

  app.get<{ Querystring: LogQuery }>(
    '/log/getPageList',
    {
      config: { access: model.access('list', 'lawyer') },
      schema: {
        querystring: input({ ...pagingFields, ...lawyerQuery.filters, ...lawyerQuery.sorting }),
        response: { 200: page(recordSchema) },
      },
    },
    async (request) => list(userOf(request), request.query, lawyerQuery),
  );

  app.get<{ Params: { id: number } }>(
    '/log/:id',
    {
      config: { access: model.access('read') },
      schema: {
        params: obj({ id: idField(model.resource.title) }, ['id']),
        querystring: input({}),
        response: { 200: envelope(recordSchema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const found = await app.logs.byId(u.firmId, request.params.id, scopeOf(u));
      if (!found) throw notFound('日志不存在');
      if (!found.inScope) throw forbidden();
      return ok(toRecord(found.row, u));
    },
  );
}
