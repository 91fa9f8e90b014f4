import type { RouteDef } from '../../schema/types';

/** One function switch: a named route of routes.json and the menu group it sits in. */
export interface SwitchRow {
  name: string;
  title: string;
  /** Title of the nearest enclosing menu entry (运营管理 for a page under /app/conf), if any. */
  group?: string;
}

const isParentOf = (parent: string, child: string) =>
  child !== parent && child.startsWith(`${parent}/`);

/**
 * Every named route, in route-table order: the switch list is the route table itself, so a new
 * named route gets its switch without anyone keeping a second list.
 *
 * @example switchRows(routes) // [{ name: 'office', title: '机构管理' }, …]
 */
export const switchRows = (routes: readonly RouteDef[]): SwitchRow[] =>
  routes
    .filter((r): r is RouteDef & { name: string } => Boolean(r.name))
    .map((r) => {
      const parent = routes
        .filter((p) => p.menu && isParentOf(p.path, r.path))
        .sort((a, b) => b.path.length - a.path.length)[0];
      return { name: r.name, title: r.title, ...(parent ? { group: parent.title } : {}) };
    });

/**
 * The complete switch map: one boolean per named route, a missing key read as on (a firm that
 * never saved sees everything), keys that no longer name a route left out (the server refuses
 * them).
 *
 * @example switchMap(rows, { card: false }) // { office: true, lawyer: true, card: false, … }
 */
export const switchMap = (
  rows: readonly SwitchRow[],
  value: Record<string, unknown> | null | undefined,
): Record<string, boolean> =>
  Object.fromEntries(rows.map((r) => [r.name, value?.[r.name] !== false]));
