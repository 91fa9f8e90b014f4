import { useEffect, useState } from 'react';

/**
 * A module a stand-in loads when someone is about to use it (a hover, a touch, a focus), once per
 * page. A failed load is forgotten, so the next sign of use tries again.
 */
export interface IntentLoader<M> {
  /** The module, if it has arrived. */
  current: () => M | undefined;
  load: () => Promise<M>;
}

/** @example const realPicker = intentLoader(() => import('./parts/date-picker-antd')); */
export const intentLoader = <M>(importer: () => Promise<M>): IntentLoader<M> => {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    current: () => module,
    load: () =>
      (pending ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
};

export interface IntentState<M> {
  /** The module once this stand-in asked for it (or at once, if it was already here). */
  module: M | undefined;
  /** The last load failed; asking again retries. */
  failed: boolean;
  /** Asks for the module: call on a hover, touch or focus. */
  want: () => void;
}

/**
 * A stand-in's view of its loader. Each stand-in turns into the real component only when it is
 * wanted (or the module was here when it mounted), so a hover loads the code once without
 * swapping every stand-in on the page at the same moment.
 *
 * @example const { module, failed, want } = useIntent(realPicker, !faithful);
 */
export const useIntent = <M>(loader: IntentLoader<M>, wantedNow = false): IntentState<M> => {
  const [module, setModule] = useState<M | undefined>(loader.current);
  const [failed, setFailed] = useState(false);
  // Each sign of use is one more ask: after a failed load the next one tries again, and a stand-in
  // wanted from the start (wantedNow) tries once rather than again after every failure.
  const [asks, setAsks] = useState(0);
  const wanted = wantedNow || asks > 0;

  useEffect(() => {
    if (!wanted || module) return;
    let alive = true;
    loader.load().then(
      (m) => {
        if (!alive) return;
        setFailed(false);
        setModule(() => m);
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [loader, wanted, module, asks]);

  return { module, failed, want: () => setAsks((n) => n + 1) };
};
