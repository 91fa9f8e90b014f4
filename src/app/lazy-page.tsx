import { lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy that renders at once when its chunk is already here (the start-up preload fetched
 * it). A lazy component suspends on its first render even then, and React reveals a suspended
 * part at the earliest 500 ms after it last showed a fallback: the layout, whose footer is the
 * page's largest paint, came half a second after the firm configuration.
 *
 * @example const layout = lazyPage(() => import('./layout/app-layout')); <layout.Page />
 */
export const lazyPage = <P extends object>(load: () => Promise<Module<P>>) => {
  let ready: ComponentType<P> | undefined;
  const loadAndKeep = () =>
    load().then((m) => {
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
