import { expect, test } from './support/test';
import { accounts, unique, type Account } from './support/accounts';
import { login, storedUserinfo, submitLogin, tokenCookie } from './support/session';
import { field, formItem, toast } from './support/ui';

const DAY = 24 * 3600;

test('the login page has the admin and lawyer tabs, admin first', async ({ page }) => {
  await page.goto('/login');
  const adminTab = page.getByRole('tab', { name: '管理员登录' });
  await expect(adminTab).toHaveAttribute('aria-selected', 'true');
  const pane = page.getByRole('tabpanel');
  await expect(field(pane, '账号')).toBeVisible();
  await expect(field(pane, '密码')).toBeVisible();
  await expect(pane.getByRole('checkbox', { name: '记住我' })).toBeVisible();
  await expect(pane.getByRole('button', { name: '登录', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: '律师登录' }).click();
  await expect(page.getByRole('tab', { name: '律师登录' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const lawyerPane = page.getByRole('tabpanel');
  await expect(field(lawyerPane, '手机号')).toBeVisible();
  await expect(field(lawyerPane, '密码')).toBeVisible();
  await expect(lawyerPane.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});

test('a wrong admin password shows 账号或密码错误 and stays on /login', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await submitLogin(page, accounts.branch, { password: 'Wrong@2026x' });
  await expect(toast(page, '账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await tokenCookie(context)).toBeUndefined();
  expect(await storedUserinfo(page)).toBeNull();
});

test('after 3 failures for one admin account a 验证码 field with an image appears', async ({
  page,
}) => {
  // An account no other test signs in with, so its failure count is this test's alone.
  const stranger: Account = { ...accounts.admin, login: unique('nobody') };
  await page.goto('/login');
  const pane = page.getByRole('tabpanel');
  await expect(formItem(pane, '验证码')).toHaveCount(0);
  for (let i = 0; i < 3; i += 1) {
    await submitLogin(page, stranger, { password: `Wrong@${i}x2026` });
    await expect(toast(page, '账号或密码错误').first()).toBeVisible();
  }
  await expect(field(pane, '验证码')).toBeVisible();
  await expect(formItem(pane, '验证码').locator('img').first()).toBeVisible();
});

test('an admin signs in to /app/office with a session cookie and userinfo', async ({
  page,
  context,
}) => {
  await login(page, accounts.admin);
  const info = await storedUserinfo(page);
  expect(info?.name).toBeTruthy();
  expect(info?.auth).toEqual(expect.arrayContaining(['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN', 'system']));
  const cookie = await tokenCookie(context);
  expect(cookie?.value).toBeTruthy();
  expect(cookie?.expires, 'session cookie without 记住我').toBe(-1);
});

test('记住我 keeps the token cookie for 7 days', async ({ page, context }) => {
  await login(page, accounts.admin, { remember: true });
  const cookie = await tokenCookie(context);
  expect(cookie?.value).toBeTruthy();
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThan(7.1);
});

test('a lawyer signs in to /app/user/dashboard', async ({ page, context }) => {
  await login(page, accounts.lawyer);
  const info = await storedUserinfo(page);
  expect(info?.name).toBeTruthy();
  expect(info?.auth).toContain('LAWYER');
  expect(info?.auth).not.toContain('ADMIN');
  expect((await tokenCookie(context))?.value).toBeTruthy();
  await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('我的名片');
});

test('a wrong lawyer password is refused', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, accounts.lawyer, { password: 'Wrong@2026x' });
  await expect(page.locator('.ant-message-error').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link opened without a session opens once signed in; a link of another role leads home', async ({
  page,
}) => {
  await page.goto('/app/card?status=0');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, accounts.admin);
  await expect(page).toHaveURL(/\/app\/card\?status=0$/);
  await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('名片管理');

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/app/office');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, accounts.lawyer);
  await expect(page).toHaveURL(/\/app\/user\/dashboard$/);
});
