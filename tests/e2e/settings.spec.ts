/**
 * 运营管理 / 功能设置: settings take effect at once for everyone (menus, logo, footer, login page,
 * the card audit flow), and only the permitted admins can reach them. These tests change the
 * firm's shared settings, so they run in their own project after every other spec
 * (playwright.config.ts) and put each setting back.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ensureSignedIn } from './support/signed-in';
import { storageStateOf, unique, uniqueMobile } from './support/accounts';
import {
  api,
  apiEnvelope,
  createCard,
  createLawyer,
  lawyerToken,
  submitCard,
  tokenOf,
} from './support/api';
import { expectToast, field, formItem, menuItem, sider } from './support/ui';

test.describe.configure({ mode: 'serial' });

// A 1×1 PNG: enough for the upload route to accept and store as an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function save(page: Page) {
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expectToast(page, '保存成功');
}

/** Turns a Switch form item to `on` (clicks only when it is not already there). */
async function setSwitch(page: Page, label: string, on: boolean) {
  const control = formItem(page, label).getByRole('switch');
  if ((await control.getAttribute('aria-checked')) !== String(on)) await control.click();
  await expect(control).toHaveAttribute('aria-checked', String(on));
}

/**
 * Sets a checkbox with the keyboard (focus, Space), as a keyboard user does, and waits until it
 * shows the new state. Full runs on a busy machine lost a pointer click on this group now and
 * then (press and release are sent one after the other, and a redraw between them leaves the
 * browser with no click); the keyboard does not depend on where the box is at either moment.
 */
async function toggle(page: Page, box: Locator, on: boolean) {
  if ((await box.isChecked()) !== on) {
    await box.focus();
    await page.keyboard.press('Space');
  }
  await expect(box).toBeChecked({ checked: on });
}

// Run as a teardown (playwright.config.ts), so without setup when run on its own.
test.beforeAll(async ({ browser }, info) => ensureSignedIn(browser, info));

test.describe('admin (main-office main admin with system)', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('管理后台: a switched-off menu disappears without a reload and comes back', async ({
    page,
  }) => {
    await page.goto('/app/setting/admin');
    const cardSwitch = page.getByRole('switch', { name: '名片管理' });
    await expect(cardSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(menuItem(page, '名片管理')).toBeVisible();

    await cardSwitch.click();
    await save(page);
    await expect(menuItem(page, '名片管理')).toHaveCount(0);
    // The page itself says why it is gone rather than showing an empty screen.
    await page.goto('/app/card');
    await expect(page.getByText('此功能已被本所关闭')).toBeVisible();

    await page.goto('/app/setting/admin');
    await page.getByRole('switch', { name: '名片管理' }).click();
    await save(page);
    await expect(menuItem(page, '名片管理')).toBeVisible();
  });

  test('后台图片: a new logo replaces the sider logo at once', async ({ page }) => {
    await page.goto('/app/setting/assets-images');
    const logo = sider(page).getByRole('img', { name: 'logo' });
    await expect(logo).toHaveAttribute('src', '/logo.svg');

    await formItem(page, 'Logo')
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(formItem(page, 'Logo').locator('img')).toBeVisible();
    await save(page);
    await expect(logo).not.toHaveAttribute('src', '/logo.svg');
    const src = await logo.getAttribute('src');
    expect(src).toMatch(/\.png$/);

    // Another page load reads the saved logo too.
    await page.reload();
    await expect(sider(page).getByRole('img', { name: 'logo' })).toHaveAttribute('src', src!);
  });

  test('ICP备案号: the number shows in the footer and on the login page', async ({
    page,
    browser,
  }) => {
    const icp = `京ICP备${String(Date.now()).slice(-8)}号-1`;
    await page.goto('/app/setting/icp');
    await field(page, 'ICP备案号').fill('备案号123');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(formItem(page, 'ICP备案号')).toContainText('京ICP备12345678号-1');

    await field(page, 'ICP备案号').fill(icp);
    await save(page);
    await expect(page.locator('.ant-layout-footer')).toContainText(icp);

    const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const loginPage = await anonymous.newPage();
    await loginPage.goto('/login');
    await expect(loginPage.getByText(icp)).toBeVisible();
    await anonymous.close();
  });

  test("名片页: the 展示字段 are the card form's fields the server offers; a change is kept", async ({
    page,
    request,
  }) => {
    const offered = await api<Array<{ label: string; value: string }>>(
      request,
      tokenOf('admin'),
      'GET',
      '/firmConf/cardPageFields',
    );
    await page.goto('/app/conf/miniprogram-card');
    const shown = formItem(page, '展示字段').locator('label.ant-checkbox-wrapper');
    await expect(shown).toHaveText(offered.map((o) => o.label));

    // Labelled with the card form's title of `cases` (代表案例).
    const label = offered.find((o) => o.value === 'cases')?.label ?? 'cases';
    const cases = page.getByRole('checkbox', { name: label, exact: true });
    // The saved choice arrives after the offered boxes: read or change a box only once the choice
    // is shown, or the arriving choice would undo the click.
    const choiceShown = () =>
      expect(
        formItem(page, '展示字段').locator('.ant-checkbox-wrapper-checked').first(),
      ).toBeVisible();
    await choiceShown();
    const was = await cases.isChecked();
    await toggle(page, cases, !was);
    await save(page);
    await page.reload();
    await choiceShown();
    await expect(cases).toBeChecked({ checked: !was });
    // Put it back for the other specs.
    await toggle(page, cases, was);
    await save(page);
  });

  test('leaving a changed settings page asks first; staying keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/app/setting/icp');
    await field(page, 'ICP备案号').fill('京ICP备00000001号');
    await menuItem(page, '机构管理').click();
    const ask = page.locator('.ant-modal-confirm').filter({ hasText: '离开此页面？' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: '留在本页' }).click();
    await expect(page).toHaveURL(/\/app\/setting\/icp$/);
    await expect(field(page, 'ICP备案号')).toHaveValue('京ICP备00000001号');

    await menuItem(page, '机构管理').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '离开' }).click();
    await expect(page).toHaveURL(/\/app\/office$/);
  });

  test('律师登录: without self-registration the login page hides 注册 and the server refuses', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto('/app/conf/login-and-register');
    await setSwitch(page, '律师自助注册', false);
    await save(page);

    const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const loginPage = await anonymous.newPage();
    await loginPage.goto('/login');
    await loginPage.getByRole('tab', { name: '律师登录' }).click();
    await expect(loginPage.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(loginPage.getByText('注册', { exact: true })).toHaveCount(0);
    await anonymous.close();

    const refused = await apiEnvelope(request, null, 'POST', '/lawyer/register', {
      body: {
        mobile: uniqueMobile(),
        code: '123456',
        password: 'Test1234a',
        name: '自助注册',
        organizationId: 1,
      },
    });
    expect(refused.code).toBe('403');
    expect(refused.message).toBe('本所暂未开放律师自助注册');

    await page.goto('/app/conf/login-and-register');
    await setSwitch(page, '律师自助注册', true);
    await save(page);
  });

  test('审核权限: with audit off a submitted card is approved at once', async ({
    page,
    request,
  }) => {
    const admin = tokenOf('admin');
    const name = unique('免审律师');
    const mobile = uniqueMobile();
    const lawyerId = await createLawyer(request, admin, { name, mobile });
    const cardId = await createCard(request, admin, { lawyerId, name, mobile });

    await page.goto('/app/conf/card-audit');
    await expect(formItem(page, '审核码')).toContainText(/\d{6}/);
    await setSwitch(page, '名片审核', false);
    await save(page);

    await submitCard(request, await lawyerToken(request, mobile), cardId);
    const card = await api<{ status: number }>(
      request,
      admin,
      'GET',
      `/lawyer/card/cardInfo/${cardId}`,
    );
    expect(card.status).toBe(2);

    await page.goto('/app/conf/card-audit');
    await setSwitch(page, '名片审核', true);
    await save(page);
  });
});

test.describe('branch (sub-office main admin)', () => {
  test.use({ storageState: storageStateOf('branch') });

  test('cannot open the settings pages, and the server refuses their calls', async ({
    page,
    request,
  }) => {
    for (const path of ['/app/conf/card-audit', '/app/setting/icp']) {
      await page.goto(path);
      await expect(page.getByText('无权访问')).toBeVisible();
    }
    await expect(menuItem(page, '运营管理')).toHaveCount(0);

    const branch = tokenOf('branch');
    const read = await apiEnvelope(request, branch, 'GET', '/firmConf/cardReview');
    expect(read.code).toBe('403');
    const write = await apiEnvelope(request, branch, 'PUT', '/firmConf/cardReview', {
      body: { enabled: false, reviewerLevels: [1] },
    });
    expect(write.code).toBe('403');
    const system = await apiEnvelope(request, branch, 'POST', '/firm/appconf', {
      body: { appConfSet: '{"adminFuncSwitch":{"global":{"card":false}}}' },
    });
    expect(system.code).toBe('403');
  });
});
