/** The demo accounts seeded on first start (docs/product.md, Demo data), and run-unique names. */
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Role = 'admin' | 'branch' | 'lawyer';

export interface Account {
  role: Role;
  /** Which login tab: 管理员登录 or 律师登录. */
  kind: 'admin' | 'lawyer';
  login: string;
  password: string;
  /** Where the user lands after login. */
  home: string;
}

export const accounts: Record<Role, Account> = {
  // Main-office main admin, with the 'system' permission.
  admin: {
    role: 'admin',
    kind: 'admin',
    login: 'admin',
    password: 'Admin@2026',
    home: '/app/office',
  },
  // Main admin of the 上海分所 sub office.
  branch: {
    role: 'branch',
    kind: 'admin',
    login: 'branch',
    password: 'Branch@2026',
    home: '/app/office',
  },
  lawyer: {
    role: 'lawyer',
    kind: 'lawyer',
    login: '13800000001',
    password: 'Lawyer@2026',
    home: '/app/user/dashboard',
  },
};

/** localStorage key of the signed-in user's info ('tenant-admin' namespace + 'userinfo'). */
export const USERINFO_KEY = 'tenant-admin:userinfo';

/**
 * Saved browser state (cookie + localStorage) of each role, written by auth.setup.ts. Kept per
 * data directory (one per run and server), so runs side by side never use each other's tokens.
 */
export const storageStateOf = (role: Role): string => {
  const run = process.env.E2E_DATA_DIR ? `${basename(process.env.E2E_DATA_DIR)}/` : '';
  return fileURLToPath(new URL(`../../../.tmp/e2e-auth/${run}${role}.json`, import.meta.url));
};

let counter = 0;
/** A short name unique to this run and call, e.g. unique('e2e') → 'e2emhx3k1a7b01'. */
export function unique(prefix: string): string {
  counter += 1;
  const stamp = Date.now().toString(36).slice(-6);
  const rand = Math.floor(Math.random() * 36 ** 2)
    .toString(36)
    .padStart(2, '0');
  return `${prefix}${stamp}${rand}${counter.toString(36)}`;
}

/** A random mainland mobile number (139xxxxxxxx), unlikely to collide with seeded ones. */
export function uniqueMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
