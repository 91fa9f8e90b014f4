// The wire contract every call shares: envelope, paging, transport errors, hostile input, tokens.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm, organization, session } from '../src/db/schema';
import { sha256 } from '../src/lib/crypto';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(...demo.admin);
});
afterAll(() => t.close());

const orgCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(organization))[0]
    .n;

describe('envelope and paging', () => {
  it('wraps data as { code: "200", data, message } with a string code', async () => {
    const res = await t.get<number>('/api/auth/getFirmId');
    expect(res).toEqual({ code: '200', data: 1, message: expect.any(String) });
  });

  it('pages with current/size and reports total', async () => {
    const first = await t.get<{
      records: Array<{ id: number }>;
      total: number;
      current: number;
      size: number;
    }>('/api/firmOrganization/pageList', admin, { current: 1, size: 2 });
    expect(first.data).toMatchObject({ total: 3, current: 1, size: 2 });
    expect(first.data.records).toHaveLength(2);
    const second = await t.get<{ records: Array<{ id: number }> }>(
      '/api/firmOrganization/pageList',
      admin,
      { current: 2, size: 2 },
    );
    expect(second.data.records).toHaveLength(1);
    const defaults = await t.get<{ size: number; current: number }>(
      '/api/firmOrganization/pageList',
      admin,
    );
    expect(defaults.data).toMatchObject({ current: 1, size: 10 });
  });

  it('refuses a page size above 100', async () => {
    const res = await t.get('/api/firmOrganization/pageList', admin, { size: 101 });
    expect(res.code).toBe('400');
    expect(res.message).toBe('每页条数不能大于100');
  });
});

describe('transport errors keep the envelope', () => {
  it('answers an unknown route with HTTP 404 and 接口不存在', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: '404', data: null, message: '接口不存在' });
    const post = await t.request({
      method: 'POST',
      url: '/api/firmOrganization/nope',
      payload: {},
    });
    expect(post.status).toBe(404);
  });

  it('answers malformed JSON with a 400 envelope and writes nothing', async () => {
    const before = await orgCount();
    const res = await t.request({
      method: 'POST',
      url: '/api/firmOrganization/add',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "坏的",',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '400', message: '请求内容不是合法的 JSON' });
    expect(await orgCount()).toBe(before);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/firmOrganization/add',
      token: admin,
      headers: { 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('不支持的请求内容类型');
  });

  it('answers an oversize body with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/firmOrganization/add',
      token: admin,
      payload: { name: 'x'.repeat(2 * 1024 * 1024), status: 1, firmId: 1 },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: '413', message: '请求内容过大' });
  });

  it('refuses NUL characters anywhere before touching the database', async () => {
    const before = await orgCount();
    const body = await t.send('POST', '/api/firmOrganization/add', admin, {
      name: 'a\u0000b',
      status: 1,
    });
    expect(body).toMatchObject({ code: '400', message: '输入包含非法字符' });
    const nested = await t.send('POST', '/api/firmOrganization/add', admin, {
      name: 'ok',
      status: 1,
      area: ['11\u0000'],
    });
    expect(nested.message).toBe('输入包含非法字符');
    const query = await t.get('/api/firmOrganization/pageList', admin, { name: 'x\u0000' });
    expect(query.message).toBe('输入包含非法字符');
    const login = await t.adminLogin('admin\u0000', 'x');
    expect(login.message).toBe('输入包含非法字符');
    expect(await orgCount()).toBe(before);
  });
});

describe('unexpected errors', () => {
  it('answers with a bare HTTP 500 envelope and no internals', async () => {
    // Simulate a broken database: the table a public call reads is gone for a moment.
    await t.database.db.execute(sql`alter table firm rename to firm_away`);
    try {
      const res = await t.request({ method: 'GET', url: '/api/firm/appconf?firmId=1' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: '500', data: null, message: '服务器内部错误' });
    } finally {
      await t.database.db.execute(sql`alter table firm_away rename to firm`);
    }
  });
});

describe('tokens', () => {
  const expired = { code: '4003', data: null, message: '登录已过期，请重新登录' };

  it('refuses a protected call without a token or with garbage', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/firmOrganization/pageList' })).body,
    ).toEqual(expired);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/self', token: 'garbage' })).body,
    ).toEqual(expired);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/self', token: 'x'.repeat(5000) })).body,
    ).toEqual(expired);
  });

  it('refuses an expired token', async () => {
    const token = await t.tokenFor(...demo.bjsub);
    expect((await t.get('/api/auth/self', token)).code).toBe('200');
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.tokenHash, sha256(token)));
    // Past its lifetime: 4008, told apart from a revoked or unknown token (4003).
    expect(await t.get('/api/auth/self', token)).toEqual({
      code: '4008',
      data: null,
      message: '登录已超过有效期，请重新登录',
    });
  });

  it('refuses a revoked token', async () => {
    const token = await t.tokenFor(...demo.shsub);
    await t.database.db
      .update(session)
      .set({ revoked: true })
      .where(eq(session.tokenHash, sha256(token)));
    expect(await t.get('/api/auth/self', token)).toEqual(expired);
  });

  it('stores only a hash of the token', async () => {
    const rows = await t.database.db.select().from(session).where(eq(session.tokenHash, admin));
    expect(rows).toHaveLength(0);
    const hashed = await t.database.db
      .select()
      .from(session)
      .where(eq(session.tokenHash, sha256(admin)));
    expect(hashed).toHaveLength(1);
  });

  it('refuses a firmId that is not the token’s firm, in query and in body', async () => {
    const q = await t.get('/api/firmOrganization/pageList', admin, { firmId: 2 });
    expect(q).toMatchObject({ code: '403', message: '无权访问该律所的数据' });
    const b = await t.send('POST', '/api/firmOrganization/add', admin, {
      firmId: 2,
      name: '越权分所',
      status: 1,
    });
    expect(b).toMatchObject({ code: '403', message: '无权访问该律所的数据' });
  });
});

describe('firm and app configuration', () => {
  it('gives the firm name publicly, only for the request’s firm', async () => {
    const res = await t.get('/api/firm/firmInfo/1');
    expect(res.data).toEqual({ id: 1, name: '君合明德律师事务所', shortName: '君合明德' });
    const other = await t.get('/api/firm/firmInfo/2', admin);
    expect(other.code).toBe('403');
  });

  it('parses appConf and falls back to defaults when the stored text is corrupt', async () => {
    const res = await t.get<{
      adminFuncSwitch: { global: Record<string, boolean> };
      assets: unknown;
      icp: string;
    }>('/api/firm/appconf');
    expect(res.data.adminFuncSwitch.global).toMatchObject({
      office: true,
      lawyer: true,
      conf: true,
    });
    expect(res.data.assets).toEqual({ imgs: { logo: '', loginBg: '' } });
    await t.database.db.update(firm).set({ appConf: '{not json' }).where(eq(firm.id, 1));
    const corrupt = await t.get<{ icp: string }>('/api/firm/appconf');
    expect(corrupt.code).toBe('200');
    expect(corrupt.data.icp).toBe('');
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/firmOrganization/pageList');
  });
});
