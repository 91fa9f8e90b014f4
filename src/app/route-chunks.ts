import { matchRoutes } from 'react-router-dom';
import type { RouteDef } from '../engine/schema/types';
import type { PageName } from '../pages/names';
import { lazyPage } from './lazy-page';
import { retryImport, sharedLoad } from './retry-import';
import { preloadPage } from './page-registry';

/**
 * Pages that render outside the antd shell (router.tsx), so that they load no antd: the public card
 * page a QR code opens. bench/route-budgets.ts mirrors this list.
 */
export const OUTSIDE_SHELL: readonly PageName[] = ['public-card'];

/** The shell's lazy module (shell.tsx: antd's ConfigProvider and App), fetched with retries. */
export const shell = sharedLoad(retryImport(() => import('./shell')));

// The chunks a route renders with, each loaded by its lazy component and by the start-up preload:
// a first visit fetches the layout, the route page, the schemas and the view (or the page)
// together instead of each only once the one before it has run, and what has arrived renders
// without suspending (lazy-page.tsx).
export const layout = lazyPage(() => import('./layout/app-layout'));
export const routePage = lazyPage(() => import('./route-page'));
export const formView = lazyPage(() =>
  import('../engine/render/form-view').then((m) => ({ default: m.FormView })),
);
// The list view's module is also read by the start-up preload (its search form's preload): both
// share one fetch, retried once over.
const listModule = sharedLoad(retryImport(() => import('../engine/render/list-view')));
export const listView = lazyPage(() => listModule().then((m) => ({ default: m.ListView })), {
  retry: false,
});
export const settingsView = lazyPage(() =>
  import('../engine/render/settings-view').then((m) => ({ default: m.SettingsView })),
);

/** Starts loading what the route at `pathname` renders (its page, and for /app the shell). */
export const preloadRoute = (routes: RouteDef[], pathname: string): void => {
  // react-router's own ranking, so the preload picks the route the router will render.
  const route = matchRoutes(
    routes.map((r) => ({ path: r.path, def: r })),
    pathname,
  )?.at(-1)?.route.def;
  const inApp = pathname.startsWith('/app/');
  if (inApp) {
    layout.load().catch(() => undefined);
    routePage.load().catch(() => undefined);
  }
  const page = route?.page;
  if (!page) return;
  if ('component' in page) preloadPage(page.component as PageName);
  else if (!inApp) return;
  else if ('list' in page)
    // The search form's components, as soon as the view's chunk is there: otherwise they would be
    // asked for only once the list has rendered, one more round trip before the form shows.
    void Promise.all([
      listModule(),
      listView.load(),
      import('../engine/schemas').then(({ loadSchema }) =>
        Promise.all([page.list, ...(page.also ?? [])].map((name) => loadSchema('lists', name))),
      ),
    ])
      .then(([view, , [list]]) => view.preloadSearch(list))
      .catch(() => undefined);
  else if ('form' in page)
    void import('../engine/schemas')
      .then(({ loadSchema }) => loadSchema('forms', page.form))
      .then((form): Promise<unknown> => (form.submit.save ? settingsView.load() : formView.load()))
      .catch(() => undefined);
};
