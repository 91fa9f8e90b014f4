// Card analytics: the public event endpoint the card page reports to, and the stats the console
// reads (数据概览, 名片详情, 我的名片). docs/architecture.md, 名片数据.
import type { FastifyInstance } from 'fastify';
import cardEventRoute, { type CardEventLimits } from './event';
import cardStatsExportRoute from './export';
import cardStatsRoutes from './stats';

export type { CardEventLimits };

export default async function cardEventRoutes(
  app: FastifyInstance,
  opts: { limits?: Partial<CardEventLimits> },
) {
  await app.register(cardEventRoute, opts);
  await app.register(cardStatsRoutes);
  await app.register(cardStatsExportRoute);
}
