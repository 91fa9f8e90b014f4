// Lawyer cards (名片, lawyer/card/*): admins in scope list, create, edit, delete and export cards
// (export-route.ts); the audit flow lives in audit.ts. A card is in scope when its office is
// (levels 3–4: their own).
// A lawyer creates and edits only their own card, through the same routes and the same form minus
// the fields whose x-auth they lack (office, 排序权重), which keep their stored values; their own
// card's read, the public card page and the lawyer's admins are in self.ts and public.ts.
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, settle } from '../../lib/biz-error';
import { savedBy } from '../../lib/saved-by';
import { isUniqueViolation } from '../../lib/db-errors';
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
} from '../../lib/envelope';
import { assertOfficeInScope } from '../../lib/scope';
import { anyViewerBody, holdToViewerBody, keptFieldNames } from '../../lib/viewer-body';
import { liveBody } from '../../plugins/validation';
import { userOf, type AuthUser } from '../../plugins/auth';
import { CARD_APPROVED, CARD_DRAFT } from '../../plugins/repositories/lawyer-cards';
import { actorOf } from '../lawyer/actor';
import cardImportRoutes from '../import/card';
import cardAuditRoutes from './audit';
import cardExportRoute from './export-route';
import cardNextPendingRoutes from './next-pending';
import cardPublicRoutes from './public';
import cardSelfRoutes from './self';
import {
  cardListSchema,
  cardModel,
  cardModelOf,
  cardTarget,
  toInfo,
  toListRecords,
  type CardFields,
} from './dto';
import { cardQuery, type FilterQuery } from './filter';
import { authOfCaller, cardBodiesOf, isMediaUrl } from './forms';
import { cardInScope } from './scope';

const admins = { roles: ['admin' as const] };

const adminsAndLawyers = { roles: ['admin' as const, 'lawyer' as const] };

export default async function cardRoutes(app: FastifyInstance) {
  // Everything a card's fields decide is read per request from the firm's card form and list
  // (resources/live-schemas.ts); the response schemas are the deployed files' and let the firm's
  // extra fields through.
  const formOf = (firmId: number) => app.liveSchemas.forFirm(firmId).forms.card;
  const query = cardQuery(app);
  const cardInfoSchema = cardModel(app.schemas).infoSchema;
  /** A card body: every field of the card form (any other key is refused by its schema). */
  type CardBody = Record<string, unknown>;
  /** Office and practice areas of a card's fields: in scope, and the firm's own. */
  const checkRefs = async (u: AuthUser, f: CardFields) => {
    // A lawyer's card keeps the office it has (they cannot send one); admins must have it in scope.
    if (u.type === 'admin') assertOfficeInScope(u, f.organizationId);
    if (!(await app.organizations.byId(u.firmId, f.organizationId)))
      throw badRequest('所属机构不存在');
    if (f.avatar && !isMediaUrl(f.avatar)) throw badRequest('头像地址不正确');
    if (f.video && !isMediaUrl(f.video)) throw badRequest('视频地址不正确');
    const names = await app.cards.professionNames(u.firmId, f.professions);
    if (names.size !== f.professions.length) throw badRequest('专业领域不存在');
  };

  app.get<{ Querystring: FilterQuery & { current: number; size: number } }>(
    '/lawyer/card/pageList',
    {
      config: { access: admins },
      schema: {
        querystring: input({ ...pagingFields, ...query.filters, ...query.sorting }),
        response: { 200: page(cardListSchema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { current, size } = request.query;
      const filter = query.filterOf(u, request.query);
      const order = query.order(request.query);
      const { listFields } = cardModelOf(app, u.firmId);
      const { rows, total } = await app.cards.page(filter, current, size, order, listFields);
      return ok({ records: await toListRecords(app, u.firmId, rows), total, current, size });
    },
  );

  app.get<{ Querystring: FilterQuery }>(
    '/lawyer/card/cardNum',
    {
      config: { access: admins },
      schema: { querystring: input(query.filters), response: { 200: envelope(int) } },
    },
    async (request) => ok(await app.cards.count(query.filterOf(userOf(request), request.query))),
  );

  app.get<{ Params: { id: number } }>(
    '/lawyer/card/cardInfo/:id',
    {
      config: { access: admins },
      schema: {
        params: obj({ id: idField('名片') }, ['id']),
        querystring: input({}),
        response: { 200: envelope(cardInfoSchema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const c = await cardInScope(app, u, request.params.id);
      return ok(await toInfo(app, u.firmId, c));
    },
  );

  app.post<{ Body: CardBody & { organizationId?: number; lawyerId?: number } }>(
    '/lawyer/card/createCard',
    {
      config: { access: adminsAndLawyers },
      schema: {
        // The call table sends firmId in the query as well as in the body.
        querystring: input({}),
        body: liveBody(app, (s) => {
          const { create } = cardBodiesOf(s.forms.card);
          return anyViewerBody([create.admin, create.lawyer]);
        }),
        response: { 200: envelope(idResult) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const cardForm = formOf(u.firmId);
      const { create } = cardBodiesOf(cardForm);
      holdToViewerBody(request, cardForm, authOfCaller(u.type), create[u.type]);
      const { normalise, toColumns } = cardModelOf(app, u.firmId);
      // An admin names the lawyer; a lawyer creates their own card, in their own office.
      const lawyerId = u.type === 'lawyer' ? u.id : (request.body.lawyerId as number);
      const l = await app.lawyers.byId(u.firmId, lawyerId);
      if (!l) throw notFound('律师不存在');
      if (u.type === 'admin') assertOfficeInScope(u, l.organizationId);
      // A lawyer's body has no office: the card starts in their account's office.
      const { organizationId = l.organizationId } = request.body;
      const f = normalise({ ...request.body, organizationId });
      await checkRefs(u, f);
      if (await app.cards.byLawyer(u.firmId, l.id)) {
        throw badRequest(u.type === 'lawyer' ? '您已有名片，请直接编辑' : '该律师已有名片');
      }
      const actor = actorOf(request);
      try {
        const id = await app.unitOfWork(async (w) => {
          const id = await w.cards.insert({
            ...toColumns(f),
            firmId: u.firmId,
            lawyerId: l.id,
            status: CARD_DRAFT,
          });
          await w.events.log(
            actor,
            'create',
            '新增名片',
            cardTarget({ ...f, lawyerId: l.id }),
            `名片 ID ${id}`,
          );
          return id;
        });
        return ok({ id }, '新增成功');
      } catch (err) {
        // Two simultaneous creates for one lawyer: the unique index decides.
        if (isUniqueViolation(err)) {
          throw badRequest(u.type === 'lawyer' ? '您已有名片，请直接编辑' : '该律师已有名片');
        }
        throw err;
      }
    },
  );

  app.put<{ Body: CardBody & { id: number; version?: number } }>(
    '/lawyer/card/update',
    {
      config: { access: adminsAndLawyers },
      schema: {
        body: liveBody(app, (s) => {
          const { update } = cardBodiesOf(s.forms.card);
          return anyViewerBody([update.admin, update.lawyer]);
        }),
        response: { 200: envelope({ type: 'null' }) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { id, version } = request.body;
      // A lawyer reaches only their own card (403 for anyone else's, before anything is read).
      const c = await cardInScope(app, u, id);
      const auth = authOfCaller(u.type);
      const cardForm = formOf(u.firmId);
      holdToViewerBody(request, cardForm, auth, cardBodiesOf(cardForm).update[u.type]);
      const { normalise, toColumns, fieldsOf } = cardModelOf(app, u.firmId);
      // Fields the caller may not change keep their stored values (a lawyer's save keeps the
      // admin's 排序权重 and office).
      const stored: Record<string, unknown> = fieldsOf(c);
      const kept = Object.fromEntries(
        keptFieldNames(cardForm, auth)
          .filter((k) => k in stored)
          .map((k) => [k, stored[k]]),
      );
      const f = normalise({ ...kept, ...request.body });
      await checkRefs(u, f);
      // An approved card stays public as it is; the edit becomes a revision (a draft again) that
      // is published only when approved. Other cards are edited in place, status unchanged.
      const revision = c.status === CARD_APPROVED;
      const actor = actorOf(request);
      await app.unitOfWork(async (w) => {
        const outcome = await w.cards.update(u.firmId, c.id, version, {
          ...toColumns(f, c.content),
          ...(revision ? { status: CARD_DRAFT, rejectReason: null } : {}),
          ...savedBy(request),
        });
        settle(outcome, '名片不存在');
        await w.events.log(
          actor,
          'update',
          '修改名片',
          cardTarget({ ...f, lawyerId: c.lawyerId }),
          revision ? '已通过的名片生成修订版本，待审核通过后发布' : '',
        );
      });
      return ok(null, revision ? '已保存，修改内容需提交审核后发布' : '保存成功');
    },
  );

  app.post<{ Body: { id: number } }>(
    '/lawyer/card/delete',
    {
      config: { access: admins },
      schema: {
        body: input({ id: idField('名片') }, ['id']),
        response: { 200: envelope({ type: 'null' }) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const c = await cardInScope(app, u, request.body.id);
      const actor = actorOf(request);
      await app.unitOfWork(async (w) => {
        if (!(await w.cards.remove(u.firmId, c.id))) throw notFound('名片不存在');
        await w.events.notifyLawyer(
          u.firmId,
          c.lawyerId,
          '名片已被删除',
          `管理员删除了您的名片“${c.name}”。`,
          { type: 'card' },
        );
        await w.events.log(actor, 'delete', '删除名片', cardTarget(c), `名片 ID ${c.id}`);
      });
      return ok(null, '删除成功');
    },
  );

  await app.register(cardExportRoute);
  await app.register(cardAuditRoutes);
  await app.register(cardNextPendingRoutes);
  await app.register(cardSelfRoutes);
  await app.register(cardPublicRoutes);
  await app.register(cardImportRoutes);
}
