import { describe, expect, it } from 'vitest';
import { calls } from '../../api/calls';
import { pageNames } from '../../pages/names';
import { routes as bundledFile } from '../route-table';
import { checkRouteTable } from './check-route-table';
import { guardRouteTable, SCHEMA_ADMIN_PATH } from './route-guard';
import type { RouteDef } from './types';

// The route table a firm publishes is checked in the browser with the schema check's own rules
// before the console uses it; 页面配置 stays reachable for `system` users whatever it says.

const adminRow: RouteDef = {
  path: SCHEMA_ADMIN_PATH,
  title: '页面配置',
  auth: 'system',
  menu: {},
  page: { component: 'stats' },
};
// The bundled table with the 页面配置 row (a stand-in page: the row's own page is another room's).
const bundled = [...bundledFile.filter((r) => r.path !== SCHEMA_ADMIN_PATH), adminRow];
const refs = {
  lists: { lawyer: 1, office: 1, card: 1 },
  forms: { office: 1, card: 1 },
  callNames: Object.keys(calls),
  pageNames,
};
const check = (content: unknown) => checkRouteTable(content, refs);
const file = (routes: RouteDef[]) => ({ $schema: './meta/routes.schema.json', routes });
const office: RouteDef = {
  path: '/app/office',
  title: '机构（本所）',
  auth: 'ADMIN',
  menu: { icon: 'bank' },
  page: { list: 'office' },
};

describe('guardRouteTable', () => {
  it('uses the bundled table when nothing is published', () => {
    expect(guardRouteTable(bundled, undefined, check)).toEqual({ routes: bundled, version: 0 });
  });

  it('uses a published table that passes the check', () => {
    const routes = [office, adminRow];
    expect(guardRouteTable(bundled, { version: 4, content: file(routes) }, check)).toEqual({
      routes,
      version: 4,
    });
  });

  it('falls back to the bundled table, naming the version and the first problem', () => {
    const broken = [{ ...office, page: { list: 'no-such-list' } }, adminRow];
    const guarded = guardRouteTable(bundled, { version: 6, content: file(broken) }, check);
    expect(guarded.routes).toBe(bundled);
    expect(guarded.version).toBe(0);
    expect(guarded.warning).toContain('路由表第 6 版未通过检查');
    expect(guarded.warning).toContain('/routes/0/page/list');
  });

  it('falls back for content that is no route table at all', () => {
    for (const content of [null, [], { routes: 'x' }]) {
      const guarded = guardRouteTable(bundled, { version: 2, content }, check);
      expect(guarded.routes).toBe(bundled);
      expect(guarded.warning).toContain('路由表第 2 版未通过检查');
    }
  });

  it('adds the bundled 页面配置 row to a table that dropped it', () => {
    const guarded = guardRouteTable(bundled, { version: 3, content: file([office]) }, check);
    expect(guarded.routes).toEqual([office, adminRow]);
    expect(guarded.version).toBe(3);
    expect(guarded.warning).toBe(
      '路由表第 3 版缺少「页面配置」，已沿用默认的该项，系统管理员仍可进入页面配置。',
    );
  });

  it('puts the bundled row back in place of one whose permission changed', () => {
    const locked = { ...adminRow, auth: 'LAWYER' as const };
    const guarded = guardRouteTable(
      bundled,
      { version: 5, content: file([locked, office]) },
      check,
    );
    expect(guarded.routes).toEqual([adminRow, office]);
    expect(guarded.warning).toContain('改动了「页面配置」的权限');
  });

  it('lets a firm retitle 页面配置 without a warning', () => {
    const renamed = { ...adminRow, title: '表单配置' };
    expect(guardRouteTable(bundled, { version: 2, content: file([renamed]) }, check)).toEqual({
      routes: [renamed],
      version: 2,
    });
  });
});
