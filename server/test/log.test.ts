// Important logs: what audit() records, who may read which logs, filters and time ranges.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTarget } from '../src/lib/audit';
import { log } from '../src/db/schema';
import { logTypeOf } from '../src/plugins/repositories/logs';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<
  'admin' | 'bjsub' | 'branch' | 'shsub' | 'szadmin' | 'lawyer' | 'other',
  string
>;

interface Record_ {
  id: number;
  type: string;
  action: string;
  operatorName: string;
  operatorType: string;
  target: string;
  detail: string;
  ip: string;
  createTime: string;
}
type Page = { records: Record_[]; total: number };

const adminList = (token: string, query: Record<string, string | number> = {}) =>
  t.get<Page>('/api/log/getAdminLogPageList', token, { size: 100, ...query });
const actions = (p: Page) => p.records.map((r) => `${r.action} ${r.target}`);

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'bjsub', 'branch', 'shsub', 'szadmin', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
  tok.other = await t.otherFirmToken();
  // Changes by the level-1 admin: one in 上海分所 (branch's office), one in 深圳分所.
  const add = (organizationId: number, username: string) =>
    t.send('POST', '/api/firmAccessUser/add', tok.admin, {
      organizationId,
      username,
      name: '测试管理员',
      mobile: '13911112222',
      password: 'Passw0rd!',
      status: 1,
    });
  expect((await add(office.sh, 'shnew')).code).toBe('200');
  expect((await add(office.sz, 'sznew')).code).toBe('200');
  // A failed login (anonymous operator).
  await t.adminLogin('admin', 'wrong-password-1');
});
afterAll(() => t.close());

describe('records', () => {
  it('store who, what (type + action), target with its kind, detail, ip and time', async () => {
    const page = await adminList(tok.admin);
    const entry = page.data.records.find(
      (r) => r.action === '新增管理员' && r.target.includes('shnew'),
    )!;
    expect(entry).toMatchObject({
      type: 'create',
      operatorName: '王明德',
      operatorType: 'admin',
      target: '管理员「shnew」',
      detail: '上海分所，级别 4',
      ip: '127.0.0.1',
    });
    expect(Object.keys(entry).sort()).toEqual(
      [
        'action',
        'createTime',
        'detail',
        'id',
        'ip',
        'operatorName',
        'operatorType',
        'target',
        'type',
      ].sort(),
    );
    expect(new Date(entry.createTime).toISOString()).toBe(entry.createTime);
    const failed = page.data.records.find((r) => r.action === '登录失败')!;
    expect(failed).toMatchObject({ type: 'login', operatorType: 'anonymous', target: 'admin' });
    const login = page.data.records.find(
      (r) => r.action === '登录' && r.operatorName === '王明德',
    )!;
    expect(login.type).toBe('login');
    // Newest first.
    const times = page.data.records.map((r) => Date.parse(r.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('scope', () => {
  it('shows levels 1–2 the whole firm and levels 3–4 their office’s operators and targets', async () => {
    const all = await adminList(tok.admin);
    expect(actions(all.data)).toEqual(
      expect.arrayContaining(['新增管理员 管理员「shnew」', '新增管理员 管理员「sznew」']),
    );
    expect((await adminList(tok.bjsub)).data.total).toBe(all.data.total);
    for (const token of [tok.branch, tok.shsub]) {
      const mine = await adminList(token);
      const list = actions(mine.data);
      expect(list).toContain('新增管理员 管理员「shnew」'); // target in their office
      expect(list).toContain('审核名片 名片「郑敏」'); // seeded: by their office's admin
      expect(list).toContain('新增机构 机构「上海分所」'); // seeded: their office as target
      expect(list).not.toContain('新增机构 机构「深圳分所」');
      expect(list).not.toContain('修改专业领域 专业领域「公司法务」'); // firm-wide, by the main office
      expect(mine.data.records.some((r) => r.action === '登录失败')).toBe(false);
    }
    const sz = actions((await adminList(tok.szadmin)).data);
    expect(sz).toContain('新增管理员 管理员「sznew」');
    expect(sz).not.toContain('新增管理员 管理员「shnew」');
  });

  it('is for admins (lawyers 403, anonymous 4003) and keeps firms apart', async () => {
    expect((await t.get('/api/log/getAdminLogPageList', tok.lawyer)).code).toBe('403');
    const anon = await t.request({ method: 'GET', url: '/api/log/getAdminLogPageList' });
    expect(anon.body.code).toBe('4003');
    const other = await t.get<Page>('/api/log/getAdminLogPageList', tok.other, { firmId: 2 });
    expect(other.data.records.every((r) => !r.target.includes('shnew'))).toBe(true);
    expect(other.data.records.map((r) => r.operatorName)).toEqual(
      other.data.records.map(() => '钱星河'),
    );
  });

  it('checks GET /log/{id}: office scope, other firm 404, lawyers only their own', async () => {
    const [sz] = await t.database.db.select().from(log).where(eq(log.target, '管理员「sznew」'));
    const [sh] = await t.database.db.select().from(log).where(eq(log.target, '管理员「shnew」'));
    expect(await t.get(`/api/log/${sz.id}`, tok.admin)).toMatchObject({
      code: '200',
      data: { id: sz.id },
    });
    expect((await t.get(`/api/log/${sz.id}`, tok.branch)).code).toBe('403');
    expect((await t.get(`/api/log/${sh.id}`, tok.branch)).code).toBe('200');
    expect((await t.get(`/api/log/${sz.id}`, tok.other, { firmId: 2 })).code).toBe('404');
    expect((await t.get('/api/log/999999', tok.admin)).code).toBe('404');
    expect((await t.get('/api/log/abc', tok.admin)).code).toBe('400');
    expect((await t.get(`/api/log/${sz.id}`, tok.lawyer)).code).toBe('403');
    const [own] = await t.database.db
      .select()
      .from(log)
      .where(eq(log.operatorType, 'lawyer'))
      .orderBy(desc(log.id))
      .limit(1);
    expect(await t.get(`/api/log/${own.id}`, tok.lawyer)).toMatchObject({
      code: '200',
      data: { action: '登录', operatorType: 'lawyer' },
    });
    const anon = await t.request({ method: 'GET', url: `/api/log/${own.id}` });
    expect(anon.body.code).toBe('4003');
  });

  it('gives a lawyer their own logs only (getPageList)', async () => {
    const res = await t.get<Page>('/api/log/getPageList', tok.lawyer, { size: 100 });
    expect(res.code).toBe('200');
    expect(res.data.total).toBeGreaterThan(0);
    for (const r of res.data.records) expect(r.operatorName).toBe('张伟');
    expect((await t.get('/api/log/getPageList', tok.admin)).code).toBe('403');
    expect((await t.request({ method: 'GET', url: '/api/log/getPageList' })).body.code).toBe(
      '4003',
    );
    expect(await t.get('/api/log/getPageList', tok.lawyer, { operator: '王' })).toMatchObject({
      code: '400',
      message: '不支持的字段：operator',
    });
  });
});

describe('filters', () => {
  it('filters by type and operator name', async () => {
    const creates = await adminList(tok.admin, { type: 'create' });
    expect(creates.data.total).toBeGreaterThan(0);
    expect(creates.data.records.every((r) => r.type === 'create')).toBe(true);
    expect(await adminList(tok.admin, { type: 'hack' })).toMatchObject({
      code: '400',
      message: '日志类型的取值不在可选范围内',
    });
    const wang = await adminList(tok.admin, { operator: '明德' });
    expect(wang.data.total).toBeGreaterThan(0);
    expect(wang.data.records.every((r) => r.operatorName === '王明德')).toBe(true);
    expect((await adminList(tok.admin, { operator: '%' })).data.total).toBe(0);
  });

  it('takes an inclusive ISO time range', async () => {
    const all = await adminList(tok.admin);
    const newest = all.data.records[0];
    const exact = await adminList(tok.admin, {
      startTime: newest.createTime,
      endTime: newest.createTime,
    });
    expect(exact.data.records.map((r) => r.id)).toContain(newest.id);
    const after = new Date(Date.parse(newest.createTime) + 1).toISOString();
    expect((await adminList(tok.admin, { startTime: after })).data.total).toBe(0);
    const before = new Date(Date.parse(newest.createTime) - 1).toISOString();
    expect(
      (await adminList(tok.admin, { endTime: before })).data.records.map((r) => r.id),
    ).not.toContain(newest.id);
    // A bare date is the whole day in China time; an offset may be given.
    const cstDay = new Date(Date.parse(newest.createTime) + 8 * 3600_000)
      .toISOString()
      .slice(0, 10);
    const day = await adminList(tok.admin, { startTime: cstDay, endTime: cstDay });
    expect(day.data.total).toBe(all.data.total);
    const withOffset = await adminList(tok.admin, { startTime: `${cstDay}T00:00:00+08:00` });
    expect(withOffset.data.total).toBe(all.data.total);
    // Without a zone a date-time is China time as well.
    const local = await adminList(tok.admin, { startTime: `${cstDay} 00:00:00` });
    expect(local.data.total).toBe(all.data.total);
  });

  it('refuses invalid times naming the field', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ startTime: 'yesterday' }, '开始时间格式不正确'],
      [{ endTime: '2026-13-01' }, '结束时间格式不正确'],
      [{ endTime: '2026-02-30' }, '结束时间格式不正确'],
      [{ startTime: '2026-01-01T25:00:00Z' }, '开始时间格式不正确'],
      [{ endTime: '2026-02-30T10:00:00Z' }, '结束时间格式不正确'],
      [{ endTime: '2026-02-28T10:00:00+0800x' }, '结束时间格式不正确'],
      [{ startTime: '2026-02-01', endTime: '2026-01-01' }, '开始时间不能晚于结束时间'],
      [{ startTime: 'x'.repeat(41) }, '开始时间不能超过40个字符'],
    ];
    for (const [query, message] of cases)
      expect(await adminList(tok.admin, query), JSON.stringify(query)).toMatchObject({
        code: '400',
        message,
      });
  });
});

describe('helpers', () => {
  it('infer the type from the action’s verb and format the target with its kind', () => {
    expect(
      [
        '登录',
        '登录失败',
        '新增机构',
        '删除内容',
        '审核名片',
        '提交名片审核',
        '设置主管理员',
        '导出律师',
        '修改机构',
        '发布内容',
      ].map(logTypeOf),
    ).toEqual([
      'login',
      'login',
      'create',
      'delete',
      'audit',
      'audit',
      'setting',
      'export',
      'update',
      'update',
    ]);
    expect(formatTarget('上海分所', '机构')).toBe('机构「上海分所」');
    expect(formatTarget('admin')).toBe('admin');
    expect(formatTarget('x'.repeat(200), '内容')).toHaveLength(100);
  });

  it('show a lawyer what was done to them or their card', async () => {
    const [lawyerLogin] = await t.database.db
      .select()
      .from(log)
      .where(eq(log.operatorType, 'lawyer'))
      .limit(1);
    await t.app.logs.add({
      firmId: 1,
      organizationId: 1,
      operatorType: 'admin',
      operatorId: 1,
      operatorName: '王明德',
      action: '名片审核通过',
      target: '名片「张伟」',
      targetType: 'lawyer',
      targetId: lawyerLogin.operatorId,
      ip: '127.0.0.1',
    });
    const res = await t.get<Page>('/api/log/getPageList', tok.lawyer, { size: 100 });
    const entry = res.data.records.find((r) => r.action === '名片审核通过')!;
    expect(entry).toMatchObject({ type: 'audit', operatorName: '王明德', target: '名片「张伟」' });
    expect((await t.get(`/api/log/${entry.id}`, tok.lawyer)).code).toBe('200');
  });

  it('never shows a lawyer an address: not an admin’s, not their own; admins still see it', async () => {
    await t.app.logs.add({
      firmId: 1,
      organizationId: 1,
      operatorType: 'admin',
      operatorId: 1,
      operatorName: '王明德',
      action: '修改律师',
      target: '律师「张伟」',
      targetType: 'lawyer',
      targetId: (await t.get<{ id: number }>('/api/auth/self', tok.lawyer)).data.id,
      ip: '203.0.113.7',
    });
    const mine = await t.get<Page>('/api/log/getPageList', tok.lawyer, { size: 100 });
    const byAdmin = mine.data.records.find((r) => r.action === '修改律师')!;
    expect(byAdmin.operatorName).toBe('王明德');
    expect(mine.data.records.some((r) => r.operatorType === 'lawyer')).toBe(true);
    for (const r of mine.data.records) expect(r).not.toHaveProperty('ip');
    expect((await t.get<Record_>(`/api/log/${byAdmin.id}`, tok.lawyer)).data).not.toHaveProperty(
      'ip',
    );
    const adminView = await adminList(tok.admin);
    expect(adminView.data.records.find((r) => r.id === byAdmin.id)?.ip).toBe('203.0.113.7');
    expect((await t.get<Record_>(`/api/log/${byAdmin.id}`, tok.admin)).data.ip).toBe('203.0.113.7');
  });
});
