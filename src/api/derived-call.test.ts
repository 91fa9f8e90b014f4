// @vitest-environment node
// Node, for its fetch: see installCookieJar in stub-server.ts.
import { describe, expect, it, vi } from 'vitest';
import type { CallName } from './calls';
import { call } from './call';
import { FIRM_ID } from './client';
import { ApiError } from './errors';
import { setupStubApi } from './stub-server';

// A codeless resource's screens name its derived calls (announcement.list …), which no row of
// calls.ts holds: call() finds them in the resource files and sends them where the server serves
// them. The files here are a 律所公告 resource beside a built-in one.
vi.mock('./resource-files', () => ({
  loadResourceFiles: () =>
    Promise.resolve([
      {
        name: 'announcement',
        access: {
          list: { auth: ['ADMIN'] },
          read: { auth: ['ADMIN'] },
          create: { auth: ['ADMIN'] },
          update: { auth: ['ADMIN'] },
          delete: { auth: ['ADMIN'] },
        },
      },
      { name: 'card', code: 'server/src/routes/card', access: { list: { auth: ['ADMIN'] } } },
    ]),
}));

const api = setupStubApi();
// The engine passes names from schema files, which the call table's type cannot know.
const derived = (name: string) => name as CallName;

describe('calls of a resource without code', () => {
  it('lists with the filters and paging in the query', async () => {
    api.ok('GET /api/resource/announcement/list', { records: [], total: 0 });
    await call(derived('announcement.list'), { query: { title: '年会', current: 1, size: 10 } });
    const request = api.single();
    expect(Object.fromEntries(request.query)).toEqual({
      title: '年会',
      current: '1',
      size: '10',
      firmId: String(FIRM_ID),
    });
  });

  it('reads one record by the id in its path', async () => {
    api.ok('GET /api/resource/announcement/info/5', { id: 5, title: '年会通知' });
    expect(await call(derived('announcement.info'), { params: { id: 5 } })).toEqual({
      id: 5,
      title: '年会通知',
    });
  });

  it.each([
    ['create', 'POST', { title: '年会通知' }],
    ['update', 'PUT', { id: 5, version: 2, title: '年会通知' }],
    ['delete', 'POST', { id: 5 }],
  ] as const)('sends %s as %s with a JSON body', async (verb, method, body) => {
    api.ok(`${method} /api/resource/announcement/${verb}`, null);
    await call(derived(`announcement.${verb}`), { body });
    expect(JSON.parse(api.single().body)).toEqual({ ...body, firmId: FIRM_ID });
  });

  it('refuses a name neither the table nor a resource has (接口未定义), sending nothing', async () => {
    const failure = call(derived('announcement.export'), { silent: true });
    await expect(failure).rejects.toThrow(new ApiError('接口未定义: announcement.export', '-98'));
    expect(api.server.requests).toEqual([]);
  });

  it('derives nothing from a built-in entity (its calls are rows of calls.ts)', async () => {
    await expect(call(derived('card.list'), { silent: true })).rejects.toMatchObject({
      code: '-98',
    });
  });
});
