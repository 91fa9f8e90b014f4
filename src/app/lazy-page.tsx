import { lazy, useState, type ComponentType } from 'react';
import { retryImport, sharedLoad } from './retry-import';

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy that renders at once when its chunk is already here (the start-up preload fetched
 * it), and whose chunk is fetched again a few times before the route's error page says 加载失败
 * (retry-import.ts; `retry: false` when `load` retries already). A lazy component suspends on its
 * first render even when its chunk is here, and React reveals a suspended part at the earliest
 * 500 ms after it last showed a fallback: the layout, whose footer is the page's largest paint,
 * came half a second after the firm configuration.
 *
 * @example const layout = lazyPage(() => import('./layout/app-layout')); <layout.Page />
 */
export const lazyPage = <P extends object>(
  load: () => Promise<Module<P>>,
  { retry = true }: { retry?: boolean } = {},
) => {
  let ready: ComponentType<P> | undefined;
  const fetchOnce = sharedLoad(retry ? retryImport(load) : load);
  const loadAndKeep = () =>
    fetchOnce().then((m) => {
      ready = m.default;
      return m;
    });
  const Lazy = lazy(loadAndKeep) as unknown as ComponentType<P>;
  const Page = (props: P) => {
    // Chosen once per mount: a different component type later would remount it, losing state.
    const [Component] = useState(() => ready ?? Lazy);
    return <Component {...props} />;
  };
  return { Page, load: loadAndKeep };
};
