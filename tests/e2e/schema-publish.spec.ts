/**
 * 页面配置 (docs/schemas.md): a `system` admin adds a required field 工作语言 to the card form in
 * the browser, sees it in the preview and publishes it with a note (and adds it to the card list's
 * 导出); in another browser the lawyer must fill it on 名片信息 and saves; the admin sees the value
 * on 名片详情 and in the exported sheet; 回滚 hides the field again while the stored value stays
 * (rolling forward shows it again). A publish with a lint error is refused with the message at the
 * field (schema-publish-refusals.spec.ts), and an admin without `system` gets 无权访问 and 403.
 *
 * It changes the firm's card form for every screen, so it runs alone, after the other specs
 * (playwright.config.ts), and puts both files back to their defaults (恢复默认) at its end.
 */
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api, tokenOf } from './support/api';
import {
  editor,
  openFile,
  pasteAll,
  preview,
  problems,
  publish,
  refusal,
  resetFile,
  schemaFile,
  signedIn,
  type Json,
} from './support/schema-admin';
import { ensureSignedIn } from './support/signed-in';
import { expect, test } from './support/test';
import { expectToast, field, formItem, menuItem } from './support/ui';

const CARD = 'forms/card';
const LIST = 'lists/card';
const VALUE = '中文、英语';

const ownCard = (request: APIRequestContext) =>
  api<Json & { id: number }>(request, tokenOf('lawyer'), 'GET', '/lawyer/card/cardInfoByLawyer');

test.describe.configure({ mode: 'serial' });

// A teardown project has no setup before it when run alone (playwright.config.ts): the saved
// sessions are written first, and each test opens its contexts from them itself.
test.beforeAll(async ({ browser }, info) => ensureSignedIn(browser, info));

test.beforeAll(async ({ request }) => {
  // The list first: its 导出 names the card form's field, and the check refuses a form without it.
  await resetFile(request, LIST);
  await resetFile(request, CARD);
});

test.afterAll(async ({ request }) => {
  await resetFile(request, LIST);
  await resetFile(request, CARD);
});

test('an admin without system gets 无权访问 on 页面配置 and 403 on its calls', async ({
  browser,
  request,
}) => {
  const page = await signedIn(browser, 'branch');
  await page.goto('/app/setting/schemas');
  await expect(page.getByText('无权访问')).toBeVisible();
  for (const [method, url, body] of [
    ['GET', '/schema/files', undefined],
    ['GET', '/schema/history', undefined],
    ['POST', '/schema/publish', { file: CARD, content: {}, note: 'x', baseVersion: 0 }],
  ] as const) {
    const res = await refusal(request, 'branch', method, url, body ?? { file: CARD });
    expect(res.code, `${method} ${url}`).toBe('403');
    expect(res.message).toMatch(/[\u4e00-\u9fa5]/);
  }
  await page.context().close();
});

test('a required field published in 页面配置 is asked for, stored, shown, exported; 回滚 hides it and keeps its data', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser, 'admin');
  const before = await schemaFile(request, CARD);

  await test.step('the admin adds 工作语言 to the card form and sees it in the preview', async () => {
    await page.goto('/app/setting/schemas');
    await expect(page.getByRole('cell', { name: CARD, exact: true })).toBeVisible();
    await openFile(page, CARD, '名片');
    await expect(editor(page)).toContainText('"lawyerId"');
    await editor(page).locator('.cm-line', { hasText: '"properties": {' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.insertText(
      '\n"workLanguage": { "type": "string", "title": "工作语言", "required": true, "maxLength": 50, "x-decorator": "FormItem", "x-component": "Input" },',
    );
    await expect(problems(page)).toContainText('没有问题');
    await expect(preview(page).getByText('工作语言', { exact: true })).toBeVisible();
  });

  await test.step('edits survive switching tabs; leaving the page asks first', async () => {
    await page.getByRole('tab', { name: '全部文件' }).click();
    await page.getByRole('tab', { name: '名片 *' }).click();
    await expect(editor(page)).toContainText('"workLanguage"');
    await menuItem(page, '机构管理').click();
    const ask = page.getByRole('dialog').filter({ hasText: '离开此页面？' });
    await ask.getByRole('button', { name: '留在本页' }).click();
    await expect(page).toHaveURL(/\/app\/setting\/schemas/);
    await expect(editor(page)).toContainText('"workLanguage"');
  });

  await test.step('发布 shows the diff and wants a note', async () => {
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '本次修改' });
    const changes = dialog.getByRole('region', { name: '本次修改' });
    await expect(changes).toContainText('/schema/properties/workLanguage');
    await expect(changes).toContainText('新增');
    await dialog.getByRole('button', { name: '发布', exact: true }).click();
    await expect(dialog.getByText('请填写说明')).toBeVisible();
    await dialog.getByLabel('说明').fill('名片增加必填的工作语言');
    await dialog.getByRole('button', { name: '发布', exact: true }).click();
    await expectToast(page, `已发布第 ${before.version + 1} 版`);
  });

  await test.step('the card list exports it too (the whole file pasted)', async () => {
    const list = (await schemaFile(request, LIST)).content as Json & { toolbar: Json[] };
    const download = list.toolbar.find((a) => a.type === 'download');
    if (!download) throw new Error('lists/card has no download action');
    download.fields = [{ field: 'workLanguage', title: '工作语言' }];
    await openFile(page, LIST, '名片列表');
    await pasteAll(page, JSON.stringify(list, null, 2));
    await expect(problems(page)).toContainText('没有问题');
    await publish(page, '导出工作语言');
  });

  const lawyer = await signedIn(browser, 'lawyer');
  await test.step('the lawyer must fill 工作语言 on 名片信息, and saves', async () => {
    await lawyer.goto('/app/user/card');
    // Fields mount as they come near the viewport: scroll down the form as the lawyer would.
    await lawyer.getByRole('button', { name: '保存', exact: true }).scrollIntoViewIfNeeded();
    await expect(field(lawyer, '工作语言')).toBeVisible();
    // Empty on a fresh run; a run again on the same data finds the value the last one kept.
    await field(lawyer, '工作语言').fill('');
    await lawyer.getByRole('button', { name: '保存', exact: true }).click();
    await expect(formItem(lawyer, '工作语言')).toContainText('请输入工作语言');
    await field(lawyer, '工作语言').fill(VALUE);
    await lawyer.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(lawyer, '保存成功');
  });
  const card = await ownCard(request);
  expect(card.workLanguage).toBe(VALUE);

  await test.step('the admin sees it on 名片详情 and in the export', async () => {
    await page.goto(`/app/card/detail/${card.id}`);
    await expect(page.getByText(VALUE).first()).toBeVisible();
    await page.goto('/app/card');
    await page.getByRole('button', { name: /导出$/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      confirm.getByRole('button', { name: '导出', exact: true }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const sheet = book.worksheets[0];
    const cells = (values: unknown) => Array.from(values as unknown[], (v) => String(v ?? ''));
    const header = cells(sheet.getRow(1).values);
    const col = header.indexOf('工作语言');
    expect(col, header.join('|')).toBeGreaterThan(0);
    const rows: string[][] = [];
    sheet.eachRow((r, n) => void (n > 1 && rows.push(cells(r.values))));
    expect(rows.find((r) => r.includes(String(card.name)))?.[col]).toBe(VALUE);
  });

  await test.step('回滚 in 历史版本 hides the field again', async () => {
    // The export goes first: the check refuses a card form without a field the list exports.
    await resetFile(request, LIST);
    await page.goto(`/app/setting/schemas?file=${encodeURIComponent(CARD)}`);
    await page.getByRole('button', { name: '历史版本' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '历史版本：名片' });
    const target = before.version ? `第 ${before.version} 版` : '默认文件';
    // The diff between the two versions: what our publish added.
    await drawer.getByRole('checkbox', { name: `选择${target}` }).check();
    await drawer.getByRole('checkbox', { name: `选择第 ${before.version + 1} 版` }).check();
    await drawer.getByRole('button', { name: '对比所选版本' }).click();
    await expect(drawer.getByRole('region', { name: '版本差异' })).toContainText(
      '/schema/properties/workLanguage',
    );
    const row = drawer.getByRole('row').filter({ hasText: target });
    await row.getByRole('button', { name: '回滚' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: `回滚到${target}` });
    await ask.getByLabel('说明（选填）').fill('撤下工作语言');
    await ask.getByRole('button', { name: '回滚', exact: true }).click();
    await expectToast(page, new RegExp(`^已回滚到${target}`));
    await lawyer.goto('/app/user/card');
    await expect(field(lawyer, '姓名')).toBeVisible();
    await expect(formItem(lawyer, '工作语言')).toHaveCount(0);
  });

  await test.step('the stored value is kept: rolling forward shows it again', async () => {
    expect((await ownCard(request)).workLanguage).toBeUndefined();
    const now = await schemaFile(request, CARD);
    await api(request, tokenOf('admin'), 'POST', '/schema/rollback', {
      body: { file: CARD, version: before.version + 1, baseVersion: now.version },
    });
    expect((await ownCard(request)).workLanguage).toBe(VALUE);
  });
  await lawyer.context().close();
  await page.context().close();
});
