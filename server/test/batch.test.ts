// Batch actions (批量通过/驳回/删除, 批量停用/启用, 批量发布/下线): one request, one transaction;
// rows whose status changed are reported with their reason, the others change with their log rows;
// a batch naming a record out of the caller's scope (another office or firm) or over 1,000 ids is
// refused whole, with nothing changed.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmContent, lawyer, lawyerCard, log, message, session } from '../src/db/schema';
import { quickFingerprint } from './helpers/route-sweep';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'lawyer' | 'other', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'branch', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
  tok.other = await t.otherFirmToken();
});
afterAll(() => t.close());

interface Outcome {
  succeeded: number;
  failed: Array<{ id: number; name: string; reason: string }>;
}
const db = () => t.database.db;

/** `n` cards of an office, set pending (as if their lawyers had submitted them). */
const pendingCards = async (organizationId: number, n: number) => {
  const rows = await db()
    .select({ id: lawyerCard.id, name: lawyerCard.name })
    .from(lawyerCard)
    .where(and(eq(lawyerCard.firmId, 1), eq(lawyerCard.organizationId, organizationId)))
    .orderBy(asc(lawyerCard.id))
    .limit(n);
  expect(rows).toHaveLength(n);
  await db()
    .update(lawyerCard)
    .set({ status: 1 })
    .where(
      inArray(
        lawyerCard.id,
        rows.map((r) => r.id),
      ),
    );
  return rows;
};
const statuses = async (ids: number[]) =>
  (
    await db()
      .select({ status: lawyerCard.status })
      .from(lawyerCard)
      .where(inArray(lawyerCard.id, ids))
      .orderBy(asc(lawyerCard.id))
  ).map((r) => r.status);
const logsFor = async (action: string) =>
  (await db().select({ target: log.target }).from(log).where(eq(log.action, action))).map(
    (l) => l.target,
  );
const batchAudit = (token: string, body: object) =>
  t.send<Outcome>('PUT', '/api/lawyer/card/batchAudit', token, body);

describe('cards', () => {
  it('approves the pending ones and reports the one whose status changed meanwhile', async () => {
    const cards = await pendingCards(office.bj, 4);
    const ids = cards.map((c) => c.id);
    // Someone else rejected the last one after the list was read.
    const other = await t.send('PUT', '/api/lawyer/card/adminAuditCard', tok.admin, {
      id: ids[3],
      result: 'reject',
      reason: '头像不清晰',
    });
    expect(other.code).toBe('200');
    const before = (await logsFor('名片审核通过')).length;
    const res = await batchAudit(tok.admin, { ids, result: 'approve' });
    expect(res.code).toBe('200');
    expect(res.message).toBe('3 张已通过，1 张失败：状态已变更');
    expect(res.data).toEqual({
      succeeded: 3,
      failed: [{ id: ids[3], name: cards[3].name, reason: '状态已变更' }],
    });
    expect(await statuses(ids)).toEqual([2, 2, 2, 3]);
    // As the single 通过 writes them: a log row per card, and the lawyer's message.
    expect((await logsFor('名片审核通过')).length - before).toBe(3);
    const published = await db()
      .select({ published: lawyerCard.published })
      .from(lawyerCard)
      .where(eq(lawyerCard.id, ids[0]));
    expect(published[0].published).not.toBeNull();
  });

  it('rejects with one reason for all, and wants that reason', async () => {
    const cards = await pendingCards(office.sh, 2);
    const ids = cards.map((c) => c.id);
    const none = await batchAudit(tok.branch, { ids, result: 'reject', reason: '  ' });
    expect(none).toMatchObject({ code: '400', message: '请输入驳回原因' });
    expect(await statuses(ids)).toEqual([1, 1]);
    const res = await batchAudit(tok.branch, { ids, result: 'reject', reason: '请补充执业证号' });
    expect(res.message).toBe('2 张已驳回');
    const rows = await db()
      .select({ reason: lawyerCard.rejectReason })
      .from(lawyerCard)
      .where(inArray(lawyerCard.id, ids));
    expect(rows.map((r) => r.reason)).toEqual(['请补充执业证号', '请补充执业证号']);
    const titles = await db()
      .select({ title: message.title })
      .from(message)
      .where(eq(message.title, '名片被驳回：请补充执业证号'));
    expect(titles).toHaveLength(2);
  });

  it('refuses a batch with a card of another office or firm whole, changing nothing', async () => {
    const sh = await pendingCards(office.sh, 1);
    const bj = await pendingCards(office.bj, 1);
    const ids = [sh[0].id, bj[0].id];
    const before = await quickFingerprint(db());
    // 上海分所's main admin (level 3) reaches only 上海分所's cards.
    const res = await batchAudit(tok.branch, { ids, result: 'approve' });
    expect(res.code).toBe('403');
    expect(res.message).toBe('所选名片中有不属于您所在机构的记录，未做任何修改');
    // Another firm's admin: firm 1's cards do not exist for them.
    const foreign = await t.request<Outcome>({
      method: 'PUT',
      url: '/api/lawyer/card/batchAudit',
      token: tok.other,
      payload: { firmId: 2, ids, result: 'approve' },
    });
    expect(foreign.body.code).toBe('404');
    expect(foreign.body.message).toBe('所选名片中有 2 条不存在或已被删除，请刷新后重试');
    const del = await t.send('POST', '/api/lawyer/card/batchDelete', tok.branch, { ids });
    expect(del.code).toBe('403');
    expect(await quickFingerprint(db())).toBe(before);
  });

  it('refuses more than 1,000 ids, none, and lawyers, in Chinese', async () => {
    const before = await quickFingerprint(db());
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    const over = await batchAudit(tok.admin, { ids: many, result: 'approve' });
    expect(over).toMatchObject({ code: '400', message: '所选名片最多1000项' });
    const empty = await batchAudit(tok.admin, { ids: [], result: 'approve' });
    expect(empty.code).toBe('400');
    expect(empty.message).toMatch(/所选名片/);
    const bad = await batchAudit(tok.admin, { ids: ['x'], result: 'approve' });
    expect(bad.code).toBe('400');
    const byLawyer = await batchAudit(tok.lawyer, { ids: [1], result: 'approve' });
    expect(byLawyer.code).toBe('403');
    expect(await quickFingerprint(db())).toBe(before);
  });

  it('deletes the selected cards with a log row and a message each', async () => {
    const cards = await pendingCards(office.sz, 2);
    const ids = cards.map((c) => c.id);
    const res = await t.send<Outcome>('POST', '/api/lawyer/card/batchDelete', tok.admin, {
      ids: [...ids, ids[0]],
    });
    expect(res.message).toBe('2 张已删除');
    expect(res.data).toEqual({ succeeded: 2, failed: [] });
    expect(await statuses(ids)).toEqual([]);
    const targets = await logsFor('删除名片');
    for (const c of cards) expect(targets).toContain(`名片「${c.name}」`);
  });
});

describe('lawyers', () => {
  const lawyersOf = async (organizationId: number, n: number) =>
    db()
      .select({ id: lawyer.id, name: lawyer.name, status: lawyer.status })
      .from(lawyer)
      .where(
        and(eq(lawyer.firmId, 1), eq(lawyer.organizationId, organizationId), eq(lawyer.status, 1)),
      )
      .orderBy(asc(lawyer.id))
      .limit(n);
  const batchStatus = (token: string, body: object) =>
    t.send<Outcome>('PUT', '/api/lawyer/batchStatus', token, body);

  it('disables the selected accounts, ends their sessions, and reports one already disabled', async () => {
    const some = await lawyersOf(office.sh, 3);
    const ids = some.map((l) => l.id);
    await db().update(lawyer).set({ status: 2 }).where(eq(lawyer.id, ids[2]));
    const res = await batchStatus(tok.branch, { ids, status: 2 });
    expect(res.message).toBe('2 位已停用，1 位失败：已是停用状态');
    expect(res.data.failed).toEqual([{ id: ids[2], name: some[2].name, reason: '已是停用状态' }]);
    const open = await db()
      .select({ id: session.id })
      .from(session)
      .where(
        and(
          eq(session.userType, 'lawyer'),
          inArray(session.userId, ids),
          eq(session.revoked, false),
        ),
      );
    expect(open).toEqual([]);
    const back = await batchStatus(tok.branch, { ids, status: 1 });
    expect(back.message).toBe('3 位已启用');
    const logs = await db()
      .select({ detail: log.detail })
      .from(log)
      .where(eq(log.action, '修改律师'));
    expect(logs.filter((l) => l.detail === '批量停用账号')).toHaveLength(2);
    expect(logs.filter((l) => l.detail === '批量启用账号')).toHaveLength(3);
  });

  it('refuses another office’s lawyer and a status other than 正常/已停用', async () => {
    const sh = await lawyersOf(office.sh, 1);
    const bj = await lawyersOf(office.bj, 1);
    const before = await quickFingerprint(db());
    const res = await batchStatus(tok.branch, { ids: [sh[0].id, bj[0].id], status: 2 });
    expect(res.code).toBe('403');
    const wrong = await batchStatus(tok.admin, { ids: [sh[0].id], status: 0 });
    expect(wrong.code).toBe('400');
    expect(await quickFingerprint(db())).toBe(before);
  });
});

describe('content', () => {
  it('publishes and takes offline, reporting an article already in that state', async () => {
    const rows = await db()
      .select({ id: firmContent.id, title: firmContent.title, status: firmContent.status })
      .from(firmContent)
      .where(eq(firmContent.firmId, 1))
      .orderBy(asc(firmContent.id))
      .limit(3);
    const ids = rows.map((r) => r.id);
    await db()
      .update(firmContent)
      .set({ status: 0 })
      .where(inArray(firmContent.id, ids.slice(0, 2)));
    await db().update(firmContent).set({ status: 1 }).where(eq(firmContent.id, ids[2]));
    const res = await t.send<Outcome>('PUT', '/api/firmContent/batchStatus', tok.admin, {
      ids,
      status: 1,
    });
    expect(res.message).toBe('2 篇已发布，1 篇失败：已是发布状态');
    const off = await t.send<Outcome>('PUT', '/api/firmContent/batchStatus', tok.admin, {
      ids,
      status: 2,
    });
    expect(off.message).toBe('3 篇已下线');
    expect((await logsFor('下线内容')).filter((x) => x.startsWith('内容「'))).toHaveLength(3);
    const before = await quickFingerprint(db());
    const foreign = await t.request<Outcome>({
      method: 'PUT',
      url: '/api/firmContent/batchStatus',
      token: tok.other,
      payload: { firmId: 2, ids, status: 1 },
    });
    expect(foreign.body.code).toBe('404');
    expect(await quickFingerprint(db())).toBe(before);
  });
});
