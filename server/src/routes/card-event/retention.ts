// How long card events are kept (docs/security.md, 名片数据): each firm's 数据保留 setting
// (功能设置 › 数据保留, section `cardStats`, 30–3650 days, 400 until the firm chooses). The purge
// runs once a day per process, started by the first event of the day (event.ts).
import type { FastifyInstance } from 'fastify';
import { readSection } from '../../lib/settings/read';

/** Deletes every firm's events past its retention, and old visitor salts; the number deleted. */
export const purgeCardEvents = (app: FastifyInstance, today: string) =>
  app.cardEvents.purge(
    today,
    async (firmId) => (await readSection(app.db, firmId, 'cardStats')).retentionDays,
  );
