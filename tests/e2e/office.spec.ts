import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique } from './support/accounts';
import {
  chooseCascaderPath,
  chooseOption,
  expectToast,
  field,
  formItem,
  tableRow,
} from './support/ui';

const SEEDED = ['北京总所', '上海分所', '深圳分所'];

async function searchByName(page: Page, name: string) {
  const search = page.locator('form').filter({ has: page.getByRole('button', { name: '查询' }) });
  await field(search, '机构名称').fill(name);
  await page.getByRole('button', { name: '查询', exact: true }).click();
}

test.describe('as admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('the office list shows the seeded offices, search, pagination and actions', async ({
    page,
  }) => {
    await page.goto('/app/office');
    for (const name of SEEDED) await expect(tableRow(page, name)).toBeVisible();
    await expect(page.getByRole('button', { name: '新增机构' })).toBeVisible();
    await expect(page.locator('.ant-pagination')).toBeVisible();
    const row = tableRow(page, '上海分所');
    await expect(row.getByText('编辑', { exact: true })).toBeVisible();
    await expect(row.getByText('管理员设置', { exact: true })).toBeVisible();

    await searchByName(page, '上海');
    await expect(tableRow(page, '上海分所')).toBeVisible();
    await expect(tableRow(page, '北京总所')).toHaveCount(0);

    await page.getByRole('button', { name: '重置', exact: true }).click();
    await expect(tableRow(page, '北京总所')).toBeVisible();
    await expect(field(page, '机构名称')).toHaveValue('');
  });

  test('the status filter narrows the list', async ({ page }) => {
    await page.goto('/app/office');
    await expect(tableRow(page, '北京总所')).toBeVisible();
    await chooseOption(page, formItem(page, '状态'), '停用');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(tableRow(page, '北京总所')).toHaveCount(0);
    await chooseOption(page, formItem(page, '状态'), '启用');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(tableRow(page, '北京总所')).toBeVisible();
  });

  test('create an office: validation, save, list, then edit it', async ({ page }) => {
    const name = unique('E2E机构');
    await page.goto('/app/office');
    await page.getByRole('button', { name: '新增机构' }).click();
    await expect(page).toHaveURL(/\/app\/office\/create$/);
    await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('新增机构');
    for (const label of [
      '机构名称',
      '负责人',
      '联系电话',
      '所在地区',
      '详细地址',
      '官网地址',
      '机构简介',
      '排序',
      '状态',
    ]) {
      await expect(formItem(page, label), `form item ${label}`).toBeVisible();
    }
    await expect(page.getByRole('button', { name: '返回', exact: true })).toBeVisible();

    // Empty submit: the required name is reported under its field.
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(formItem(page, '机构名称').getByText('请输入机构名称')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/office\/create$/);

    await field(page, '机构名称').fill(name);
    await field(page, '联系电话').fill('12345');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(
      formItem(page, '联系电话').getByText('请输入正确的手机号或座机号（如 010-12345678）'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/app\/office\/create$/);

    await field(page, '联系电话').fill('010-12345678');
    await field(page, '负责人').fill('张律师');
    await chooseCascaderPath(page, formItem(page, '所在地区'), ['北京市', '北京市', '朝阳区']);
    await expect(formItem(page, '所在地区')).toContainText('朝阳区');
    await field(page, '详细地址').fill('建国路 1 号');
    await field(page, '官网地址').fill('https://example.com');
    await field(page, '机构简介').fill('端到端测试创建的机构');
    await formItem(page, '状态').getByText('启用', { exact: true }).click();
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '保存成功');
    await expect(page).toHaveURL(/\/app\/office(\?.*)?$/);

    await searchByName(page, name);
    const row = tableRow(page, name);
    await expect(row).toBeVisible();
    await expect(row).toContainText('010-12345678');
    await expect(row).toContainText('张律师');
    await expect(row).toContainText('朝阳区');

    // Edit: the form loads the saved values; a change shows in the list.
    await row.getByText('编辑', { exact: true }).click();
    await expect(page).toHaveURL(/\/app\/office\/\d+\/detail$/);
    await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('机构信息');
    await expect(field(page, '机构名称')).toHaveValue(name);
    await expect(field(page, '联系电话')).toHaveValue('010-12345678');
    await expect(field(page, '负责人')).toHaveValue('张律师');
    await expect(field(page, '详细地址')).toHaveValue('建国路 1 号');
    await expect(formItem(page, '所在地区')).toContainText('朝阳区');
    await field(page, '负责人').fill('李律师');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '保存成功');
    await expect(page).toHaveURL(/\/app\/office(\?.*)?$/);
    await searchByName(page, name);
    await expect(tableRow(page, name)).toContainText('李律师');
  });

  test('返回 asks before discarding what was typed, then leaves without saving', async ({
    page,
  }) => {
    const name = unique('E2E未保存');
    await page.goto('/app/office/create');
    await field(page, '机构名称').fill(name);
    await page.getByRole('button', { name: '返回', exact: true }).click();
    const ask = page.locator('.ant-modal-confirm').filter({ hasText: '离开此页面？' });
    await ask.getByRole('button', { name: '留在本页' }).click();
    // The closing dialog stays in the page for its animation; 离开 must go to the next one.
    await expect(ask).toHaveCount(0);
    await expect(field(page, '机构名称')).toHaveValue(name);
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await ask.getByRole('button', { name: '离开' }).click();
    await expect(page).toHaveURL(/\/app\/office(\?.*)?$/);
    await searchByName(page, name);
    await expect(tableRow(page, name)).toHaveCount(0);
  });

  test("the browser's Back asks too: 留在本页 keeps the address and the text", async ({ page }) => {
    const name = unique('E2E后退');
    await page.goto('/app/office');
    await page.getByRole('button', { name: '新增机构' }).click();
    // The list (with its own 机构名称 search box) stays on view until the form's code is in.
    await expect(page.getByRole('button', { name: '提交', exact: true })).toBeVisible();
    await field(page, '机构名称').fill(name);
    await page.evaluate(() => history.back());
    const ask = page.locator('.ant-modal-confirm').filter({ hasText: '离开此页面？' });
    await ask.getByRole('button', { name: '留在本页' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/office\/create$/);
    await expect(field(page, '机构名称')).toHaveValue(name);
    await page.evaluate(() => history.back());
    await ask.getByRole('button', { name: '离开' }).click();
    await expect(page).toHaveURL(/\/app\/office(\?.*)?$/);
    await expect(page.getByRole('button', { name: '新增机构' })).toBeVisible();
  });
});

test.describe('as branch', () => {
  test.use({ storageState: storageStateOf('branch') });

  test('sees only its own office and cannot add offices', async ({ page }) => {
    await page.goto('/app/office');
    await expect(tableRow(page, '上海分所')).toBeVisible();
    await expect(tableRow(page, '北京总所')).toHaveCount(0);
    await expect(tableRow(page, '深圳分所')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '新增机构' })).toHaveCount(0);
  });
});
