import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/accounts';
import { menuItem, openSubmenu, sider } from './support/ui';

async function expectMenus(page: Page, shown: string[], hidden: string[]) {
  for (const title of shown) await expect(menuItem(page, title), `menu ${title}`).toBeVisible();
  for (const title of hidden) await expect(menuItem(page, title), `menu ${title}`).toHaveCount(0);
}

const lawyerMenus = ['我的名片', '管理员信息', '消息管理', '账号设置'];

test.describe('admin (main-office main admin with system)', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('sees every admin menu but the hidden 内容管理 and no lawyer menu', async ({ page }) => {
    await page.goto('/app/office');
    await expectMenus(
      page,
      [
        '机构管理',
        '人员管理',
        '名片管理',
        '数据概览',
        '专业领域',
        '重要日志',
        '运营管理',
        '功能设置',
      ],
      ['内容管理', ...lawyerMenus],
    );
  });

  test('the submenus open to their pages', async ({ page }) => {
    await page.goto('/app/office');
    await openSubmenu(page, '运营管理');
    await expect(menuItem(page, '小程序首页')).toBeVisible();
    await expect(menuItem(page, '分享封面')).toBeVisible();
    await openSubmenu(page, '功能设置');
    await expect(menuItem(page, 'ICP备案号')).toBeVisible();
    await menuItem(page, 'ICP备案号').click();
    await expect(page).toHaveURL(/\/app\/setting\/icp$/);
    await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('ICP备案号');
  });

  test('the current item is highlighted', async ({ page }) => {
    await page.goto('/app/office');
    await expect(sider(page).locator('[aria-current="page"]')).toHaveText('机构管理');
    await menuItem(page, '人员管理').click();
    await expect(page).toHaveURL(/\/app\/lawyer$/);
    await expect(sider(page).locator('[aria-current="page"]')).toHaveText('人员管理');
  });

  test('the arrow keys move through the sider and Enter opens the entry', async ({ page }) => {
    await page.goto('/app/office');
    await menuItem(page, '机构管理').focus();
    // antd's Menu moves the focus in the next animation frame, as a user sees it: each key waits
    // for the highlight to arrive before the next, or Enter would open the entry it left.
    await page.keyboard.press('ArrowDown');
    await expect(menuItem(page, '人员管理')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menuItem(page, '名片管理')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/card$/);
    await expect(sider(page).locator('[aria-current="page"]')).toHaveText('名片管理');
  });
});

test.describe('branch (sub-office main admin)', () => {
  test.use({ storageState: storageStateOf('branch') });

  test('sees the office menus but not operations, settings or practice areas', async ({ page }) => {
    await page.goto('/app/office');
    await expectMenus(
      page,
      ['机构管理', '人员管理', '名片管理', '数据概览', '重要日志'],
      ['运营管理', '功能设置', '专业领域', '内容管理', ...lawyerMenus],
    );
  });

  test('opening /app/profession directly shows 无权访问', async ({ page }) => {
    await page.goto('/app/profession');
    await expect(page.getByText('无权访问').first()).toBeVisible();
  });
});

test.describe('lawyer', () => {
  test.use({ storageState: storageStateOf('lawyer') });

  test('sees only the lawyer menus', async ({ page }) => {
    await page.goto('/app/user/dashboard');
    await expectMenus(page, lawyerMenus, [
      '机构管理',
      '人员管理',
      '名片管理',
      '数据概览',
      '专业领域',
      '运营管理',
      '功能设置',
      '内容管理',
    ]);
    await openSubmenu(page, '消息管理');
    await expect(menuItem(page, '站内消息')).toBeVisible();
    await expect(menuItem(page, '重要日志')).toBeVisible();
    await openSubmenu(page, '账号设置');
    await expect(menuItem(page, '修改账号')).toBeVisible();
    await expect(menuItem(page, '修改密码')).toBeVisible();
    await menuItem(page, '修改密码').click();
    await expect(page).toHaveURL(/\/app\/user\/account\/passwd$/);
  });
});
