/**
 * 列设置: a column hidden in one browser stays hidden after a reload and in another browser
 * signed in as the same user (the setting lives on the server); 上移 reorders, 重置 brings the
 * list file's order back.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/accounts';
import { api, tokenOf } from './support/api';
import { waitForTable } from './support/screens';

// 上海分所's admin: no other spec reads the card list's columns as this user.
test.use({ storageState: storageStateOf('branch') });

const heads = (page: Page) =>
  page.getByRole('table', { name: '名片列表' }).getByRole('columnheader');
const settings = (page: Page) => page.getByRole('group', { name: '列设置' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: '列设置' }).click();
  await expect(settings(page)).toBeVisible();
}

test.afterAll(async ({ request }) => {
  // Leave the account as it was, whatever happened above.
  await api(request, tokenOf('branch'), 'PUT', '/listColumns/card', { body: { columns: [] } });
});

test('hide a column, reload, another browser: still hidden; 重置 shows it again', async ({
  page,
  browser,
}) => {
  await page.goto('/app/card');
  await waitForTable(page);
  await expect(heads(page).filter({ hasText: '职务' })).toHaveCount(1);

  await openSettings(page);
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/listColumns/card') && r.request().method() === 'PUT',
  );
  await settings(page).getByRole('checkbox', { name: '职务' }).uncheck();
  await saved;
  await expect(heads(page).filter({ hasText: '职务' })).toHaveCount(0);

  // 上移: 姓名 comes before 头像.
  await settings(page).getByRole('button', { name: '上移「姓名」' }).click();
  await expect(heads(page).filter({ hasText: /头像|姓名/ })).toHaveText(['姓名', '头像']);

  await page.reload();
  await waitForTable(page);
  await expect(heads(page).filter({ hasText: '姓名' })).toHaveCount(1);
  await expect(heads(page).filter({ hasText: '职务' })).toHaveCount(0);

  const other = await browser.newContext({ storageState: storageStateOf('branch') });
  try {
    const second = await other.newPage();
    await second.goto('/app/card');
    await waitForTable(second);
    await expect(heads(second).filter({ hasText: '姓名' })).toHaveCount(1);
    await expect(heads(second).filter({ hasText: '职务' })).toHaveCount(0);
    await expect(heads(second).filter({ hasText: /头像|姓名/ })).toHaveText(['姓名', '头像']);
  } finally {
    await other.close();
  }

  await openSettings(page);
  await settings(page).getByRole('button', { name: '重置' }).click();
  await expect(heads(page).filter({ hasText: '职务' })).toHaveCount(1);
  await expect(heads(page).filter({ hasText: /头像|姓名/ })).toHaveText(['头像', '姓名']);
});
