import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkError } from '../pages/error/chunk-error';
import RouteErrorPage from '../pages/error/route-error-page';
import { retryImport } from './retry-import';

// A page broken by a published file (页面配置) is rare: the part that finds the file and offers
// 回滚 loads only then. If even that cannot be fetched, today's error page says what it can.
const PublishedRouteError = lazy(() =>
  retryImport(() => import('./published-route-error'))().catch(() => ({
    default: RouteErrorPage,
  })),
);

/**
 * The errorElement of the routes inside the shell: a chunk that did not load is 加载失败 at once
 * (pages/error/route-error-page.tsx); any other error may come from a published list or form,
 * which published-route-error.tsx names, so that it can be rolled back.
 */
export default function AppRouteError() {
  const error = useRouteError();
  if (isChunkError(error)) return <RouteErrorPage />;
  return (
    <Suspense fallback={null}>
      <PublishedRouteError />
    </Suspense>
  );
}
