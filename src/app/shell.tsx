import { Outlet } from 'react-router-dom';
import { DelayedSpinner } from './delayed-spinner';
import { Providers } from './providers';
import AppRouteError from './route-error';
import { ShellPartsContext } from './shell-parts';

const parts = { ErrorPage: AppRouteError, Spinner: DelayedSpinner };

/**
 * The console's shell, a lazy layout route around every route but the public card page: antd's
 * ConfigProvider (zh_CN, the theme), App (message, modal, notification), the firm configuration
 * and unread count, and antd's error page (naming a broken published file, route-error.tsx) and
 * spinner for the routes inside (shell-parts.tsx).
 * Lazy, so that the card page a QR code opens loads no antd (docs/architecture.md).
 */
export default function Shell() {
  return (
    <Providers>
      <ShellPartsContext.Provider value={parts}>
        <Outlet />
      </ShellPartsContext.Provider>
    </Providers>
  );
}
