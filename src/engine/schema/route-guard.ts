import type { Problem } from './lint-problem';
import { SCHEMA_ADMIN_PATH, type PublishedFile } from './published';
import type { RouteDef } from './types';

// Pure: which route table the console uses when the firm has published one (页面配置,
// docs/schemas.md). A published table that fails the check is not used at all; the row of
// 页面配置 itself is always the bundled one, so that a `system` user can reach it to repair or roll
// back whatever was published.

export { SCHEMA_ADMIN_PATH };

export interface GuardedTable {
  routes: RouteDef[];
  /** The published version in use, 0 for the bundled table. */
  version: number;
  /** Why the published table is not used as it is, for `system` users. */
  warning?: string;
}

// What decides who reaches a route and what it shows; a new title or icon is the firm's to choose.
const REACH_KEYS = ['auth', 'public', 'redirect', 'page', 'name'] as const;
const sameReach = (a: RouteDef, b: RouteDef) =>
  REACH_KEYS.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

/**
 * The table to use: the bundled one when nothing is published or the published one fails `check`,
 * otherwise the published one with the bundled 页面配置 row in place of a missing or changed one.
 *
 * @example guardRouteTable(bundled, { version: 3, content }, (c) => checkRouteTable(c, refs))
 */
export const guardRouteTable = (
  bundled: RouteDef[],
  published: PublishedFile | undefined,
  check: (content: unknown) => Problem[],
): GuardedTable => {
  if (!published) return { routes: bundled, version: 0 };
  const { version, content } = published;
  const problems = check(content);
  if (problems.length) {
    const first = problems[0];
    return {
      routes: bundled,
      version: 0,
      warning:
        `路由表第 ${version} 版未通过检查（${problems.length} 个问题，如 ${first.pointer || '/'}：` +
        `${first.message}），已改用默认路由表。请在页面配置中修正或回滚。`,
    };
  }
  const routes = (content as { routes: RouteDef[] }).routes;
  const own = bundled.find((r) => r.path === SCHEMA_ADMIN_PATH);
  if (!own) return { routes, version };
  const at = routes.findIndex((r) => r.path === SCHEMA_ADMIN_PATH);
  if (at >= 0 && sameReach(routes[at], own)) return { routes, version };
  const warning =
    at < 0
      ? `路由表第 ${version} 版缺少「页面配置」，已沿用默认的该项，系统管理员仍可进入页面配置。`
      : `路由表第 ${version} 版改动了「页面配置」的权限或内容，已沿用默认的该项。`;
  const fixed = at < 0 ? [...routes, own] : routes.map((r, i) => (i === at ? own : r));
  return { routes: fixed, version, warning };
};
