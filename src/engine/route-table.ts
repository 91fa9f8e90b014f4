import { useSyncExternalStore } from 'react';
import type { RouteDef, RoutesFile } from './schema/types';
import routesFile from '../../schemas/routes.json';

// The route table on its own: the router and the layout need it on every page, the list and form
// schemas (schemas.ts) only where a list or form renders, so they stay out of the entry chunk.

/** The bundled table (schemas/routes.json): what every page uses before sign-in. */
export const routes = (routesFile as unknown as RoutesFile).routes;

/** The table in use and, for `system` users, why a published one is not (页面配置). */
export interface RouteTable {
  routes: RouteDef[];
  /** The published version in use, 0 for the bundled table. */
  version: number;
  /** Set when a published table could not be used as it is (shown to `system` users). */
  warning?: string;
}

const BUNDLED: RouteTable = { routes, version: 0 };
let table: RouteTable = BUNDLED;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The route table in use now: the firm's published one once the signed-in console has it. */
export const currentRouteTable = (): RouteTable => table;
export const currentRoutes = (): RouteDef[] => table.routes;

/** Sets the table in use (the shell does, from the published `routes`); none = the bundled one. */
export const setRouteTable = (next: RouteTable = BUNDLED): void => {
  if (next === table) return;
  table = next;
  listeners.forEach((l) => l());
};

/** The route table in use, re-rendering when a newer one is published. */
export const useRouteTable = (): RouteTable => useSyncExternalStore(subscribe, currentRouteTable);
