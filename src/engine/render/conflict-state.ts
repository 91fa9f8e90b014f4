import { lazy, useCallback, useState } from 'react';
import type { ConflictInfo } from '../schema/conflict';

type Plain = Record<string, unknown>;

/** A refused save waiting for the user's choice: what they sent and the record as it is now. */
export interface PendingConflict {
  info: ConflictInfo;
  mine: Plain;
  /** Null when the current record cannot be read (a form without a load call). */
  current: Plain | null;
}

/**
 * The 409 state of a form: `open` reads the current record and shows the conflict dialog; the
 * form's own values stay untouched until the user picks 保留我的修改 or 重新加载.
 */
export const useConflict = (loadCurrent: () => Promise<Plain | null>) => {
  const [state, setState] = useState<PendingConflict | null>(null);
  const open = useCallback(
    async (info: ConflictInfo, mine: Plain) => {
      setState({ info, mine, current: await loadCurrent() });
    },
    [loadCurrent],
  );
  const close = useCallback(() => setState(null), []);
  return { state, open, close };
};

/** The dialog in its own chunk (its table and the comparison): most forms never meet a 409. */
export const LazyConflictDialog = lazy(() =>
  import('./conflict-dialog').then((m) => ({ default: m.ConflictDialog })),
);
