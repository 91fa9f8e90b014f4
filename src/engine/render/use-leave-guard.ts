import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { relogin } from '../../api/relogin';
import { useFeedback } from '../state/feedback';

/**
 * Asks before a navigation (in-app or closing the tab) would discard unsaved changes.
 * `dirty` is read at the moment the user leaves, so callers pass Formily's live `modified`.
 *
 * @example useLeaveGuard(() => form.modified && !saving.current)
 */
export const useLeaveGuard = (dirty: () => boolean, enabled = true) => {
  const dirtyRef = useRef(dirty);
  // After another account signs in through the re-login dialog, the edits are no longer theirs.
  dirtyRef.current = () => enabled && !relogin.switchingAccount && dirty();
  const { modal } = useFeedback();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && dirtyRef.current(),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: '离开此页面？',
      content: '当前页面有未保存的修改，离开后这些修改将丢失。',
      okText: '离开',
      cancelText: '留在本页',
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current()) return;
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
};
