/** 重要日志: an admin's action is logged; filters by type, operator and today's date; the detail dialog. */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique } from './support/accounts';
import { dialog, rowAction, searchForm, waitForTable } from './support/screens';
import { chooseOption, expectToast, field, formItem, menuItem, tableRow } from './support/ui';

test.use({ storageState: storageStateOf('admin'), timezoneId: 'Asia/Shanghai' });

const rows = (page: Page) => page.locator('tr.ant-table-row');

/** The texts of one column (0-based) over the visible rows. */
const columnTexts = (page: Page, column: number) =>
  rows(page).evaluateAll(
    (trs, col) => trs.map((tr) => (tr.querySelectorAll('td')[col]?.textContent ?? '').trim()),
    column,
  );

/** Today's date as the browser (Asia/Shanghai) sees it, e.g. 2026-11-22. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Clicks 查询 (or 重置) and waits for the list call it makes and the table to settle. */
async function runSearch(page: Page, button = '查询') {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/log/getAdminLogPageList')),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await waitForTable(page);
}

/** The set of texts in a column, polled until it equals `expected`. */
const expectColumn = (page: Page, column: number, expected: string[]) =>
  expect
    .poll(async () => [...new Set(await columnTexts(page, column))].sort())
    .toEqual([...expected].sort());

/** Picks the same day (today) as both ends of antd's range picker. */
async function pickTodayTwice(page: Page, picker: Locator) {
  await picker.getByPlaceholder('开始日期').click();
  const dropdown = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  const todayCell = dropdown.locator('.ant-picker-cell-today.ant-picker-cell-in-view').first();
  // Under load a click can land while the picker re-renders after the first one; keep choosing
  // today until both ends are set and the picker closes (an extra click just restarts the range).
  await todayCell.click();
  await expect(async () => {
    if (await dropdown.isVisible()) await todayCell.click({ timeout: 2000 });
    await expect(dropdown).toBeHidden({ timeout: 1500 });
  }).toPass({ timeout: 40_000 });
}

test('an admin action appears in 重要日志 and the filters find it', async ({ page }) => {
  // Something to find: a practice area added through the UI.
  const area = unique('日志领域');
  await page.goto('/app/profession');
  await page.getByRole('button', { name: '新增专业领域' }).click();
  const add = dialog(page, '新增专业领域');
  await field(add, '名称').fill(area);
  await add.getByRole('button', { name: '确定', exact: true }).click();
  await expectToast(page, '已添加');

  // Who we are, as the header greets us.
  const greeting = await page
    .locator('.ant-layout-header')
    .getByText(/^你好，/)
    .textContent();
  const operator = (greeting ?? '').replace(/^你好，/, '').trim();
  expect(operator).not.toBe('');

  await menuItem(page, '重要日志').click();
  await expect(page).toHaveURL(/\/app\/logs(\?.*)?$/);
  const target = `专业领域「${area}」`;
  const ours = tableRow(page, target);
  await expect(ours).toBeVisible();
  await expect(ours).toContainText('新增专业领域');
  await expect(ours).toContainText(operator);
  await expect(ours.locator('.ant-tag')).toHaveText('新增');

  // 类型 新增 + 操作人: every row is a 新增 by us, ours among them.
  await chooseOption(page, formItem(page, '类型'), '新增');
  await field(searchForm(page), '操作人').fill(operator);
  await runSearch(page);
  await expect(page).toHaveURL(/type=create/);
  await expect(ours).toBeVisible();
  await expectColumn(page, 1, ['新增']);
  await expectColumn(page, 3, [operator]);

  // Another type hides it.
  await chooseOption(page, formItem(page, '类型'), '登录');
  await runSearch(page);
  await expect(page).toHaveURL(/type=login/);
  await expect(ours).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
  await expectColumn(page, 1, ['登录']);

  // Someone else's name finds none of ours.
  await runSearch(page, '重置');
  await field(searchForm(page), '操作人').fill(unique('无此人'));
  await runSearch(page);
  await expect(page.getByText('暂无日志')).toBeVisible();

  // Today's range (the same day picked twice) still lists today's entry.
  await runSearch(page, '重置');
  await pickTodayTwice(page, formItem(page, '时间范围'));
  await runSearch(page);
  const day = today();
  await expect(page).toHaveURL(new RegExp(`startTime=${day}.*endTime=${day}`));
  await expect(ours).toBeVisible();
  await expect
    .poll(async () => (await columnTexts(page, 0)).filter((t) => !t.startsWith(day)))
    .toEqual([]);

  // 详情 shows all the fields of the entry.
  await rowAction(ours, '详情').click();
  const detail = dialog(page, '详情');
  await expect(detail).toBeVisible();
  for (const label of ['时间', '类型', '操作', '操作人', '对象', 'IP', '详细内容'])
    await expect(
      detail.locator('.ant-descriptions-item-label', { hasText: label }).first(),
    ).toBeVisible();
  await expect(detail).toContainText('新增专业领域');
  await expect(detail).toContainText(target);
  await expect(detail).toContainText(operator);
  await expect(detail).toContainText(day);
  await detail.getByRole('button', { name: /关闭|Close/ }).click();
  await expect(detail).toHaveCount(0);
});

test('the date filter shows the dates of the URL in antd’s range picker, which opens on a click', async ({
  page,
}) => {
  const day = today();
  await page.goto(`/app/logs?startTime=${day}&endTime=${day}&current=1&size=10`);
  await waitForTable(page);
  const range = formItem(page, '时间范围');
  await expect(range.getByPlaceholder('开始日期')).toHaveValue(day);
  await expect(range.getByPlaceholder('结束日期')).toHaveValue(day);
  await range.getByPlaceholder('结束日期').click();
  const dropdown = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await expect(dropdown).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await runSearch(page);
  await expect(page).toHaveURL(new RegExp(`startTime=${day}.*endTime=${day}`));
});
