// The routes of a resource without code (schemas/resources/<name>.json, no `code`), served at
// /resource/<name>/{list,info/:id,create,update,delete} (the derived calls, resource.ts): bodies
// and answers from its form files, the access rule of each operation, the office scope (levels
// 3–4 see and change only their office's records), the version check (409) and one transaction
// for the row and its 重要日志 row.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceAccess, ResourceSchema } from '../../../src/engine/schema/resource';
import type { Db } from '../db/client';
import { audit } from '../lib/audit';
import { forbidden, notFound, settle } from '../lib/biz-error';
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
} from '../lib/envelope';
import { formBody, updateKeys } from '../lib/forms';
import { savedBy } from '../lib/saved-by';
import { assertOfficeInScope, officeFilter } from '../lib/scope';
import { userOf, type Access, type AuthUser } from '../plugins/auth';
import { versionedUpdate } from '../plugins/repositories/define';
import { liveBody } from '../plugins/validation';
import { keepUnknown, normaliseFields, responseProps, splitRecord } from './derive';
import { listQuery } from './list-query';
import type { SchemaDir } from './schema-dir';
import { ensureTable, resourceTable } from './table';

/** An operation's access rule in the route config (plugins/auth.ts). */
export const accessOf = (a: ResourceAccess): Access => {
  const admin = a.auth.some((x) => x !== 'LAWYER' && x !== 'owner');
  const lawyer = a.auth.includes('LAWYER') || a.auth.includes('owner');
  const levels =
    a.auth.includes('MAIN_OFFICE_MAIN_ADMIN') && !a.auth.includes('ADMIN')
      ? [1 as const]
      : a.levels;
  return {
    roles: [...(admin ? (['admin'] as const) : []), ...(lawyer ? (['lawyer'] as const) : [])],
    ...(levels ? { levels } : {}),
    ...(a.auth.length === 1 && a.auth[0] === 'system' ? { system: true } : {}),
  };
};

export const registerResource = (app: FastifyInstance, r: ResourceSchema) => {
  // The declaration (table, scope, access) is the deployed file's; the fields are the request's
  // firm's forms (resources/live-schemas.ts), the deployed ones for what is declared at start.
  const formsIn = (s: SchemaDir) => r.forms.map((name) => s.forms[name]);
  const forms = formsIn(app.schemas);
  const formsOf = (u: AuthUser) => formsIn(app.liveSchemas.forFirm(u.firmId));
  const table = resourceTable(r);
  const col = (name: string) => (table as unknown as Record<string, PgColumn>)[name];
  const office = r.scope.office;
  app.addHook('onReady', () => ensureTable(app.db, r));

  const props = {
    id: int,
    version: int,
    createTime: str,
    updateTime: str,
    ...Object.fromEntries(Object.keys(r.columns).map((k) => [k, {}])),
    ...responseProps(forms),
  };
  // A firm's published fields pass as they are (the record is built from its forms).
  const record = { ...obj(props), additionalProperties: true };
  type Row = Record<string, unknown> & {
    document: Record<string, unknown>;
    createTime: Date;
    updateTime: Date;
  };
  const toRecord = (u: AuthUser) => (row: Row) => {
    const { document, ...rest } = row;
    return {
      ...normaliseFields(formsOf(u), { ...document, ...rest }),
      ...rest,
      createTime: row.createTime.toISOString(),
      updateTime: row.updateTime.toISOString(),
    };
  };
  const titleOf = (fields: Record<string, unknown>) =>
    String(fields.title ?? fields.name ?? '').slice(0, 50);
  const inScope = (u: AuthUser, fields: Record<string, unknown>) => {
    if (office && u.type === 'admin') assertOfficeInScope(u, Number(fields[office]));
    if (u.type === 'lawyer') {
      if (!r.scope.owner || fields[r.scope.owner] !== u.id) throw forbidden();
    }
  };
  const byId = async (u: AuthUser, id: number, db: Db = app.db) => {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.firmId, u.firmId), eq(table.id, id)))
      .limit(1);
    if (!row) throw notFound(`${r.title}不存在`);
    inScope(u, row as Record<string, unknown>);
    return row as unknown as Row;
  };
  const log = (
    request: FastifyRequest,
    op: 'create' | 'update' | 'delete',
    fields: Record<string, unknown>,
    db: Db,
  ) =>
    audit(
      app,
      request,
      r.log?.[op] ?? `${{ create: '新增', update: '修改', delete: '删除' }[op]}${r.title}`,
      titleOf(fields),
      '',
      {
        kind: r.title,
        targetOrganizationId: office ? Number(fields[office]) || null : null,
        db,
      },
    );
  const base = `/resource/${r.name}`;
  const query = listQuery(app, r.name, table);

  if (r.access.list) {
    app.get<{ Querystring: Record<string, unknown> & { current: number; size: number } }>(
      `${base}/list`,
      {
        config: { access: accessOf(r.access.list) },
        schema: {
          querystring: input({ ...pagingFields, ...query.filters, ...query.sorting }),
          response: { 200: page(record) },
        },
      },
      async (request) => {
        const u = userOf(request);
        const { current, size } = request.query;
        const where: SQL[] = [eq(table.firmId, u.firmId)];
        const only = office && u.type === 'admin' ? officeFilter(u) : undefined;
        if (only !== undefined) where.push(eq(col(office!), only));
        if (u.type === 'lawyer' && r.scope.owner) where.push(eq(col(r.scope.owner), u.id));
        const match = query.where(u, request.query);
        if (match) where.push(match);
        const [sortKey] = r.sort ?? [];
        const rows = await app.db
          .select()
          .from(table)
          .where(and(...where))
          .orderBy(
            ...(query.order(request.query) ?? [
              ...(sortKey ? [desc(col(sortKey))] : []),
              desc(table.id),
            ]),
          )
          .offset((current - 1) * size)
          .limit(size);
        const [total] = await app.db
          .select({ n: count() })
          .from(table)
          .where(and(...where));
        return ok({
          records: rows.map((x) => toRecord(u)(x as unknown as Row)),
          total: total?.n ?? 0,
          current,
          size,
        });
      },
    );
  }
  if (r.access.read) {
    app.get<{ Params: { id: number } }>(
      `${base}/info/:id`,
      {
        config: { access: accessOf(r.access.read) },
        schema: {
          params: obj({ id: idField(r.title) }, ['id']),
          querystring: input({}),
          response: { 200: envelope(record) },
        },
      },
      async (request) => {
        const u = userOf(request);
        return ok(toRecord(u)(await byId(u, request.params.id)));
      },
    );
  }
  if (r.access.create) {
    app.post<{ Body: Record<string, unknown> }>(
      `${base}/create`,
      {
        config: { access: accessOf(r.access.create) },
        schema: {
          body: liveBody(app, (s) => formBody(formsIn(s)[0], 'create', {})),
          response: { 200: envelope(idResult) },
        },
      },
      async (request) => {
        const u = userOf(request);
        const fields = normaliseFields(formsOf(u), request.body);
        if (u.type === 'lawyer' && r.scope.owner) fields[r.scope.owner] = u.id;
        inScope(u, fields);
        const { columns, document } = splitRecord(r, fields);
        const id = await app.db.transaction(async (tx) => {
          const db = tx as unknown as Db;
          const [row] = await db
            .insert(table)
            .values({ ...columns, document, firmId: u.firmId } as never)
            .returning({ id: table.id });
          await log(request, 'create', fields, db);
          return row.id;
        });
        return ok({ id }, '新增成功');
      },
    );
  }
  if (r.access.update) {
    app.put<{ Body: Record<string, unknown> & { id: number; version?: number } }>(
      `${base}/update`,
      {
        config: { access: accessOf(r.access.update) },
        schema: {
          body: liveBody(app, (s) => formBody(formsIn(s)[0], 'update', updateKeys, ['id'])),
          response: { 200: envelope({ type: 'null' }) },
        },
      },
      async (request) => {
        const u = userOf(request);
        const { id, version, ...rest } = request.body;
        // firmId names the tenant (checked by the auth hook), not a field of the record.
        const body = Object.fromEntries(Object.entries(rest).filter(([k]) => k !== 'firmId'));
        const stored = await byId(u, id);
        const fields = normaliseFields(formsOf(u), { ...stored.document, ...stored, ...body });
        if (r.scope.owner) fields[r.scope.owner] = stored[r.scope.owner];
        inScope(u, fields);
        const { columns, document } = splitRecord(r, fields);
        await app.db.transaction(async (tx) => {
          const db = tx as unknown as Db;
          const outcome = await versionedUpdate(db, table as never, u.firmId, id, version, {
            ...columns,
            // A field the firm's form no longer has keeps its stored value.
            document: keepUnknown(stored.document, document),
            ...savedBy(request),
          } as never);
          settle(outcome, `${r.title}不存在`);
          await log(request, 'update', fields, db);
        });
        return ok(null, '保存成功');
      },
    );
  }
  if (r.access.delete) {
    app.post<{ Body: { id: number } }>(
      `${base}/delete`,
      {
        config: { access: accessOf(r.access.delete) },
        schema: {
          body: input({ id: idField(r.title) }, ['id']),
          response: { 200: envelope({ type: 'null' }) },
        },
      },
      async (request) => {
        const u = userOf(request);
        const stored = await byId(u, request.body.id);
        await app.db.transaction(async (tx) => {
          const db = tx as unknown as Db;
          const gone = await db
            .delete(table)
            .where(and(eq(table.firmId, u.firmId), eq(table.id, request.body.id)))
            .returning({ id: table.id });
          if (!gone.length) throw notFound(`${r.title}不存在`);
          await log(request, 'delete', { ...stored.document, ...stored }, db);
        });
        return ok(null, '删除成功');
      },
    );
  }
};

/** Every resource without code gets its routes (resource files are fixed at start). */
export default async function derivedResourceRoutes(app: FastifyInstance) {
  for (const r of Object.values(app.schemas.resources)) if (!r.code) registerResource(app, r);
}
