// Offices: scope by admin level, validation derived from schemas/forms/office.json, versions.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../src/db/schema';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'bjsub' | 'branch' | 'shsub' | 'lawyer', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'bjsub', 'branch', 'shsub', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
});
afterAll(() => t.close());

interface Office {
  id: number;
  name: string;
  type: number;
  areaName: string;
  lawyerCount: number;
  version: number;
  createTime: string;
  status: number;
}
type Page = { records: Office[]; total: number };

const rows = async () => (await t.database.db.select({ n: count() }).from(organization))[0].n;
const add = (token: string, body: object) =>
  t.send('POST', '/api/firmOrganization/add', token, body);
const update = (token: string, body: object) =>
  t.send('POST', '/api/firmOrganization/update', token, body);

describe('lists', () => {
  it('shows main-office admins every office of their firm, main office first', async () => {
    for (const token of [tok.admin, tok.bjsub]) {
      const res = await t.get<Page>('/api/firmOrganization/pageList', token);
      expect(res.data.records.map((r) => r.name)).toEqual(['北京总所', '上海分所', '深圳分所']);
    }
    const bj = (await t.get<Page>('/api/firmOrganization/pageList', tok.admin)).data.records[0];
    expect(bj).toMatchObject({
      type: 1,
      areaName: '北京市/北京市/朝阳区',
      lawyerCount: 4,
      version: 1,
    });
    expect(new Date(bj.createTime).toISOString()).toBe(bj.createTime);
  });

  it('shows sub-office admins only their own office', async () => {
    for (const token of [tok.branch, tok.shsub]) {
      const res = await t.get<Page>('/api/firmOrganization/pageList', token);
      expect(res.data.records.map((r) => r.name)).toEqual(['上海分所']);
      expect(res.data.total).toBe(1);
      const valid = await t.get<Array<{ id: number }>>('/api/firmOrganization/validList', token);
      expect(valid.data).toEqual([{ id: office.sh, name: '上海分所', type: 2 }]);
    }
  });

  it('filters by name and status', async () => {
    const res = await t.get<Page>('/api/firmOrganization/pageList', tok.admin, { name: '深圳' });
    expect(res.data.records.map((r) => r.name)).toEqual(['深圳分所']);
    const none = await t.get<Page>('/api/firmOrganization/pageList', tok.admin, { status: 0 });
    expect(none.data.total).toBe(0);
    const pct = await t.get<Page>('/api/firmOrganization/pageList', tok.admin, { name: '%' });
    expect(pct.data.total).toBe(0);
  });

  it('refuses another office’s info or update to a sub-office admin', async () => {
    expect(
      await t.get('/api/firmOrganization/firmOrganizationInfo', tok.branch, { id: office.bj }),
    ).toMatchObject({ code: '403' });
    expect(
      (await t.get('/api/firmOrganization/firmOrganizationInfo', tok.branch, { id: office.sh }))
        .code,
    ).toBe('200');
    const res = await update(tok.branch, { id: office.sz, name: '深圳分所', status: 1 });
    expect(res.code).toBe('403');
  });

  it('never shows another firm’s office', async () => {
    expect(
      await t.get('/api/firmOrganization/firmOrganizationInfo', tok.admin, {
        id: office.otherFirm,
      }),
    ).toMatchObject({ code: '404' });
  });
});

describe('add', () => {
  it('creates a sub office (type 2) for main-office admins only', async () => {
    const res = await add(tok.admin, {
      name: '广州分所',
      status: 1,
      phone: '020-12345678',
      area: ['44', '4401', '440106'],
      sort: 3,
    });
    expect(res.code).toBe('200');
    const id = (res.data as { id: number }).id;
    const info = await t.get<Office>('/api/firmOrganization/firmOrganizationInfo', tok.admin, {
      id,
    });
    expect(info.data).toMatchObject({
      name: '广州分所',
      type: 2,
      areaName: '广东省/广州市/天河区',
      lawyerCount: 0,
    });
    const before = await rows();
    expect((await add(tok.branch, { name: '杭州分所', status: 1 })).code).toBe('403');
    expect((await add(tok.lawyer, { name: '杭州分所', status: 1 })).code).toBe('403');
    expect(await add(tok.admin, { name: '广州分所', status: 1 })).toMatchObject({
      code: '400',
      message: '机构名称已存在',
    });
    expect(await rows()).toBe(before);
  });

  it('rejects bad input with a message naming the field, writing nothing', async () => {
    const before = await rows();
    const cases: Array<[object, string]> = [
      [{ status: 1 }, '请输入机构名称'],
      [{ name: '', status: 1 }, '请输入机构名称'],
      [
        { name: '甲分所', status: 1, phone: 'abc' },
        '请输入正确的手机号或座机号（如 010-12345678）',
      ],
      [
        { name: '甲分所', status: 1, homeUrl: 'ftp://x' },
        '请输入以 http:// 或 https:// 开头的网址',
      ],
      [{ name: '甲分所', status: 1, hacker: true }, '不支持的字段：hacker'],
      [{ name: 'x'.repeat(10000), status: 1 }, '机构名称不能超过50个字符'],
      [{ name: '甲分所', status: '1' }, '状态必须是整数'],
      [{ name: 123, status: 1 }, '机构名称类型不正确'],
      [{ name: '甲分所', status: 5 }, '状态的取值不在可选范围内'],
      [{ name: '甲分所', status: 1, sort: 10000 }, '排序不能大于9999'],
      [{ name: '甲分所', status: 1, area: ['11', 'x'] }, '所在地区格式不正确'],
      [{ name: '甲分所', status: 1, area: ['11', '1101', '110101', '1'] }, '所在地区最多3项'],
      [{ name: '甲分所', status: 1, type: 1 }, '不支持的字段：type'],
    ];
    for (const [body, message] of cases) {
      const res = await add(tok.admin, body);
      expect(res, JSON.stringify(body).slice(0, 80)).toMatchObject({ code: '400', message });
    }
    const form = await t.request({
      method: 'POST',
      url: '/api/firmOrganization/add',
      token: tok.admin,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x&status=1',
    });
    // JSON routes take only JSON (a form's text would not be coerced either).
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ code: '400', message: '请以 JSON 格式提交' });
    expect(await rows()).toBe(before);
  });
});

describe('update', () => {
  it('saves, bumps the version, and refuses a stale version with 409', async () => {
    const info = (
      await t.get<Office>('/api/firmOrganization/firmOrganizationInfo', tok.branch, {
        id: office.sh,
      })
    ).data;
    const ok = await update(tok.branch, {
      id: office.sh,
      version: info.version,
      name: '上海分所',
      status: 1,
      intro: '新的简介',
    });
    expect(ok.code).toBe('200');
    const after = (
      await t.get<Office & { intro: string }>(
        '/api/firmOrganization/firmOrganizationInfo',
        tok.branch,
        { id: office.sh },
      )
    ).data;
    expect(after).toMatchObject({ version: info.version + 1, intro: '新的简介' });
    const stale = await update(tok.admin, {
      id: office.sh,
      version: info.version,
      name: '上海分所X',
      status: 1,
    });
    expect(stale).toMatchObject({ code: '409', message: '内容已被他人修改，请刷新后重试' });
    const [row] = await t.database.db
      .select()
      .from(organization)
      .where(eq(organization.id, office.sh));
    expect(row.name).toBe('上海分所');
  });

  it('refuses to disable the main office', async () => {
    const res = await update(tok.admin, { id: office.bj, name: '北京总所', status: 0 });
    expect(res).toMatchObject({ code: '400', message: '总所不能停用' });
  });

  it('hides a disabled office from validList', async () => {
    expect((await update(tok.admin, { id: office.sz, name: '深圳分所', status: 0 })).code).toBe(
      '200',
    );
    const valid = await t.get<Array<{ name: string }>>(
      '/api/firmOrganization/validList',
      tok.admin,
    );
    expect(valid.data.map((o) => o.name)).not.toContain('深圳分所');
  });

  it('requires the id and answers an unknown one with 404', async () => {
    expect((await update(tok.admin, { name: 'x', status: 1 })).message).toBe('请输入ID');
    expect((await update(tok.admin, { id: 9999, name: 'x', status: 1 })).code).toBe('404');
  });
});
