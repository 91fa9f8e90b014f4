import { useCallback } from 'react';
import type { RefreshSignal } from '../schema/types';
import { useAppConf } from './app-conf';
import { useUnread } from './unread';

/**
 * Fires the shell signals an action names in `refresh` (schemas: action.schema.json), so a list
 * action that changes shell-wide state (reading a message → the unread badge) updates it at once.
 *
 * @example const refresh = useShellRefresh(); refresh(['unread']);
 */
export const useShellRefresh = () => {
  const unread = useUnread().refresh;
  const conf = useAppConf().refresh;
  return useCallback(
    (signals: readonly RefreshSignal[] | undefined) => {
      const fire: Record<RefreshSignal, () => void> = { unread, conf };
      for (const s of signals ?? []) fire[s]();
    },
    [unread, conf],
  );
};
