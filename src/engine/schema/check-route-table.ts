import { checkMetaRef, metaValidators, toProblems } from './lint-meta';
import type { Problem } from './lint-problem';
import { checkRoutes, indexRoutes, type RouteRefs } from './lint-routes';
import type { PublishedFile } from './published';
import { guardRouteTable, type GuardedTable } from './route-guard';
import type { RouteDef } from './types';

/**
 * Where the page's Content-Security-Policy forbids compiling code (the production console: no
 * 'unsafe-eval'), ajv cannot build the meta-schema's validator. The server ran the whole check on
 * the table before it accepted the publish; here the shape the console relies on is checked
 * instead: a list of routes, each with an address and a title.
 */
const shapeProblems = (file: string, data: unknown): Problem[] => {
  const routes = (data as { routes?: unknown } | null)?.routes;
  // The words are the meta-schema check's own (lint-meta.ts), as docs/schemas.md lists them.
  const array = '数组';
  if (!Array.isArray(routes)) return [{ file, pointer: '/routes', message: `类型应为${array}` }];
  return routes.flatMap((r: unknown, i): Problem[] => {
    const { path, title } = (r ?? {}) as { path?: unknown; title?: unknown };
    const missing =
      typeof path !== 'string' || !path.startsWith('/')
        ? '「path」（页面地址）'
        : typeof title !== 'string'
          ? '「title」（标题）'
          : undefined;
    return missing ? [{ file, pointer: `/routes/${i}`, message: `缺少必填项${missing}` }] : [];
  });
};

const metaProblems = (file: string, data: unknown): Problem[] => {
  let v;
  try {
    v = metaValidators();
  } catch (error) {
    if (error instanceof EvalError) return shapeProblems(file, data);
    throw error;
  }
  return v.routes(data) ? [] : toProblems(file, v.routes.errors);
};

/**
 * The route table's part of the schema check (check.ts: its meta-schema, then the cross-checks of
 * lint-routes.ts), for one routes file on its own: the console runs it on a published table
 * before using it, with the names of the lists and forms it has and the code's tables.
 *
 * @example checkRouteTable(content, { lists: { lawyer: 1 }, forms: {}, callNames, pageNames })
 */
export const checkRouteTable = (
  data: unknown,
  refs: RouteRefs,
  file = 'schemas/routes.json',
): Problem[] => [
  ...checkMetaRef({ file, data }, 'routes'),
  ...metaProblems(file, data),
  ...checkRoutes(file, indexRoutes(data), refs),
];

/**
 * The table to use for a firm's published `routes` (route-guard.ts) under this check: one module,
 * loaded only by a console whose firm published a route table.
 */
export const guardedRouteTable = (
  bundled: RouteDef[],
  published: PublishedFile,
  refs: RouteRefs,
): GuardedTable => guardRouteTable(bundled, published, (content) => checkRouteTable(content, refs));
