import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique, uniqueMobile } from './support/accounts';
import { createOffice, openOfficeAdmins } from './support/office';
import { confirmDialog, expectToast, field, formItem, tableRow } from './support/ui';

test.use({ storageState: storageStateOf('admin') });

interface NewAdmin {
  username: string;
  name: string;
  mobile: string;
}

async function addAdmin(page: Page, admin: NewAdmin) {
  await page.getByRole('button', { name: '新增管理员' }).click();
  const dialog = page.getByRole('dialog', { name: '新增管理员' });
  await expect(dialog).toBeVisible();
  for (const label of ['登录账号', '姓名', '手机号', '初始密码', '状态']) {
    await expect(formItem(dialog, label), `form item ${label}`).toBeVisible();
  }
  await field(dialog, '登录账号').fill(admin.username);
  await field(dialog, '姓名').fill(admin.name);
  await field(dialog, '手机号').fill(admin.mobile);
  await field(dialog, '初始密码').fill('Init@2026a');
  await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
  await expectToast(page, '管理员已添加');
  await expect(dialog).toBeHidden();
  await expect(tableRow(page, admin.username)).toBeVisible();
}

const newAdmin = (): NewAdmin => ({
  username: unique('e2e'),
  name: unique('管理员'),
  mobile: uniqueMobile(),
});

test('the seeded main office lists its admins with the expected columns', async ({ page }) => {
  await openOfficeAdmins(page, '北京总所');
  await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('管理员设置');
  for (const title of ['登录账号', '姓名', '手机号', '管理员级别', '状态', '创建时间']) {
    await expect(page.getByRole('columnheader', { name: title }), `column ${title}`).toBeVisible();
  }
  const me = tableRow(page, /\badmin\b/);
  await expect(me.first()).toContainText('总所主管理员');
  await expect(page.getByRole('button', { name: '新增管理员' })).toBeVisible();
});

test('add admins to a new office, then delete a sub admin after confirming', async ({ page }) => {
  const office = unique('E2E管理机构');
  await createOffice(page, office);
  await openOfficeAdmins(page, office);

  const first = newAdmin();
  const second = newAdmin();
  await addAdmin(page, first);
  await addAdmin(page, second);
  for (const admin of [first, second]) {
    const row = tableRow(page, admin.username);
    await expect(row).toContainText(admin.name);
    await expect(row).toContainText(admin.mobile);
    await expect(row).toContainText(/分所(主|子)管理员/);
    await expect(row).toContainText('正常');
    await expect(row.getByText('编辑', { exact: true })).toBeVisible();
  }

  // At least one of them is a sub admin; sub admins can be promoted or deleted.
  const subRow = tableRow(page, '分所子管理员')
    .filter({ hasText: new RegExp(`${first.username}|${second.username}`) })
    .first();
  const subUsername = (await subRow.textContent())?.includes(second.username)
    ? second.username
    : first.username;
  const sub = tableRow(page, subUsername);
  await expect(sub.getByText('设为主管理员', { exact: true })).toBeVisible();
  await sub.getByText('删除', { exact: true }).click();
  await confirmDialog(page);
  await expectToast(page, '已删除');
  await expect(tableRow(page, subUsername)).toHaveCount(0);
});

test('promote a sub admin to main admin', async ({ page }) => {
  const office = unique('E2E主管机构');
  await createOffice(page, office);
  await openOfficeAdmins(page, office);
  const a = newAdmin();
  const b = newAdmin();
  await addAdmin(page, a);
  await addAdmin(page, b);
  const subRow = tableRow(page, '分所子管理员').first();
  const text = (await subRow.textContent()) ?? '';
  const promoted = text.includes(a.username) ? a : b;
  await subRow.getByText('设为主管理员', { exact: true }).click();
  await confirmDialog(page);
  await expectToast(page, '已设为主管理员');
  await expect(tableRow(page, promoted.username)).toContainText('分所主管理员');
  await expect(tableRow(page, '分所主管理员')).toHaveCount(1);
});
