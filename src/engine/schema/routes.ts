import type { Permission, RouteDef } from './types';

/**
 * Pure route-table logic shared by the shell and the tests: who may open a route, the side menu
 * a user sees, and the breadcrumb of a path.
 *
 * @example menuTree(routes, { auth: ['ADMIN'], switches: { office: true } })
 */
export interface Viewer {
  auth: readonly string[];
  /** adminFuncSwitch.global of the firm: a named menu entry shows only while its switch is on. */
  switches?: Record<string, boolean>;
}

export interface MenuNode {
  path: string;
  title: string;
  icon?: string;
  children?: MenuNode[];
}

const asList = (auth: RouteDef['auth']): Permission[] =>
  auth === undefined ? [] : Array.isArray(auth) ? auth : [auth];

export const canAccess = (route: Pick<RouteDef, 'auth'>, auth: readonly string[]): boolean => {
  const need = asList(route.auth);
  return need.length === 0 || need.some((p) => auth.includes(p));
};

const toMatcher = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);

/** The route a concrete path belongs to (`/app/office/5/detail` → `/app/office/:id/detail`). */
export const matchRoute = (routes: readonly RouteDef[], pathname: string): RouteDef | undefined => {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return routes.find((r) => toMatcher(r.path).test(clean));
};

const isParentOf = (parent: string, child: string) =>
  child !== parent && child.startsWith(`${parent}/`);

/**
 * The function switch that turns a page off: the switch of the route itself or of a route whose
 * path prefixes it (a switched-off group takes its pages along). Undefined while switches are
 * unknown, so a failed conf.app fetch never locks users out of pages.
 *
 * @example switchedOffBy(routes, routes.find(r => r.path === '/app/card/add'), { card: false }) // 'card'
 */
export const switchedOffBy = (
  routes: readonly RouteDef[],
  route: Pick<RouteDef, 'path'>,
  switches: Record<string, boolean> | undefined,
): string | undefined => {
  if (!switches) return undefined;
  const owner = routes.find(
    (r) =>
      r.name !== undefined &&
      switches[r.name] !== true &&
      (r.path === route.path || isParentOf(r.path, route.path)),
  );
  return owner?.name;
};

/** Side-menu tree: a menu route's parent is the nearest menu route whose path prefixes it. */
export const menuTree = (routes: readonly RouteDef[], viewer: Viewer): MenuNode[] => {
  const shown = (r: RouteDef) =>
    Boolean(r.menu) &&
    !r.menu?.hidden &&
    canAccess(r, viewer.auth) &&
    (!r.name || viewer.switches?.[r.name] === true);
  // An entry under a hidden group (by role, switch or flag) goes with its group.
  const visible = routes.filter(
    (r) => shown(r) && routes.every((a) => !a.menu || !isParentOf(a.path, r.path) || shown(a)),
  );
  const nodeOf = (r: RouteDef): MenuNode => {
    const children = visible
      .filter((c) => isParentOf(r.path, c.path))
      .filter((c) => !visible.some((m) => isParentOf(m.path, c.path) && isParentOf(r.path, m.path)))
      .map(nodeOf);
    return {
      path: r.path,
      title: r.title,
      icon: r.menu?.icon,
      ...(children.length ? { children } : {}),
    };
  };
  const roots = visible.filter((r) => !visible.some((p) => isParentOf(p.path, r.path)));
  // A group whose every child is hidden (by role or switch) disappears with them.
  return roots
    .map(nodeOf)
    .filter((n) => n.children || routes.find((r) => r.path === n.path)?.page !== undefined);
};

/** The menu entries to highlight and open for a path: the nearest menu ancestors, outermost first. */
export const menuTrail = (routes: readonly RouteDef[], pathname: string): string[] =>
  routes
    .filter(
      (r) => r.menu && (toMatcher(r.path).test(pathname) || pathname.startsWith(`${r.path}/`)),
    )
    .map((r) => r.path)
    .sort((a, b) => a.length - b.length);

export interface Crumb {
  title: string;
  path: string;
}

/** Breadcrumb from the path: one crumb for every prefix of it that is a route. */
export const breadcrumbs = (routes: readonly RouteDef[], pathname: string): Crumb[] => {
  const parts = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 2; i <= parts.length; i += 1) {
    const path = `/${parts.slice(0, i).join('/')}`;
    const route = matchRoute(routes, path);
    if (route) crumbs.push({ title: route.title, path });
  }
  return crumbs;
};

/**
 * The header's user-menu entries a user may open, in table order.
 *
 * @example userMenu(routes, ['ADMIN']) // [{ path: '/app/account/passwd', title: '修改密码' }, …]
 */
export const userMenu = (routes: readonly RouteDef[], auth: readonly string[]): Crumb[] =>
  routes
    .filter((r) => r.userMenu && canAccess(r, auth))
    .map((r) => ({ title: r.title, path: r.path }));

/** Where a signed-in user lands (docs/product.md, Screens): admins on offices, others on cards. */
export const homeOf = (auth: readonly string[]): string =>
  auth.includes('ADMIN') ? '/app/office' : '/app/user/dashboard';

/**
 * Where to go after signing in: the /app link that sent the visitor to /login (kept with its
 * query), when it is a page of this console the user may open; else their home. Only a path of
 * this origin is followed ("//host" or "/\host" would leave it).
 *
 * @example returnTo(routes, '/app/card?status=1', ['ADMIN']) // '/app/card?status=1'
 * @example returnTo(routes, '//evil.example/app', ['ADMIN']) // '/app/office'
 */
export const returnTo = (
  routes: readonly RouteDef[],
  from: unknown,
  auth: readonly string[],
): string => {
  const home = homeOf(auth);
  if (typeof from !== 'string' || !/^\/app\/[^/\\]/.test(from)) return home;
  const url = new URL(from, 'http://console.invalid');
  if (url.origin !== 'http://console.invalid') return home;
  const route = matchRoute(routes, url.pathname);
  return route && canAccess(route, auth) ? `${url.pathname}${url.search}${url.hash}` : home;
};
