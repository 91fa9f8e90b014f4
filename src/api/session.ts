import Cookies from 'js-cookie';

/**
 * The browser side of a session: the token cookie the API reads (decisions.md: "Token") and the
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

// The same attributes must be passed to remove() or the browser keeps the cookie.
const cookieAttributes = { path: '/', sameSite: 'strict' } as const;

/** Keeps the token 7 days when "remember" is ticked; otherwise a session cookie. */
export function setToken(token: string, remember: boolean): void {
  Cookies.set(
    TOKEN_COOKIE,
    token,
    remember ? { ...cookieAttributes, expires: TOKEN_REMEMBER_DAYS } : cookieAttributes,
  );
}

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE, cookieAttributes);
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

/** Logout: forget the token and the user. */
export function clearSession(): void {
  clearToken();
  clearUserinfo();
}
