/**
 * Batch actions: an admin ticks three pending cards and approves them in one go; one of them was
 * rejected by someone else meanwhile, so two are approved and the third is reported with why.
 * Then 批量驳回 asks for one reason for all in a dialog.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique, uniqueMobile } from './support/accounts';
import { api, createCard, createLawyer, lawyerToken, submitCard, tokenOf } from './support/api';
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
