import { expect, test } from './support/test';
import { accounts, storageStateOf } from './support/accounts';

test.describe('without a session', () => {
  test('/ redirects to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('tab', { name: '管理员登录' })).toBeVisible();
  });

  for (const path of ['/app/office', '/app/user/dashboard', '/app/nope', '/whatever']) {
    test(`${path} redirects to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }
});

test.describe('signed in as admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('an unknown path shows the not-found page, 返回首页 leads home', async ({ page }) => {
    await page.goto('/app/nope');
    await expect(page.getByText('页面不存在').first()).toBeVisible();
    const back = page
      .getByRole('button', { name: '返回首页' })
      .or(page.getByRole('link', { name: '返回首页' }))
      .first();
    await back.click();
    await expect(page).toHaveURL(/\/app\/office(\?.*)?$/);
    await expect(page.getByText('北京总所')).toBeVisible();
  });

  test('a path outside /app shows the not-found page too', async ({ page }) => {
    await page.goto('/whatever');
    await expect(page.getByText('页面不存在').first()).toBeVisible();
  });

  test('/login redirects to the admin home', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(new RegExp(`${accounts.admin.home}$`));
  });
});

test.describe('signed in as lawyer', () => {
  test.use({ storageState: storageStateOf('lawyer') });

  test('/login redirects to the lawyer home', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app\/user\/dashboard$/);
  });
});
