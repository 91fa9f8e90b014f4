/**
 * 名片管理: an admin creates a card for a new lawyer, edits it, audits it (reject, then approve)
 * after the lawyer submits it, sees it in the detail page's phone preview, and exports the list.
 */
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique, uniqueMobile } from './support/accounts';
import { api, createLawyer, lawyerToken, submitCard, tokenOf } from './support/api';
import {
  chooseSearchedOption,
  dialog,
  expectRowStatus,
  rowAction,
  searchList,
} from './support/screens';
import {
  chooseOption,
  confirmDialog,
  expectToast,
  field,
  formItem,
  menuItem,
  tableRow,
} from './support/ui';

test.use({ storageState: storageStateOf('admin') });
test.describe.configure({ mode: 'serial' });

const lawyerName = unique('名片律师');
const mobile = uniqueMobile();
let cardId = 0;

/** The card list filtered to this run's card. */
async function openOurCard(page: Page) {
  await page.goto('/app/card');
  await searchList(page, { 姓名: lawyerName });
  return tableRow(page, lawyerName);
}

test('新增名片: the license number is checked, the card is saved as 草稿, then edited', async ({
  page,
  request,
}) => {
  await createLawyer(request, tokenOf('admin'), { name: lawyerName, mobile });

  await page.goto('/app/office');
  await menuItem(page, '名片管理').click();
  await expect(page.getByText(/名片总数：\d+/)).toBeVisible();
  await page.getByRole('button', { name: '新增名片' }).click();
  await expect(page).toHaveURL(/\/app\/card\/create$/);

  // Choosing the lawyer fills in their name, mobile and office.
  await chooseSearchedOption(page, formItem(page, '律师账号'), lawyerName);
  await expect(field(page, '姓名')).toHaveValue(lawyerName);
  await expect(field(page, '手机号')).toHaveValue(mobile);
  await expect(formItem(page, '所属机构')).toContainText('北京总所');
  await chooseOption(page, formItem(page, '职务'), '合伙人');
  await field(page, '执业证号').fill('1101202011234567');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(formItem(page, '执业证号').getByText('执业证号应为17位数字')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/card\/create$/);

  await field(page, '执业证号').fill('11012020112345678');
  await expect(formItem(page, '执业证号').getByText('执业证号应为17位数字')).toHaveCount(0);
  await field(page, '个人简介').fill('初稿简介');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/app\/card(\?.*)?$/);

  const row = await openOurCard(page);
  await expect(row).toContainText('合伙人');
  await expect(row).toContainText('北京总所');
  await expectRowStatus(row, '草稿');

  await rowAction(row, '编辑').click();
  await expect(page).toHaveURL(/\/app\/card\/edit\/\d+$/);
  cardId = Number(/edit\/(\d+)/.exec(page.url())?.[1]);
  await expect(field(page, '姓名')).toHaveValue(lawyerName);
  await expect(field(page, '执业证号')).toHaveValue('11012020112345678');
  await expect(field(page, '个人简介')).toHaveValue('初稿简介');
  await field(page, '个人简介').fill('专注公司并购与争议解决。');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/app\/card(\?.*)?$/);

  const info = await api<{ bio: string; status: number }>(
    request,
    tokenOf('admin'),
    'GET',
    `/lawyer/card/cardInfo/${cardId}`,
  );
  expect(info).toMatchObject({ bio: '专注公司并购与争议解决。', status: 0 });

  // Now that the lawyer has a card, 新增名片 offers them greyed out as 已有名片.
  await page.getByRole('button', { name: '新增名片' }).click();
  const select = formItem(page, '律师账号');
  await select.locator('.ant-select-selector').click();
  await select.locator('input[role=combobox]').fill(lawyerName);
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(`${lawyerName}（已有名片）`, { exact: true });
  await expect(option).toHaveClass(/ant-select-item-option-disabled/);
});

test('audit: the lawyer submits, the admin rejects with a reason, then approves', async ({
  page,
  request,
}) => {
  expect(cardId, 'card created by the previous test').toBeGreaterThan(0);
  const lawyer = await lawyerToken(request, mobile);
  await submitCard(request, lawyer, cardId);

  let row = await openOurCard(page);
  await expectRowStatus(row, '待审核');

  await rowAction(row, '驳回').click();
  const reject = dialog(page, '驳回名片');
  await expect(reject).toBeVisible();
  await reject.getByRole('button', { name: '确定', exact: true }).click();
  await expect(reject.getByText('请输入驳回原因')).toBeVisible();
  await field(reject, '驳回原因').fill('请补充执业经历');
  await reject.getByRole('button', { name: '确定', exact: true }).click();
  await expectToast(page, '已驳回');
  await expect(reject).toHaveCount(0);
  await expectRowStatus(row, '已驳回');
  await expect(rowAction(row, '通过')).toHaveCount(0);

  // The lawyer fixes the card and submits it again.
  await submitCard(request, lawyer, cardId);
  row = await openOurCard(page);
  await expectRowStatus(row, '待审核');
  await rowAction(row, '通过').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(
    `确定通过「${lawyerName}」的名片吗？`,
  );
  await confirmDialog(page);
  await expectToast(page, '已通过');
  await expectRowStatus(row, '已通过');
});

test('详情 shows the phone preview with the name, a QR code and 已通过', async ({ page }) => {
  expect(cardId).toBeGreaterThan(0);
  const row = await openOurCard(page);
  await rowAction(row, '详情').click();
  await expect(page).toHaveURL(new RegExp(`/app/card/detail/${cardId}$`));
  const phone = page.getByRole('figure', { name: '名片预览' });
  await expect(phone).toBeVisible();
  await expect(phone.getByText(lawyerName, { exact: true })).toBeVisible();
  await expect(phone.getByText('专注公司并购与争议解决。')).toBeVisible();
  const qr = page.getByRole('img', { name: '名片二维码' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const status = page.locator('.ant-descriptions-item').filter({ hasText: '状态' });
  await expect(status.locator('.ant-tag')).toHaveText('已通过');
});

test('导出 downloads an .xlsx of the filtered list with masked mobiles', async ({ page }) => {
  await openOurCard(page);
  // The toolbar's 导出, not the batch bar's 导出所选.
  await page.getByRole('button', { name: /导出$/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('将按当前筛选条件导出名片列表（.xlsx）。');
  await expect(
    confirm.getByRole('checkbox', { name: '导出完整手机号（默认脱敏）' }),
  ).not.toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirm.getByRole('button', { name: '导出', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expectToast(page, '导出成功');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  // Row values are 1-based sparse arrays; Array.from fills the holes.
  const cells = (values: unknown) => Array.from(values as unknown[], (v) => String(v ?? ''));
  const header = cells(sheet.getRow(1).values);
  expect(header.join('|')).toContain('姓名');
  const mobileCol = header.findIndex((h) => h.includes('手机'));
  expect(mobileCol, `a mobile column in ${header.join('|')}`).toBeGreaterThan(0);
  const rows: string[][] = [];
  sheet.eachRow((r, n) => {
    if (n > 1) rows.push(cells(r.values));
  });
  const ours = rows.find((r) => r.includes(lawyerName));
  expect(ours, 'our card in the export').toBeTruthy();
  expect(ours?.[mobileCol]).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  for (const r of rows) if (r[mobileCol]) expect(r[mobileCol]).toMatch(/^\d{3}\*{4}\d{4}$/);
});
