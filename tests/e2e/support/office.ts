/** Office steps shared by specs, done through the UI like a user would. */
import { expect, type Page } from '@playwright/test';
import { expectToast, field, tableRow } from './ui';

/** Creates an office with just a name through /app/office/create; ends on the list. */
export async function createOffice(page: Page, name: string): Promise<void> {
  await page.goto('/app/office/create');
  await field(page, '机构名称').fill(name);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/app\/office(\?.*)?$/);
}

/** Finds an office on the list by name and opens its 管理员设置 page; returns the office id. */
export async function openOfficeAdmins(page: Page, name: string): Promise<string> {
  await page.goto('/app/office');
  const search = page.locator('form').filter({ has: page.getByRole('button', { name: '查询' }) });
  await field(search, '机构名称').fill(name);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const row = tableRow(page, name);
  await row.getByText('管理员设置', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/office\/\d+\/admins$/);
  return /\/app\/office\/(\d+)\/admins/.exec(page.url())?.[1] ?? '';
}
