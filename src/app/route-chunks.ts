import { matchPath } from 'react-router-dom';
import type { RouteDef } from '../engine/schema/types';
import type { PageName } from '../pages/names';
import { pageLoaders } from './page-registry';

// The chunks a route renders with, as loaders shared by the lazy() components and the start-up
// preload: a first visit fetches the layout, the route page, the schemas and the view (or the
// page) together instead of each only once the one before it has run.
export const loadLayout = () => import('./layout/app-layout');
export const loadRoutePage = () => import('./route-page');
export const loadFormView = () => import('../engine/render/form-view');
export const loadListView = () => import('../engine/render/list-view');
export const loadSettingsView = () => import('../engine/render/settings-view');

/** Starts loading what the route at `pathname` renders (its page, and for /app the shell). */
export const preloadRoute = (routes: RouteDef[], pathname: string): void => {
  const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
  const inApp = pathname.startsWith('/app/');
  if (inApp) {
    void loadLayout();
    void loadRoutePage();
  }
  const page = route?.page;
  if (!page) return;
  if ('component' in page) void pageLoaders[page.component as PageName]?.();
  else if (!inApp) return;
  else if ('list' in page)
    // The search form's components, as soon as the view's chunk is there: otherwise they would be
    // asked for only once the list has rendered, one more round trip before the form shows.
    void Promise.all([loadListView(), import('../engine/schemas')])
      .then(([view, { lists }]) => view.preloadSearch(lists[page.list]))
      .catch(() => undefined);
  else if ('form' in page)
    void import('../engine/schemas').then(({ forms }): Promise<unknown> =>
      forms[page.form]?.submit.save ? loadSettingsView() : loadFormView(),
    );
};
