// How long card events are kept (功能设置 › 数据保留, docs/security.md, 名片数据): the setting saves
// and reads back within 30–3650 days, refuses anything else with a message and stores nothing, and
// the daily purge keeps each firm's events to that firm's own setting. Also the per-card cap: many
// visitors together cannot push one card's numbers past it, and other cards are not held back.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardEvent, lawyerCard } from '../src/db/schema';
import { addDays } from '../src/plugins/repositories/card-events';
import { purgeCardEvents } from '../src/routes/card-event/retention';
import { chinaDay } from '../src/routes/card-event/visitor';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
const PATH = '/api/firmConf/cardStats';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(...demo.admin);
});
afterAll(() => t.close());

describe('数据保留', () => {
  it('is 400 days until the firm chooses, and saves and reads back a choice', async () => {
    const fresh = await t.get<{ retentionDays: number; version: number }>(PATH, admin);
    expect(fresh.data.retentionDays).toBe(400);
    const saved = await t.send('PUT', PATH, admin, {
      retentionDays: 90,
      version: fresh.data.version,
    });
    expect(saved.code, saved.message).toBe('200');
    expect((await t.get<{ retentionDays: number }>(PATH, admin)).data.retentionDays).toBe(90);
    // The whole-firm read carries it too.
    const all = await t.get<{ cardStats: { retentionDays: number } }>('/api/firmConf', admin);
    expect(all.data.cardStats.retentionDays).toBe(90);
  });

  it('refuses days outside 30–3650 with a message naming the field, storing nothing', async () => {
    const before = (await t.get<{ retentionDays: number }>(PATH, admin)).data.retentionDays;
    for (const retentionDays of [29, 3651, 0, -1, 45.5, '一年']) {
      const res = await t.send('PUT', PATH, admin, { retentionDays });
      expect(res.code, String(retentionDays)).toBe('400');
      expect(res.message).toMatch(/名片数据保留天数/);
    }
    expect((await t.get<{ retentionDays: number }>(PATH, admin)).data.retentionDays).toBe(before);
    for (const retentionDays of [30, 3650]) {
      expect((await t.send('PUT', PATH, admin, { retentionDays })).code).toBe('200');
    }
  });
});

describe('the daily purge', () => {
  const row = (firmId: number, day: string, visitor: string) => ({
    firmId,
    cardId: 1,
    organizationId: firmId === 1 ? office.bj : office.otherFirm,
    lawyerId: 1,
    type: 'view',
    source: 'qr',
    visitor: visitor.repeat(32),
    day,
  });
  const daysLeft = async (firmId: number) =>
    (
      await t.database.db
        .select({ day: cardEvent.day })
        .from(cardEvent)
        .where(eq(cardEvent.firmId, firmId))
        .orderBy(cardEvent.day)
    ).map((r) => r.day);

  it("keeps each firm's events to its own setting: older purged, newer kept", async () => {
    expect((await t.send('PUT', PATH, admin, { retentionDays: 30 })).code).toBe('200');
    const today = chinaDay(new Date());
    const d = (n: number) => addDays(today, -n);
    await t.database.db.delete(cardEvent);
    await t.database.db
      .insert(cardEvent)
      .values([
        row(1, d(31), 'a'),
        row(1, d(30), 'b'),
        row(1, d(0), 'c'),
        row(2, d(401), 'd'),
        row(2, d(31), 'e'),
        row(2, d(400), 'f'),
      ]);
    expect(await purgeCardEvents(t.app, today)).toBe(2);
    // Firm 1 chose 30 days; firm 2 never chose, so it keeps 400.
    expect(await daysLeft(1)).toEqual([d(30), d(0)]);
    expect(await daysLeft(2)).toEqual([d(400), d(31)]);

    // A longer setting keeps what a shorter one would have purged.
    expect((await t.send('PUT', PATH, admin, { retentionDays: 365 })).code).toBe('200');
    await t.database.db.insert(cardEvent).values([row(1, d(300), 'g'), row(1, d(366), 'h')]);
    expect(await purgeCardEvents(t.app, today)).toBe(1);
    expect(await daysLeft(1)).toEqual([d(300), d(30), d(0)]);
  });
});

describe('the per-card cap', () => {
  it('stops one card counting past it from many visitors, and holds no other card back', async () => {
    const capped = await createTestApp({ cardEventLimits: { perClient: 100, perCard: 3 } });
    try {
      const published = await capped.database.db
        .select({ id: lawyerCard.id })
        .from(lawyerCard)
        .where(and(eq(lawyerCard.firmId, 1), isNotNull(lawyerCard.published)))
        .limit(2);
      const [busy, other] = published.map((c) => c.id);
      const send = (cardId: number, i: number) =>
        capped.request({
          method: 'POST',
          url: '/api/cardEvent',
          payload: { firmId: 1, cardId, type: 'view', source: 'qr' },
          // Each from its own visitor: the per-address limit is not what stops them.
          remoteAddress: `198.51.100.${i + 1}`,
          headers: { 'user-agent': PHONE },
        });
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await send(busy, i);
        expect(res.status).toBeLessThan(500);
        codes.push(res.body.code);
        if (res.body.code === '429') expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
      }
      expect(codes).toEqual(['200', '200', '200', '429', '429']);
      expect((await send(other, 10)).body.code).toBe('200');
      const counts = await capped.database.db
        .select({ cardId: cardEvent.cardId, n: sql<number>`count(*)::int` })
        .from(cardEvent)
        .groupBy(cardEvent.cardId)
        .orderBy(cardEvent.cardId);
      expect(counts.map((c) => [c.cardId, Number(c.n)])).toEqual(
        [
          [busy, 3],
          [other, 1],
        ].sort((a, b) => a[0] - b[0]),
      );
    } finally {
      await capped.close();
    }
  });

  it("does not spend a card's allowance on a client already refused", async () => {
    const capped = await createTestApp({ cardEventLimits: { perClient: 2, perCard: 3 } });
    try {
      const [{ id: cardId }] = await capped.database.db
        .select({ id: lawyerCard.id })
        .from(lawyerCard)
        .where(and(eq(lawyerCard.firmId, 1), isNotNull(lawyerCard.published)))
        .limit(1);
      const send = async (ip: string) =>
        (
          await capped.request({
            method: 'POST',
            url: '/api/cardEvent',
            payload: { firmId: 1, cardId, type: 'view', source: 'qr' },
            remoteAddress: ip,
            headers: { 'user-agent': PHONE },
          })
        ).body.code;
      const flood: string[] = [];
      for (let i = 0; i < 6; i++) flood.push(await send('198.51.100.7'));
      expect(flood).toEqual(['200', '200', '429', '429', '429', '429']);
      // The card has counted the flood's two events only: one more visitor fits, the next not.
      expect([await send('198.51.100.8'), await send('198.51.100.9')]).toEqual(['200', '429']);
      const [{ n }] = await capped.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(cardEvent);
      expect(Number(n)).toBe(3);
    } finally {
      await capped.close();
    }
  });
});
