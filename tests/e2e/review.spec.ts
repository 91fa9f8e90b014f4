/**
 * The review that shows what changed: a lawyer edits their approved card and submits it; the
 * office's admin opens it in 名片详情, sees the published and the pending version side by side with
 * the changed fields marked, approves, and goes on with 下一张待审核 to the office's other pending
 * card, and after that one is told none is left. The office is the test's own, so no other spec's
 * pending cards are in its admin's scope.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { unique, uniqueMobile, type Account } from './support/accounts';
import {
  api,
  createCard,
  createLawyer,
  lawyerToken,
  submitCard,
  TEST_PASSWORD,
  tokenOf,
} from './support/api';
import { login } from './support/session';
import { confirmDialog, expectToast, field, tableRow } from './support/ui';

async function signedIn(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await login(page, account);
  return page;
}

test('名片详情 marks what a revision changed; 通过 → 下一张待审核 → 暂无待审核名片', async ({
  browser,
  request,
}) => {
  const admin = tokenOf('admin');
  const officeName = unique('审核所');
  const { id: officeId } = await api<{ id: number }>(
    request,
    admin,
    'POST',
    '/firmOrganization/add',
    { body: { name: officeName, status: 1 } },
  );
  const username = `rv${String(Date.now()).slice(-8)}`;
  await api(request, admin, 'POST', '/firmAccessUser/add', {
    body: {
      organizationId: officeId,
      username,
      name: unique('审核员'),
      mobile: uniqueMobile(),
      password: TEST_PASSWORD,
      status: 1,
    },
  });

  // 甲's card is approved (published); 乙's waits for audit.
  const [nameA, nameB] = [unique('修订甲'), unique('待审乙')];
  const [mobileA, mobileB] = [uniqueMobile(), uniqueMobile()];
  const cards: number[] = [];
  for (const [name, mobile] of [
    [nameA, mobileA],
    [nameB, mobileB],
  ]) {
    const lawyerId = await createLawyer(request, admin, { name, mobile, organizationId: officeId });
    const id = await createCard(request, admin, {
      lawyerId,
      name,
      mobile,
      organizationId: officeId,
      wechat: 'old_wechat',
      honors: [{ title: '十佳律师', year: '2020' }],
    });
    await submitCard(request, await lawyerToken(request, mobile), id);
    cards.push(id);
  }
  const [cardA, cardB] = cards;
  await api(request, admin, 'PUT', '/lawyer/card/adminAuditCard', {
    body: { id: cardA, result: 'approve' },
  });

  await test.step('the lawyer edits the approved card and submits the revision', async () => {
    const lawyer = await signedIn(browser, {
      role: 'lawyer',
      kind: 'lawyer',
      login: mobileA,
      password: TEST_PASSWORD,
      home: '/app/user/dashboard',
    });
    await lawyer.getByRole('button', { name: '编辑名片' }).click();
    await field(lawyer, '微信号').fill('new_wechat');
    await field(lawyer, '个人简介').fill('专注跨境并购');
    await lawyer.getByRole('button', { name: '保存并提交审核' }).click();
    await lawyer.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
    await expectToast(lawyer, '名片已提交');
    await lawyer.context().close();
  });

  const page = await signedIn(browser, {
    role: 'branch',
    kind: 'admin',
    login: username,
    password: TEST_PASSWORD,
    home: '/app/office',
  });

  await test.step('名片详情: published and pending side by side, the changes marked', async () => {
    await page.goto(`/app/card/detail/${cardA}`);
    const compare = page.getByRole('region', { name: '修改对比' });
    await expect(page.getByText('共 2 处修改')).toBeVisible();
    // Titles from the card form; the old value beside the new one.
    const wechat = tableRow(compare, '微信号');
    await expect(wechat).toContainText('已修改');
    await expect(wechat.getByRole('cell').nth(1)).toHaveText('old_wechat');
    await expect(wechat.getByRole('cell').nth(2)).toHaveText('new_wechat');
    const bio = tableRow(compare, '个人简介');
    await expect(bio.getByRole('cell').nth(1)).toHaveText('（空）');
    await expect(bio.getByRole('cell').nth(2)).toHaveText('专注跨境并购');
    // Unchanged fields are shown without the mark; a list is shown entry by entry.
    await expect(tableRow(compare, '姓名')).not.toContainText('已修改');
    await expect(tableRow(compare, '荣誉奖项')).toContainText('十佳律师 · 2020');
    await page.getByRole('checkbox', { name: '只看已修改' }).check();
    await expect(tableRow(compare, /./)).toHaveCount(2);
  });

  await test.step('通过, then 下一张待审核 opens the office’s other pending card', async () => {
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await confirmDialog(page);
    await expectToast(page, '已通过');
    // Approved: the published version is the new one, so there is nothing left to compare.
    await expect(page.getByRole('region', { name: '修改对比' })).toHaveCount(0);
    await page.getByRole('button', { name: '下一张待审核' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/card/detail/${cardB}$`));
    await expect(page.getByText(nameB).first()).toBeVisible();
  });

  await test.step('the last one approved: 暂无待审核名片, back to the list', async () => {
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await confirmDialog(page);
    await expectToast(page, '已通过');
    await page.getByRole('button', { name: '下一张待审核' }).click();
    await expectToast(page, '暂无待审核名片');
    await expect(page).toHaveURL(/\/app\/card$/);
  });
  await page.context().close();
});
