import { expect, test } from './support/test';
import { accounts, storageStateOf, USERINFO_KEY } from './support/accounts';
import { login, storedUserinfo, tokenCookie } from './support/session';
import { sider } from './support/ui';

test.describe('admin layout', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('header shows the avatar initial and greeting; breadcrumb and title show the route', async ({
    page,
  }) => {
    await page.goto('/app/office');
    const name = (await storedUserinfo(page))?.name ?? '';
    expect(name).not.toBe('');
    const header = page.locator('.ant-layout-header');
    await expect(header.getByText(`你好，${name}`)).toBeVisible();
    await expect(header.getByTestId('user-menu').getByTestId('user-avatar')).toHaveText(
      name.charAt(0),
    );
    await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('机构管理');
    await expect(page.getByRole('heading', { name: '机构管理' })).toBeVisible();
  });

  test('a first visit asks for the firm configuration once, and the list replaces the start-up screen', async ({
    page,
  }) => {
    const confRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/firm/appconf') confRequests.push(r.url());
    });
    await page.goto('/app/lawyer');
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByText('加载中…')).toHaveCount(0);
    expect(confRequests).toHaveLength(1);
  });

  test('a screen whose code fails to load is tried a few times, then says 加载失败 inside the layout, and 重试 brings it back', async ({
    page,
  }) => {
    const listCode = /\/assets\/list-view-[\w-]+\.js$/;
    let tries = 0;
    await page.route(listCode, (route) => {
      tries += 1;
      return route.abort();
    });
    await page.goto('/app/lawyer');
    await expect(page.getByText('加载失败', { exact: true })).toBeVisible();
    await expect(sider(page)).toBeVisible();
    // Retried with pauses, then given up: a handful of requests, not a stream of them (four for
    // the view itself, one more for a dialog chunk that shares its code and is preloaded).
    expect(tries).toBeGreaterThanOrEqual(4);
    expect(tries).toBeLessThanOrEqual(6);
    const settled = tries;
    await page.unroute(listCode);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByText('加载失败', { exact: true })).toHaveCount(0);
    expect(settled).toBe(tries);
  });

  test('the collapse toggle folds and unfolds the sider', async ({ page }) => {
    await page.goto('/app/office');
    const layoutSider = sider(page);
    await expect(layoutSider).not.toHaveClass(/ant-layout-sider-collapsed/);
    const toggle = page.locator('.ant-layout-header').getByRole('button', {
      name: /折叠|收起|展开|菜单|menu-fold|menu-unfold/,
    });
    await toggle.first().click();
    await expect(layoutSider).toHaveClass(/ant-layout-sider-collapsed/);
    await toggle.first().click();
    await expect(layoutSider).not.toHaveClass(/ant-layout-sider-collapsed/);
  });

  test('the full-screen toggle enters and leaves full screen', async ({ page }) => {
    await page.goto('/app/office');
    const toggle = page
      .locator('.ant-layout-header')
      .getByRole('button', { name: /全屏|fullscreen/i })
      .first();
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page
      .locator('.ant-layout-header')
      .getByRole('button', { name: /全屏|fullscreen/i })
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
  });

  test('admins have no unread-message badge', async ({ page }) => {
    await page.goto('/app/office');
    await expect(page.getByText('北京总所')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: /未读消息/ })).toHaveCount(0);
    await expect(page.locator('.ant-layout-header .ant-badge-count')).toHaveCount(0);
  });
});

test.describe('lawyer layout', () => {
  test.use({ storageState: storageStateOf('lawyer') });

  test('the unread badge shows a count and leads to 站内消息', async ({ page }) => {
    await page.goto('/app/user/dashboard');
    const count = page.locator('.ant-layout-header .ant-badge-count');
    await expect(count).toBeVisible();
    await expect(count).toHaveText(/^\s*([1-9]\d*|10\+)\s*$/);
    await page.getByRole('button', { name: /^未读消息 [1-9]\d* 条$/ }).click();
    await expect(page).toHaveURL(/\/app\/user\/logs\/msg$/);
    await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('站内消息');
  });
});

test('logout clears the session and Back does not return into /app', async ({ page, context }) => {
  // A session of its own: logging out must not disturb the saved ones other specs use.
  await login(page, accounts.admin);
  const name = (await storedUserinfo(page))?.name ?? '';
  await page.locator('.ant-layout-header').getByText(`你好，${name}`).click();
  await page
    .getByRole('menuitem', { name: '退出登录' })
    .or(page.getByText('退出登录'))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await tokenCookie(context)).toBeUndefined();
  expect(await page.evaluate((key) => localStorage.getItem(key), USERINFO_KEY)).toBeNull();

  await page.goBack();
  await page.waitForLoadState();
  await expect(page).not.toHaveURL(/\/app\//);
  await page.goto('/app/office');
  await expect(page).toHaveURL(/\/login$/);
});
