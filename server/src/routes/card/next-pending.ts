// 下一张待审核 (名片详情 after 通过/驳回): the first pending card in the caller's scope, in the card
// list's own order (the firm's 排序方式), other than the one just audited. Audited cards leave the
// pending set, so taking the first one each time walks the whole queue in list order.
import type { FastifyInstance } from 'fastify';
import { envelope, idField, input, int, obj, ok, str } from '../../lib/envelope';
import { userOf } from '../../plugins/auth';
import { CARD_PENDING } from '../../plugins/repositories/lawyer-cards';
import { cardQuery } from './filter';

const nextCard = { ...obj({ id: int, name: str }, ['id', 'name']), type: ['object', 'null'] };

export default async function cardNextPendingRoutes(app: FastifyInstance) {
  // The card list's own filter (resources/card.json), so scope and status mean what they mean there.
  const query = cardQuery(app);
  app.get<{ Querystring: { after?: number } }>(
    '/lawyer/card/nextPending',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        // `after`: the card on screen, which may still be pending (the reviewer skipped it).
        querystring: input({ after: idField('名片') }),
        response: { 200: envelope(nextCard) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const { after } = request.query;
      const filter = query.filterOf(u, { status: CARD_PENDING });
      // Two rows: the first may be the card on screen.
      const rows = await app.cards.list(filter, 2);
      const next = rows.find((c) => c.id !== after);
      return ok(next ? { id: next.id, name: next.name } : null);
    },
  );
}
