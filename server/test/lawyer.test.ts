// Lawyer accounts: list/count with scope, batch create, info, update, pass, remove; the role and
// scope refusals; nothing written on refused input.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyer, lawyerCard, log, message, session } from '../src/db/schema';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<
  'admin' | 'bjsub' | 'branch' | 'shsub' | 'szadmin' | 'lawyer' | 'other',
  string
>;

beforeAll(async () => {
  t = await createTestApp({ hashCost: { memoryCost: 1024, timeCost: 1 } });
  for (const k of ['admin', 'bjsub', 'branch', 'shsub', 'szadmin', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
  tok.other = (await t.adminLogin('other', 'Other@2026', { firmId: '2' })).data.token;
});
afterAll(() => t.close());

interface LawyerRecord {
  id: number;
  name: string;
  mobile: string;
  organizationId: number;
  organizationName: string;
  status: number;
  cardId: number | null;
  cardStatus: number | null;
  createTime: string;
  version: number;
}
type Page = { records: LawyerRecord[]; total: number; current: number; size: number };

const db = () => t.database.db;
const lawyers = async () => (await db().select({ n: count() }).from(lawyer))[0].n;
const byMobile = async (mobile: string) =>
  (
    await db()
      .select()
      .from(lawyer)
      .where(and(eq(lawyer.firmId, 1), eq(lawyer.mobile, mobile)))
  )[0];
const list = (token: string, query: Record<string, string | number> = {}) =>
  t.get<Page>('/api/lawyer/pageList', token, query);
const addList = (token: string, rows: object[], password = 'Secret@2026') =>
  t.send<{ ids: number[] }>('POST', '/api/lawyer/addList', token, { lawyers: rows, password });
const logsWith = async (action: string) => db().select().from(log).where(eq(log.action, action));

describe('pageList and lawyerNum', () => {
  it('lists the firm’s lawyers with office and card, in the contract’s shape', async () => {
    const res = await list(tok.admin, { size: 100 });
    expect(res.code).toBe('200');
    expect(res.data.total).toBe(12);
    expect(Object.keys(res.data.records[0]).sort()).toEqual(
      [
        'cardId',
        'cardStatus',
        'createTime',
        'id',
        'mobile',
        'name',
        'organizationId',
        'organizationName',
        'status',
        'version',
      ].sort(),
    );
    const zhang = res.data.records.find((r) => r.mobile === '13800000001')!;
    expect(zhang).toMatchObject({ name: '张伟', organizationName: '北京总所', cardStatus: 2 });
    expect(zhang.cardId).toBeTypeOf('number');
    const ma = res.data.records.find((r) => r.mobile === '13800000011')!;
    expect(ma).toMatchObject({ status: 0, cardId: null, cardStatus: null });
    // Firm 2's lawyer with the same mobile never shows up.
    expect(res.data.records.filter((r) => r.mobile === '13800000001')).toHaveLength(1);
  });

  it('filters by name, mobile, office and status; counts with the same filters', async () => {
    expect((await list(tok.admin, { name: '张' })).data.records.map((r) => r.name)).toEqual([
      '张伟',
    ]);
    expect((await list(tok.admin, { mobile: '0000001' })).data.total).toBe(4); // 01, 10, 11, 12
    expect((await list(tok.admin, { organizationId: office.sh })).data.total).toBe(4);
    expect((await list(tok.admin, { status: 0 })).data.total).toBe(2);
    expect((await t.get('/api/lawyer/lawyerNum', tok.admin, { status: 0 })).data).toBe(2);
    expect((await t.get('/api/lawyer/lawyerNum', tok.admin)).data).toBe(12);
    expect((await list(tok.admin, { status: 5 })).code).toBe('400');
  });

  it('pages newest first with the filter’s total on every page, past the end too', async () => {
    const all = (await list(tok.admin, { size: 100 })).data.records.map((r) => r.id);
    const pages = await Promise.all(
      [1, 2, 3].map((current) => list(tok.admin, { size: 5, current })),
    );
    expect(pages.map((p) => p.data.total)).toEqual([12, 12, 12]);
    expect(pages.flatMap((p) => p.data.records.map((r) => r.id))).toEqual(all);
    expect((await list(tok.admin, { size: 5, current: 7, status: 0 })).data).toMatchObject({
      records: [],
      total: 2,
    });
    expect((await list(tok.admin, { name: '没有这个人' })).data).toMatchObject({
      records: [],
      total: 0,
    });
  });

  it('limits sub-office admins to their own office', async () => {
    const res = await list(tok.branch, { size: 100 });
    expect(res.data.records.every((r) => r.organizationId === office.sh)).toBe(true);
    expect(res.data.total).toBe(4);
    expect((await t.get('/api/lawyer/lawyerNum', tok.shsub)).data).toBe(4);
    expect((await list(tok.branch, { organizationId: office.bj })).code).toBe('403');
    expect((await list(tok.bjsub, { organizationId: office.sz })).code).toBe('200');
  });

  it('refuses anonymous callers (4003), lawyers (403) and another firm’s id (403)', async () => {
    expect((await t.get('/api/lawyer/pageList', undefined)).code).toBe('4003');
    expect((await list(tok.lawyer)).code).toBe('403');
    expect((await t.get('/api/lawyer/lawyerNum', tok.lawyer)).code).toBe('403');
    expect((await t.get('/api/lawyer/pageList', tok.admin, { firmId: 2 })).code).toBe('403');
    // Firm 2's admin sees only firm 2.
    const other = await t.get<Page>('/api/lawyer/pageList', tok.other, { firmId: 2 });
    expect(other.data.records.map((r) => r.name)).toEqual(['钱多多']);
  });
});

describe('addList', () => {
  it('creates all rows in status 1 with argon2id hashes, and logs each', async () => {
    const res = await addList(tok.admin, [
      { name: '新律师甲', mobile: '13600000001', organizationId: office.bj },
      { name: '新律师乙', mobile: '13600000002', organizationId: office.sz },
    ]);
    expect(res).toMatchObject({ code: '200' });
    expect(res.data.ids).toHaveLength(2);
    const a = await byMobile('13600000001');
    expect(a).toMatchObject({ status: 1, organizationId: office.bj, name: '新律师甲' });
    expect(a.passwordHash).toMatch(/^\$argon2id\$/);
    expect(a.passwordHash).not.toBe((await byMobile('13600000002')).passwordHash);
    expect(await t.tokenFor('13600000001', 'Secret@2026')).toBeTruthy();
    const entries = await logsWith('新增律师');
    expect(entries.map((e) => e.type)).toEqual(['create', 'create']);
  });

  it('is all or nothing: a duplicate mobile in the firm or the batch names the mobile', async () => {
    const before = await lawyers();
    expect(
      await addList(tok.admin, [
        { name: '甲', mobile: '13600000003', organizationId: office.bj },
        { name: '乙', mobile: '13800000002', organizationId: office.bj },
      ]),
    ).toMatchObject({ code: '400', message: '手机号 13800000002 已存在' });
    expect(
      await addList(tok.admin, [
        { name: '甲', mobile: '13600000004', organizationId: office.bj },
        { name: '乙', mobile: '13600000004', organizationId: office.bj },
      ]),
    ).toMatchObject({ code: '400', message: '手机号 13600000004 已存在' });
    expect(await lawyers()).toBe(before);
    expect(await byMobile('13600000003')).toBeUndefined();
  });

  it('validates rows: 11-digit mobile, 1–50 rows, password rule, office in scope', async () => {
    const before = await lawyers();
    const row = { name: '甲', mobile: '13600000005', organizationId: office.bj };
    expect((await addList(tok.admin, [{ ...row, mobile: '1360000000' }])).message).toBe(
      '请输入正确的11位手机号',
    );
    expect((await addList(tok.admin, [{ ...row, mobile: '12600000005' }])).code).toBe('400');
    expect((await addList(tok.admin, [])).code).toBe('400');
    const many = Array.from({ length: 51 }, (_, i) => ({
      ...row,
      mobile: `1350000${String(i).padStart(4, '0')}`,
    }));
    expect((await addList(tok.admin, many)).code).toBe('400');
    expect((await addList(tok.admin, [row], 'short')).message).toBe(
      '密码须为8-64位，且同时包含字母和数字',
    );
    expect((await addList(tok.branch, [row])).code).toBe('403');
    expect((await addList(tok.admin, [{ ...row, organizationId: office.otherFirm }])).code).toBe(
      '400',
    );
    expect((await addList(tok.lawyer, [row])).code).toBe('403');
    expect(await lawyers()).toBe(before);
  });

  it('two batches sharing a mobile at once: one is created whole, the other not at all', async () => {
    const before = await lawyers();
    const results = await Promise.all([
      addList(tok.admin, [
        { name: '甲一', mobile: '13600000101', organizationId: office.bj },
        { name: '甲二', mobile: '13600000100', organizationId: office.bj },
      ]),
      addList(tok.bjsub, [
        { name: '乙一', mobile: '13600000102', organizationId: office.sz },
        { name: '乙二', mobile: '13600000100', organizationId: office.sz },
      ]),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual(['200', '400']);
    expect(results.find((r) => r.code === '400')!.message).toMatch(
      /^手机号( 13600000100)? 已存在$/,
    );
    expect(await lawyers()).toBe(before + 2);
    const loser = results[0].code === '400' ? '13600000101' : '13600000102';
    expect(await byMobile(loser)).toBeUndefined();
  });

  it('accepts 50 rows in one call', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      name: `批量${i}`,
      mobile: `1350000${String(i).padStart(4, '0')}`,
      organizationId: office.sh,
    }));
    const res = await addList(tok.branch, many);
    expect(res.code, res.message).toBe('200');
    expect(res.data.ids).toHaveLength(50);
  });
});

describe('lawyerInfo and update', () => {
  it('returns the contract’s fields; scope and firm are enforced', async () => {
    const l = await byMobile('13800000005'); // 郑敏, Shanghai
    const res = await t.get<Record<string, unknown>>(`/api/lawyer/lawyerInfo/${l.id}`, tok.branch);
    expect(res.data).toEqual({
      id: l.id,
      name: '郑敏',
      mobile: '13800000005',
      organizationId: office.sh,
      status: 1,
      version: l.version,
    });
    const bj = await byMobile('13800000001');
    expect((await t.get(`/api/lawyer/lawyerInfo/${bj.id}`, tok.branch)).code).toBe('403');
    expect((await t.get(`/api/lawyer/lawyerInfo/${l.id}`, tok.other, { firmId: 2 })).code).toBe(
      '404',
    );
    expect((await t.get(`/api/lawyer/lawyerInfo/${l.id}`, tok.lawyer)).code).toBe('403');
  });

  it('updates with version; stale is 409; mobile unique per firm; disabling ends sessions', async () => {
    const l = await byMobile('13600000002');
    const body = { id: l.id, name: '改名', mobile: '13600000012', organizationId: office.sz };
    const ok = await t.send('POST', '/api/lawyer/update', tok.admin, {
      ...body,
      status: 1,
      version: l.version,
    });
    expect(ok.code, ok.message).toBe('200');
    expect(await byMobile('13600000012')).toMatchObject({ name: '改名', version: l.version + 1 });
    expect(
      await t.send('POST', '/api/lawyer/update', tok.admin, {
        ...body,
        status: 1,
        version: l.version,
      }),
    ).toMatchObject({ code: '409', message: '内容已被他人修改，请刷新后重试' });
    expect(
      await t.send('POST', '/api/lawyer/update', tok.admin, {
        ...body,
        mobile: '13800000001',
        status: 1,
      }),
    ).toMatchObject({ code: '400', message: '手机号 13800000001 已存在' });
    expect(
      (await t.send('POST', '/api/lawyer/update', tok.admin, { ...body, mobile: '123', status: 1 }))
        .message,
    ).toBe('请输入正确的11位手机号');
    // Sub-office admin cannot move a lawyer into their office from elsewhere, nor edit them.
    expect(
      (
        await t.send('POST', '/api/lawyer/update', tok.szadmin, {
          ...body,
          organizationId: office.sh,
          status: 1,
        })
      ).code,
    ).toBe('403');

    const token = await t.tokenFor('13600000012', 'Secret@2026');
    expect((await t.get('/api/auth/self', token)).code).toBe('200');
    expect(
      (await t.send('POST', '/api/lawyer/update', tok.admin, { ...body, status: 2 })).code,
    ).toBe('200');
    expect((await t.get('/api/auth/self', token)).code).toBe('4003');
    expect((await logsWith('修改律师')).every((e) => e.type === 'update')).toBe(true);
  });
});

describe('pass and remove', () => {
  it('passes a pending account once, with a message and a log', async () => {
    const l = await byMobile('13800000012'); // 冯雪, Shanghai, status 0
    expect((await t.send('PUT', `/api/lawyer/pass/${l.id}`, tok.lawyer)).code).toBe('403');
    expect((await t.send('PUT', `/api/lawyer/pass/${l.id}`, tok.bjsub)).code).toBe('200');
    expect((await byMobile('13800000012')).status).toBe(1);
    const msgs = await db()
      .select()
      .from(message)
      .where(and(eq(message.toUserType, 'lawyer'), eq(message.toUserId, l.id)));
    expect(msgs.map((m) => m.title)).toEqual(['账号已审核通过']);
    expect((await logsWith('审核通过律师账号')).map((e) => e.type)).toEqual(['audit']);
    expect(await t.send('PUT', `/api/lawyer/pass/${l.id}`, tok.admin)).toMatchObject({
      code: '400',
      message: '该账号不是待审核状态',
    });
    const bjPending = await byMobile('13800000011');
    expect((await t.send('PUT', `/api/lawyer/pass/${bjPending.id}`, tok.branch)).code).toBe('403');
  });

  it('removes the lawyer with their card and sessions; scope applies', async () => {
    const l = await byMobile('13800000006'); // 何静, Shanghai, has a card
    const token = await t.tokenFor('13800000006', 'Lawyer@2026');
    expect((await t.send('DELETE', `/api/lawyer/remove/${l.id}`, tok.szadmin)).code).toBe('403');
    expect((await t.send('DELETE', `/api/lawyer/remove/${l.id}`, tok.branch)).code).toBe('200');
    expect(await byMobile('13800000006')).toBeUndefined();
    expect(
      (await db().select({ n: count() }).from(lawyerCard).where(eq(lawyerCard.lawyerId, l.id)))[0]
        .n,
    ).toBe(0);
    expect(
      (
        await db()
          .select({ n: count() })
          .from(session)
          .where(and(eq(session.userType, 'lawyer'), eq(session.userId, l.id)))
      )[0].n,
    ).toBe(0);
    expect((await t.get('/api/auth/self', token)).code).toBe('4003');
    expect((await logsWith('删除律师')).map((e) => e.type)).toEqual(['delete']);
    expect((await t.send('DELETE', `/api/lawyer/remove/${l.id}`, tok.admin)).code).toBe('404');
  });
});
