import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { relogin } from '../api/relogin';

// The dialog (antd Modal, Alert, Typography, the login forms) loads only when a session ends
// mid-save: every /app page carries this watcher, and almost none ever opens it.
const Dialog = lazy(() => import('./relogin-dialog-body'));

/**
 * The re-login dialog (docs/security.md, suite 8). It lives in the shell because it needs both the
 * api layer (the queue of saves waiting, the session) and the login page's forms (pages/login):
 * only the app layer may import pages. It opens while saves wait (api/relogin.ts); what it does
 * then is in relogin-dialog-body.tsx.
 */
export const ReloginDialog = () => {
  const waiting = useSyncExternalStore(relogin.subscribe, relogin.getSnapshot);
  useEffect(() => relogin.attach(), []);
  if (waiting.pending === 0) return null;
  return (
    <Suspense fallback={null}>
      <Dialog code={waiting.code ?? '4003'} />
    </Suspense>
  );
};
