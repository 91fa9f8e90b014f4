import { missingRef, unknownName, type Problem } from './lint-problem';
import type { RoutesFile } from './types';

// References from one schema file to another (lists, forms), to a route, or to the call table.

/** Route paths as matchers, so `to: "/app/office/{id}/detail"` can be checked against `:id`. */
export const routeMatchers = (routes: RoutesFile) =>
  routes.routes.map((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`));

const ROUTE_HINT = '地址须是 schemas/routes.json 中某个路由的 path（动态段 :id 写作 {id}）';

/** A path that matches no route, with the closest route path. */
export const noRoute = (
  file: string,
  pointer: string,
  what: string,
  to: string,
  paths: readonly string[],
): Problem => missingRef(file, pointer, `${what} "${to}" 不对应任何路由`, to, paths, ROUTE_HINT);

/** A call name missing from src/api/calls.ts. */
export const checkCall = (
  file: string,
  pointer: string,
  name: unknown,
  callNames: readonly string[],
): Problem[] =>
  typeof name === 'string' && !callNames.includes(name)
    ? [unknownName(file, pointer, '接口', name, callNames)]
    : [];

/** A list or form name with no file under schemas/. */
export const noFile = (
  file: string,
  pointer: string,
  kind: 'lists' | 'forms',
  name: string,
  all: object,
): Problem => {
  const what = kind === 'lists' ? '列表' : '表单';
  return missingRef(
    file,
    pointer,
    `${what} "${name}" 不存在（schemas/${kind}/${name}.json）`,
    name,
    Object.keys(all),
    `${what}名是 schemas/${kind} 下的文件名（不含 .json）`,
  );
};
