import { useSyncExternalStore } from 'react';
import { call } from './call';
import {
  clearDrafts,
  clearSession,
  getToken,
  getUserinfo,
  setToken,
  setUserinfo,
  type Userinfo,
} from './session';

// The session lives in the cookie and local storage (docs/product.md, Requests); this tiny store
// lets React re-render when login or logout changes them.
const listeners = new Set<() => void>();
let snapshot: { user: Userinfo | null } = { user: readUser() };

function readUser(): Userinfo | null {
  return getToken() ? getUserinfo() : null;
}

const emit = () => {
  snapshot = { user: readUser() };
  listeners.forEach((l) => l());
};

/**
 * Signs in. Drafts left by anyone else on this browser go (one account never sees another's
 * unsaved text); the same user signing in again, after a timeout say, gets theirs back.
 */
export const signIn = (token: string, user: Userinfo, remember: boolean) => {
  clearDrafts(user);
  setToken(token, remember);
  setUserinfo(user);
  emit();
};

export const signOut = () => {
  clearSession();
  emit();
};

/** How long 退出登录 waits for the server before it forgets the session anyway. */
export const LOGOUT_WAIT_MS = 1500;

/**
 * 退出登录: ends the session on the server first (quietly: an unreachable server or a session
 * already over must not keep the user in), so the token is dead, then forgets it here.
 */
export const logOut = async () => {
  const ended = call('auth.logout', { silent: true }).catch(() => undefined);
  await Promise.race([ended, new Promise((done) => setTimeout(done, LOGOUT_WAIT_MS))]);
  signOut();
};

/** Re-reads the stored session (after a 4003 cleared the cookie, say). */
export const refreshSession = emit;

/** Calls `listener` after every sign-in, sign-out and re-read of the session. */
export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSession = () => useSyncExternalStore(subscribeSession, () => snapshot);
