import { checkMetaRef, metaValidators, toProblems } from './lint-meta';
import type { Problem } from './lint-problem';
import { checkRoutes, indexRoutes, type RouteRefs } from './lint-routes';
import type { PublishedFile } from './published';
import { guardRouteTable, type GuardedTable } from './route-guard';
import type { RouteDef } from './types';

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
): Problem[] => {
  const v = metaValidators();
  const problems = checkMetaRef({ file, data }, 'routes');
  if (!v.routes(data)) problems.push(...toProblems(file, v.routes.errors));
  problems.push(...checkRoutes(file, indexRoutes(data), refs));
  return problems;
};

/**
 * The table to use for a firm's published `routes` (route-guard.ts) under this check: one module,
 * loaded only by a console whose firm published a route table.
 */
export const guardedRouteTable = (
  bundled: RouteDef[],
  published: PublishedFile,
  refs: RouteRefs,
): GuardedTable => guardRouteTable(bundled, published, (content) => checkRouteTable(content, refs));
