/** Signing in through the login page, and reading what the session left in the browser. */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { USERINFO_KEY, type Account } from './accounts';
import { field } from './ui';

export interface LoginOptions {
  remember?: boolean;
  /** Defaults to the account's own password. */
  password?: string;
}

/** Fills and submits the right login tab; does not wait for the outcome. */
export async function submitLogin(page: Page, account: Account, options: LoginOptions = {}) {
  if (!/\/login$/.test(new URL(page.url(), 'http://x').pathname)) await page.goto('/login');
  if (account.kind === 'lawyer') await page.getByRole('tab', { name: '律师登录' }).click();
  const pane = page.getByRole('tabpanel');
  await field(pane, account.kind === 'lawyer' ? '手机号' : '账号').fill(account.login);
  await field(pane, '密码').fill(options.password ?? account.password);
  if (options.remember) await pane.getByRole('checkbox', { name: '记住我' }).check();
  await pane.getByRole('button', { name: '登录', exact: true }).click();
}

/** Signs in and waits for the role's home page. */
export async function login(page: Page, account: Account, options: LoginOptions = {}) {
  await page.goto('/login');
  await submitLogin(page, account, options);
  await expect(page).toHaveURL(new RegExp(`${account.home}$`));
}

export interface StoredUserinfo {
  name?: string;
  auth?: string[];
  [key: string]: unknown;
}

export async function storedUserinfo(page: Page): Promise<StoredUserinfo | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), USERINFO_KEY);
  return raw ? (JSON.parse(raw) as StoredUserinfo) : null;
}

export async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'token');
}
