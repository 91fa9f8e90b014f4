/**
 * 我的名片: a new lawyer creates their card from the dashboard with the card form (without
 * the admin-only fields), watches the phone preview follow the typing, leaves with unsaved edits
 * and finds them again as a draft, saves, submits; the dashboard shows 待审核. After the admin
 * approves it through the API the dashboard shows 已通过, its QR code decodes to the card's public
 * link, and that link shows the published card without a session. A rejection on the way shows
 * 已驳回 with its reason until the lawyer submits again.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { unique, uniqueMobile, type Account } from './support/accounts';
import { api, createLawyer, TEST_PASSWORD, tokenOf } from './support/api';
import { login } from './support/session';
import { chooseOption, expectToast, field, formItem, menuItem } from './support/ui';

const name = unique('自助律师');
const mobile = uniqueMobile();
const lawyer: Account = {
  role: 'lawyer',
  kind: 'lawyer',
  login: mobile,
  password: TEST_PASSWORD,
  home: '/app/user/dashboard',
};

const preview = (page: Page) => page.getByRole('figure', { name: '名片预览' });
const statusTag = (page: Page) => page.getByLabel('审核状态');
// The form's field, not the preview's 个人简介 section, which carries the same label and can be
// the dashboard's still on screen while the form opens.
const bio = (page: Page) => field(page.locator('form'), '个人简介');

/** Decodes the QR code image on the page from a screenshot of it (a real decode, not its src). */
async function decodeQr(page: Page, alt: string): Promise<string | null> {
  const shot = PNG.sync.read(await page.getByRole('img', { name: alt }).screenshot());
  return jsQR(Uint8ClampedArray.from(shot.data), shot.width, shot.height)?.data ?? null;
}

test.describe.configure({ mode: 'serial' });

test('a lawyer creates, edits (with a draft), saves and submits their card; after approval the QR code opens it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await createLawyer(request, tokenOf('admin'), { name, mobile, organizationId: 1 });
  await login(page, lawyer);

  await test.step('no card yet: the dashboard offers to create one', async () => {
    await expect(page.getByText('您还没有名片')).toBeVisible();
    await page.getByRole('button', { name: '创建名片' }).click();
    await expect(page).toHaveURL(/\/app\/user\/card$/);
  });

  await test.step('the card form without the admin-only fields; the preview follows', async () => {
    await expect(field(page, '姓名')).toBeVisible();
    for (const adminOnly of ['律师账号', '所属机构', '排序权重'])
      await expect(formItem(page, adminOnly)).toHaveCount(0);
    await field(page, '姓名').fill(name);
    await chooseOption(page, formItem(page, '职务'), '合伙人');
    await field(page, '手机号').fill(mobile);
    await chooseOption(page, formItem(page, '专业领域'), '刑事辩护');
    await page.keyboard.press('Escape');
    await bio(page).fill('初版简介：专注刑事辩护。');
    await expect(preview(page).getByText(name)).toBeVisible();
    await expect(preview(page).getByText('合伙人', { exact: true })).toBeVisible();
    await expect(preview(page).getByText('刑事辩护', { exact: true })).toBeVisible();
    await expect(preview(page).getByText('初版简介：专注刑事辩护。')).toBeVisible();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, '保存成功');
    await expect(page).toHaveURL(/\/app\/user\/dashboard$/);
    await expect(statusTag(page)).toHaveText('草稿');
  });

  await test.step('edits left unsaved come back as a draft', async () => {
    await page.getByRole('button', { name: '编辑名片' }).click();
    await expect(bio(page)).toHaveValue('初版简介：专注刑事辩护。');
    await bio(page).fill('修改后的简介：刑事辩护与合规。');
    await expect(preview(page).getByText('修改后的简介：刑事辩护与合规。')).toBeVisible();
    // Leaving asks nothing: the draft keeps what was typed.
    await menuItem(page, '管理员信息').click();
    await expect(page).toHaveURL(/\/app\/user\/admin$/);
    await expect(page.getByRole('cell', { name: '总所主管理员' }).first()).toBeVisible();

    await menuItem(page, '我的名片').click();
    await page.getByRole('button', { name: '编辑名片' }).click();
    const offer = page.locator('.ant-modal-confirm').filter({ hasText: '发现未保存的草稿' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: '恢复草稿' }).click();
    await expect(bio(page)).toHaveValue('修改后的简介：刑事辩护与合规。');
    await expect(preview(page).getByText('修改后的简介：刑事辩护与合规。')).toBeVisible();

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, '保存成功');
    await expect(page).toHaveURL(/\/app\/user\/dashboard$/);
    await expect(preview(page).getByText('修改后的简介：刑事辩护与合规。')).toBeVisible();
    // Saved: the draft is gone, so the form opens without an offer.
    const drafts = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('tenant-admin:draft:')),
    );
    expect(drafts).toEqual([]);
  });

  let cardId = 0;
  await test.step('提交审核 → 待审核; the public link shows nothing yet', async () => {
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '提交' }).click();
    await expectToast(page, '已提交审核');
    await expect(statusTag(page)).toHaveText('待审核');
    await expect(page.getByRole('button', { name: '提交审核' })).toHaveCount(0);
    const link = (await page.getByLabel('名片链接').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${baseURL}/card/\\d+$`));
    cardId = Number(link.split('/').pop());

    const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitor = await anonymous.newPage();
    await visitor.goto(`/card/${cardId}`);
    await expect(visitor.getByText('名片不存在或尚未发布')).toBeVisible();
    await anonymous.close();
  });

  const admin = tokenOf('admin');
  const version = async () =>
    (await api<{ version: number }>(request, admin, 'GET', `/lawyer/card/cardInfo/${cardId}`))
      .version;

  await test.step('rejected: 已驳回 with the reason; the lawyer fixes the card and submits again', async () => {
    await api(request, admin, 'PUT', '/lawyer/card/adminAuditCard', {
      body: { id: cardId, result: 'reject', reason: '请补充执业证号', version: await version() },
    });
    await page.reload();
    await expect(statusTag(page)).toHaveText('已驳回');
    await expect(page.getByRole('alert').filter({ hasText: '驳回原因' })).toContainText(
      '请补充执业证号',
    );
    // The fix and the new submission in one go from 名片信息: 保存并提交审核.
    await page.getByRole('button', { name: '编辑名片' }).click();
    await field(page, '执业证号').fill('11010202011234567');
    await page.getByRole('button', { name: '保存并提交审核' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
    await expectToast(page, '名片已提交');
    await expect(page).toHaveURL(/\/app\/user\/dashboard$/);
    await expect(statusTag(page)).toHaveText('待审核');
    await expect(page.getByText('请补充执业证号')).toHaveCount(0);
    const saved = await api<{ licenseNo: string }>(
      request,
      admin,
      'GET',
      `/lawyer/card/cardInfo/${cardId}`,
    );
    expect(saved.licenseNo).toBe('11010202011234567');
  });

  await test.step('after the admin approves: 已通过, and the QR code decodes to the link', async () => {
    await api(request, admin, 'PUT', '/lawyer/card/adminAuditCard', {
      body: { id: cardId, result: 'approve', version: await version() },
    });
    await page.reload();
    await expect(statusTag(page)).toHaveText('已通过');
    await expect(page.getByRole('img', { name: '名片二维码' })).toBeVisible();
    expect(await decodeQr(page, '名片二维码')).toBe(`${baseURL}/card/${cardId}?from=qr`);
  });

  await test.step('the link shows the published card without a session', async () => {
    const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitor = await anonymous.newPage();
    await visitor.goto(`/card/${cardId}`);
    await expect(visitor).toHaveURL(new RegExp(`/card/${cardId}$`));
    const card = visitor.getByRole('article', { name: `${name}的名片` });
    await expect(card.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(card.getByText('修改后的简介：刑事辩护与合规。')).toBeVisible();
    await expect(card.getByText(/北京总所$/)).toBeVisible();
    await anonymous.close();
  });
});
