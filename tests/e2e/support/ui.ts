/**
 * Locators for what a user sees in antd 5 / Formily screens. Formily's FormItem renders a bare
 * <label> with no `for`, so `getByLabel` alone cannot find its inputs; `field()` tries the
 * accessible label first and falls back to the item whose label reads exactly `label`.
 */
import { expect, type Locator, type Page } from '@playwright/test';

type Scope = Page | Locator;

const pageOf = (scope: Scope): Page =>
  typeof (scope as Locator).page === 'function' ? (scope as Locator).page() : (scope as Page);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactText = (s: string) => new RegExp(`^\\s*${escapeRegExp(s)}\\s*[:：]?\\s*$`);

/** The form item (antd or Formily) whose label is exactly `label`. */
export function formItem(scope: Scope, label: string): Locator {
  const page = pageOf(scope);
  return scope
    .locator('.ant-formily-item, .ant-form-item')
    .filter({ has: page.locator('label', { hasText: exactText(label) }) })
    .last();
}

/** The text input (input or textarea) labelled `label`. */
export function field(scope: Scope, label: string): Locator {
  const control = 'input:not([type=radio]):not([type=checkbox]):not([type=hidden]), textarea';
  return scope
    .getByLabel(label, { exact: true })
    .or(formItem(scope, label).locator(control))
    .first();
}

/** The antd message (toast) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-message').getByText(text);
}

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(toast(page, text).first()).toBeVisible();
}

/** The left sider of the /app layout. */
export function sider(page: Page): Locator {
  return page.locator('.ant-layout-sider');
}

/** A group of the sider's antd Menu (its submenu title, which says whether it is open). */
const menuGroup = (page: Page, title: string): Locator =>
  sider(page)
    .getByRole('navigation', { name: '主菜单' })
    .locator('.ant-menu-submenu-title[role="menuitem"]')
    .filter({ hasText: title });

/** A sider menu entry (a page's link or a group's title) whose name contains `title`. */
export function menuItem(page: Page, title: string): Locator {
  const menu = sider(page).getByRole('navigation', { name: '主菜单' });
  return menu.getByRole('link', { name: title }).or(menuGroup(page, title));
}

/**
 * The data row of a table (a list's, or antd's in a dialog) containing `text`: a row with cells,
 * so never the header's.
 */
export function tableRow(scope: Scope, text: string | RegExp): Locator {
  return scope
    .getByRole('row')
    .filter({ has: pageOf(scope).getByRole('cell') })
    .filter({ hasText: text });
}

/**
 * Picks an option of an antd Select (the dropdown is portalled to <body>) and waits until the
 * select shows it.
 *
 * The pick is made with the keyboard (the option made active, then Enter), as a keyboard user
 * does. A pointer click is a press and a release sent to the browser one after the other; when the
 * list is redrawn between the two (options or a search answer arriving, the virtual list settling
 * after the scroll that brought the option into view), the release lands on another node and the
 * browser sends no click. Full runs on a busy machine lost picks that way now and then. Pointing
 * at the option changes nothing but which one is active, so it is repeated until the option is
 * the active one, and Enter then picks exactly that option.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  // The previous select's list fades out for a moment; two open lists would both offer the option.
  await expect(open).toHaveCount(0);
  await select.locator('.ant-select-selector').click();
  // The option's own node carries its title.
  const item = open
    .last()
    .locator('.ant-select-item-option')
    .and(page.getByTitle(option, { exact: true }));
  await expect(async () => {
    await item.hover();
    await expect(item).toHaveClass(/ant-select-item-option-active/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Enter');
  await expect(select.locator(`.ant-select-selection-item[title="${option}"]`)).toBeVisible();
}

/**
 * Waits until no element on the page is in one of rc-motion's opening steps. antd's dialogs,
 * popovers and submenus open in steps (prepare, start, active): in the prepare step the dialog is
 * laid out where it will end, so a click can be aimed at its button, and then it starts zooming in
 * from elsewhere, so on a busy machine the click arrived on the mask instead and did nothing.
 */
export async function untilOpened(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[class]')].some(
          (el) =>
            /(^|\s)[\w-]+-(appear|enter)(-(prepare|start|active))?(\s|$)/.test(
              el.getAttribute('class') ?? '',
            ) && el.getClientRects().length > 0,
        ),
      ),
    )
    .toBe(false);
}

/** Confirms an antd Popconfirm or Modal.confirm that is open now. */
export async function confirmDialog(page: Page): Promise<void> {
  const popconfirm = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
  const modal = page.locator('.ant-modal-confirm');
  const ok = popconfirm
    .getByRole('button', { name: /^确\s?定$/ })
    .or(modal.getByRole('button', { name: /^确\s?定$/ }))
    .first();
  await expect(ok).toBeVisible();
  await untilOpened(page);
  await ok.click();
}

/** Picks a path (e.g. 北京市 → 北京市 → 朝阳区) in an antd Cascader that loads levels on demand. */
export async function chooseCascaderPath(page: Page, cascader: Locator, path: string[]) {
  await cascader.getByRole('combobox').click();
  const dropdown = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');
  for (const [level, label] of path.entries()) {
    await dropdown
      .locator('.ant-cascader-menu')
      .nth(level)
      .locator(`.ant-cascader-menu-item[title="${label}"]`)
      .click();
  }
  await page.keyboard.press('Escape');
}

/** Opens a sider menu group (a click on an open one would close it) and waits until it is. */
export async function openSubmenu(page: Page, title: string): Promise<void> {
  const group = menuGroup(page, title);
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await untilOpened(page);
}
