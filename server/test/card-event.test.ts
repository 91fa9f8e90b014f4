// Card analytics: a known set of events on two published cards of two offices, read back exactly
// by 数据概览 (whole firm and a level-3 admin's office), 名片详情 and 我的名片; bots, bad input and
// floods change nothing; no column holds an address or user agent; the purge keeps retention.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardEvent, lawyer, lawyerCard } from '../src/db/schema';
import { addDays } from '../src/plugins/repositories/card-events';
import { purgeCardEvents } from '../src/routes/card-event/retention';
import { chinaDay } from '../src/routes/card-event/visitor';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'lawyer', string>;
const cards = {} as Record<'bj' | 'sh', number>;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger';

const post = (payload: object, opts: { ua?: string; ip?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/cardEvent',
    payload: { firmId: 1, ...payload },
    remoteAddress: opts.ip ?? '203.0.113.7',
    headers: { 'user-agent': opts.ua ?? PHONE },
  });

const send = async (cardId: number, type: string, n: number, source?: string, ip?: string) => {
  for (let i = 0; i < n; i++) {
    const res = await post({ cardId, type, ...(source ? { source } : {}) }, { ip });
    expect(res.body.code, res.body.message).toBe('200');
  }
};

const eventCount = async () =>
  Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(cardEvent))[0].n);

beforeAll(async () => {
  t = await createTestApp({ cardEventLimits: { perClient: 1000, perCard: 1000 } });
  tok.admin = await t.tokenFor(...demo.admin);
  tok.branch = await t.tokenFor(...demo.branch);
  tok.lawyer = await t.tokenFor(...demo.lawyer);
  // The signed-in lawyer's card (北京总所) and a published card of 上海分所.
  const [mine] = await t.database.db
    .select({ id: lawyerCard.id })
    .from(lawyerCard)
    .innerJoin(lawyer, eq(lawyer.id, lawyerCard.lawyerId))
    .where(eq(lawyer.mobile, demo.lawyer[0]));
  const [sh] = await t.database.db
    .select({ id: lawyerCard.id })
    .from(lawyerCard)
    .where(and(eq(lawyerCard.organizationId, office.sh), isNotNull(lawyerCard.published)))
    .limit(1);
  cards.bj = mine.id;
  cards.sh = sh.id;

  // 北京: 3 QR views from one phone (1 visitor), 2 link views from another, 1 save, 2 calls.
  await send(cards.bj, 'view', 3, 'qr', '203.0.113.1');
  await send(cards.bj, 'view', 2, 'link', '203.0.113.2');
  await send(cards.bj, 'save', 1);
  await send(cards.bj, 'call', 2);
  // 上海: 4 share views and 1 mini-program view (2 visitors), 1 share, 1 map tap.
  await send(cards.sh, 'view', 4, 'share', '203.0.113.3');
  await send(cards.sh, 'view', 1, 'miniprogram', '203.0.113.4');
  await send(cards.sh, 'share', 1);
  await send(cards.sh, 'map', 1);
});
afterAll(() => t.close());

type Counts = Record<'views' | 'visitors' | 'saves' | 'calls' | 'shares' | 'maps', number>;
interface Overview {
  from: string;
  to: string;
  totals: Counts;
  trend: Array<Counts & { day: string }>;
  bySource: Array<{ source: string; views: number }>;
  byOffice: Array<Counts & { organizationId: number; organizationName: string }>;
  topCards: Array<Counts & { cardId: number; name: string }>;
}

const bj = { views: 5, visitors: 2, saves: 1, calls: 2, shares: 0, maps: 0 };
const sh = { views: 5, visitors: 2, saves: 0, calls: 0, shares: 1, maps: 1 };

describe('数据概览', () => {
  it('answers exactly the events sent, by office, source, card and day', async () => {
    const o = (await t.get<Overview>('/api/cardStats/overview', tok.admin, { days: 30 })).data;
    expect(o.totals).toEqual({ views: 10, visitors: 4, saves: 1, calls: 2, shares: 1, maps: 1 });
    expect(o.bySource).toEqual([
      { source: 'qr', views: 3 },
      { source: 'link', views: 2 },
      { source: 'share', views: 4 },
      { source: 'miniprogram', views: 1 },
    ]);
    expect(o.byOffice.map(({ organizationName, ...c }) => [organizationName, c])).toEqual([
      ['北京总所', { organizationId: office.bj, ...bj }],
      ['上海分所', { organizationId: office.sh, ...sh }],
    ]);
    expect(o.topCards.map((c) => c.cardId)).toEqual([cards.bj, cards.sh]);
    expect(o.trend).toHaveLength(30);
    expect(o.trend.at(-1)).toEqual({ day: chinaDay(new Date()), ...o.totals });
    expect(o.trend.slice(0, -1).every((d) => d.views === 0)).toBe(true);
  });

  it('shows a level-3 admin their own office only', async () => {
    const o = (await t.get<Overview>('/api/cardStats/overview', tok.branch)).data;
    expect(o.totals).toEqual(sh);
    expect(o.byOffice.map((x) => x.organizationId)).toEqual([office.sh]);
    expect(o.topCards.map((c) => c.cardId)).toEqual([cards.sh]);
    // Another office's card is not theirs to read either.
    const other = await t.get('/api/cardStats/card/' + cards.bj, tok.branch);
    expect(other.code).toBe('403');
  });

  it('refuses a period other than 7, 30 or 90 days with a message', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/cardStats/overview?firmId=1&days=365',
      token: tok.admin,
    });
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe('400');
    expect(res.body.message).toMatch(/统计天数/);
  });

  it('exports the same numbers to Excel', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cardStats/export?firmId=1&days=7',
      headers: { token: tok.admin },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const top = book.getWorksheet('名片排行')!;
    expect(top.getRow(1).values).toContain('浏览');
    expect(top.rowCount).toBe(3);
    const sources = book.getWorksheet('来源')!;
    expect(sources.getRow(2).values).toEqual([undefined, '扫码', 3]);
  });
});

describe('名片详情 and 我的名片', () => {
  it("give a card's own numbers and the lawyer's week and 30-day trend", async () => {
    const card = (await t.get<Overview>('/api/cardStats/card/' + cards.bj, tok.admin)).data;
    expect(card.totals).toEqual(bj);
    const mine = (
      await t.get<{ week: Counts; trend: Overview['trend'] }>('/api/cardStats/mine', tok.lawyer)
    ).data;
    expect(mine.week).toEqual(bj);
    expect(mine.trend).toHaveLength(30);
    expect(mine.trend.at(-1)?.views).toBe(5);
    const own = await t.get('/api/cardStats/card/' + cards.bj, tok.lawyer);
    expect(own.code).toBe('200');
    expect((await t.get('/api/cardStats/card/' + cards.sh, tok.lawyer)).code).toBe('403');
  });
});

describe('the event endpoint', () => {
  it('does not count a known bot', async () => {
    const before = await eventCount();
    for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Baiduspider', '']) {
      const res = await post({ cardId: cards.bj, type: 'view', source: 'qr' }, { ua });
      expect(res.body.code).toBe('200');
    }
    expect(await eventCount()).toBe(before);
  });

  it('refuses bad input without a 5xx and writes nothing', async () => {
    const before = await eventCount();
    const cases: Array<[object, string]> = [
      [{ cardId: 999999, type: 'view' }, '404'],
      [{ cardId: cards.bj, type: 'like' }, '400'],
      [{ cardId: cards.bj, type: 'view', source: 'x'.repeat(10_240) }, '400'],
      [{ cardId: 'abc', type: 'view' }, '400'],
      // Another firm naming firm 1's card: not that firm's card, so nothing is counted anywhere.
      [{ cardId: cards.bj, type: 'view', firmId: 2 }, '404'],
    ];
    for (const [payload, code] of cases) {
      const res = await post(payload);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload).slice(0, 80)).toBe(code);
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    // A card never published counts nothing either.
    const [draft] = await t.database.db
      .select({ id: lawyerCard.id })
      .from(lawyerCard)
      .where(sql`${lawyerCard.published} is null`)
      .limit(1);
    expect((await post({ cardId: draft.id, type: 'view' })).body.code).toBe('404');
    expect(await eventCount()).toBe(before);
  });

  it('caps a flood from one client', async () => {
    const capped = await createTestApp({ cardEventLimits: { perClient: 5, perCard: 1000 } });
    try {
      const codes: string[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await capped.request({
          method: 'POST',
          url: '/api/cardEvent',
          payload: { firmId: 1, cardId: cards.bj, type: 'view' },
          headers: { 'user-agent': PHONE },
        });
        expect(res.status).toBeLessThan(500);
        codes.push(res.body.code);
      }
      expect(codes.filter((c) => c === '200')).toHaveLength(5);
      expect(codes.slice(5)).toEqual(['429', '429', '429']);
      const [{ n }] = await capped.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(cardEvent);
      expect(Number(n)).toBe(5);
    } finally {
      await capped.close();
    }
  });

  it('stores no address or user agent, only a day hash', async () => {
    const columns = await t.database.db
      .select({ name: sql<string>`column_name` })
      .from(sql`information_schema.columns`)
      .where(sql`table_name = 'card_event'`);
    const names = columns.map((r) => r.name).sort();
    expect(names).toEqual([
      'card_id',
      'day',
      'firm_id',
      'id',
      'lawyer_id',
      'organization_id',
      'source',
      'type',
      'visitor',
    ]);
    const rows = await t.database.db.select().from(cardEvent);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('203.0.113');
    expect(text).not.toContain('iPhone');
    expect(rows.every((r) => /^[0-9a-f]{32}$/.test(r.visitor))).toBe(true);
  });

  it('purges events past the retention and salts of earlier days', async () => {
    const today = chinaDay(new Date());
    await t.database.db.insert(cardEvent).values([
      {
        firmId: 1,
        cardId: cards.sh,
        organizationId: office.sh,
        lawyerId: 1,
        type: 'view',
        source: 'qr',
        visitor: 'a'.repeat(32),
        day: addDays(today, -401),
      },
      {
        firmId: 1,
        cardId: cards.sh,
        organizationId: office.sh,
        lawyerId: 1,
        type: 'view',
        source: 'qr',
        visitor: 'b'.repeat(32),
        day: addDays(today, -399),
      },
    ]);
    const before = await eventCount();
    expect(await purgeCardEvents(t.app, today)).toBe(1);
    expect(await eventCount()).toBe(before - 1);
  });
});
