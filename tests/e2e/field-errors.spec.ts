/**
 * A server refusal that names a field shows under that field as well as in the toast, and goes
 * once the field is changed: 机构名称已存在 on the office form, 原密码不正确 on 修改密码 (the
 * envelope's `field`, docs/product.md, Envelope). Nothing is saved by either.
 */
import type { Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { expect, test } from './support/test';
import { expectToast, field, formItem } from './support/ui';

const fieldError = (page: Page, label: string) =>
  formItem(page, label).locator('.ant-formily-item-error-help');

test.describe('as admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('机构名称已存在 shows under 机构名称 and goes when the name is changed', async ({
    page,
  }) => {
    await page.goto('/app/office/create');
    await field(page, '机构名称').fill('上海分所');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '机构名称已存在');
    await expect(fieldError(page, '机构名称')).toHaveText('机构名称已存在');
    // The page stays, with what was typed.
    await expect(page).toHaveURL(/\/app\/office\/create$/);
    await expect(field(page, '机构名称')).toHaveValue('上海分所');

    await field(page, '机构名称').fill('上海分所（新）');
    await expect(fieldError(page, '机构名称')).toHaveCount(0);
  });

  test('原密码不正确 shows under 原密码 on 修改密码', async ({ page }) => {
    await page.goto('/app/account/passwd');
    await field(page, '原密码').fill('Wrong2026x');
    await field(page, '新密码').fill('Changed2026x');
    await field(page, '确认新密码').fill('Changed2026x');
    // antd's Button keeps its loading icon (named "loading") while it fades out after a save.
    await page.getByRole('button', { name: /(^|\s)保\s?存$/ }).click();
    await expectToast(page, '原密码不正确');
    await expect(fieldError(page, '原密码')).toHaveText('原密码不正确');
    await expect(fieldError(page, '新密码')).toHaveCount(0);
    await expect(field(page, '新密码')).toHaveValue('Changed2026x');

    await field(page, '原密码').fill('Other2026x');
    await expect(fieldError(page, '原密码')).toHaveCount(0);
  });

  test('a long form: a failed 提交 brings the first error into view, and rows off-screen are drawn when scrolled to', async ({
    page,
  }) => {
    await page.goto('/app/card/create');
    // Rows on the first screen are always drawn (one that skipped drawing would blink once).
    await expect(field(page, '姓名')).toBeVisible();
    const contentVisibility = (label: string) =>
      formItem(page, label).evaluate((el) => getComputedStyle(el).contentVisibility);
    expect(await contentVisibility('姓名')).toBe('visible');
    // 个人主页 sits far below the first screen.
    await field(page, '个人主页').fill('不是网址');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(fieldError(page, '律师账号')).toHaveText('请选择律师账号');
    await expect(fieldError(page, '律师账号')).toBeInViewport();

    // Its row may skip drawing while off-screen (docs/architecture.md, What loads where): the
    // message is in the page all the same, and drawn where the user scrolls to it.
    expect(await contentVisibility('个人主页')).toBe('auto');
    const homepageError = fieldError(page, '个人主页');
    await expect(homepageError).toHaveText('请输入以 http:// 或 https:// 开头的网址');
    await homepageError.scrollIntoViewIfNeeded();
    await expect(homepageError).toBeInViewport();
    await expect
      .poll(() =>
        homepageError.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(true);
    await expect(page).toHaveURL(/\/app\/card\/create$/);
  });
});
