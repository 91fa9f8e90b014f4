import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  clearToken,
  getToken,
  getUserinfo,
  setToken,
  setUserinfo,
  USERINFO_KEY,
  type Userinfo,
} from './session';

// happy-dom: a real document.cookie and localStorage. document.cookie only reads back
// name=value, so the attributes js-cookie writes are observed through the setter.
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) {
    owner = Object.getPrototypeOf(owner) as object | null;
  }
  const descriptor = Object.getOwnPropertyDescriptor(owner, 'cookie');
  if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie has no accessor');
  const { get, set } = descriptor;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      return get.call(this);
    },
    set(value: string) {
      writes.push(value);
      set.call(this, value);
    },
  });
  return writes;
}

const attributes = (written: string) =>
  Object.fromEntries(
    written
      .split(';')
      .slice(1)
      .map((part) => part.trim().split('='))
      .map(([key, value]) => [key.toLowerCase(), value ?? true]),
  );

const DAY = 24 * 60 * 60 * 1000;

describe('token cookie', () => {
  let writes: string[];
  beforeEach(() => {
    clearToken();
    writes = recordCookieWrites();
  });
  afterEach(() => {
    delete (document as { cookie?: string }).cookie;
    clearToken();
  });

  it('remember keeps it 7 days, path / and SameSite=Strict', () => {
    setToken('abc', true);
    expect(getToken()).toBe('abc');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^token=abc;/);
    const attrs = attributes(writes[0]);
    expect(attrs.path).toBe('/');
    expect(String(attrs.samesite).toLowerCase()).toBe('strict');
    const expires = Date.parse(String(attrs.expires));
    expect(Math.abs(expires - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
  });

  it('without remember it is a session cookie: no expiry', () => {
    setToken('abc', false);
    expect(getToken()).toBe('abc');
    const attrs = attributes(writes[0]);
    expect(attrs).not.toHaveProperty('expires');
    expect(attrs).not.toHaveProperty('max-age');
    expect(attrs.path).toBe('/');
  });

  it('is Secure on an https page and not on an http one', () => {
    // happy-dom's own handle on the window (moves the page's URL); the DOM typings lack it.
    const { happyDOM } = window as unknown as { happyDOM: { setURL(url: string): void } };
    const page = window.location.href;
    try {
      happyDOM.setURL('https://console.example.com/app/lawyer');
      setToken('abc', false);
      expect(attributes(writes[0])).toHaveProperty('secure', true);
      happyDOM.setURL('http://localhost:8080/app/lawyer');
      setToken('abc', false);
      expect(attributes(writes[1])).not.toHaveProperty('secure');
    } finally {
      happyDOM.setURL(page);
    }
  });

  it('clearToken removes it', () => {
    setToken('abc', true);
    clearToken();
    expect(getToken()).toBeUndefined();
    expect(document.cookie).not.toContain('token=');
  });
});

describe('userinfo', () => {
  const user: Userinfo = { id: 1, type: 'admin', name: '管理员', auth: ['ADMIN'], level: 1 };
  beforeEach(() => localStorage.clear());

  it('round-trips under the tenant-admin namespace', () => {
    setUserinfo(user);
    expect(localStorage.getItem('tenant-admin:userinfo')).toBe(JSON.stringify(user));
    expect(USERINFO_KEY).toBe('tenant-admin:userinfo');
    expect(getUserinfo()).toEqual(user);
  });

  it('is null when absent', () => {
    expect(getUserinfo()).toBeNull();
  });

  it.each(['{not json', '"a string"', 'null', '{"name":"x"}'])(
    'is null when the stored value is corrupt: %s',
    (raw) => {
      localStorage.setItem(USERINFO_KEY, raw);
      expect(getUserinfo()).toBeNull();
    },
  );

  it('clearSession forgets both the token and the user', () => {
    setToken('abc', true);
    setUserinfo(user);
    clearSession();
    expect(getToken()).toBeUndefined();
    expect(getUserinfo()).toBeNull();
  });
});
