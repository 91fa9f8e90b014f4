// @vitest-environment node
// Node, for its fetch: see installCookieJar in stub-server.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { call, callMethod } from './call';
import { DEFAULT_BASE_URL, FIRM_ID, setBaseURL } from './client';
import { ApiError } from './errors';
import { setToken } from './session';
import { setupStubApi } from './stub-server';

// The request rules of docs/product.md (Requests), observed on the wire by a real HTTP server.
const api = setupStubApi();

describe('Token header', () => {
  it('sends the token cookie as the Token header', async () => {
    setToken('tok-123', false);
    api.ok('GET /api/auth/self', { name: '张三' });
    await call('auth.self');
    expect(api.single().headers.token).toBe('tok-123');
  });

  it('sends no Token header without a token', async () => {
    api.ok('GET /api/auth/self', null);
    await call('auth.self');
    expect(api.single().headers).not.toHaveProperty('token');
  });
});

describe('firmId', () => {
  it('goes into the query of a GET, next to the caller’s filters', async () => {
    api.ok('GET /api/firmOrganization/pageList', { records: [] });
    await call('organization.pageList', { query: { current: 2, size: 10 } });
    const request = api.single();
    expect(Object.fromEntries(request.query)).toEqual({
      current: '2',
      size: '10',
      firmId: String(FIRM_ID),
    });
    expect(request.body).toBe('');
  });

  it('cannot be overridden by the caller', async () => {
    api.ok('GET /api/lawyer/pageList', { records: [] });
    await call('lawyer.pageList', { query: { firmId: 9 } });
    expect(api.single().query.getAll('firmId')).toEqual(['1']);
  });

  it.each([
    ['POST', 'organization.add', '/api/firmOrganization/add', {}],
    ['PUT', 'admin.update', '/api/firmAccessUser/firmAccessUserUpdate', {}],
    ['DELETE', 'admin.delete', '/api/firmAccessUser/7', { id: 7 }],
  ] as const)('goes into the JSON body of a %s', async (method, name, path, params) => {
    api.ok(`${method} ${path}`, true);
    await call(name, { params, body: { name: '总所' } });
    const request = api.single();
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({ name: '总所', firmId: FIRM_ID });
    expect(request.query.has('firmId')).toBe(false);
  });

  it('is added to an empty body of a DELETE', async () => {
    api.ok('DELETE /api/lawyer/remove/3', true);
    await call('lawyer.remove', { params: { id: 3 } });
    expect(JSON.parse(api.single().body)).toEqual({ firmId: FIRM_ID });
  });

  it('rides in the query when the body is a list', async () => {
    api.ok('POST /api/lawyer/addList', 2);
    await call('lawyer.addList', { body: [{ name: '甲' }, { name: '乙' }] });
    const request = api.single();
    expect(JSON.parse(request.body)).toEqual([{ name: '甲' }, { name: '乙' }]);
    expect(request.query.get('firmId')).toBe('1');
  });

  it('fills the {firmId} placeholder of a row', async () => {
    api.ok('POST /api/lawyer/card/createCard', 11);
    await call('card.create', { body: { name: '张三' } });
    const request = api.single();
    expect(request.query.get('firmId')).toBe('1');
    expect(JSON.parse(request.body)).toEqual({ name: '张三', firmId: FIRM_ID });
  });
});

describe('form rows', () => {
  it('send application/x-www-form-urlencoded with the firm id', async () => {
    api.ok('POST /api/auth/firmAccessUserLogin', { token: 't' });
    await call('auth.adminLogin', {
      body: { username: 'admin', password: 'A&b=c 1', code: undefined, roles: [1, 2] },
    });
    const request = api.single();
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(request.body);
    expect([...form]).toEqual([
      ['username', 'admin'],
      ['password', 'A&b=c 1'],
      ['roles', '1'],
      ['roles', '2'],
      ['firmId', '1'],
    ]);
  });

  it('leave JSON rows alone', async () => {
    api.ok('POST /api/cardSelf/checkSmsCode', true);
    await call('cardSelf.checkSmsCode', { body: { mobile: '13800000001' } });
    expect(api.single().headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('url and query', () => {
  it('fills path params, URL-encoded', async () => {
    api.ok('GET /api/lawyer/lawyerInfo/a%2Fb%20%E5%BC%A0', { id: 1 });
    await call('lawyer.info', { params: { id: 'a/b 张' } });
    expect(api.single().path).toBe('/api/lawyer/lawyerInfo/a%2Fb%20%E5%BC%A0');
  });

  it('throws an ApiError naming a missing path param, without a request', async () => {
    const error = await call('lawyer.info').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain('id');
    expect((error as ApiError).message).toContain('lawyer.info');
    expect(api.notify).toHaveBeenCalledTimes(1);
    expect(api.server.requests).toHaveLength(0);
  });

  it('drops undefined, null and empty query values and encodes the rest', async () => {
    api.ok('GET /api/lawyer/pageList', { records: [] });
    await call('lawyer.pageList', {
      query: { name: '张 三&x', status: 0, a: undefined, b: null, c: '', ids: [1, 2] },
    });
    const request = api.single();
    expect(Object.fromEntries(request.query)).toEqual({
      name: '张 三&x',
      status: '0',
      ids: '1,2',
      firmId: '1',
    });
  });

  it('uses the /api prefix by default and follows setBaseURL', async () => {
    expect(DEFAULT_BASE_URL).toBe('/api');
    api.ok('GET /api/system/area', []);
    await call('system.area');
    expect(api.single().path).toBe('/api/system/area');
    setBaseURL(`${api.server.origin}/v2`);
    api.server.stub('GET /v2/system/area', { json: { code: '200', data: [] } });
    await call('system.area');
    expect(api.server.requests[1].path).toBe('/v2/system/area');
  });
});

describe('results', () => {
  it('resolves with the envelope’s data', async () => {
    api.ok('GET /api/lawyer/lawyerNum', 12);
    await expect(call<number>('lawyer.count')).resolves.toBe(12);
  });

  it('keeps a falsy data value as it is', async () => {
    api.ok('GET /api/message/getUnReadStatistics', 0);
    await expect(call('logs.msg.count', { query: { status: 0 } })).resolves.toBe(0);
    expect(api.single().query.get('status')).toBe('0');
  });

  it('does not cache GETs: a second call asks the server again', async () => {
    api.ok('GET /api/system/professional', ['刑事辩护']);
    await call('system.professional');
    await call('system.professional');
    expect(api.server.requests).toHaveLength(2);
  });

  it('callMethod returns an alova Method that sends when awaited', async () => {
    api.ok('GET /api/firmContent/5', { id: 5 });
    const method = callMethod('content.info', { params: { id: 5 } });
    expect(method.type).toBe('GET');
    expect(method.url).toBe('/firmContent/5');
    expect(api.server.requests).toHaveLength(0);
    await expect(method).resolves.toEqual({ id: 5 });
  });
});

afterEach(() => setBaseURL(`${api.server.origin}${DEFAULT_BASE_URL}`));
