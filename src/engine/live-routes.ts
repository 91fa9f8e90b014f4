import { useSyncExternalStore } from 'react';
import { routes } from './route-table';
import type { RouteDef } from './schema/types';

// The route table in use inside the console: the bundled one (route-table.ts) until the firm's
// published table has been read and checked (app/published-routes.ts sets it). Not in the entry:
// the pages before sign-in, and the public card page, only ever use the bundled table.

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
/** The routes of the table in use (页面配置's lint reads them). */
export const currentRoutes = (): RouteDef[] => table.routes;

/** Sets the table in use (the shell does, from the published `routes`); none = the bundled one. */
export const setRouteTable = (next: RouteTable = BUNDLED): void => {
  if (next === table) return;
  table = next;
  listeners.forEach((l) => l());
};

/** The route table in use, re-rendering when a newer one is published. */
export const useRouteTable = (): RouteTable => useSyncExternalStore(subscribe, currentRouteTable);
