// Content articles of the firm (firmContent/*). Every admin of the firm may manage them (content
// is firm-wide: the mini-program shows one list per firm); lawyers may not. The HTML body is
// sanitised with the allowlist of lib/sanitize-html.ts before it is stored; title and summary are
// plain text. New articles are drafts (0); status/{id} publishes (1) or takes offline (2).
// Each write stores the article and its 重要日志 row in one transaction (app.unitOfWork): a crash
// between them must not leave an article nobody is recorded as having written
// (test/durability/). Fields, access and log texts come from schemas/resources/content.json and
// its form (dto.ts): a field added to forms/content.json is stored, returned and shown.
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit';
import { badRequest, forbidden, notFound, settle } from '../../lib/biz-error';
import { savedBy } from '../../lib/saved-by';
import { officeFilter, seesAllOffices } from '../../lib/scope';
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
import { formBody, versionField } from '../../lib/forms';
import { liveBody } from '../../plugins/validation';
import { userOf, type AuthUser } from '../../plugins/auth';
import {
  CONTENT_DRAFT,
  CONTENT_OFFLINE,
  CONTENT_PUBLISHED,
  contentsOn,
} from '../../plugins/repositories/contents';
import { firmContent } from '../../db/schema';
import { listQuery } from '../../resources/list-query';
import { contentModel } from './dto';

/** An article body: every field of forms/content.json (any other key is refused by its schema). */
type ContentBody = Record<string, unknown>;

const idParams = obj({ id: idField('内容') }, ['id']);
const statusLabels: Record<number, string> = { 1: '发布', 2: '下线' };

export default async function contentRoutes(app: FastifyInstance) {
  // Schemas and access are declared from the deployed files; bodies, stored fields and records
  // follow the firm's own form (resources/live-schemas.ts).
  const { infoSchema, listItemSchema, logText, access } = contentModel(app.schemas);
  const modelOf = (firmId: number) => contentModel(app.liveSchemas.forFirm(firmId));
  // docs/product.md, Content: levels 3–4 see and manage only their own office's content.
  const load = async (u: AuthUser, id: number) => {
    const row = await app.contents.byId(u.firmId, id);
    if (!row) throw notFound('内容不存在');
    if (!seesAllOffices(u) && row.organizationId !== u.organizationId) throw forbidden();
    return row;
  };
  /** `write` with the article's queries on a transaction; `log` writes in the same one. */
  const inTransaction = <T>(
    request: Parameters<typeof audit>[1],
    write: (
      contents: ReturnType<typeof contentsOn>,
      log: (action: string, title: string) => Promise<void>,
    ) => Promise<T>,
  ) =>
    app.unitOfWork((w) =>
      write(contentsOn(w.db), (action, title) =>
        audit(app, request, action, title, '', { kind: '内容', db: w.db }),
      ),
    );

  const query = listQuery(app, 'content', firmContent);
  app.get<{ Querystring: Record<string, unknown> & { current: number; size: number } }>(
    '/firmContent/list',
    {
      config: { access: access('list') },
      schema: {
        querystring: input({ ...pagingFields, ...query.filters, ...query.sorting }),
        response: { 200: page(listItemSchema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { current, size } = request.query;
      const filter = {
        firmId: u.firmId,
        organizationId: officeFilter(u),
        match: query.where(u, request.query),
      };
      const order = query.order(request.query);
      const { rows, total } = await app.contents.page(filter, current, size, order);
      return ok({ records: rows.map(modelOf(u.firmId).toInfo), total, current, size });
    },
  );

  app.post<{ Body: ContentBody }>(
    '/firmContent',
    {
      config: { access: access('create') },
      schema: {
        body: liveBody(app, (s) => formBody(s.forms.content, 'create', {})),
        response: { 200: envelope(idResult) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const v = modelOf(u.firmId).values(request.body);
      const id = await inTransaction(request, async (contents, log) => {
        const id = await contents.insert({
          ...v,
          firmId: u.firmId,
          organizationId: u.organizationId,
          status: CONTENT_DRAFT,
          authorId: u.id,
          authorName: u.name,
        });
        await log(logText('create'), v.title);
        return id;
      });
      return ok({ id }, '新增成功');
    },
  );

  app.get<{ Params: { id: number } }>(
    '/firmContent/:id',
    {
      config: { access: access('read') },
      schema: {
        params: idParams,
        querystring: input({}),
        response: { 200: envelope(infoSchema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      return ok(modelOf(u.firmId).toInfo(await load(u, request.params.id)));
    },
  );

  app.put<{ Params: { id: number }; Body: ContentBody & { id?: number; version?: number } }>(
    '/firmContent/:id',
    {
      config: { access: access('update') },
      schema: {
        params: idParams,
        // The console may echo the id in the body; the path decides.
        body: liveBody(app, (s) =>
          formBody(s.forms.content, 'update', { id: idField('内容'), version: versionField }),
        ),
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const { id } = request.params;
      if (request.body.id !== undefined && request.body.id !== id) throw badRequest('内容ID不一致');
      const stored = await load(u, id);
      const v = modelOf(u.firmId).values(request.body, stored.content);
      await inTransaction(request, async (contents, log) => {
        const outcome = await contents.update(u.firmId, id, request.body.version, {
          ...v,
          ...savedBy(request),
        });
        settle(outcome, '内容不存在');
        await log(logText('update'), v.title);
      });
      return ok(null, '保存成功');
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/firmContent/:id',
    {
      config: { access: access('delete') },
      schema: {
        params: idParams,
        querystring: input({}),
        body: noBody,
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const row = await load(u, request.params.id);
      await inTransaction(request, async (contents, log) => {
        if (!(await contents.remove(u.firmId, row.id))) throw notFound('内容不存在');
        await log(logText('delete'), row.title);
      });
      return ok(null, '删除成功');
    },
  );

  app.put<{ Params: { id: number }; Body: { status: number; version?: number } }>(
    '/firmContent/status/:id',
    {
      config: { access: access('update') },
      schema: {
        params: idParams,
        body: input({ status: { type: 'integer', title: '状态' }, version: versionField }, [
          'status',
        ]),
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const { status, version } = request.body;
      if (status !== CONTENT_PUBLISHED && status !== CONTENT_OFFLINE)
        throw badRequest('状态只能是已发布或已下线');
      const row = await load(u, request.params.id);
      await inTransaction(request, async (contents, log) => {
        const outcome = await contents.update(u.firmId, row.id, version, {
          status,
          ...savedBy(request),
        });
        settle(outcome, '内容不存在');
        await log(`${statusLabels[status]}内容`, row.title);
      });
      return ok(null, status === CONTENT_PUBLISHED ? '发布成功' : '已下线');
    },
  );
}
