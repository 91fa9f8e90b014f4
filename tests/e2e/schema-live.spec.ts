/**
 * The console follows a firm's published files live (页面配置, docs/schemas.md): a list published
 * while a console is open shows its new column title after navigating away and back, without a
 * reload; a form whose published version breaks while rendering shows an error page naming the
 * file and version, a `system` admin rolls it back from there in one step, and the page works.
 * Others see the same message, with 重试 and whom to ask.
 *
 * A published route table is checked in the browser (under the production CSP) and renames a
 * menu entry at the next navigation.
 *
 * It changes files every admin screen of the firm uses, so it runs alone after the other specs
 * (playwright.config.ts, project schema-publish), and puts the files back (恢复默认) at its end.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { api, tokenOf } from './support/api';
import { ensureSignedIn } from './support/signed-in';
import { expect, test } from './support/test';
import { expectToast, formItem, menuItem } from './support/ui';

const LIST = 'lists/office';
const FORM = 'forms/account-question';
const ROUTES = 'routes';
type Json = Record<string, unknown>;

interface FileAnswer {
  version: number;
  content: Json;
  isDefault: boolean;
}

const schemaFile = (request: APIRequestContext, file: string) =>
  api<FileAnswer>(request, tokenOf('admin'), 'GET', '/schema/file', { query: { file } });

/** Publishes `change` of the file's current content as the admin; returns the new version. */
const publish = async (
  request: APIRequestContext,
  file: string,
  change: (content: Json) => void,
): Promise<number> => {
  const now = await schemaFile(request, file);
  const content = structuredClone(now.content);
  change(content);
  const { version } = await api<{ version: number }>(
    request,
    tokenOf('admin'),
    'POST',
    '/schema/publish',
    { body: { file, content, note: 'e2e 实时配置', baseVersion: now.version } },
  );
  return version;
};

const resetFile = async (request: APIRequestContext, file: string) => {
  const now = await schemaFile(request, file);
  if (now.isDefault) return;
  await api(request, tokenOf('admin'), 'POST', '/schema/reset', {
    body: { file, baseVersion: now.version, note: 'e2e 恢复默认' },
  });
};

const columnHeader = (page: Page, title: string) =>
  page.getByRole('columnheader', { name: title, exact: true });

test.describe.configure({ mode: 'serial' });

// A teardown project has no setup before it when run alone (playwright.config.ts). Outside the
// describe below: its contexts (and `request`) are built from the admin's saved session.
test.beforeAll(async ({ browser }, info) => ensureSignedIn(browser, info));

test.describe('published files, live', () => {
  test.use({ storageState: storageStateOf('admin') });

  test.beforeAll(async ({ request }) => {
    await resetFile(request, LIST);
    await resetFile(request, FORM);
    await resetFile(request, ROUTES);
  });

  test.afterAll(async ({ request }) => {
    await resetFile(request, LIST);
    await resetFile(request, FORM);
    await resetFile(request, ROUTES);
  });

  test('an open console shows a newly published list after navigating away and back, without reload', async ({
    page,
    request,
  }) => {
    await page.goto('/app/office');
    await expect(columnHeader(page, '负责人')).toBeVisible();
    // Set on this document only: a reload would start a new one without it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await publish(request, LIST, (list) => {
      const columns = list.columns as Json[];
      const head = columns.find((c) => c.title === '负责人');
      if (!head) throw new Error('lists/office has no column 负责人');
      head.title = '机构负责人';
    });

    // A navigation asks the server at most every few seconds, so go back and forth until one has.
    await expect(async () => {
      await menuItem(page, '人员管理').click();
      await expect(page).toHaveURL(/\/app\/lawyer$/);
      await menuItem(page, '机构管理').click();
      await expect(columnHeader(page, '机构负责人')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(columnHeader(page, '负责人')).toHaveCount(0);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('a published form that cannot render names its version; 回滚到上一版 brings the page back', async ({
    browser,
    page,
    request,
  }) => {
    const broken = await publish(request, FORM, (form) => {
      const answer = (form.schema as { properties: Record<string, Json> }).properties.answer;
      // The check accepts any component props; React refuses a style that is not an object.
      answer['x-component-props'] = {
        ...(answer['x-component-props'] as Json),
        style: 'color: red',
      };
    });
    const title = `页面配置「密保问题」第 ${broken} 版无法显示`;

    // An admin without `system` is told whom to ask, and can only try again.
    const branch = await (
      await browser.newContext({ storageState: storageStateOf('branch') })
    ).newPage();
    await branch.goto('/app/account/question');
    await expect(branch.getByText(title)).toBeVisible();
    await expect(branch.getByText(/请联系系统管理员/)).toBeVisible();
    await expect(branch.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(branch.getByRole('button', { name: '回滚到上一版' })).toHaveCount(0);

    await page.goto('/app/account/question');
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByRole('link', { name: '打开页面配置' })).toBeVisible();
    await page.getByRole('button', { name: '回滚到上一版' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '回滚到上一版' });
    await expect(confirm).toContainText(`第 ${broken - 1} 版`);
    await confirm.getByRole('button', { name: '回滚', exact: true }).click();
    await expectToast(page, `已回滚「密保问题」，现为第 ${broken + 1} 版`);
    await expect(formItem(page, '密保答案')).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);

    // The other admin's 重试 reads the published files again and gets the working page.
    await branch.getByRole('button', { name: '重试' }).click();
    await expect(formItem(branch, '密保答案')).toBeVisible();
    await branch.context().close();
  });

  test('a published route table, checked in the browser, renames a menu entry live', async ({
    page,
    request,
  }) => {
    await page.goto('/app/office');
    await expect(menuItem(page, '重要日志')).toBeVisible();
    await publish(request, ROUTES, (table) => {
      const logs = (table.routes as Json[]).find((r) => r.path === '/app/logs');
      if (!logs) throw new Error('routes has no /app/logs');
      logs.title = '操作日志';
    });
    // Checked in the browser under the production CSP (no compiling), then used as it is.
    await expect(async () => {
      await menuItem(page, '人员管理').click();
      await expect(page).toHaveURL(/\/app\/lawyer$/);
      await menuItem(page, '机构管理').click();
      await expect(menuItem(page, '操作日志')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await menuItem(page, '操作日志').click();
    await expect(page.getByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
    // A table that passed the check and kept 页面配置 raises no warning.
    await expect(page.getByText(/路由表第 \d+ 版/)).toHaveCount(0);
    await resetFile(request, ROUTES);
  });
});
