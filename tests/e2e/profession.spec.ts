/** 专业领域 (main-office main admin only): the three lists, adding an area, putting it on top. */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique } from './support/accounts';
import { dialog, rowAction, searchList, waitForTable } from './support/screens';
import { expectToast, field, menuItem, tableRow } from './support/ui';

/** The panel of one of the page's lists, by its title. */
const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('as admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('add an area, then put it on top of the mini-program order', async ({ page }) => {
    const name = unique('领域');
    await page.goto('/app/office');
    await menuItem(page, '专业领域').click();
    await expect(page).toHaveURL(/\/app\/profession(\?.*)?$/);
    const own = panel(page, '本所专业领域');
    const wx = panel(page, '小程序中的显示顺序');
    const standard = panel(page, '标准专业领域（参考）');
    await expect(own).toBeVisible();
    await expect(wx).toBeVisible();
    await expect(standard).toBeVisible();
    for (const area of ['刑事辩护', '婚姻家事', '知识产权'])
      await expect(tableRow(standard, area)).toBeVisible();

    await own.getByRole('button', { name: '新增专业领域' }).click();
    const add = dialog(page, '新增专业领域');
    await expect(add).toBeVisible();
    await add.getByRole('button', { name: '确定', exact: true }).click();
    await expect(add.getByText('请输入名称')).toBeVisible();
    await field(add, '名称').fill(name);
    await add.getByRole('button', { name: '确定', exact: true }).click();
    await expectToast(page, '已添加');
    await expect(add).toHaveCount(0);

    await searchList(page, { 名称: name });
    const row = tableRow(own, name);
    await expect(row).toBeVisible();
    await expect(row.locator('.ant-tag')).toHaveText('否');

    // A second name that already exists is refused with the server's message.
    await own.getByRole('button', { name: '新增专业领域' }).click();
    await field(add, '名称').fill(name);
    await add.getByRole('button', { name: '确定', exact: true }).click();
    await expect(page.locator('.ant-message, .ant-notification').getByText(/已存在/)).toBeVisible();
    await add.getByRole('button', { name: '取消', exact: true }).click();
    await expect(add).toHaveCount(0);

    await rowAction(row, '置顶').click();
    await expectToast(page, '已置顶');
    await expect(row.locator('.ant-tag')).toHaveText('置顶');
    await expect(rowAction(row, '取消置顶')).toBeVisible();

    // The mini-program order is read when the page opens: reload it and look at the first row.
    await page.reload();
    await waitForTable(page);
    await expect(wx.locator('tr.ant-table-row').first()).toContainText(name);

    // 取消置顶 puts it back (and leaves no pinned area behind for later runs on the same data).
    await rowAction(row, '取消置顶').click();
    await expectToast(page, '已取消置顶');
    await expect(row.locator('.ant-tag')).toHaveText('否');
    await page.reload();
    await waitForTable(page);
    await expect(wx.locator('tr.ant-table-row').first()).not.toContainText(name);
  });
});

test.describe('as branch', () => {
  test.use({ storageState: storageStateOf('branch') });

  test('a sub-office admin cannot open 专业领域', async ({ page }) => {
    await page.goto('/app/profession');
    await expect(page.getByText('无权访问').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '新增专业领域' })).toHaveCount(0);
    await expect(menuItem(page, '专业领域')).toHaveCount(0);
  });
});
