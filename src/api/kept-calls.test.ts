// @vitest-environment node
// Node, for its fetch: see installCookieJar in stub-server.ts.
import { describe, expect, it } from 'vitest';
import { call } from './call';
import { calls, isCallName } from './calls';
import { setToken } from './session';
import { setupStubApi } from './stub-server';

// A list's 列设置 are read once per signed-in session and list, not on every visit; saving them
// works as before and makes the next visit read them again.
const api = setupStubApi();
const settings = { columns: [{ field: 'name', hidden: true }] };
const read = (list: string) => call('listColumns.get', { params: { list }, silent: true });
const gets = (list: string) =>
  api.server.requests.filter((r) => r.method === 'GET' && r.path === `/api/listColumns/${list}`);

describe('column settings', () => {
  it('are fetched once per list while the session lasts', async () => {
    setToken('tok-a', false);
    api.ok('GET /api/listColumns/lawyer', settings);
    api.ok('GET /api/listColumns/card', null);
    expect(await read('lawyer')).toEqual(settings);
    expect(await read('lawyer')).toEqual(settings);
    expect(await read('card')).toBeNull();
    expect(gets('lawyer')).toHaveLength(1);
    expect(gets('card')).toHaveLength(1);
  });

  it('are saved with a PUT as before, and read again on the next visit', async () => {
    setToken('tok-b', false);
    api.ok('GET /api/listColumns/lawyer', settings);
    api.ok('PUT /api/listColumns/lawyer', null);
    await read('lawyer');
    await call('listColumns.save', { params: { list: 'lawyer' }, body: { columns: [] } });
    const put = api.server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ columns: [] });
    await read('lawyer');
    await read('lawyer');
    expect(gets('lawyer')).toHaveLength(2);
  });

  it('are fetched again for another sign-in', async () => {
    setToken('tok-c', false);
    api.ok('GET /api/listColumns/lawyer', settings);
    await read('lawyer');
    setToken('tok-d', false);
    await read('lawyer');
    expect(gets('lawyer')).toHaveLength(2);
  });

  it('are not kept when the read failed', async () => {
    setToken('tok-e', false);
    api.server.stub('GET /api/listColumns/lawyer', {
      json: { code: '500', data: null, message: '服务器内部错误' },
    });
    await expect(read('lawyer')).rejects.toMatchObject({ code: '500' });
    api.ok('GET /api/listColumns/lawyer', settings);
    expect(await read('lawyer')).toEqual(settings);
    expect(gets('lawyer')).toHaveLength(2);
  });
});

describe('the call table', () => {
  it('names a kept call in every forgets', () => {
    for (const [name, spec] of Object.entries(calls)) {
      if (!('forgets' in spec)) continue;
      expect(isCallName(spec.forgets), name).toBe(true);
      expect(calls[spec.forgets as keyof typeof calls], name).toHaveProperty('keep', 'session');
    }
  });
});
