import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';
import type { PageName } from '../pages/names';

type PageModule = Promise<{ default: ComponentType }>;

/** The chunk of each page a route names as `page.component`; start-up preloads the current one. */
export const pageLoaders: Record<PageName, () => PageModule> = {
  login: () => import('../pages/login/login-page'),
  register: () => import('../pages/register/register-page'),
  'user-dashboard': () => import('../pages/user-dashboard/user-dashboard-page'),
  'card-detail': () => import('../pages/card-detail/card-detail-page'),
  'public-card': () => import('../pages/public-card/public-card-page'),
  stats: () => import('../pages/stats/stats-page'),
  pending: () => import('../pages/pending/pending-page'),
  'schema-admin': () => import('../pages/schema-admin/schema-admin-page'),
};

const lazyPages = Object.fromEntries(
  Object.entries(pageLoaders).map(([name, load]) => [name, lazyPage(load)]),
) as Record<PageName, ReturnType<typeof lazyPage<object>>>;

/** Pages a route names as `page.component`, each its own chunk. Typed against pages/names.ts. */
export const pages = Object.fromEntries(
  Object.entries(lazyPages).map(([name, p]) => [name, p.Page]),
) as Record<PageName, ComponentType>;

/** Starts loading a page's chunk; once it is here the page renders without suspending. */
export const preloadPage = (name: PageName): void => {
  lazyPages[name]?.load().catch(() => undefined);
};

/** Loads a page's chunk (retried, app/retry-import.ts); rejects when it cannot be fetched. */
export const loadPage = (name: PageName): Promise<unknown> => lazyPages[name].load();
