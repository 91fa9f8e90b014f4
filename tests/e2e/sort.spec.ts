/** Server sorting of a list: 人员 by 创建时间 both ways across pages, kept in the URL and on reload. */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique, uniqueMobile } from './support/accounts';
import { createLawyer, tokenOf } from './support/api';
import { searchList, waitForTable } from './support/screens';

test.use({ storageState: storageStateOf('admin') });

const COUNT = 12;

/** The names of this test's lawyers in the rows shown, top to bottom. */
const shownNames = async (page: Page, tag: string) => {
  const texts = await page.locator('tr.ant-table-row').allInnerTexts();
  return texts.map((t) => new RegExp(`${tag}\\d{2}`).exec(t)?.[0] ?? t);
};
const header = (page: Page) => page.getByRole('columnheader', { name: '创建时间' });
const goToPage = async (page: Page, n: number) => {
  await page.getByRole('listitem', { name: String(n), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]current=${n}(&|$)`));
  await waitForTable(page);
};

test('sort lawyers by 创建时间 both ways across pages; the URL keeps it through a reload', async ({
  page,
  request,
}) => {
  const tag = unique('序');
  const names = Array.from({ length: COUNT }, (_, i) => `${tag}${String(i).padStart(2, '0')}`);
  const token = tokenOf('admin');
  // One call each, in order: each lawyer is created after the one before.
  for (const name of names) await createLawyer(request, token, { name, mobile: uniqueMobile() });

  await page.goto('/app/lawyer');
  await searchList(page, { 姓名: tag });
  await expect(page.getByText(`共 ${COUNT} 条`)).toBeVisible();

  await header(page).click();
  await expect(page).toHaveURL(/sortField=createTime/);
  await expect(page).toHaveURL(/sortOrder=ascend/);
  await waitForTable(page);
  await expect(header(page)).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => shownNames(page, tag)).toEqual(names.slice(0, 10));

  await goToPage(page, 2);
  await expect.poll(() => shownNames(page, tag)).toEqual(names.slice(10));
  await expect(page).toHaveURL(/sortOrder=ascend/);

  await page.reload();
  await waitForTable(page);
  await expect(header(page)).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.locator('tr.ant-table-row')).toHaveCount(2);
  await expect.poll(() => shownNames(page, tag)).toEqual(names.slice(10));

  // The next click sorts newest first, from the first page again.
  await header(page).click();
  await expect(page).toHaveURL(/sortOrder=descend/);
  await expect(page).toHaveURL(/[?&]current=1(&|$)/);
  await waitForTable(page);
  await expect(header(page)).toHaveAttribute('aria-sort', 'descending');
  const newestFirst = [...names].reverse();
  await expect.poll(() => shownNames(page, tag)).toEqual(newestFirst.slice(0, 10));
  await goToPage(page, 2);
  await expect.poll(() => shownNames(page, tag)).toEqual(newestFirst.slice(10));
});
