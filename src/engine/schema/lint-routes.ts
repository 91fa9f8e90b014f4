import { checkCall, noFile, noRoute, routeMatchers } from './lint-refs';
import { unknownName, type Problem } from './lint-problem';
import type { RoutesFile } from './types';

// The cross-checks of routes.json: each route's page names a list, form or page that exists,
// its addresses lead to routes, and no path is listed twice.

export type IndexedRoute = { r: RoutesFile['routes'][number]; i: number };

/** The routes that have a path, each with its index in the file so pointers name the right one. */
export const indexRoutes = (data: unknown): IndexedRoute[] => {
  const raw = (data as { routes?: unknown })?.routes;
  return (Array.isArray(raw) ? raw : [])
    .map((r: unknown, i) => ({ r: r as IndexedRoute['r'], i }))
    .filter(({ r }) => typeof r?.path === 'string');
};

export interface RouteRefs {
  lists: object;
  forms: object;
  callNames: readonly string[];
  pageNames: readonly string[];
}

export const checkRoutes = (file: string, indexed: IndexedRoute[], refs: RouteRefs): Problem[] => {
  const problems: Problem[] = [];
  const paths = indexed.map(({ r }) => r.path);
  const matchers = routeMatchers({ routes: indexed.map(({ r }) => r) });
  const seenPaths = new Map<string, number>();
  indexed.forEach(({ r, i }) => {
    const at = `/routes/${i}`;
    const prev = seenPaths.get(r.path);
    if (prev !== undefined) {
      problems.push({
        file,
        pointer: `${at}/path`,
        message: `地址与 /routes/${prev} 重复`,
        hint: '删除重复的路由，或改用另一个地址',
      });
    }
    seenPaths.set(r.path, i);
    const page = r.page;
    if (page && 'list' in page) {
      if (!(page.list in refs.lists)) {
        problems.push(noFile(file, `${at}/page/list`, 'lists', page.list, refs.lists));
      }
      (page.also ?? []).forEach((name, j) => {
        if (!(name in refs.lists)) {
          problems.push(noFile(file, `${at}/page/also/${j}`, 'lists', name, refs.lists));
        }
      });
    }
    if (page && 'form' in page) {
      if (!(page.form in refs.forms)) {
        problems.push(noFile(file, `${at}/page/form`, 'forms', page.form, refs.forms));
      }
      // A page that loads the user's own record names its call and where to go after saving.
      problems.push(...checkCall(file, `${at}/page/load/call`, page.load?.call, refs.callNames));
      problems.push(...checkCall(file, `${at}/page/then/call`, page.then?.call, refs.callNames));
      if (page.back && !matchers.some((m) => m.test(page.back as string))) {
        problems.push(noRoute(file, `${at}/page/back`, '返回地址', page.back, paths));
      }
    }
    if (page && 'component' in page && !refs.pageNames.includes(page.component)) {
      problems.push(
        unknownName(file, `${at}/page/component`, '页面', page.component, refs.pageNames),
      );
    }
    if (!page && !r.redirect) {
      problems.push({
        file,
        pointer: at,
        message: '路由需要 page（页面内容）或 redirect（跳转地址）',
        hint: '加上 "page": { "list": … } / { "form": … }，或 "redirect": "/…"',
      });
    }
    if (r.redirect && !paths.includes(r.redirect)) {
      problems.push(noRoute(file, `${at}/redirect`, '跳转目标', r.redirect, paths));
    }
  });
  return problems;
};
