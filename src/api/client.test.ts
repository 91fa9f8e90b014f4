// @vitest-environment node
// Node, for its fetch: see installCookieJar in stub-server.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';
import { configureApi, resetApiConfig } from './client';
import { ApiError, SESSION_REDIRECT_DELAY_MS } from './errors';
import { getToken, setToken } from './session';
import { setupStubApi } from './stub-server';

// The error catalogue of docs/product.md (Codes), one server answer per test.
const api = setupStubApi();

const failure = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

const envelope = (code: string, message = '', data: unknown = null) => ({
  json: { code, message, data },
});

describe('server codes', () => {
  it('200 resolves with data and shows nothing', async () => {
    api.ok('GET /api/auth/self', { name: '张三' });
    await expect(call('auth.self')).resolves.toEqual({ name: '张三' });
    expect(api.notify).not.toHaveBeenCalled();
  });

  it('accepts a numeric 200 code too', async () => {
    api.server.stub('GET /api/auth/self', { json: { code: 200, data: 1 } });
    await expect(call('auth.self')).resolves.toBe(1);
  });

  it('another code throws the server message and code and shows it once', async () => {
    api.server.stub('POST /api/firmOrganization/add', envelope('400', '机构名称不能为空'));
    const error = await failure(call('organization.add', { body: {} }));
    expect(error).toMatchObject({ message: '机构名称不能为空', code: '400' });
    expect(api.notify).toHaveBeenCalledTimes(1);
    expect(api.notify).toHaveBeenCalledWith('机构名称不能为空', '400');
  });

  it('a refusal naming a field carries it, and still shows the message once', async () => {
    api.server.stub('POST /api/firmOrganization/add', {
      json: { code: '400', message: '机构名称已存在', data: null, field: 'name' },
    });
    const error = await failure(call('organization.add', { body: { name: '上海分所' } }));
    expect(error).toMatchObject({ message: '机构名称已存在', code: '400', field: 'name' });
    expect(api.notify).toHaveBeenCalledTimes(1);
  });

  it('a refusal without a field, or with one that is no path, carries none', async () => {
    api.server.stub('POST /api/firmOrganization/add', envelope('400', '总所不能停用'));
    expect((await failure(call('organization.add', { body: {} }))).field).toBeUndefined();
    api.server.stub('POST /api/firmOrganization/add', {
      json: { code: '400', message: '机构名称已存在', data: null, field: 7 },
    });
    expect((await failure(call('organization.add', { body: {} }))).field).toBeUndefined();
  });

  it('silent calls still throw but show nothing', async () => {
    api.server.stub('GET /api/firm/appconf', envelope('403', '无权访问'));
    const error = await failure(call('conf.app', { silent: true }));
    expect(error).toMatchObject({ message: '无权访问', code: '403' });
    expect(api.notify).not.toHaveBeenCalled();
  });

  it('a response without a code is non-standard content (-99)', async () => {
    api.server.stub('GET /api/auth/self', { json: { data: { name: '张三' } } });
    const error = await failure(call('auth.self'));
    expect(error).toMatchObject({ message: '服务器返回了不规范的内容', code: '-99' });
    expect(api.notify).toHaveBeenCalledWith('服务器返回了不规范的内容', '-99');
  });

  it.each(['4004', '4008'])('%s shows the login timeout', async (code) => {
    api.server.stub('GET /api/auth/self', envelope(code, 'token invalid'));
    const error = await failure(call('auth.self'));
    expect(error).toMatchObject({ message: '登录超时，请重新登录', code });
    expect(api.notify).toHaveBeenCalledExactlyOnceWith('登录超时，请重新登录', code);
    expect(api.redirect).not.toHaveBeenCalled();
  });
});

describe('4003: token expired', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the timeout, clears the token cookie, and goes to / after 2 s', async () => {
    // Only setTimeout is faked, so the real socket I/O of the request is untouched.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    setToken('expired', true);
    api.server.stub('GET /api/auth/self', envelope('4003', 'token expired'));
    const error = await failure(call('auth.self'));
    expect(error).toMatchObject({ message: '登录超时，请重新登录', code: '4003' });
    expect(api.server.requests[0].headers.token).toBe('expired');
    expect(getToken()).toBeUndefined();
    expect(api.notify).toHaveBeenCalledExactlyOnceWith('登录超时，请重新登录', '4003');
    expect(api.onSessionExpired).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS - 1);
    expect(api.redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(api.redirect).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('a session found over before the shell wires its UI is shown once the shell has', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // A route loader runs before the first render, so before the shell's configureApi.
    resetApiConfig();
    configureApi({ redirect: api.redirect });
    api.server.stub('GET /api/auth/self', envelope('4003'));
    await failure(call('auth.self', { silent: true }));
    expect(api.notify).not.toHaveBeenCalled();
    configureApi({ notify: api.notify });
    expect(api.notify).toHaveBeenCalledExactlyOnceWith('登录超时，请重新登录', '4003');
    // Shown once: a later UI (a remount) does not show it again.
    const again = vi.fn();
    configureApi({ notify: again });
    expect(again).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS);
  });

  it('shows one message and redirects once when several calls expire together', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    api.server.stub('GET /api/auth/self', envelope('4003'));
    api.server.stub('GET /api/lawyer/lawyerNum', envelope('4003'));
    const errors = await Promise.all([failure(call('auth.self')), failure(call('lawyer.count'))]);
    expect(errors.map((e) => e.code)).toEqual(['4003', '4003']);
    expect(api.notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS);
    expect(api.redirect).toHaveBeenCalledTimes(1);
  });

  it('defaults to location.replace when the shell wires no redirect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    resetApiConfig();
    configureApi({ notify: api.notify });
    const replace = vi.fn();
    vi.stubGlobal('location', { replace });
    try {
      api.server.stub('GET /api/auth/self', envelope('4003'));
      await failure(call('auth.self'));
      vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS);
      expect(replace).toHaveBeenCalledExactlyOnceWith('/');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('transport failures: 服务器异常', () => {
  const transport = { message: '服务器异常', code: '-1' };

  it('the connection drops', async () => {
    api.server.stub('GET /api/auth/self', { hangUp: true });
    await expect(failure(call('auth.self'))).resolves.toMatchObject(transport);
    expect(api.notify).toHaveBeenCalledExactlyOnceWith('服务器异常', '-1');
  });

  it('the body is not JSON', async () => {
    api.server.stub('GET /api/auth/self', { text: '<!doctype html><title>console</title>' });
    await expect(failure(call('auth.self'))).resolves.toMatchObject(transport);
  });

  it('an HTTP error status without an envelope', async () => {
    api.server.stub('GET /api/auth/self', { status: 502, text: 'Bad Gateway' });
    await expect(failure(call('auth.self'))).resolves.toMatchObject(transport);
  });

  it('an HTTP error status with JSON that is not an envelope', async () => {
    api.server.stub('GET /api/auth/self', { status: 500, json: { error: 'boom' } });
    await expect(failure(call('auth.self'))).resolves.toMatchObject(transport);
  });

  it('is not shown when silent', async () => {
    api.server.stub('GET /api/auth/self', { hangUp: true });
    await failure(call('auth.self', { silent: true }));
    expect(api.notify).not.toHaveBeenCalled();
  });
});

describe('envelopes on HTTP error statuses', () => {
  it.each([
    [429, '429', '尝试次数过多，请稍后再试'],
    [404, '404', '记录不存在'],
    [413, '413', '文件过大'],
  ])('HTTP %i uses the envelope’s code and message', async (status, code, message) => {
    api.server.stub('POST /api/auth/firmAccessUserLogin', {
      status,
      json: { code, message, data: null },
    });
    const error = await failure(call('auth.adminLogin', { body: { username: 'admin' } }));
    expect(error).toMatchObject({ message, code });
    expect(api.notify).toHaveBeenCalledExactlyOnceWith(message, code);
  });
});

describe('calls outside the table', () => {
  it('an unknown name throws 接口未定义 and sends nothing', async () => {
    // Names arrive as strings from the JSON schemas, so the type system cannot catch every typo.
    const error = await failure(call('nope.x' as 'auth.self'));
    expect(error).toMatchObject({ message: '接口未定义: nope.x', code: '-98' });
    expect(api.notify).toHaveBeenCalledExactlyOnceWith('接口未定义: nope.x', '-98');
    expect(api.server.requests).toHaveLength(0);
  });
});
