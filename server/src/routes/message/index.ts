// In-site messages of the signed-in user (站内消息, message/*): the list with read/unread state,
// one message (reading it marks it read), the unread count of the header badge and 全部已读.
// A message belongs to one recipient: anyone else asking for it by id gets 403 and nothing
// changes. Messages are produced by events (card audit, account pass, admins' notices: notice.ts).
// What a message answers, who may read and its filters are declared in schemas/resources/
// message.json; the read state (reading marks it read, 全部已读) is this file's own rule.
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/biz-error';
import {
  envelope,
  idField,
  input,
  int,
  noBody,
  obj,
  ok,
  page,
  pagingFields,
  str,
} from '../../lib/envelope';
import { message } from '../../db/schema';
import { listQuery } from '../../resources/list-query';
import { resourceModel } from '../../resources/model';
import { userOf, type AuthUser } from '../../plugins/auth';
import type { MessageRow, Recipient } from '../../plugins/repositories/messages';
import noticeRoutes from './notice';

// Only the detail answers the text (the list shows titles).
const detailOnly = ['content'];

const recipientOf = (u: AuthUser): Recipient => ({
  firmId: u.firmId,
  userType: u.type,
  userId: u.id,
});

const statusField = { type: 'integer', title: '状态', enum: [0, 1] };

type ListQuery = Record<string, unknown> & { current: number; size: number };

export default async function messageRoutes(app: FastifyInstance) {
  // No form (read-only: others write them), so nothing a firm publishes changes the record.
  const model = resourceModel(app.schemas, 'message');
  const query = listQuery(app, 'message', message);
  const record = { id: int, ...model.props, createTime: str };
  const detailSchema = obj(record);
  const listSchema = obj(
    Object.fromEntries(Object.entries(record).filter(([k]) => !detailOnly.includes(k))),
  );
  const toItem = (m: MessageRow) => ({
    id: m.id,
    ...model.recordOf(m),
    createTime: m.createTime.toISOString(),
  });
  app.get<{ Querystring: ListQuery }>(
    '/message',
    {
      config: { access: model.access('list') },
      schema: {
        querystring: input({ ...pagingFields, ...query.filters, ...query.sorting }),
        response: { 200: page(listSchema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { current, size } = request.query;
      const { rows, total } = await app.messages.page(
        { ...recipientOf(u), match: query.where(u, request.query) },
        current,
        size,
        query.order(request.query),
      );
      return ok({ records: rows.map(toItem), total, current, size });
    },
  );

  app.get<{ Querystring: { status: number } }>(
    '/message/getUnReadStatistics',
    {
      config: { access: 'user' },
      schema: {
        querystring: input({ status: { ...statusField, default: 0 } }),
        response: { 200: envelope(int) },
      },
    },
    async (request) => {
      const u = userOf(request);
      return ok(await app.messages.countByStatus(u.firmId, u.type, u.id, request.query.status));
    },
  );

  app.put(
    '/message/readAll',
    {
      config: { access: 'user' },
      schema: { body: noBody, response: { 200: envelope(int) } },
    },
    async (request) => {
      const n = await app.messages.markAllRead(recipientOf(userOf(request)));
      return ok(n, n ? `已将 ${n} 条消息标为已读` : '没有未读消息');
    },
  );

  app.get<{ Params: { id: number } }>(
    '/message/:id',
    {
      config: { access: model.access('read') },
      schema: {
        params: obj({ id: idField(model.resource.title) }, ['id']),
        querystring: input({}),
        response: { 200: envelope(detailSchema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const found = await app.messages.byId(u.firmId, request.params.id);
      if (!found) throw notFound('消息不存在');
      // Checked before marking: another user's message stays unread.
      if (found.toUserType !== u.type || found.toUserId !== u.id) throw forbidden('无权查看该消息');
      const read = await app.messages.markRead(recipientOf(u), found.id);
      if (!read) throw notFound('消息不存在');
      return ok(toItem(read));
    },
  );

  await app.register(noticeRoutes);
}
