/** Steps on the schema-driven list screens (search, row actions, dialogs) shared by specs. */
import { expect, type Locator, type Page } from '@playwright/test';
import { confirmDialog, expectToast, field, formItem } from './ui';

/** The search form above a list (the form with a 查询 button). */
export function searchForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByRole('button', { name: '查询' }) });
}

/**
 * Fills text filters of the list's search form and runs the search; waits until the filters are
 * in the URL (the list keeps them there) and the table has loaded, so that rows of the previous
 * view cannot satisfy the next assertion and the next fill is not reset by the search form being
 * rebuilt from the URL.
 */
export async function searchList(page: Page, filters: Record<string, string>): Promise<void> {
  const form = searchForm(page);
  const values = Object.values(filters).filter((v) => v !== '');
  const inUrl = () => {
    const params = [...new URL(page.url()).searchParams.values()];
    return values.every((v) => params.includes(v));
  };
  // A list that is still loading may rebuild its search form from the URL and drop what was
  // typed (seen on a slow CI machine): let it settle, and type again if the search lost it.
  await waitForTable(page);
  await expect(async () => {
    for (const [label, value] of Object.entries(filters)) await field(form, label).fill(value);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(inUrl, { timeout: 5_000 }).toBe(true);
  }).toPass({ timeout: 40_000 });
  await waitForTable(page);
}

/** Waits until no table on the page shows its loading spinner. */
export async function waitForTable(page: Page): Promise<void> {
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/** A row action (a link button in the 操作 column). */
export function rowAction(row: Locator, label: string): Locator {
  return row.getByRole('button', { name: label, exact: true });
}

/** Clicks a row action that asks for confirmation, checks the question, confirms, awaits the toast. */
export async function runConfirmedAction(
  page: Page,
  row: Locator,
  label: string,
  success: string,
  question?: string | RegExp,
): Promise<void> {
  await rowAction(row, label).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toBeVisible();
  if (question) await expect(confirm).toContainText(question);
  await confirmDialog(page);
  await expectToast(page, success);
  await expect(confirm).toHaveCount(0);
}

/** The open antd modal (form or detail dialog) whose title is `title`. */
export function dialog(page: Page, title: string): Locator {
  return page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

/** The antd Select inside a form item, by label. */
export function selectIn(scope: Page | Locator, label: string): Locator {
  return formItem(scope, label);
}

/** Picks an option of a searchable antd Select by typing part of it first (long option lists). */
export async function chooseSearchedOption(
  page: Page,
  select: Locator,
  option: string,
): Promise<void> {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  // As in chooseOption: let a closing list go first, then pick from the one just opened.
  await expect(open).toHaveCount(0);
  await select.locator('.ant-select-selector').click();
  await select.locator('input[role=combobox]').fill(option);
  await open.last().getByTitle(option, { exact: true }).click();
}

/** The status tag in a row's column cell (the whole row text is enough for most checks). */
export async function expectRowStatus(row: Locator, status: string): Promise<void> {
  await expect(
    row.locator('.ant-tag', { hasText: new RegExp(`^${status}$`) }).first(),
  ).toBeVisible();
}
