// Messages (站内消息): produced by real events in the event's transaction (card approved, rejected
// with the reason, approved at once with review off, account passed, admins' notices within their
// scope), the lawyer's list with read state and filters, reading one marks it read, the unread
// count follows, and nobody reads or marks someone else's message.
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm, lawyer, lawyerCard, log, message } from '../src/db/schema';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'bjsub' | 'branch' | 'szadmin' | 'lawyer', string>;
const PASSWORD = demo.lawyer[1];

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'bjsub', 'branch', 'szadmin', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
});
afterAll(() => t.close());

interface Item {
  id: number;
  type: string;
  title: string;
  status: number;
  senderName: string;
  createTime: string;
}
interface Page {
  records: Item[];
  total: number;
}

const db = () => t.database.db;
const lawyerId = async (mobile: string, firmId = 1) =>
  (
    await db()
      .select({ id: lawyer.id })
      .from(lawyer)
      .where(and(eq(lawyer.firmId, firmId), eq(lawyer.mobile, mobile)))
  )[0].id;
const cardIdOf = async (mobile: string) =>
  (
    await db()
      .select({ id: lawyerCard.id })
      .from(lawyerCard)
      .where(eq(lawyerCard.lawyerId, await lawyerId(mobile)))
  )[0].id;
const unread = async (token: string) =>
  (await t.get<number>('/api/message/getUnReadStatistics', token, { status: 0 })).data;
const list = async (token: string, query: Record<string, string | number> = {}) =>
  (await t.get<Page>('/api/message', token, query)).data;
const newest = async (token: string) => (await list(token, { size: 1 })).records[0];
const read = (token: string, id: number) =>
  t.get<Item & { content: string }>(`/api/message/${id}`, token);
const messageCount = async () => (await db().select({ n: count() }).from(message))[0].n;
const messagesSince = (id: number) =>
  db().select().from(message).where(gt(message.id, id)).orderBy(asc(message.id));
const lastMessageId = async () =>
  (await db().select({ id: message.id }).from(message).orderBy(asc(message.id))).at(-1)?.id ?? 0;
const notice = (token: string, body: object) =>
  t.send<number>('POST', '/api/message/notice', token, {
    title: '周会通知',
    content: '周五下午三点开会。',
    ...body,
  });

describe('the lawyer reads their messages', () => {
  it('lists their own messages newest first, with read state, paged and filtered', async () => {
    const all = await list(tok.lawyer);
    expect(all.total).toBe(5);
    expect(all.records.map((m) => m.title)).toContain('请完善执业信息');
    const ids = all.records.map((m) => m.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(all.records.find((m) => m.title === '请完善执业信息')).toMatchObject({
      type: 'notice',
      senderName: '王明德',
      status: 0,
    });
    const unreadPage = await list(tok.lawyer, { status: 0 });
    expect(unreadPage.total).toBe(3);
    expect(unreadPage.records.every((m) => m.status === 0)).toBe(true);
    expect((await list(tok.lawyer, { status: 1 })).total).toBe(2);
    expect((await list(tok.lawyer, { type: 'system' })).records.map((m) => m.title).sort()).toEqual(
      ['名片浏览提醒', '系统维护通知'].sort(),
    );
    const second = await list(tok.lawyer, { current: 2, size: 2 });
    expect(second.records.map((m) => m.id)).toEqual(ids.slice(2, 4));
    expect((await t.get('/api/message', tok.lawyer, { status: 2 })).code).toBe('400');
    // Another lawyer of the firm sees none of them.
    const liu = await t.tokenFor('13800000002', PASSWORD);
    expect((await list(liu)).records.filter((m) => ids.includes(m.id))).toEqual([]);
  });

  it('reading a message shows it and marks it read; the unread count follows', async () => {
    const before = await unread(tok.lawyer);
    const target = (await list(tok.lawyer, { status: 0 })).records[0];
    const res = await read(tok.lawyer, target.id);
    expect(res.code).toBe('200');
    expect(res.data).toMatchObject({ id: target.id, title: target.title, status: 1 });
    expect(res.data.content.length).toBeGreaterThan(0);
    expect(await unread(tok.lawyer)).toBe(before - 1);
    // Reading it again changes nothing.
    expect((await read(tok.lawyer, target.id)).data.status).toBe(1);
    expect(await unread(tok.lawyer)).toBe(before - 1);
  });

  it('another lawyer or an admin reading it by id gets 403 and it stays unread', async () => {
    const target = (await list(tok.lawyer, { status: 0 })).records[0];
    const liu = await t.tokenFor('13800000002', PASSWORD);
    const count0 = await unread(tok.lawyer);
    const res = await read(liu, target.id);
    expect(res).toMatchObject({ code: '403', message: '无权查看该消息' });
    expect((await read(tok.admin, target.id)).code).toBe('403');
    // The other firm's lawyer with the same mobile: not even in their firm.
    const other = await t.request<null>({
      method: 'GET',
      url: `/api/message/${target.id}`,
      token: await (async () => {
        const r = await t.request<{ token: string }>({
          method: 'POST',
          url: '/api/auth/lawyerLogin',
          payload: { mobile: '13800000001', password: PASSWORD, firmId: 2 },
        });
        return r.body.data.token;
      })(),
    });
    expect(other.body.code).toBe('404');
    const [row] = await db().select().from(message).where(eq(message.id, target.id));
    expect(row.status).toBe(0);
    expect(await unread(tok.lawyer)).toBe(count0);
    expect((await read(tok.lawyer, 999999)).code).toBe('404');
  });

  it('全部已读 marks all of their unread messages and nobody else’s', async () => {
    const liu = await t.tokenFor('13800000002', PASSWORD);
    const liuUnread = await unread(liu);
    const n = await unread(tok.lawyer);
    expect(n).toBeGreaterThan(0);
    const res = await t.send<number>('PUT', '/api/message/readAll', tok.lawyer);
    expect(res).toMatchObject({ code: '200', data: n });
    expect(await unread(tok.lawyer)).toBe(0);
    expect(await unread(liu)).toBe(liuUnread);
    expect((await t.send<number>('PUT', '/api/message/readAll', tok.lawyer)).data).toBe(0);
  });
});

describe('events produce messages', () => {
  it('rejecting a card tells its lawyer the reason; approving tells them it is published', async () => {
    const sun = await t.tokenFor('13800000003', PASSWORD); // 孙丽, card 待审核
    const id = await cardIdOf('13800000003');
    const before = await unread(sun);
    const reason = '请补充执业证号与个人简介';
    const res = await t.send('PUT', '/api/lawyer/card/adminAuditCard', tok.admin, {
      id,
      result: 'reject',
      reason,
    });
    expect(res.code, res.message).toBe('200');
    expect(await unread(sun)).toBe(before + 1);
    const m = await newest(sun);
    expect(m).toMatchObject({ type: 'card', status: 0, title: `名片被驳回：${reason}` });
    expect((await read(sun, m.id)).data.content).toContain(`驳回原因：${reason}`);
    expect(await unread(sun)).toBe(before);

    // A failed audit (the card is no longer 待审核) writes no message.
    const last = await lastMessageId();
    const again = await t.send('PUT', '/api/lawyer/card/adminAuditCard', tok.admin, {
      id,
      result: 'approve',
    });
    expect(again.code).toBe('400');
    expect(await messagesSince(last)).toEqual([]);

    expect((await t.send('PUT', '/api/lawyer/card/submitAudit', sun, { id })).code).toBe('200');
    expect(
      (await t.send('PUT', '/api/lawyer/card/adminAuditCard', tok.admin, { id, result: 'approve' }))
        .code,
    ).toBe('200');
    expect(await newest(sun)).toMatchObject({ type: 'card', status: 0, title: '名片审核通过' });
  });

  it('with card review off, a submitted card is approved at once and its lawyer told so', async () => {
    await db()
      .update(firm)
      .set({ settings: { cardReview: { enabled: false } } })
      .where(eq(firm.id, 1));
    try {
      const gao = await t.tokenFor('13800000007', PASSWORD); // 高翔, card 草稿
      const id = await cardIdOf('13800000007');
      const last = await lastMessageId();
      const res = await t.send('PUT', '/api/lawyer/card/submitAudit', gao, { id });
      expect(res).toMatchObject({ code: '200', message: '提交成功，名片已发布' });
      const produced = await messagesSince(last);
      expect(produced).toHaveLength(1);
      expect(produced[0]).toMatchObject({
        toUserType: 'lawyer',
        toUserId: await lawyerId('13800000007'),
        type: 'card',
        title: '名片审核通过',
        status: 0,
      });
      expect(produced[0].content).toContain('自动通过');
    } finally {
      await db().update(firm).set({ settings: {} }).where(eq(firm.id, 1));
    }
  });

  it('passing a registered account leaves 账号已审核通过 for the lawyer to read after login', async () => {
    const ma = await lawyerId('13800000011'); // 马超, 待审核
    expect((await t.lawyerLogin('13800000011', PASSWORD)).code).not.toBe('200');
    const res = await t.send('PUT', `/api/lawyer/pass/${ma}`, tok.admin);
    expect(res.code, res.message).toBe('200');
    const token = await t.tokenFor('13800000011', PASSWORD);
    expect(await unread(token)).toBe(1);
    expect(await newest(token)).toMatchObject({
      type: 'account',
      title: '账号已审核通过',
      status: 0,
    });
  });
});

describe('notices from admins', () => {
  it('a main-office admin notifies chosen lawyers of any office; sender, type and log are kept', async () => {
    const zhang = await lawyerId('13800000001');
    const zheng = await lawyerId('13800000005'); // Shanghai
    const last = await lastMessageId();
    const res = await notice(tok.bjsub, { lawyerIds: [zhang, zheng, zheng] });
    expect(res).toMatchObject({ code: '200', data: 2, message: '通知已发送给 2 名律师' });
    const produced = await messagesSince(last);
    expect(produced.map((m) => m.toUserId).sort()).toEqual([zhang, zheng].sort());
    for (const m of produced) {
      expect(m).toMatchObject({
        toUserType: 'lawyer',
        type: 'notice',
        senderName: '赵晓雯',
        title: '周会通知',
        content: '周五下午三点开会。',
        status: 0,
      });
    }
    expect(await newest(tok.lawyer)).toMatchObject({ type: 'notice', senderName: '赵晓雯' });
    const [entry] = await db()
      .select()
      .from(log)
      .where(eq(log.action, '发送通知'))
      .orderBy(asc(log.id));
    expect(entry).toMatchObject({
      type: 'create',
      target: '通知「周会通知」',
      operatorName: '赵晓雯',
    });
    expect(entry.detail).toBe('接收律师：2 名');
  });

  it('an office notice reaches the office’s lawyers except disabled accounts', async () => {
    const last = await lastMessageId();
    const res = await notice(tok.szadmin, { organizationId: office.sz });
    expect(res).toMatchObject({ code: '200', data: 2 });
    const to = (await messagesSince(last)).map((m) => m.toUserId).sort();
    expect(to).toEqual(
      [await lawyerId('13800000008'), await lawyerId('13800000009')].sort(), // not 许可 (已停用)
    );
  });

  it('a sub-office admin cannot notify another office’s lawyers: 403 and nobody is notified', async () => {
    const lin = await lawyerId('13800000008'); // Shenzhen
    const zheng = await lawyerId('13800000005'); // Shanghai
    const before = await messageCount();
    expect(await notice(tok.branch, { lawyerIds: [lin] })).toMatchObject({
      code: '403',
      message: '只能通知本机构的律师',
    });
    expect((await notice(tok.branch, { lawyerIds: [zheng, lin] })).code).toBe('403');
    expect((await notice(tok.branch, { organizationId: office.sz })).code).toBe('403');
    expect((await notice(tok.lawyer, { lawyerIds: [zheng] })).code).toBe('403');
    expect(await messageCount()).toBe(before);
    // Their own office works.
    expect(await notice(tok.branch, { lawyerIds: [zheng] })).toMatchObject({
      code: '200',
      data: 1,
    });
  });

  it('refuses a notice without exactly one kind of recipient, unknown ids or an empty text', async () => {
    const zhang = await lawyerId('13800000001');
    const before = await messageCount();
    expect(await notice(tok.admin, {})).toMatchObject({
      code: '400',
      message: '请选择接收律师或接收机构',
    });
    expect(await notice(tok.admin, { lawyerIds: [] })).toMatchObject({ code: '400' });
    expect(
      await notice(tok.admin, { lawyerIds: [zhang], organizationId: office.bj }),
    ).toMatchObject({ code: '400', message: '接收律师和接收机构只能选择一项' });
    expect(await notice(tok.admin, { lawyerIds: [999999] })).toMatchObject({
      code: '404',
      message: '律师不存在',
    });
    // The other firm's lawyer is not this firm's.
    expect((await notice(tok.admin, { lawyerIds: [await lawyerId('13800000001', 2)] })).code).toBe(
      '404',
    );
    expect((await notice(tok.admin, { organizationId: office.otherFirm })).code).toBe('404');
    expect(await notice(tok.admin, { lawyerIds: [zhang], title: '  ' })).toMatchObject({
      code: '400',
      message: '请输入通知标题',
    });
    expect((await notice(tok.admin, { lawyerIds: [zhang], content: '' })).code).toBe('400');
    expect((await notice(tok.admin, { lawyerIds: [zhang], title: '长'.repeat(51) })).code).toBe(
      '400',
    );
    expect(await messageCount()).toBe(before);
  });
});
