/**
 * The demo accounts' saved sessions (storageStateOf): signed in through the login page and
 * written for the specs that start signed in. auth.setup.ts writes them first in a run; the specs
 * that run as teardowns (xss, settings: playwright.config.ts) cannot depend on setup, so when run
 * on their own they write any that are missing with `ensureSignedIn` in their beforeAll.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { accounts, storageStateOf, type Role } from './accounts';
import { login, storedUserinfo } from './session';

export const ROLES: Role[] = ['admin', 'branch', 'lawyer'];

/** Signs `role` in on `page` and saves its browser state (token cookie + userinfo). */
export async function saveSignedIn(page: Page, role: Role): Promise<void> {
  await login(page, accounts[role]);
  const info = await storedUserinfo(page);
  expect(info?.name, 'userinfo.name in localStorage').toBeTruthy();
  const state = await page.context().storageState();
  // Written whole and then renamed: two workers may write the same role at once, and a reader
  // must never find half a file.
  const path = storageStateOf(role);
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(state));
  renameSync(partial, path);
}

/** Writes the saved session of each demo account this run does not have yet. */
export async function ensureSignedIn(browser: Browser, info: TestInfo): Promise<void> {
  const { baseURL, locale, timezoneId } = info.project.use;
  for (const role of ROLES) {
    if (existsSync(storageStateOf(role))) continue;
    // Signed out explicitly: a spec's `test.use({ storageState })` would otherwise be applied
    // here too, and name the very file this writes.
    const context = await browser.newContext({
      baseURL,
      locale,
      timezoneId,
      storageState: { cookies: [], origins: [] },
    });
    try {
      await saveSignedIn(await context.newPage(), role);
    } finally {
      await context.close();
    }
  }
}
