// The console's router: the part of react-router it used (history, nested routes, params, search
// params, a blocker for unsaved changes, an error element per route) in a few kilobytes, where
// react-router 7 put some 37 kB gzipped on every route, /login included (docs/product.md,
// Performance targets).
export { createBrowserHistory, createMemoryHistory, type History, type Location } from './history';
export { matchPath, bestMatch, type Params } from './match-path';
export { matchRoutes, type RouteObject } from './match-routes';
export {
  Router,
  useLocation,
  useNavigate,
  Navigate,
  Link,
  useSearchParams,
  useBlocker,
  type Blocker,
  type NavigateFunction,
} from './router';
export { Routes, Outlet, useParams, useRouteError } from './routes';
