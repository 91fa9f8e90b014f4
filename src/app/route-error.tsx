import { useSyncExternalStore } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { publishedState, subscribePublished } from '../engine/published-files';
import { useRouteTable } from '../engine/route-table';
import { brokenFiles } from '../engine/schema/published';
import { matchRoute } from '../engine/schema/routes';
import { schemaIfLoaded } from '../engine/schemas';
import { isChunkError } from '../pages/error/chunk-error';
import RouteErrorPage from '../pages/error/route-error-page';
import { PublishedErrorPage } from './published-error-page';

/**
 * The errorElement of the routes inside the shell: a page that broke while rendering with a
 * published list or form (页面配置, docs/schemas.md) says which file and version, so that it can be
 * rolled back; anything else (a chunk that did not load, bundled files only) is today's error page.
 */
export default function AppRouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { routes } = useRouteTable();
  const state = useSyncExternalStore(subscribePublished, publishedState);
  const broken = isChunkError(error)
    ? []
    : brokenFiles(matchRoute(routes, pathname), error, state, (name) =>
        schemaIfLoaded('lists', name),
      );
  return broken.length ? <PublishedErrorPage files={broken} /> : <RouteErrorPage />;
}
