import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { homeOf } from '../engine/schema/routes';
import { routes } from '../engine/schemas';
import RouteErrorPage from '../pages/error/route-error-page';
import { DelayedSpinner } from './delayed-spinner';
import { useSession } from '../api/session-store';

const AppLayout = lazy(() => import('./layout/app-layout'));
const RoutePage = lazy(() => import('./route-page'));
const LoginPage = lazy(() => import('../pages/login/login-page'));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page'));

const lazyEl = (node: ReactNode) => <Suspense fallback={<DelayedSpinner />}>{node}</Suspense>;

/** Any non-login path without a session goes to /login (spec §2). */
const RequireSession = ({ children }: { children: ReactNode }) => {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
};

/** /login with a session goes to the role's home. */
const LoginGate = () => {
  const { user } = useSession();
  if (user) return <Navigate to={homeOf(user.auth)} replace />;
  return lazyEl(<LoginPage />);
};

const HomeRedirect = () => {
  const { user } = useSession();
  return <Navigate to={homeOf(user?.auth ?? [])} replace />;
};

const appRoutes = routes.filter((r) => r.path.startsWith('/app/'));

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginGate />, errorElement: <RouteErrorPage /> },
  {
    path: '/app',
    errorElement: <RouteErrorPage />,
    element: <RequireSession>{lazyEl(<AppLayout />)}</RequireSession>,
    children: [
      { index: true, element: <HomeRedirect /> },
      ...appRoutes.map((r) => ({
        path: r.path.slice('/app/'.length),
        element: lazyEl(<RoutePage route={r} />),
      })),
      { path: '*', element: lazyEl(<NotFoundPage />) },
    ].map((r) => ({ ...r, errorElement: <RouteErrorPage /> })),
  },
  { path: '*', element: <RequireSession>{lazyEl(<NotFoundPage />)}</RequireSession> },
]);

export const AppRouter = () => <RouterProvider router={router} />;
