// 下一张待审核: the first pending card in the caller's scope, in the card list's order, other than
// the one on screen; none left is null. A sub-office admin never gets another office's card.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerCard } from '../src/db/schema';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'lawyer', string>;
const db = () => t.database.db;

interface Next {
  id: number;
  name: string;
}

const next = (token: string, after?: number) =>
  t.get<Next | null>('/api/lawyer/card/nextPending', token, after ? { after } : {});

/** The card list's pending rows as the caller's list shows them, in its order. */
const pendingList = async (token: string) =>
  (
    await t.get<{ records: Array<{ id: number; name: string }> }>(
      '/api/lawyer/card/pageList',
      token,
      { current: 1, size: 50, status: 1 },
    )
  ).data.records.map((r) => ({ id: r.id, name: r.name }));

/** Only these cards are pending: two of 北京总所 and one of 上海分所. */
const cardsOf = async (organizationId: number, n: number) =>
  (
    await db()
      .select({ id: lawyerCard.id })
      .from(lawyerCard)
      .where(and(eq(lawyerCard.firmId, 1), eq(lawyerCard.organizationId, organizationId)))
      .orderBy(asc(lawyerCard.id))
      .limit(n)
  ).map((r) => r.id);

let bj: number[];
let sh: number[];

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'branch', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
  await db().update(lawyerCard).set({ status: 2 }).where(eq(lawyerCard.firmId, 1));
  bj = await cardsOf(office.bj, 2);
  sh = await cardsOf(office.sh, 1);
  expect(bj).toHaveLength(2);
  expect(sh).toHaveLength(1);
  await db()
    .update(lawyerCard)
    .set({ status: 1 })
    .where(inArray(lawyerCard.id, [...bj, ...sh]));
});
afterAll(() => t.close());

describe('下一张待审核', () => {
  it('follows the card list: the first pending card, then the one after the card on screen', async () => {
    const list = await pendingList(tok.admin);
    expect(list.map((c) => c.id).sort()).toEqual([...bj, ...sh].sort());
    const first = await next(tok.admin);
    expect(first).toMatchObject({ code: '200', data: list[0] });
    // The reviewer is on the first one: the next is the list's second.
    expect((await next(tok.admin, list[0].id)).data).toEqual(list[1]);
  });

  it("gives a sub-office admin only their own office's card, then none", async () => {
    const res = await next(tok.branch);
    expect(res.data?.id).toBe(sh[0]);
    // On that card, nothing else is pending in 上海分所: the 北京总所 cards are not offered.
    expect((await next(tok.branch, sh[0])).data).toBeNull();
  });

  it('says none once every pending card is audited', async () => {
    for (const id of [...bj, ...sh]) {
      const res = await t.send('PUT', '/api/lawyer/card/adminAuditCard', tok.admin, {
        id,
        result: 'approve',
      });
      expect(res.code).toBe('200');
    }
    expect((await next(tok.admin)).data).toBeNull();
  });

  it('refuses lawyers and a bad card id in Chinese', async () => {
    expect((await next(tok.lawyer)).code).toBe('403');
    const bad = await t.request({
      method: 'GET',
      url: '/api/lawyer/card/nextPending?after=x',
      token: tok.admin,
    });
    expect(bad.body.code).toBe('400');
    expect(bad.body.message).toMatch(/名片/);
  });
});
