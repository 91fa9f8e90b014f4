import { matchPath, rankOf, type Params } from './match-path';

/** One entry of the route table: a path relative to its parent (or `index`), and what it shows. */
export interface RouteObject<E = unknown> {
  path?: string;
  index?: boolean;
  element: E;
  /** Shown instead of `element` (or anything inside it) when that throws while rendering. */
  errorElement?: E;
  children?: RouteObject<E>[];
}

export interface RouteMatch<E = unknown> {
  route: RouteObject<E>;
  /** Every parameter of the branch, as react-router gives them (a layout sees its child's :id). */
  params: Params;
}

const join = (base: string, path = '') =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

interface Ranked<E> {
  branch: RouteMatch<E>[];
  rank: number;
}

const rankBranch = <E>(
  routes: readonly RouteObject<E>[],
  pathname: string,
  base: string,
  inherited: Params,
): Ranked<E> | null => {
  let best: Ranked<E> | null = null;
  for (const route of routes) {
    const pattern = route.index ? base || '/' : join(base, route.path);
    let found: Ranked<E> | null = null;
    if (route.children?.length) {
      const own = matchPath(pattern, pathname, false);
      const params = own && { ...inherited, ...own.params };
      const below = params && rankBranch(route.children, pathname, pattern, params);
      if (params && below)
        found = { branch: [{ route, params }, ...below.branch], rank: below.rank };
    } else {
      const m = matchPath(pattern, pathname);
      if (m) {
        const rank = rankOf(pattern) + (route.index ? 2 : 0);
        found = { branch: [{ route, params: { ...inherited, ...m.params } }], rank };
      }
    }
    if (found && (!best || found.rank > best.rank)) best = found;
  }
  return best;
};

/**
 * The branch of `routes` a pathname shows, root first. The most specific leaf wins wherever it sits
 * in the table (`cms/add` over `cms/:id`, anything over `*`); an index route counts as its
 * parent's path, a little more specific than that path with a splat.
 *
 * @example matchRoutes([{ path: '/card/:id', element: 'card' }], '/card/7')
 * // [{ route: { path: '/card/:id', … }, params: { id: '7' } }]
 */
export const matchRoutes = <E>(
  routes: readonly RouteObject<E>[],
  pathname: string,
): RouteMatch<E>[] | null => {
  const branch = rankBranch(routes, pathname, '', {})?.branch;
  if (!branch) return null;
  const { params } = branch[branch.length - 1];
  return branch.map((m) => ({ ...m, params }));
};
