// Content articles: admins of the firm only, validation, sanitised bodies, status, stale edits.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmContent, log } from '../src/db/schema';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'shsub' | 'lawyer' | 'other', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'branch', 'shsub', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
  tok.other = await t.otherFirmToken();
});
afterAll(() => t.close());

interface Item {
  id: number;
  title: string;
  status: number;
  authorName: string;
  version: number;
  body: string;
  summary: string;
  cover: string;
}
type Page = { records: Item[]; total: number };

const rows = async () => (await t.database.db.select({ n: count() }).from(firmContent))[0].n;
const add = (token: string, body: object) =>
  t.send<{ id: number }>('POST', '/api/firmContent', token, { body: '<p>正文</p>', ...body });
const info = (token: string, id: number) => t.get<Item>(`/api/firmContent/${id}`, token);

describe('access', () => {
  it('is for admins of the firm: anonymous 4003, lawyers 403, other firm isolated', async () => {
    const list = await t.get<Page>('/api/firmContent/list', tok.admin);
    const id = list.data.records[0].id;
    for (const [method, url] of [
      ['GET', '/api/firmContent/list'],
      ['GET', `/api/firmContent/${id}`],
    ] as const) {
      const anon = await t.request({ method, url: `${url}?firmId=1` });
      expect(anon.body.code).toBe('4003');
      expect((await t.get(url, tok.lawyer)).code).toBe('403');
    }
    expect((await add(tok.lawyer, { title: 'x' })).code).toBe('403');
    expect(
      (await t.send('PUT', `/api/firmContent/status/${id}`, tok.lawyer, { status: 1 })).code,
    ).toBe('403');
    expect((await t.send('DELETE', `/api/firmContent/${id}`, tok.lawyer)).code).toBe('403');
    // Another firm's admin: their own (empty) list, firm 1's article is not found.
    const other = await t.get<Page>('/api/firmContent/list', tok.other, { firmId: 2 });
    expect(other.data.total).toBe(0);
    expect((await t.get(`/api/firmContent/${id}`, tok.other, { firmId: 2 })).code).toBe('404');
    const put = await t.send('PUT', `/api/firmContent/${id}`, tok.other, {
      firmId: 2,
      title: '改',
      body: '<p>x</p>',
    });
    expect(put.code).toBe('404');
    expect((await t.send('DELETE', `/api/firmContent/${id}`, tok.other, { firmId: 2 })).code).toBe(
      '404',
    );
    // firmId in the request must match the token.
    expect((await t.get('/api/firmContent/list', tok.admin, { firmId: 2 })).code).toBe('403');
  });

  it('keeps sub-office admins to their own office (docs/product.md), the main office sees all', async () => {
    const mine = await add(tok.branch, { title: '上海分所动态' });
    expect(mine.code).toBe('200');
    const branchList = await t.get<Page>('/api/firmContent/list', tok.branch, { size: 100 });
    expect(branchList.data.records.map((r) => r.id)).toContain(mine.data.id);
    // The seeded articles belong to 北京总所: none of them reaches the branch.
    const adminList = await t.get<Page>('/api/firmContent/list', tok.admin, { size: 100 });
    const mainOffice = adminList.data.records.filter((r) => r.id !== mine.data.id);
    expect(mainOffice.length).toBeGreaterThan(0);
    expect(branchList.data.records.map((r) => r.id)).toEqual([mine.data.id]);
    const before = await rows();
    expect((await info(tok.branch, mainOffice[0].id)).code).toBe('403');
    expect((await t.send('DELETE', `/api/firmContent/${mainOffice[0].id}`, tok.branch)).code).toBe(
      '403',
    );
    expect(await rows()).toBe(before);
    // The main office manages the branch's article too.
    expect((await info(tok.admin, mine.data.id)).code).toBe('200');
    expect((await t.send('DELETE', `/api/firmContent/${mine.data.id}`, tok.branch)).code).toBe(
      '200',
    );
  });
});

describe('crud', () => {
  it('adds a draft with the author, sanitising the body and keeping plain fields as text', async () => {
    const res = await add(tok.admin, {
      title: '  <b>年度</b>报告 ',
      summary: '摘要 <i>不是</i> HTML',
      cover: '/api/oss/files/firm/1/202611/abc.png',
      body: '<p onclick="alert(1)">正文<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>',
      sort: 2,
    });
    expect(res).toMatchObject({ code: '200', message: '新增成功' });
    const got = await info(tok.admin, res.data.id);
    expect(got.data).toMatchObject({
      title: '<b>年度</b>报告',
      summary: '摘要 <i>不是</i> HTML',
      cover: '/api/oss/files/firm/1/202611/abc.png',
      body: '<p>正文<a rel="noopener noreferrer">链接</a></p>',
      status: 0,
      authorName: '王明德',
      version: 1,
    });
    const [entry] = await t.database.db
      .select()
      .from(log)
      .where(eq(log.target, '内容「<b>年度</b>报告」'));
    expect(entry).toMatchObject({
      type: 'create',
      target: '内容「<b>年度</b>报告」',
      operatorName: '王明德',
    });
  });

  it('lists with title and status filters', async () => {
    await add(tok.admin, { title: '过滤专用ABC' });
    const byTitle = await t.get<Page>('/api/firmContent/list', tok.admin, { title: 'ABC' });
    expect(byTitle.data.records.map((r) => r.title)).toEqual(['过滤专用ABC']);
    const drafts = await t.get<Page>('/api/firmContent/list', tok.admin, { status: 0 });
    expect(drafts.data.records.every((r) => r.status === 0)).toBe(true);
    expect(await t.get('/api/firmContent/list', tok.admin, { status: 5 })).toMatchObject({
      code: '400',
      message: '状态的取值不在可选范围内',
    });
    const pct = await t.get<Page>('/api/firmContent/list', tok.admin, { title: '%' });
    expect(pct.data.total).toBe(0);
  });

  it('updates with optimistic locking: a stale version is 409', async () => {
    const { data } = await add(tok.admin, { title: '待修改' });
    const put = (body: object) =>
      t.send('PUT', `/api/firmContent/${data.id}`, tok.admin, { body: '<p>正文</p>', ...body });
    expect(await put({ title: '改一次', version: 1, body: '<p>a</p>' })).toMatchObject({
      code: '200',
      message: '保存成功',
    });
    expect(await put({ title: '改两次', version: 1 })).toMatchObject({
      code: '409',
      message: '内容已被他人修改，请刷新后重试',
    });
    const got = await info(tok.admin, data.id);
    expect(got.data).toMatchObject({ title: '改一次', version: 2, body: '<p>a</p>' });
    expect((await put({ title: '不带版本' })).code).toBe('200');
    expect(await put({ id: data.id + 1000, title: 'x' })).toMatchObject({ code: '400' });
    expect(
      (await t.send('PUT', '/api/firmContent/99999', tok.admin, { title: 'x', body: 'x' })).code,
    ).toBe('404');
  });

  it('publishes and takes offline; other statuses are 400', async () => {
    const { data } = await add(tok.admin, { title: '发布测试' });
    const status = (s: unknown, extra: object = {}) =>
      t.send('PUT', `/api/firmContent/status/${data.id}`, tok.admin, { status: s, ...extra });
    expect(await status(1)).toMatchObject({ code: '200', message: '发布成功' });
    expect((await info(tok.admin, data.id)).data).toMatchObject({ status: 1, version: 2 });
    expect(await status(2)).toMatchObject({ code: '200', message: '已下线' });
    for (const s of [0, 3, -1])
      expect(await status(s)).toMatchObject({ code: '400', message: '状态只能是已发布或已下线' });
    expect(await status('1')).toMatchObject({ code: '400', message: '状态必须是整数' });
    expect(await status(1, { version: 1 })).toMatchObject({ code: '409' });
    expect(
      (await t.send('PUT', '/api/firmContent/status/99999', tok.admin, { status: 1 })).code,
    ).toBe('404');
  });

  it('deletes', async () => {
    const { data } = await add(tok.admin, { title: '删除测试' });
    const before = await rows();
    expect(await t.send('DELETE', `/api/firmContent/${data.id}`, tok.admin)).toMatchObject({
      code: '200',
      message: '删除成功',
    });
    expect(await rows()).toBe(before - 1);
    expect((await info(tok.admin, data.id)).code).toBe('404');
    expect((await t.send('DELETE', `/api/firmContent/${data.id}`, tok.admin)).code).toBe('404');
    const bare = await t.request({
      method: 'DELETE',
      url: `/api/firmContent/${data.id}`,
      token: tok.admin,
    });
    expect(bare.body.code).toBe('404');
  });
});

describe('validation', () => {
  it('names the field and writes nothing', async () => {
    const before = await rows();
    const cases: Array<[object, string]> = [
      [{}, '请输入标题'],
      [{ title: '' }, '请输入标题'],
      [{ title: '   ' }, '请输入标题'],
      [{ title: 'x'.repeat(101) }, '标题不能超过100个字符'],
      [{ title: 't', summary: 'x'.repeat(301) }, '摘要不能超过300个字符'],
      [{ title: 't', body: 'x'.repeat(100_001) }, '正文不能超过100000个字符'],
      [{ title: 't', cover: 'javascript:alert(1)' }, '封面格式不正确'],
      [{ title: 't', cover: '/api/oss/files/../x' }, '封面格式不正确'],
      [{ title: 't', body: undefined }, '请输入正文'],
      [{ title: 't', body: '' }, '请输入正文'],
      [{ title: 't', body: '<script>alert(1)</script>' }, '请输入正文'],
      [{ title: 't', sort: -1 }, '排序不能小于0'],
      [{ title: 't', status: 1 }, '不支持的字段：status'],
      [{ title: 't', authorName: 'x' }, '不支持的字段：authorName'],
    ];
    for (const [body, message] of cases) {
      const res = await add(tok.admin, body);
      expect(res, JSON.stringify(body).slice(0, 60)).toMatchObject({ code: '400', message });
    }
    expect(await rows()).toBe(before);
  });
});
