// POST /cardEvent (public): what the card page reports — a view (with where the visitor came
// from), a vCard save, a call, a share or a map tap. The page sends it without waiting for the
// answer (fetch keepalive). Nothing identifying is stored (visitor.ts); known bots are answered
// like anyone else but not counted. A card the firm has not published is 404 and writes nothing,
// so a client naming another firm, or an unknown card, changes no one's numbers. Rate-capped per
// client address and per card, so one client cannot flood a card's numbers; on PostgreSQL both
// counters and the event are one statement and one commit (cardEvents.record).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BizError, notFound } from '../../lib/biz-error';
import { envelope, idField, input, ok } from '../../lib/envelope';
import {
  clientKey,
  LIMIT_WINDOW_MS,
  limitPer,
  sharedLimitKey,
  TOO_MANY,
} from '../../lib/rate-limits';
import {
  eventSources,
  eventTypes,
  type CardEventSource,
  type CardEventType,
  type CountedLimit,
  type NewEvent,
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
  const cardKey = (req: FastifyRequest) =>
    `card:${(req.body as Partial<Body> | undefined)?.cardId ?? ''}`;
  // On PostgreSQL the two counters are rows, counted in the statement that writes the event (one
  // round trip: the write path must stay cheap at 200 events a second); in memory (PGlite) they
  // are the usual preHandlers.
  const shared = app.sharedRateLimits;
  const inMemory = shared
    ? []
    : [limitPer(app, limits.perClient, clientKey), limitPer(app, limits.perCard, cardKey, 'card')];
  const visitorOf = visitorHasher(app, (day) => {
    // Once a day per process: yesterday's salt and events past retention go. The request that
    // noticed the new day does not wait for it.
    purgeCardEvents(app, day).catch((err: unknown) => app.log.error({ err }, 'card event purge'));
  });

  app.post<{ Body: Body }>(
    '/cardEvent',
    {
      config: { access: 'public' },
      // In order: a refused client does not count against the card.
      preHandler: inMemory,
      schema: { body, response: { 200: envelope({ type: 'null' }) } },
    },
    async (request) => {
      const { cardId, type } = request.body;
      // A bot is counted against the limits like anyone, but its event is not written.
      const bot = isBot(request.headers['user-agent']);
      if (bot && !shared) return ok(null);
      const day = chinaDay(new Date());
      const event: NewEvent | null = bot
        ? null
        : {
            firmId: request.firmId,
            cardId,
            type,
            // Only a view says where the visitor came from; a link without a source is a plain link.
            source: type === 'view' ? (request.body.source ?? 'link') : null,
            visitor: await visitorOf(request, day),
            day,
          };
      const counted: CountedLimit[] = shared
        ? [
            { key: sharedLimitKey(request, 'client', clientKey(request)), max: limits.perClient },
            { key: sharedLimitKey(request, 'card', cardKey(request)), max: limits.perCard },
          ].map((l) => ({ ...l, windowMs: LIMIT_WINDOW_MS }))
        : [];
      // Ended windows are swept now and then; this event does not wait for it.
      if (shared)
        app.rateLimitCounters.sweep().catch((err: unknown) => app.log.error({ err }, 'sweep'));
      const { recorded, limited } = await app.cardEvents.record(event, counted);
      if (limited) throw new BizError('429', TOO_MANY, 429);
      if (event && !recorded) throw notFound('名片不存在或尚未发布');
      return ok(null);
    },
  );
}
