import { matchPath } from 'react-router-dom';
import type { RouteDef } from '../engine/schema/types';

// The chunks an /app route renders with, as loaders shared by the lazy() components and the
// start-up preload: a first visit fetches the layout, the route page, the schemas and the view
// together instead of each only once the one before it has run.
export const loadLayout = () => import('./layout/app-layout');
export const loadRoutePage = () => import('./route-page');
export const loadFormView = () => import('../engine/render/form-view');
export const loadListView = () => import('../engine/render/list-view');
export const loadSettingsView = () => import('../engine/render/settings-view');

/** Starts loading what the /app route at `pathname` renders; other paths load nothing here. */
export const preloadRoute = (routes: RouteDef[], pathname: string): void => {
  if (!pathname.startsWith('/app/')) return;
  const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
  void loadLayout();
  void loadRoutePage();
  const page = route?.page;
  if (!page) return;
  if ('list' in page) void loadListView();
  else if ('form' in page)
    void import('../engine/schemas').then(({ forms }): Promise<unknown> =>
      forms[page.form]?.submit.save ? loadSettingsView() : loadFormView(),
    );
};
