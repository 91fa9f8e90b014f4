// The card audit flow: submit (lawyer or admin in scope) → reject with reason → resubmit → approve;
// revisions keep the published version; review off approves at once; messages and logs; and two
// simultaneous audits, of which exactly one wins.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm, lawyer, lawyerCard, log, message } from '../src/db/schema';
import { isCardReviewEnabled } from '../src/plugins/repositories/lawyer-cards';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'shsub' | 'szadmin' | 'lawyer', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'branch', 'shsub', 'szadmin', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
});
afterAll(() => t.close());

type Info = {
  id: number;
  status: number;
  version: number;
  bio: string | null;
  rejectReason: string | null;
  published: { bio: string | null; name: string } | null;
};

const db = () => t.database.db;
const lawyerId = async (mobile: string) =>
  (
    await db()
      .select({ id: lawyer.id })
      .from(lawyer)
      .where(and(eq(lawyer.firmId, 1), eq(lawyer.mobile, mobile)))
  )[0].id;
const cardOf = async (mobile: string) =>
  (
    await db()
      .select()
      .from(lawyerCard)
      .where(and(eq(lawyerCard.firmId, 1), eq(lawyerCard.lawyerId, await lawyerId(mobile))))
  )[0];
const info = async (id: number) =>
  (await t.get<Info>(`/api/lawyer/card/cardInfo/${id}`, tok.admin)).data;
const submit = (token: string, id: number) =>
  t.send('PUT', '/api/lawyer/card/submitAudit', token, { id });
const audit = (token: string, body: object) =>
  t.send('PUT', '/api/lawyer/card/adminAuditCard', token, body);
const messagesOf = async (id: number) =>
  (
    await db()
      .select()
      .from(message)
      .where(and(eq(message.toUserType, 'lawyer'), eq(message.toUserId, id)))
      .orderBy(asc(message.id))
  ).map((m) => m.title);
const auditLogs = async (cardName: string) =>
  (
    await db()
      .select()
      .from(log)
      .where(eq(log.target, `名片「${cardName}」`))
      .orderBy(asc(log.id))
  ).map((l) => [l.type, l.action]);
const setReview = (enabled: boolean | undefined) =>
  db()
    .update(firm)
    .set({ settings: enabled === undefined ? {} : { cardReview: { enabled } } })
    .where(eq(firm.id, 1));

describe('the whole flow', () => {
  it('create → submit → reject with reason → resubmit → approve', async () => {
    const feng = await lawyerId('13800000012'); // Shanghai
    const created = await t.request({
      method: 'POST',
      url: '/api/lawyer/card/createCard?firmId=1',
      token: tok.branch,
      payload: {
        firmId: 1,
        lawyerId: feng,
        name: '冯雪',
        title: '实习律师',
        mobile: '13800000012',
        organizationId: office.sh,
        bio: '初稿',
      },
    });
    const id = (created.body.data as { id: number }).id;

    expect((await submit(tok.szadmin, id)).code).toBe('403');
    expect(await submit(tok.shsub, id)).toMatchObject({ code: '200', message: '已提交审核' });
    expect((await info(id)).status).toBe(1);
    expect(await submit(tok.shsub, id)).toMatchObject({ code: '400' });

    const rows = async () => (await db().select().from(lawyerCard).where(eq(lawyerCard.id, id)))[0];
    const pending = await rows();
    expect(await audit(tok.branch, { id, result: 'reject' })).toMatchObject({
      code: '400',
      message: '请输入驳回原因',
    });
    expect((await audit(tok.branch, { id, result: 'reject', reason: '   ' })).message).toBe(
      '请输入驳回原因',
    );
    expect((await audit(tok.branch, { id, result: 'reject', reason: '长'.repeat(201) })).code).toBe(
      '400',
    );
    expect((await audit(tok.branch, { id, result: 'maybe' })).code).toBe('400');
    expect((await audit(tok.szadmin, { id, result: 'approve' })).code).toBe('403');
    expect((await audit(tok.lawyer, { id, result: 'approve' })).code).toBe('403');
    expect(await rows()).toEqual(pending);

    expect(
      await audit(tok.branch, { id, result: 'reject', reason: '请补充执业证号' }),
    ).toMatchObject({ code: '200' });
    expect(await info(id)).toMatchObject({
      status: 3,
      rejectReason: '请补充执业证号',
      published: null,
    });
    expect(await audit(tok.branch, { id, result: 'approve' })).toMatchObject({
      code: '400',
      message: '名片不是待审核状态',
    });

    await t.send('PUT', '/api/lawyer/card/update', tok.branch, {
      id,
      name: '冯雪',
      title: '实习律师',
      mobile: '13800000012',
      organizationId: office.sh,
      licenseNo: '13101202211234567',
      bio: '第二稿',
    });
    expect((await submit(tok.branch, id)).code).toBe('200');
    expect(await info(id)).toMatchObject({ status: 1, rejectReason: null });
    expect((await audit(tok.admin, { id, result: 'approve' })).code).toBe('200');
    expect(await info(id)).toMatchObject({
      status: 2,
      published: { name: '冯雪', bio: '第二稿' },
    });

    expect(await messagesOf(feng)).toEqual([
      '名片已提交审核',
      '名片被驳回：请补充执业证号',
      '名片已提交审核',
      '名片审核通过',
    ]);
    expect(await auditLogs('冯雪')).toEqual([
      ['create', '新增名片'],
      ['audit', '提交名片审核'],
      ['audit', '名片审核驳回'],
      ['update', '修改名片'],
      ['audit', '提交名片审核'],
      ['audit', '名片审核通过'],
    ]);
  });

  it('lets the card’s own lawyer submit, and no other lawyer', async () => {
    const gao = await cardOf('13800000007'); // 高翔, draft
    const own = await t.tokenFor('13800000007', 'Lawyer@2026');
    expect((await submit(tok.lawyer, gao.id)).code).toBe('403');
    expect((await submit(own, gao.id)).code).toBe('200');
    expect((await info(gao.id)).status).toBe(1);
    const entry = (await db().select().from(log).where(eq(log.target, '名片「高翔」')))[0];
    expect(entry).toMatchObject({ operatorType: 'lawyer', type: 'audit', targetId: gao.lawyerId });
    // Lawyers never reach the admin's audit.
    expect((await audit(own, { id: gao.id, result: 'approve' })).code).toBe('403');
  });

  it('refuses to audit a card that is not pending', async () => {
    const zhang = await cardOf('13800000001'); // approved
    const before = await info(zhang.id);
    expect(await audit(tok.admin, { id: zhang.id, result: 'approve' })).toMatchObject({
      code: '400',
      message: '名片不是待审核状态',
    });
    expect(await info(zhang.id)).toEqual(before);
    expect((await submit(tok.admin, zhang.id)).code).toBe('400');
  });
});

describe('revisions', () => {
  it('an approved card’s revision is audited while the published version stays', async () => {
    const zheng = await cardOf('13800000005'); // 郑敏, approved, Shanghai
    const published = (await info(zheng.id)).published;
    await t.send('PUT', '/api/lawyer/card/update', tok.branch, {
      id: zheng.id,
      name: '郑敏',
      title: '高级合伙人',
      mobile: '13800000005',
      organizationId: office.sh,
      bio: '修订稿',
    });
    expect(await info(zheng.id)).toMatchObject({ status: 0, published });
    await submit(tok.branch, zheng.id);
    await audit(tok.branch, { id: zheng.id, result: 'reject', reason: '简介过短' });
    expect(await info(zheng.id)).toMatchObject({ status: 3, published });
    await submit(tok.branch, zheng.id);
    await audit(tok.branch, { id: zheng.id, result: 'approve' });
    expect(await info(zheng.id)).toMatchObject({ status: 2, published: { bio: '修订稿' } });
  });
});

describe('card review setting', () => {
  it('reads the firm setting, default on', async () => {
    expect(await isCardReviewEnabled(db(), 1)).toBe(true);
    await setReview(false);
    expect(await isCardReviewEnabled(db(), 1)).toBe(false);
    await setReview(true);
    expect(await isCardReviewEnabled(db(), 1)).toBe(true);
    await setReview(undefined);
    expect(await isCardReviewEnabled(db(), 999)).toBe(true);
  });

  it('approves and publishes at once when review is off', async () => {
    const wu = await cardOf('13800000004'); // 吴强, rejected
    await setReview(false);
    try {
      expect(await submit(tok.admin, wu.id)).toMatchObject({
        code: '200',
        message: '提交成功，名片已发布',
      });
      expect(await info(wu.id)).toMatchObject({
        status: 2,
        rejectReason: null,
        published: { name: '吴强' },
      });
      expect((await messagesOf(wu.lawyerId)).at(-1)).toBe('名片审核通过');
    } finally {
      await setReview(undefined);
    }
  });
});

describe('concurrency', () => {
  it('two simultaneous audits: exactly one wins, the other gets 409', async () => {
    const sun = await cardOf('13800000003'); // pending, Beijing
    const bodies = [
      { id: sun.id, result: 'approve', version: sun.version },
      { id: sun.id, result: 'reject', reason: '信息不全', version: sun.version },
    ];
    const results = await Promise.all(bodies.map((b) => audit(tok.admin, b)));
    expect(results.map((r) => r.code).sort()).toEqual(['200', '409']);
    expect(results.find((r) => r.code === '409')!.message).toBe('内容已被他人修改，请刷新后重试');
    const after = await info(sun.id);
    const winner = bodies[results.findIndex((r) => r.code === '200')];
    expect(after.status).toBe(winner.result === 'approve' ? 2 : 3);
    // One transition, one message, one audit log.
    expect(await messagesOf(sun.lawyerId)).toHaveLength(1);
    expect((await auditLogs('孙丽')).length).toBe(1);
  });

  it('two simultaneous audits without a version: one wins, the other is refused', async () => {
    const he = await cardOf('13800000006'); // pending, Shanghai
    const results = await Promise.all([
      audit(tok.admin, { id: he.id, result: 'approve' }),
      audit(tok.branch, { id: he.id, result: 'approve' }),
    ]);
    expect(results.filter((r) => r.code === '200')).toHaveLength(1);
    expect(['400', '409']).toContain(results.find((r) => r.code !== '200')!.code);
    expect(await messagesOf(he.lawyerId)).toEqual(['名片审核通过']);
  });
});

describe('all or nothing', () => {
  it('a failure writing the message rolls back the status change and the log', async () => {
    const huang = await cardOf('13800000009'); // pending, Shenzhen
    const logsBefore = (await db().select().from(log)).length;
    // Make the message insert fail inside the audit's transaction.
    await db().execute(sql`alter table message rename to message_hidden`);
    try {
      const res = await t.request({
        method: 'PUT',
        url: '/api/lawyer/card/adminAuditCard',
        token: tok.admin,
        payload: { firmId: 1, id: huang.id, result: 'approve' },
      });
      expect(res.body.code).toBe('500');
    } finally {
      await db().execute(sql`alter table message_hidden rename to message`);
    }
    expect(await info(huang.id)).toMatchObject({ status: 1, published: null });
    expect((await db().select().from(log)).length).toBe(logsBefore);
    // And it goes through once the table is back.
    expect((await audit(tok.admin, { id: huang.id, result: 'approve' })).code).toBe('200');
  });
});
