import { createContext, useContext, type ComponentType } from 'react';
import { PlainRouteError, PlainSpinner } from './plain-fallbacks';

interface ShellParts {
  /** A route's errorElement. */
  ErrorPage: ComponentType;
  /** What a lazy page shows while its code arrives. */
  Spinner: ComponentType;
}

/**
 * The route table is in the entry, which loads no antd, yet inside the console's shell the error
 * page and the spinner are antd's Result and Spin. The shell's lazy module (shell.tsx) provides
 * those here; outside it (the public card page) the plain ones apply.
 */
export const ShellPartsContext = createContext<ShellParts>({
  ErrorPage: PlainRouteError,
  Spinner: PlainSpinner,
});

export const RouteError = () => {
  const { ErrorPage } = useContext(ShellPartsContext);
  return <ErrorPage />;
};

export const RouteSpinner = () => {
  const { Spinner } = useContext(ShellPartsContext);
  return <Spinner />;
};
