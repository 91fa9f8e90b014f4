import { Component, createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Params } from './match-path';
import { matchRoutes, type RouteMatch, type RouteObject } from './match-routes';
import { useLocation } from './router';

interface RouteContextValue {
  params: Params;
  /** What the matched child route shows, for the parent's <Outlet />. */
  outlet: ReactNode;
}

const RouteContext = createContext<RouteContextValue>({ params: {}, outlet: null });
const ErrorContext = createContext<unknown>(undefined);

/** The parameters of the route being rendered (`:id` in /app/card/edit/:id). */
export const useParams = (): Params => useContext(RouteContext).params;

/** Where a parent route shows its matched child. */
export const Outlet = () => <>{useContext(RouteContext).outlet}</>;

/** Inside a route's errorElement: what its element threw. */
export const useRouteError = (): unknown => useContext(ErrorContext);

interface BoundaryProps {
  fallback: ReactNode;
  /** A new pathname clears the error: the user went elsewhere. */
  pathname: string;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<
  BoundaryProps,
  { error: unknown; failed: boolean; pathname: string }
> {
  state = { error: undefined as unknown, failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: { error: unknown; failed: boolean; pathname: string },
  ) {
    return props.pathname === state.pathname
      ? null
      : { error: undefined, failed: false, pathname: props.pathname };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>
    );
  }
}

const renderBranch = (branch: RouteMatch<ReactNode>[], pathname: string) =>
  branch.reduceRight<ReactNode>((outlet, { route, params }) => {
    const element =
      route.errorElement === undefined ? (
        route.element
      ) : (
        <RouteErrorBoundary fallback={route.errorElement} pathname={pathname}>
          {route.element}
        </RouteErrorBoundary>
      );
    return <RouteContext.Provider value={{ params, outlet }}>{element}</RouteContext.Provider>;
  }, null);

/**
 * Shows the branch of `routes` the current pathname matches (see matchRoutes), each route's
 * element with its child in <Outlet />, and nothing when none matches (give the table a `*`).
 */
export const Routes = ({ routes }: { routes: RouteObject<ReactNode>[] }) => {
  const { pathname } = useLocation();
  const branch = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  return <>{branch && renderBranch(branch, pathname)}</>;
};
