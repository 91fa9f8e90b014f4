// POST /cardEvent (public): what the card page reports — a view (with where the visitor came
// from), a vCard save, a call, a share or a map tap. The page sends it without waiting for the
// answer (fetch keepalive). Nothing identifying is stored (visitor.ts); known bots are answered
// like anyone else but not counted. A card the firm has not published is 404 and writes nothing,
// so a client naming another firm, or an unknown card, changes no one's numbers. Rate-capped per
// client address and per card, so one client cannot flood a card's numbers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/biz-error';
import { envelope, idField, input, ok } from '../../lib/envelope';
import { clientKey, limitPer } from '../../lib/rate-limits';
import {
  eventSources,
  eventTypes,
  type CardEventSource,
  type CardEventType,
} from '../../plugins/repositories/card-events';
import { purgeCardEvents } from './retention';
import { chinaDay, isBot, visitorHasher } from './visitor';

export interface CardEventLimits {
  /** Events a minute per client address [120]. */
  perClient: number;
  /** Events a minute per card, from all clients [1200]. */
  perCard: number;
}

interface Body {
  cardId: number;
  type: CardEventType;
  source?: CardEventSource;
}

const body = input(
  {
    cardId: idField('名片'),
    type: { type: 'string', title: '事件类型', enum: [...eventTypes] },
    source: { type: 'string', title: '来源', enum: [...eventSources] },
  },
  ['cardId', 'type'],
);

export default async function cardEventRoute(
  app: FastifyInstance,
  opts: { limits?: Partial<CardEventLimits> },
) {
  const limits: CardEventLimits = { perClient: 120, perCard: 1200, ...opts.limits };
  const perClient = limitPer(app, limits.perClient, clientKey);
  const perCard = limitPer(
    app,
    limits.perCard,
    (req) => `card:${(req.body as Partial<Body> | undefined)?.cardId ?? ''}`,
    'card',
  );
  const visitorOf = visitorHasher(app, (day) => {
    // Once a day per process: yesterday's salt and events past retention go. The request that
    // noticed the new day does not wait for it.
    purgeCardEvents(app, day).catch((err: unknown) => app.log.error({ err }, 'card event purge'));
  });

  app.post<{ Body: Body }>(
    '/cardEvent',
    {
      config: { access: 'public' },
      preHandler: async (req: FastifyRequest) => {
        await perClient(req);
        await perCard(req);
      },
      schema: { body, response: { 200: envelope({ type: 'null' }) } },
    },
    async (request) => {
      const { cardId, type } = request.body;
      if (isBot(request.headers['user-agent'])) return ok(null);
      const day = chinaDay(new Date());
      const recorded = await app.cardEvents.record({
        firmId: request.firmId,
        cardId,
        type,
        // Only a view says where the visitor came from; a link without a source is a plain link.
        source: type === 'view' ? (request.body.source ?? 'link') : null,
        visitor: await visitorOf(request, day),
        day,
      });
      if (!recorded) throw notFound('名片不存在或尚未发布');
      return ok(null);
    },
  );
}
