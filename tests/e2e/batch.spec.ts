/**
 * Batch actions: an admin ticks three pending cards and approves them in one go; one of them was
 * rejected by someone else meanwhile, so two are approved and the third is reported with why.
 * Then 批量驳回 asks for one reason for all in a dialog. In 人员管理, 通知所选 sends each ticked
 * lawyer a 站内消息 and 导出所选 downloads the list's sheet with the ticked rows only.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/test';
import { storageStateOf, unique, uniqueMobile } from './support/accounts';
import {
  api,
  createCard,
  createLawyer,
  lawyerToken,
  submitCard,
  TEST_PASSWORD,
  tokenOf,
} from './support/api';
import { dialog, expectRowStatus, searchList } from './support/screens';
import { confirmDialog, expectToast, field, tableRow } from './support/ui';

test.use({ storageState: storageStateOf('admin') });

/** `n` lawyers named `<prefix>1…n`, each with a card submitted for audit (待审核). */
async function pendingCards(request: APIRequestContext, prefix: string, n: number) {
  const admin = tokenOf('admin');
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    const name = `${prefix}${i}`;
    const mobile = uniqueMobile();
    const lawyerId = await createLawyer(request, admin, { name, mobile });
    const id = await createCard(request, admin, { lawyerId, name, mobile });
    await submitCard(request, await lawyerToken(request, mobile), id);
    ids.push(id);
  }
  return ids;
}

/** The list filtered to the prefix, every row ticked from the header's checkbox. */
async function selectAll(page: Page, prefix: string, n: number) {
  await page.goto('/app/card');
  await searchList(page, { 姓名: prefix });
  await expect(tableRow(page, prefix)).toHaveCount(n);
  await page.getByRole('checkbox', { name: '全选本页' }).check();
  await expect(page.getByRole('group', { name: '批量操作' })).toContainText(`已选择 ${n} 项`);
}

test('批量通过: two approved, the one that changed meanwhile reported with its reason', async ({
  page,
  request,
}) => {
  const prefix = unique('批量审');
  const ids = await pendingCards(request, prefix, 3);
  await selectAll(page, prefix, 3);

  // Another admin rejects the third card after the list was read.
  await api(request, tokenOf('admin'), 'PUT', '/lawyer/card/adminAuditCard', {
    body: { id: ids[2], result: 'reject', reason: '照片不清晰' },
  });

  await page.getByRole('button', { name: '批量通过' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('确定通过所选的 3 张名片吗？');
  await confirmDialog(page);

  const report = page.getByRole('dialog').filter({ hasText: '2 张已通过，1 张失败：状态已变更' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('list', { name: '未成功的记录' })).toHaveText(
    `「${prefix}3」：状态已变更`,
  );
  await report.getByRole('button', { name: '知道了' }).click();

  await expectRowStatus(tableRow(page, `${prefix}1`), '已通过');
  await expectRowStatus(tableRow(page, `${prefix}2`), '已通过');
  await expectRowStatus(tableRow(page, `${prefix}3`), '已驳回');
  await expect(page.getByRole('group', { name: '批量操作' })).toContainText('勾选行后可批量操作');
});

test('批量驳回: one reason for all, asked in a dialog form', async ({ page, request }) => {
  const prefix = unique('批量驳');
  await pendingCards(request, prefix, 2);
  await selectAll(page, prefix, 2);

  await page.getByRole('button', { name: '批量驳回' }).click();
  const form = dialog(page, '批量驳回名片');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form.getByText('请输入驳回原因')).toBeVisible();
  await field(form, '驳回原因').fill('请补充执业经历');
  await form.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '2 张已驳回');
  await expect(form).toHaveCount(0);
  await expectRowStatus(tableRow(page, `${prefix}1`), '已驳回');
  await expectRowStatus(tableRow(page, `${prefix}2`), '已驳回');
});

test('the selection survives paging: 批量停用 acts on rows ticked on two pages', async ({
  page,
  request,
}) => {
  const prefix = unique('翻页选');
  // Eleven lawyers: one page of ten and one more.
  await api(request, tokenOf('admin'), 'POST', '/lawyer/addList', {
    body: {
      password: 'Test1234a',
      lawyers: Array.from({ length: 11 }, (_, i) => ({
        name: `${prefix}${String(i + 1).padStart(2, '0')}`,
        mobile: uniqueMobile(),
        organizationId: 1,
      })),
    },
  });
  await page.goto('/app/lawyer');
  await searchList(page, { 姓名: prefix });
  await expect(page.getByText('共 11 条')).toBeVisible();
  const first = (await tableRow(page, prefix).first().locator('td').nth(1).textContent()) ?? '';
  await page.getByRole('checkbox', { name: `选择「${first}」` }).check();

  await page.getByRole('listitem', { name: '2' }).click();
  await expect(tableRow(page, prefix)).toHaveCount(1);
  const last = (await tableRow(page, prefix).locator('td').nth(1).textContent()) ?? '';
  await page.getByRole('checkbox', { name: `选择「${last}」` }).check();
  const bar = page.getByRole('group', { name: '批量操作' });
  await expect(bar).toContainText('已选择 2 项');

  await bar.getByRole('button', { name: '批量停用' }).click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('确定停用所选的 2 位人员吗？');
  await confirmDialog(page);
  await expectToast(page, '2 位已停用');
  await expectRowStatus(tableRow(page, last), '已停用');
  await page.getByRole('listitem', { name: '1' }).click();
  await expectRowStatus(tableRow(page, first), '已停用');
});

/** `n` lawyers of 北京总所 named `<prefix>1…n`, listed in 人员管理 and all ticked. */
async function selectedLawyers(page: Page, request: APIRequestContext, prefix: string, n: number) {
  const lawyers = Array.from({ length: n }, (_, i) => ({
    name: `${prefix}${i + 1}`,
    mobile: uniqueMobile(),
    organizationId: 1,
  }));
  await api(request, tokenOf('admin'), 'POST', '/lawyer/addList', {
    body: { password: TEST_PASSWORD, lawyers },
  });
  await page.goto('/app/lawyer');
  await searchList(page, { 姓名: prefix });
  await expect(tableRow(page, prefix)).toHaveCount(n);
  await page.getByRole('checkbox', { name: '全选本页' }).check();
  const bar = page.getByRole('group', { name: '批量操作' });
  await expect(bar).toContainText(`已选择 ${n} 项`);
  return { lawyers, bar };
}

test('通知所选: one 站内消息 to each ticked lawyer, from a dialog form', async ({
  page,
  request,
}) => {
  const prefix = unique('通知选');
  const { lawyers, bar } = await selectedLawyers(page, request, prefix, 2);
  const title = unique('例会通知');

  await bar.getByRole('button', { name: '通知所选' }).click();
  const form = dialog(page, '发送通知');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form.getByText('请输入通知标题')).toBeVisible();
  await field(form, '通知标题').fill(title);
  await field(form, '通知内容').fill('周五下午三点，三楼会议室');
  await form.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '2 位已发送');
  await expect(form).toHaveCount(0);

  for (const l of lawyers) {
    const inbox = await api<{ records: Array<{ title: string }> }>(
      request,
      await lawyerToken(request, l.mobile),
      'GET',
      '/message',
      { query: { current: 1, size: 10 } },
    );
    expect(inbox.records.map((m) => m.title)).toContain(title);
  }
});

test('导出所选: the list’s sheet with the ticked rows only', async ({ page, request }) => {
  const prefix = unique('导出选');
  const { lawyers, bar } = await selectedLawyers(page, request, prefix, 3);
  // Untick one: two of the three are exported.
  await page.getByRole('checkbox', { name: `选择「${prefix}3」` }).uncheck();
  await expect(bar).toContainText('已选择 2 项');

  await bar.getByRole('button', { name: '导出所选' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('将导出所选的 2 条记录（.xlsx）。');
  await confirm.getByRole('checkbox', { name: '导出完整手机号（默认脱敏）' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirm.getByRole('button', { name: '导出', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^人员列表.*\.xlsx$/);
  await expectToast(page, '导出成功');

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  book.worksheets[0].eachRow((r, n) => {
    if (n > 1) rows.push(Array.from(r.values as unknown[], (v) => String(v ?? '')));
  });
  // Row values are 1-based: [1] is 姓名, [2] 手机号.
  expect(rows.map((r) => [r[1], r[2]]).sort()).toEqual(
    lawyers.slice(0, 2).map((l) => [l.name, l.mobile]),
  );
  // The selection stays for another action.
  await expect(bar).toContainText('已选择 2 项');
});
