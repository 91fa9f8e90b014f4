import Cookies from 'js-cookie';

/**
 * The browser side of a session: the token cookie the API reads (docs/product.md, Requests) and the
 * signed-in user's info in local storage under the app's 'tenant-admin' namespace.
 */
export const TOKEN_COOKIE = 'token';
export const TOKEN_REMEMBER_DAYS = 7;
export const STORAGE_NAMESPACE = 'tenant-admin';
export const USERINFO_KEY = `${STORAGE_NAMESPACE}:userinfo`;

export type Userinfo = {
  id: number;
  type: 'admin' | 'lawyer';
  name: string;
  auth: string[];
  /** Office-level admin code: 1 main office main admin … 4 sub office sub admin. */
  level?: 1 | 2 | 3 | 4;
  organizationId?: number;
  organizationName?: string;
};

// The same attributes must be passed to remove() or the browser keeps the cookie. Secure whenever
// the page itself is https, so the token never travels over plain http; not on http pages (a
// local or intranet install), where the browser would refuse to store a Secure cookie at all.
const cookieAttributes = () =>
  ({ path: '/', sameSite: 'strict', secure: globalThis.location?.protocol === 'https:' }) as const;

/** Keeps the token 7 days when "remember" is ticked; otherwise a session cookie. */
export function setToken(token: string, remember: boolean): void {
  const attributes = cookieAttributes();
  Cookies.set(
    TOKEN_COOKIE,
    token,
    remember ? { ...attributes, expires: TOKEN_REMEMBER_DAYS } : attributes,
  );
}

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE, cookieAttributes());
}

const storage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

const isUserinfo = (value: unknown): value is Userinfo =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Userinfo).name === 'string' &&
  Array.isArray((value as Userinfo).auth);

/** The stored user, or null when absent or unreadable (a corrupt entry must not break start-up). */
export function getUserinfo(): Userinfo | null {
  const raw = storage()?.getItem(USERINFO_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUserinfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function setUserinfo(userinfo: Userinfo): void {
  storage()?.setItem(USERINFO_KEY, JSON.stringify(userinfo));
}

export function clearUserinfo(): void {
  storage()?.removeItem(USERINFO_KEY);
}

/**
 * Form drafts (engine/state/form-drafts.ts) live under this prefix, then the owner
 * (`draftOwner`), then the form and record. The session owns their lifetime: a browser keeps only
 * the drafts of the user signed in on it.
 */
export const DRAFT_PREFIX = `${STORAGE_NAMESPACE}:draft:`;
export const draftOwner = (user: { type?: string; id?: number }) => `${user.type}-${user.id}`;

/**
 * Removes every form draft, or all but `keep`'s. Returns how many went (tests count them).
 * Storage that refuses (disabled, private mode) has nothing to remove.
 */
export function clearDrafts(keep?: { type?: string; id?: number }): number {
  const store = storage();
  if (!store) return 0;
  const mine = keep && keep.id !== undefined ? `${DRAFT_PREFIX}${draftOwner(keep)}:` : null;
  const doomed: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(DRAFT_PREFIX) && !(mine && key.startsWith(mine))) doomed.push(key);
  }
  doomed.forEach((key) => store.removeItem(key));
  return doomed.length;
}

/** Logout (退出登录): forget the token, the user and every draft kept in this browser. */
export function clearSession(): void {
  clearToken();
  clearUserinfo();
  clearDrafts();
}
