import { useSyncExternalStore } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { publishedState, schemaIfLoaded, subscribePublished } from '../engine/published-files';
import { useRouteTable } from '../engine/live-routes';
import { brokenFiles } from '../engine/schema/broken-files';
import { matchRoute } from '../engine/schema/routes';
import RouteErrorPage from '../pages/error/route-error-page';
import { PublishedErrorPage } from './published-error-page';

/**
 * A route's error (route-error.tsx) when it is no chunk that did not load: a page that broke while
 * rendering with a published list or form (页面配置, docs/schemas.md) says which file and version,
 * so that it can be rolled back; a page of bundled files only gets today's error page.
 */
export default function PublishedRouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { routes } = useRouteTable();
  const state = useSyncExternalStore(subscribePublished, publishedState);
  const broken = brokenFiles(matchRoute(routes, pathname), error, state, (name) =>
    schemaIfLoaded('lists', name),
  );
  return broken.length ? <PublishedErrorPage files={broken} /> : <RouteErrorPage />;
}
