import { lazy, Suspense, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { homeOf, returnTo } from '../engine/schema/routes';
import { routes } from '../engine/route-table';
import type { RouteDef } from '../engine/schema/types';
import type { PageName } from '../pages/names';
import { loadPage, pages } from './page-registry';
import { PlainRouteError, PlainSpinner } from './plain-fallbacks';
import { retryImport } from './retry-import';
import { layout, OUTSIDE_SHELL, preloadRoute, routePage, shell } from './route-chunks';
import { RouteError, RouteSpinner } from './shell-parts';
import { AppConfProvider, prefetchAppConf } from '../engine/state/app-conf';
import { useSession } from '../api/session-store';

const NotFoundPage = lazy(retryImport(() => import('../pages/not-found/not-found-page')));
// The schema lab exists only in `npm run dev`: Vite replaces import.meta.env.DEV with false in a
// build, so this import and the lab's chunk (CodeMirror and all) are dropped from production.
const SchemaLabPage = import.meta.env.DEV
  ? lazy(() => import('../pages/schema-lab/schema-lab-page'))
  : undefined;

/**
 * A lazy element behind the route spinner. `key` names the route: a route's boundary is then its
 * own, not the previous route's reused in place. The router renders navigations in a transition,
 * and a transition never swaps a boundary already on screen back to its fallback: a page that
 * suspended kept the old page under the new URL, without a sign of loading, until it was ready.
 */
const lazyEl = (node: ReactNode, key?: string) => (
  <Suspense key={key} fallback={<RouteSpinner />}>
    {node}
  </Suspense>
);

/** Any non-login path without a session goes to /login (docs/product.md, Screens). */
const RequireSession = ({ children }: { children: ReactNode }) => {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <>{children}</>;
};

/**
 * A public page outside /app (登录, 律师注册): with a session it goes to the role's home, unless
 * the page is for everyone (`alsoSignedIn`: the card page a QR code opens).
 */
const PublicGate = ({ route }: { route: RouteDef }) => {
  const { user } = useSession();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  // Signing in re-renders this gate before the login page's own navigation: both go to the same
  // place, the deep link that led here or the user's home.
  if (user && !route.alsoSignedIn)
    return <Navigate to={returnTo(routes, from, user.auth)} replace />;
  const name = route.page && 'component' in route.page ? route.page.component : undefined;
  const Page = name ? pages[name as PageName] : undefined;
  return lazyEl(Page ? <Page /> : <NotFoundPage />);
};

const HomeRedirect = () => {
  const { user } = useSession();
  return <Navigate to={homeOf(user?.auth ?? [])} replace />;
};

const pageOf = (r: RouteDef) =>
  r.page && 'component' in r.page ? (r.page.component as PageName) : undefined;
const outsideShell = (r: RouteDef) => OUTSIDE_SHELL.some((name) => name === pageOf(r));
const appRoutes = routes.filter((r) => r.path.startsWith('/app/'));
const publicRoutes = routes.filter(
  (r) => r.public && !r.path.startsWith('/app/') && !outsideShell(r),
);

// At start-up, before the first render: the configuration every screen waits for, then the
// current route's chunks, so both travel while React starts. The chunks wait one task: the
// browser queues requests to one origin (six at a time) in order, and behind some sixty chunk
// requests the configuration came back last, holding the whole screen. (Here and not in
// main.tsx: this module is a Fast Refresh boundary, so a schema edit in the dev server updates
// the page instead of reloading it.)
prefetchAppConf();
setTimeout(() => preloadRoute(routes, window.location.pathname));

// Inside the shell antd's error page, outside it a plain one (shell-parts.tsx).
const errorElement = <RouteError />;

type LazyRoute = Pick<RouteObject, 'element' | 'Component'>;

/**
 * A lazy route's `lazy`, whose failure (its chunk still missing after the retries) shows the route's
 * errorElement: react-router leaves a route whose `lazy` rejected out of the render, a blank page,
 * so the error is thrown while rendering instead, where the route's error boundary catches it.
 */
const lazyRoute = (load: () => Promise<LazyRoute>) => async (): Promise<LazyRoute> => {
  try {
    return await load();
  } catch (error) {
    return {
      Component: () => {
        throw error;
      },
    };
  }
};

/**
 * One route of routes.json inside the layout: its code is a lazy route (the route page's chunk,
 * shared by all, fetched with retries), and its errors show inside the layout, so the menu stays.
 * The page reads its row from the table in use, which a firm's published table may change.
 */
const appRoute = (r: RouteDef): RouteObject => ({
  path: r.path.slice('/app/'.length),
  errorElement,
  lazy: lazyRoute(async () => {
    await routePage.load();
    const { LiveRoutePage } = await import('./route-page');
    return { element: lazyEl(<LiveRoutePage path={r.path} />, r.path) };
  }),
});

/** Any other address in /app: a route only the published table has, or 404 (route-page.tsx). */
const otherAppRoute: RouteObject = {
  path: '*',
  errorElement,
  lazy: lazyRoute(async () => {
    await routePage.load();
    const { PublishedOnlyPage } = await import('./route-page');
    return { element: lazyEl(<PublishedOnlyPage />) };
  }),
};

const table: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  ...publicRoutes.map((r) => ({ path: r.path, element: <PublicGate route={r} />, errorElement })),
  {
    path: '/app',
    errorElement,
    // Every navigation inside the console asks whether the firm published something newer
    // (published-routes.ts: at most every few seconds; after sign-in or a reload, the first read
    // comes before the first page, so it renders with the firm's files).
    loader: async () => (await import('./published-routes')).syncPublished(),
    shouldRevalidate: () => true,
    hydrateFallbackElement: <RouteSpinner />,
    element: (
      <RequireSession>
        <Outlet />
      </RequireSession>
    ),
    children: [
      {
        // The layout (sider, header, breadcrumb) is a lazy route of its own; a failure to load
        // it shows the error page without it.
        errorElement,
        lazy: lazyRoute(async () => ({ Component: (await layout.load()).default })),
        children: [
          { index: true, element: <HomeRedirect /> },
          ...appRoutes.map(appRoute),
          ...(import.meta.env.DEV && SchemaLabPage
            ? [{ path: 'schema-lab', errorElement, element: lazyEl(<SchemaLabPage />) }]
            : []),
          otherAppRoute,
        ],
      },
    ],
  },
  {
    path: '*',
    errorElement,
    element: <RequireSession>{lazyEl(<NotFoundPage />)}</RequireSession>,
  },
];

/**
 * A page outside the shell (the public card page): a lazy route whose chunk is fetched with
 * retries before it renders, with the firm configuration (its card look) and a plain error page.
 */
const plainRoute = (r: RouteDef): RouteObject => ({
  path: r.path,
  errorElement: <PlainRouteError />,
  lazy: lazyRoute(async () => {
    const name = pageOf(r);
    if (name) await loadPage(name);
    return {
      element: (
        <AppConfProvider fallback={<PlainSpinner />}>
          <PublicGate route={r} />
        </AppConfProvider>
      ),
    };
  }),
});

const router = createBrowserRouter([
  {
    // Shown while the first route's lazy code arrives (after the spinner's delay). The root loads
    // no antd: the public card page a QR code opens loads none (docs/architecture.md).
    hydrateFallbackElement: <PlainSpinner />,
    children: [
      ...routes.filter(outsideShell).map(plainRoute),
      {
        // The shell (antd's ConfigProvider and App, the firm configuration) is a lazy layout route
        // around everything else; when its own chunk cannot be fetched, the plain error page says so.
        errorElement: <PlainRouteError />,
        lazy: lazyRoute(async () => ({ Component: (await shell()).default })),
        children: table,
      },
    ],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
