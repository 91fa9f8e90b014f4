/**
 * The lawyer's console on a phone (390×844, below antd's md breakpoint) and the frame around every
 * console page (docs/product.md, Screens): no sideways scroll, labels in sight, 44 px touch
 * targets, the menu in a drawer, the card preview behind 预览; no white frame or needless scrollbar
 * around the layout, a progress bar while a page is on its way, and a centred 加载中.
 */
import type { Locator, Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { holdChunk } from './support/held-chunk';
import { expect, test } from './support/test';
import { field, formItem, menuItem } from './support/ui';

const PHONE = { width: 390, height: 844 };
const TOUCH_PX = 44;

/**
 * The six pages a lawyer looks after their card with: something each shows once ready, and its
 * labels (form labels sit above their inputs; a list's search labels stay beside theirs).
 */
const lawyerPages: Array<{
  path: string;
  title: string;
  ready: (page: Page) => Locator;
  labels: string[];
  above?: boolean;
}> = [
  {
    path: '/app/user/dashboard',
    title: '我的名片',
    ready: (page) => page.getByRole('button', { name: '编辑名片' }),
    labels: ['名片状态', '名片二维码', '待处理'],
  },
  {
    path: '/app/user/card',
    title: '名片信息',
    ready: (page) => field(page, '姓名'),
    labels: ['姓名', '手机号', '邮箱'],
    above: true,
  },
  {
    path: '/app/user/logs/msg',
    title: '站内消息',
    ready: (page) => page.getByRole('cell').first(),
    labels: ['状态', '类型'],
  },
  {
    path: '/app/user/logs/logs',
    title: '重要日志',
    ready: (page) => page.getByRole('cell').first(),
    labels: ['类型', '时间范围'],
  },
  {
    path: '/app/user/account/settings',
    title: '修改账号',
    ready: (page) => field(page, '新手机号'),
    labels: ['新手机号', '验证码'],
    above: true,
  },
  {
    path: '/app/user/account/passwd',
    title: '修改密码',
    ready: (page) => field(page, '新密码'),
    labels: ['原密码', '新密码', '确认新密码'],
    above: true,
  },
];

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Visible buttons of the header and the page whose box is under 44 px either way. */
const smallTargets = (page: Page) =>
  page.evaluate((min) => {
    const scopes = document.querySelectorAll('.ant-layout-header, main');
    const buttons = [...scopes].flatMap((s) => [...s.querySelectorAll('button')]);
    return buttons
      .map((b) => ({
        name: b.getAttribute('aria-label') ?? b.innerText,
        box: b.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.width < min - 0.5 || box.height < min - 0.5)
      .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
  }, TOUCH_PX);

/** Each label is on screen; a form's sits above its input, which is not squeezed to a stub. */
const expectLabels = async (page: Page, labels: string[], above: boolean) => {
  for (const label of labels) {
    const text = above
      ? formItem(page, label).locator('label').first()
      : page.getByText(label, { exact: true }).first();
    await expect(text, label).toBeVisible();
    if (!above) continue;
    const control = formItem(page, label).locator('.ant-formily-item-control').first();
    const [l, i] = [await text.boundingBox(), await field(page, label).boundingBox()];
    expect(l && i && l.y + l.height <= i.y + 1, `${label} above its input`).toBe(true);
    // The control's row is the form's width (an input may share it with its button, 获取验证码).
    const row = await control.boundingBox();
    expect(row && row.width >= PHONE.width * 0.75, `${label}'s control is not a stub`).toBe(true);
  }
};

test.describe('a lawyer on a phone', () => {
  test.use({
    storageState: storageStateOf('lawyer'),
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });

  for (const { path, title, ready, labels, above = false } of lawyerPages) {
    test(`${title} fits the phone's width, its labels in sight, its buttons 44 px`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectLabels(page, labels, above);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      expect(await smallTargets(page)).toEqual([]);
    });
  }

  test('the menu opens in a drawer from the header, navigates and closes', async ({ page }) => {
    await page.goto('/app/user/dashboard');
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog');
    const menu = drawer.getByRole('navigation', { name: '主菜单' });
    await expect(menu).toBeVisible();
    await menu.locator('.ant-menu-submenu-title').filter({ hasText: '消息管理' }).click();
    await menu.getByRole('link', { name: '重要日志' }).click();
    await expect(page).toHaveURL(/\/app\/user\/logs\/logs$/);
    await expect(page.getByRole('heading', { level: 1, name: '重要日志' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('名片信息 shows the live preview behind 预览 instead of beside the form', async ({
    page,
  }) => {
    await page.goto('/app/user/card');
    const name = field(page, '姓名');
    await expect(name).toBeVisible();
    const preview = page.getByRole('figure', { name: '名片预览' });
    await expect(preview).toBeHidden();
    const cardName = await name.inputValue();
    expect(cardName).not.toBe('');
    const toggle = page.getByRole('button', { name: /预览$/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(preview).toBeVisible();
    await expect(name).toBeHidden();
    // The preview follows the form: the card's own name is on it.
    await expect(preview).toContainText(cardName);
    const box = await preview.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await toggle.click();
    await expect(name).toBeVisible();
    await expect(preview).toBeHidden();
  });
});

test.describe('an admin on a phone', () => {
  test.use({
    storageState: storageStateOf('admin'),
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });

  test('a wide list scrolls inside its frame, not the page', async ({ page }) => {
    await page.goto('/app/lawyer');
    await expect(page.getByRole('cell').first()).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const table = page.locator('.ant-table-content').first();
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});

test.describe('the frame', () => {
  test.use({ storageState: storageStateOf('lawyer') });

  test('no margin around the layout and no scrollbar on a short page; the header stays on a long one', async ({
    page,
  }) => {
    await page.goto('/app/user/account/passwd');
    await expect(field(page, '新密码')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    const layout = await page.locator('.ant-layout').first().boundingBox();
    expect(layout && layout.x === 0 && layout.y === 0).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
    ).toBe(true);

    await page.goto('/app/user/card');
    await expect(field(page, '姓名')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const header = page.locator('.ant-layout-header');
    await expect(header).toBeInViewport();
    expect((await header.boundingBox())?.y).toBe(0);
  });

  test('a page whose code is slow shows the progress bar at once, then a centred 加载中', async ({
    page,
  }) => {
    await page.goto('/app/user/dashboard');
    await expect(page.getByRole('button', { name: '编辑名片' })).toBeVisible();
    const view = await holdChunk(page, 'list-view');
    await menuItem(page, '消息管理').click();
    await menuItem(page, '站内消息').click();
    const progress = page.getByRole('progressbar', { name: '页面加载中' });
    await expect(progress).toBeVisible();
    // The spinner comes after its delay, its text centred under its dots.
    const main = page.getByRole('main');
    await expect(main.locator('.ant-spin-text')).toBeVisible();
    await expectCentred(main);
    view.release();
    await expect(page.getByRole('cell').first()).toBeVisible();
    await expect(progress).toHaveCount(0);
    expect(view.asked.length).toBeGreaterThan(0);
  });

  test("a form's 加载中 is centred under its dots", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/lawyer/card/cardInfoByLawyer**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/app/user/card');
    const main = page.getByRole('main');
    await expect(main.locator('.ant-spin-text')).toBeVisible();
    await expectCentred(main);
    release();
    await expect(field(page, '姓名')).toBeVisible();
  });
});

/** The spinner's dots and its 加载中 (the glyphs, not their box) share a centre within 2 px. */
async function expectCentred(scope: Locator) {
  const spin = scope.locator('.ant-spin-spinning').first();
  const [dots, text] = await spin.evaluate((el) => {
    const box = (r: DOMRect) => ({ x: r.x + r.width / 2, y: r.y });
    const tip = el.querySelector('.ant-spin-text');
    const range = document.createRange();
    if (tip) range.selectNodeContents(tip);
    const dot = el.querySelector('.ant-spin-dot')?.getBoundingClientRect();
    return [dot && box(dot), tip ? box(range.getBoundingClientRect()) : undefined];
  });
  expect(dots && text, 'the spinner shows its dots and its text').toBeTruthy();
  if (!dots || !text) return;
  expect(Math.abs(dots.x - text.x)).toBeLessThanOrEqual(2);
  expect(text.y).toBeGreaterThan(dots.y);
}
