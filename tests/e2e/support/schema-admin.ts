/**
 * 页面配置 (docs/schemas.md) for the e2e specs that publish: the files through the API, and the
 * page's editor, check results and preview as a user finds them.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { storageStateOf } from './accounts';
import { api, tokenOf } from './api';
import { expectToast } from './ui';

export interface FileAnswer {
  version: number;
  content: unknown;
  isDefault: boolean;
}
export type Json = Record<string, unknown>;

export const schemaFile = (request: APIRequestContext, file: string) =>
  api<FileAnswer>(request, tokenOf('admin'), 'GET', '/schema/file', { query: { file } });

/** Puts a file back to the deployed one (恢复默认) unless it already is. */
export const resetFile = async (request: APIRequestContext, file: string) => {
  const now = await schemaFile(request, file);
  if (now.isDefault) return;
  await api(request, tokenOf('admin'), 'POST', '/schema/reset', {
    body: { file, baseVersion: now.version, note: 'e2e 恢复默认' },
  });
};

/** A call whose refusal is the point: the envelope whatever the HTTP status. */
export const refusal = async <T = unknown>(
  request: APIRequestContext,
  role: 'admin' | 'branch',
  method: 'GET' | 'POST',
  url: string,
  data: Json = {},
) => {
  const res = await request.fetch(`/api${url}`, {
    method,
    headers: { Token: tokenOf(role) },
    params: method === 'GET' ? { firmId: '1', ...data } : undefined,
    data: method === 'GET' ? undefined : { ...data, firmId: 1 },
  });
  return {
    status: res.status(),
    ...((await res.json()) as { code: string; message: string; data: T }),
  };
};

// Each opened file is a tab whose panel stays mounted: look inside the visible one.
export const editor = (page: Page) => page.getByRole('tabpanel').getByTestId('schema-editor');
export const problems = (page: Page) => page.getByRole('region', { name: '检查结果' });
export const preview = (page: Page) => page.getByRole('tabpanel').getByTestId('schema-preview');

/** Opens a file of 页面配置 from its list by its key and waits for the check to be ready. */
export const openFile = async (page: Page, file: string, title: string) => {
  await page.getByRole('tab', { name: '全部文件' }).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: file, exact: true }) });
  await row.getByRole('button', { name: title, exact: true }).click();
  await expect(problems(page)).toContainText('没有问题');
};

/** Replaces the editor's whole text, as pasting over a selection does. */
export const pasteAll = async (page: Page, text: string) => {
  await editor(page).locator('.cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(text);
};

export const publish = async (page: Page, note: string) => {
  await page.getByRole('button', { name: '发布', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '本次修改' });
  await expect(dialog.getByRole('region', { name: '本次修改' })).toBeVisible();
  await dialog.getByLabel('说明').fill(note);
  await dialog.getByRole('button', { name: '发布', exact: true }).click();
  await expectToast(page, /^已发布第 \d+ 版$/);
  await expect(dialog).toHaveCount(0);
};

/** A page in a context of its own, signed in from the role's saved session. */
export const signedIn = async (browser: Browser, role: 'admin' | 'branch' | 'lawyer') =>
  (await browser.newContext({ storageState: storageStateOf(role) })).newPage();
