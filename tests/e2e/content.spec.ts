/** 内容管理 (/app/cms, reached by URL only): create with the rich-text editor, publish, take offline, delete. */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique } from './support/accounts';
import { holdChunk } from './support/held-chunk';
import { expectRowStatus, rowAction, runConfirmedAction, searchList } from './support/screens';
import { expectToast, field, menuItem, tableRow } from './support/ui';

test.use({ storageState: storageStateOf('admin') });

/** The rich-text editor's editable area (a contenteditable with role textbox). */
const editor = (page: Page) => page.getByRole('textbox', { name: '正文' });

test('a content item goes 草稿 → 已发布 → 已下线 and is deleted', async ({ page }) => {
  const title = unique('E2E内容');
  await page.goto('/app/cms');
  await expect(page.getByRole('heading', { name: '内容管理' })).toBeVisible();
  await expect(menuItem(page, '内容管理')).toHaveCount(0);

  await page.getByRole('button', { name: '新增内容' }).click();
  await expect(page).toHaveURL(/\/app\/cms\/add$/);
  // Empty submit: both required fields are reported.
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('请输入标题')).toBeVisible();
  await expect(page.getByText('请输入正文')).toBeVisible();

  await field(page, '标题').fill(title);
  await editor(page).click();
  await page.keyboard.type('第一段正文。');
  await page.keyboard.press('Enter');
  await page.keyboard.type('第二段正文。');
  await expect(editor(page).locator('p')).toHaveCount(2);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/app\/cms(\?.*)?$/);

  await searchList(page, { 标题: title });
  const row = tableRow(page, title);
  await expectRowStatus(row, '草稿');

  // The saved body comes back into the editor.
  await rowAction(row, '编辑').click();
  await expect(page).toHaveURL(/\/app\/cms\/\d+$/);
  await expect(field(page, '标题')).toHaveValue(title);
  await expect(editor(page).locator('p')).toHaveText(['第一段正文。', '第二段正文。']);
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/cms(\?.*)?$/);
  await expectRowStatus(row, '草稿');

  await runConfirmedAction(page, row, '发布', '已发布', `确定发布「${title}」吗？`);
  await expectRowStatus(row, '已发布');
  await runConfirmedAction(page, row, '下线', '已下线', `确定下线「${title}」吗？`);
  await expectRowStatus(row, '已下线');
  await expect(rowAction(row, '发布')).toBeVisible();
  await runConfirmedAction(page, row, '删除', '已删除', `确定删除「${title}」吗？`);
  await expect(row).toHaveCount(0);
  await expect(page.getByText('暂无内容')).toBeVisible();
});

test('a skeleton holds the body’s place until the editor’s code is here', async ({ page }) => {
  const code = await holdChunk(page, 'rich-text-editor');
  await page.goto('/app/cms/add');
  // The other fields are usable at once.
  await expect(field(page, '标题')).toBeVisible();
  await expect.poll(() => code.asked.length).toBe(1);
  await expect(page.locator('.rich-text[aria-busy="true"] .ant-skeleton')).toBeVisible();
  await expect(page.locator('.ProseMirror')).toHaveCount(0);
  code.release();
  await expect(editor(page)).toBeVisible();
  await expect(page.getByRole('toolbar', { name: '格式' })).toBeVisible();
  await editor(page).click();
  await page.keyboard.type('律师事务所');
  await expect(editor(page)).toHaveText('律师事务所');
});
