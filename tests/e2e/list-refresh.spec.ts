/** Lists on one page refresh together: 专业领域's 小程序中的显示顺序 follows 新增 and 置顶 at once. */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique } from './support/accounts';
import { dialog, rowAction, searchList, waitForTable } from './support/screens';
import { expectToast, field, tableRow } from './support/ui';

test.use({ storageState: storageStateOf('admin') });

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('the mini-program order shows a new area and its 置顶 without a reload', async ({ page }) => {
  const name = unique('同步');
  await page.goto('/app/profession');
  await waitForTable(page);
  const own = panel(page, '本所专业领域');
  const wx = panel(page, '小程序中的显示顺序');
  await expect(tableRow(wx, name)).toHaveCount(0);

  await own.getByRole('button', { name: '新增专业领域' }).click();
  const add = dialog(page, '新增专业领域');
  await field(add, '名称').fill(name);
  await add.getByRole('button', { name: '确定', exact: true }).click();
  await expectToast(page, '已添加');
  // No reload: the second list asked again when the first one's dialog saved.
  await expect(tableRow(wx, name)).toBeVisible();
  await expect(tableRow(wx, name).locator('.ant-tag')).toHaveText('否');

  await searchList(page, { 名称: name });
  const row = tableRow(own, name);
  await rowAction(row, '置顶').click();
  await expectToast(page, '已置顶');
  await expect(tableRow(wx, name).locator('.ant-tag')).toHaveText('置顶');

  // Leave no pinned area behind for the other specs.
  await rowAction(row, '取消置顶').click();
  await expectToast(page, '已取消置顶');
  await expect(tableRow(wx, name).locator('.ant-tag')).toHaveText('否');
});
