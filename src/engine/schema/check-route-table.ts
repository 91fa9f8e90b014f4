import { checkMetaRef, metaValidators, toProblems } from './lint-meta';
import type { Problem } from './lint-problem';
import { checkRoutes, indexRoutes, type RouteRefs } from './lint-routes';

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
