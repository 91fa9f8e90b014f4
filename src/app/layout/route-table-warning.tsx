import { lazy, Suspense } from 'react';
import { useSession } from '../../api/session-store';
import { useRouteTable } from '../../engine/live-routes';
import { retryImport } from '../retry-import';

const RouteTableWarningAlert = lazy(retryImport(() => import('./route-table-warning-alert')));

/**
 * Tells a `system` user that the firm's published route table is not in use as it is (it failed
 * the check, or dropped or changed 页面配置), with the way to 页面配置 to repair or roll it back.
 * Others see the console as the table in use has it; there is nothing they could do.
 */
export const RouteTableWarning = () => {
  const { user } = useSession();
  const { warning } = useRouteTable();
  if (!warning || !user?.auth.includes('system')) return null;
  return (
    // No fallback: the console is usable meanwhile, and a blank strip would only jump.
    <Suspense fallback={null}>
      <RouteTableWarningAlert warning={warning} />
    </Suspense>
  );
};
