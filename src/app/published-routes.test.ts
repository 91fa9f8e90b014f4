// The route table a signed-in console uses follows the firm's published `routes`: a table that
// passes the schema check is used as it is, one that fails is not (the bundled table, with a
// warning naming the version), and a read without a published table goes back to the bundled one.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Userinfo } from '../api/session';
import { signIn, signOut } from '../api/session-store';
import { currentRouteTable } from '../engine/live-routes';
import { refreshPublished } from '../engine/published-files';
import { routes as bundled } from '../engine/route-table';
import { SCHEMA_ADMIN_PATH } from '../engine/schema/published';
import { publishedServer } from '../testing/published-api';
// Registers the follower that sets the route table from the published `routes`.
import './published-routes';

const call = vi.hoisted(() => vi.fn());
vi.mock('../api/call', () => ({ call }));

const admin: Userinfo = { id: 1, type: 'admin', name: '王明德', auth: ['ADMIN', 'system'] };
const table = (routes: unknown[]) => ({ $schema: './meta/routes.schema.json', routes });

afterEach(() => {
  act(() => signOut());
  call.mockReset();
});

describe('the route table in use', () => {
  it('is the published table once it passes the check, with 页面配置 kept', async () => {
    const server = publishedServer();
    call.mockImplementation(server.handle);
    const retitled = bundled.map((r) =>
      r.path === '/app/office' ? { ...r, title: '分支机构' } : r,
    );
    server.publish('routes', 2, table(retitled.filter((r) => r.path !== SCHEMA_ADMIN_PATH)));
    signIn('token', admin, false);
    await refreshPublished();

    const now = currentRouteTable();
    expect(now.version).toBe(2);
    expect(now.routes.find((r) => r.path === '/app/office')?.title).toBe('分支机构');
    expect(now.routes.find((r) => r.path === SCHEMA_ADMIN_PATH)?.auth).toBe('system');
    expect(now.warning).toBe(
      '路由表第 2 版缺少「页面配置」，已沿用默认的该项，系统管理员仍可进入页面配置。',
    );

    server.reset('routes');
    await refreshPublished();
    expect(currentRouteTable().routes).toBe(bundled);
  });

  it('is the bundled table when the published one fails the check, with a warning', async () => {
    const server = publishedServer();
    call.mockImplementation(server.handle);
    const broken = bundled.map((r) =>
      r.path === '/app/office' ? { ...r, page: { list: 'no-such-list' } } : r,
    );
    server.publish('routes', 5, table(broken));
    signIn('token', admin, false);
    await refreshPublished();

    expect(currentRouteTable().routes).toBe(bundled);
    expect(currentRouteTable().warning).toMatch(/^路由表第 5 版未通过检查/);
  });

  it('goes back to the bundled table on sign-out', async () => {
    const server = publishedServer();
    call.mockImplementation(server.handle);
    server.publish('routes', 3, table(bundled));
    signIn('token', admin, false);
    await refreshPublished();
    expect(currentRouteTable().version).toBe(3);
    act(() => signOut());
    await vi.waitFor(() => expect(currentRouteTable().version).toBe(0));
  });
});
