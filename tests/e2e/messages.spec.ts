/**
 * 站内消息 and the lawyer's 重要日志: the admin rejects a lawyer's submitted card, the lawyer's
 * unread badge goes up, the message shows the reason and reading it brings the badge down at once;
 * the lawyer's 重要日志 lists their own actions only; an admin's notice sent from 人员管理 arrives.
 */
import type { BrowserContext, Page } from '@playwright/test';
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
import { dialog, expectRowStatus, rowAction, waitForTable } from './support/screens';
import { login } from './support/session';
import { chooseOption, confirmDialog, expectToast, field, formItem, tableRow } from './support/ui';

const name = unique('消息律师');
const mobile = uniqueMobile();
const reason = unique('请补充执业经历');
const noticeTitle = unique('所务通知');
let cardId = 0;
let context: BrowserContext;
let lawyer: Page;

/** The header's bell: its accessible name carries the unread count. */
const badge = (page: Page) => page.getByRole('button', { name: /^未读消息 \d+ 条$/ });
const unreadCount = async (page: Page) =>
  Number(/(\d+)/.exec((await badge(page).getAttribute('aria-label')) ?? '')?.[1]);
/** Messages from others arrive while the lawyer is away; the badge looks again on focus. */
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test.beforeAll(async ({ browser, request }) => {
  const admin = tokenOf('admin');
  const lawyerId = await createLawyer(request, admin, { name, mobile });
  cardId = await createCard(request, admin, { lawyerId, name, mobile });
  await submitCard(request, await lawyerToken(request, mobile), cardId);

  context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  lawyer = await context.newPage();
  await login(lawyer, {
    role: 'lawyer',
    kind: 'lawyer',
    login: mobile,
    password: TEST_PASSWORD,
    home: '/app/user/dashboard',
  });
});
test.afterAll(() => context.close());

// The log test reads what the rejection test did, so the two go together (a failure of the first
// skips the second); the notice test needs only the lawyer of beforeAll and runs either way.
test.describe.serial('a rejected card', () => {
  test('a rejection raises the badge; reading the message shows the reason and lowers it', async ({
    request,
  }) => {
    // Submitting told the lawyer 名片已提交审核.
    await expect(badge(lawyer)).toHaveAttribute('aria-label', '未读消息 1 条');

    await api(request, tokenOf('admin'), 'PUT', '/lawyer/card/adminAuditCard', {
      body: { id: cardId, result: 'reject', reason },
    });
    await comeBack(lawyer);
    await expect(badge(lawyer)).toHaveAttribute('aria-label', '未读消息 2 条');

    await badge(lawyer).click();
    await expect(lawyer).toHaveURL(/\/app\/user\/logs\/msg/);
    await waitForTable(lawyer);
    const row = tableRow(lawyer, `名片被驳回：${reason}`);
    await expectRowStatus(row, '未读');
    await expectRowStatus(row, '名片');

    await rowAction(row, '查看').click();
    const detail = dialog(lawyer, '查看');
    await expect(detail).toContainText(`驳回原因：${reason}`);
    // The badge follows at once, without a reload.
    await expect(badge(lawyer)).toHaveAttribute('aria-label', '未读消息 1 条');
    await detail.locator('.ant-modal-close').click();
    await expectRowStatus(row, '已读');

    // 未读 only: the message just read is gone, the other one stays.
    await chooseOption(lawyer, formItem(lawyer, '状态'), '未读');
    await lawyer.getByRole('button', { name: '查询', exact: true }).click();
    await expect(lawyer).toHaveURL(/status=0/);
    await waitForTable(lawyer);
    await expect(tableRow(lawyer, reason)).toHaveCount(0);
    await expect(tableRow(lawyer, '名片已提交审核')).toHaveCount(1);
  });

  test('重要日志 lists the lawyer’s own actions and what was done to their card, nothing else', async () => {
    await lawyer.goto('/app/user/logs/logs');
    await waitForTable(lawyer);
    await expect(tableRow(lawyer, '提交名片审核').first()).toContainText(name);
    await expect(tableRow(lawyer, '名片审核驳回').first()).toContainText(`名片「${name}」`);
    await expect(tableRow(lawyer, '登录').first()).toContainText(name);
    // Nobody else's actions: every row is by this lawyer or about them or their card.
    const rows = lawyer.locator('tr.ant-table-row');
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const text of texts) expect(text).toContain(name);

    await rowAction(tableRow(lawyer, '名片审核驳回').first(), '详情').click();
    await expect(dialog(lawyer, '详情')).toContainText(`驳回原因：${reason}`);
  });
});

test('an admin sends a notice from 人员管理 and the lawyer receives it', async ({ browser }) => {
  const adminContext = await browser.newContext({ storageState: storageStateOf('admin') });
  const admin = await adminContext.newPage();
  await admin.goto('/app/lawyer');
  await admin.getByRole('button', { name: '发送通知' }).click();
  const form = dialog(admin, '发送通知');
  const recipients = formItem(form, '接收律师');
  await recipients.locator('.ant-select-selector').click();
  await recipients.locator('input[role=combobox]').fill(name);
  await admin
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(name, { exact: true })
    .click();
  await field(form, '通知标题').fill(noticeTitle);
  await field(form, '通知内容').fill('本周五下午三点在会议室召开所务会。');
  await form.getByRole('button', { name: '确定' }).click();
  await expectToast(admin, '通知已发送');
  await expect(form).toHaveCount(0);
  await adminContext.close();

  const before = await unreadCount(lawyer);
  await comeBack(lawyer);
  await expect(badge(lawyer)).toHaveAttribute('aria-label', `未读消息 ${before + 1} 条`);
  await lawyer.goto('/app/user/logs/msg');
  await waitForTable(lawyer);
  const row = tableRow(lawyer, noticeTitle);
  await expectRowStatus(row, '通知');
  await expect(row).toContainText('王明德');
  await rowAction(row, '查看').click();
  await expect(dialog(lawyer, '查看')).toContainText('本周五下午三点在会议室召开所务会。');
  await expect(badge(lawyer)).toHaveAttribute('aria-label', `未读消息 ${before} 条`);
  await dialog(lawyer, '查看').locator('.ant-modal-close').click();

  // 全部已读 clears the rest, and the badge with it.
  await lawyer.getByRole('button', { name: '全部已读' }).click();
  await confirmDialog(lawyer);
  await expectToast(lawyer, '已全部标为已读');
  await expect(badge(lawyer)).toHaveAttribute('aria-label', '未读消息 0 条');
  await expect(lawyer.getByRole('cell').locator('.ant-tag', { hasText: /^未读$/ })).toHaveCount(0);
});
