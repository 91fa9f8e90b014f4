// The numbers behind the cards (数据概览, 名片详情, 我的名片). Admins of levels 1–2 see the whole
// firm, levels 3–4 their own office only (lib/scope.ts); a card's numbers follow the card's scope
// (its office's admins, its own lawyer); a lawyer's own numbers are theirs alone. Periods are the
// last 7, 30 or 90 China-time days, today included.
import type { FastifyInstance } from 'fastify';
import { envelope, idField, input, int, obj, ok, str, type JsonSchema } from '../../lib/envelope';
import { officeFilter } from '../../lib/scope';
import { userOf } from '../../plugins/auth';
import { addDays, type StatsScope } from '../../plugins/repositories/card-events';
import { cardInScope } from '../card/scope';
import { chinaDay } from './visitor';

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export const periodQuery = input({
  days: { type: 'integer', title: '统计天数', enum: [...PERIODS], default: 7 },
});

/** The last `days` days up to today, as a scope of the firm. */
export const periodScope = (firmId: number, days: number, now = new Date()): StatsScope => {
  const to = chinaDay(now);
  return { firmId, from: addDays(to, 1 - days), to };
};

const countProps = {
  views: int,
  visitors: int,
  saves: int,
  calls: int,
  shares: int,
  maps: int,
};
const counts = obj(countProps);
const trend: JsonSchema = { type: 'array', items: obj({ day: str, ...countProps }) };
const bySource: JsonSchema = { type: 'array', items: obj({ source: str, views: int }) };

const admins = { roles: ['admin' as const] };

export const overviewOf = async (app: FastifyInstance, scope: StatsScope) => {
  const [totals, days, sources, offices, cards] = await Promise.all([
    app.cardEvents.totals(scope),
    app.cardEvents.trend(scope),
    app.cardEvents.bySource(scope),
    app.cardEvents.byOffice(scope),
    app.cardEvents.topCards(scope, 10),
  ]);
  return { totals, trend: days, bySource: sources, byOffice: offices, topCards: cards };
};

export default async function cardStatsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { days: Period } }>(
    '/cardStats/overview',
    {
      config: { access: admins },
      schema: {
        querystring: periodQuery,
        response: {
          200: envelope(
            obj({
              from: str,
              to: str,
              totals: counts,
              trend,
              bySource,
              byOffice: {
                type: 'array',
                items: obj({ organizationId: int, organizationName: str, ...countProps }),
              },
              topCards: {
                type: 'array',
                items: obj({ cardId: int, name: str, organizationName: str, ...countProps }),
              },
            }),
          ),
        },
      },
    },
    async (request) => {
      const u = userOf(request);
      const scope = {
        ...periodScope(u.firmId, request.query.days),
        organizationId: officeFilter(u),
      };
      return ok({ from: scope.from, to: scope.to, ...(await overviewOf(app, scope)) });
    },
  );

  app.get<{ Params: { id: number }; Querystring: { days: Period } }>(
    '/cardStats/card/:id',
    {
      config: { access: { roles: ['admin' as const, 'lawyer' as const] } },
      schema: {
        params: obj({ id: idField('名片') }, ['id']),
        querystring: periodQuery,
        response: { 200: envelope(obj({ from: str, to: str, totals: counts, trend, bySource })) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const card = await cardInScope(app, u, request.params.id);
      const scope = { ...periodScope(u.firmId, request.query.days), cardId: card.id };
      const [totals, days, sources] = await Promise.all([
        app.cardEvents.totals(scope),
        app.cardEvents.trend(scope),
        app.cardEvents.bySource(scope),
      ]);
      return ok({ from: scope.from, to: scope.to, totals, trend: days, bySource: sources });
    },
  );

  app.get(
    '/cardStats/mine',
    {
      config: { access: { roles: ['lawyer' as const] } },
      schema: {
        querystring: input({}),
        response: { 200: envelope(obj({ week: counts, trend })) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const week = { ...periodScope(u.firmId, 7), lawyerId: u.id };
      const month = { ...periodScope(u.firmId, 30), lawyerId: u.id };
      const [totals, days] = await Promise.all([
        app.cardEvents.totals(week),
        app.cardEvents.trend(month),
      ]);
      return ok({ week: totals, trend: days });
    },
  );
}
