/**
 * 页面配置's refusals (docs/schemas.md): a publish with a lint error is refused with the message
 * at the field, in the browser and by the server, and nothing is stored; a stale publish (409,
 * someone published meanwhile) shows both diffs and loads the newest version while keeping the
 * text typed. Runs alone after the other specs beside schema-publish.spec.ts, on files of its
 * own (专业领域), which it puts back to their defaults at its end.
 */
import { api, tokenOf } from './support/api';
import {
  editor,
  openFile,
  pasteAll,
  problems,
  refusal,
  resetFile,
  schemaFile,
  signedIn,
  type Json,
} from './support/schema-admin';
import { ensureSignedIn } from './support/signed-in';
import { expect, test } from './support/test';
import { expectToast } from './support/ui';

const FORM = 'forms/profession';
const LIST = 'lists/profession';

test.describe.configure({ mode: 'serial' });

// A teardown project has no setup before it when run alone (playwright.config.ts).
test.beforeAll(async ({ browser }, info) => ensureSignedIn(browser, info));

test.beforeAll(async ({ request }) => {
  await resetFile(request, LIST);
  await resetFile(request, FORM);
});

test.afterAll(async ({ request }) => {
  await resetFile(request, LIST);
  await resetFile(request, FORM);
});

test('a publish with a lint error is refused with the message at the field', async ({
  browser,
  request,
}) => {
  const page = await signedIn(browser, 'admin');
  const history = () =>
    api<unknown[]>(request, tokenOf('admin'), 'GET', '/schema/history', { query: { file: FORM } });
  const versions = (await history()).length;
  await page.goto('/app/setting/schemas');
  await openFile(page, FORM, '专业领域');
  await editor(page).locator('.cm-line', { hasText: '"properties": {' }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.insertText(
    '\n"badField": { "type": "string", "title": "错字段", "x-decorator": "FormItem", "x-component": "Inputt" },',
  );
  await expect(problems(page)).toContainText('未知组件 "Inputt"');
  await expect(problems(page)).toContainText('/schema/properties/badField/x-component');
  await expect(editor(page).locator('.cm-lintRange-error')).toHaveCount(1);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expectToast(page, /^发布失败：检查发现 1 个问题/);
  await expect(page.getByRole('dialog').filter({ hasText: '本次修改' })).toHaveCount(0);

  // The server refuses the same content the same way, whoever sends it, and stores nothing.
  const now = await schemaFile(request, FORM);
  const content = structuredClone(now.content) as { schema: { properties: Json } };
  content.schema.properties.badField = {
    type: 'string',
    title: '错字段',
    'x-decorator': 'FormItem',
    'x-component': 'Inputt',
  };
  const refused = await refusal<{ problems: { pointer: string; message: string }[] }>(
    request,
    'admin',
    'POST',
    '/schema/publish',
    { file: FORM, content, note: '错误示例', baseVersion: now.version },
  );
  expect(refused.code).not.toBe('200');
  expect(refused.message).toBe('发布失败：检查发现 1 个问题');
  expect(refused.data.problems[0]).toMatchObject({
    pointer: '/schema/properties/badField/x-component',
    message: expect.stringContaining('未知组件 "Inputt"'),
  });
  expect((await history()).length).toBe(versions);
  await page.context().close();
});

test('a stale publish (409) shows both diffs and reloads the newest version keeping the text typed', async ({
  browser,
  request,
}) => {
  const page = await signedIn(browser, 'admin');
  const start = await schemaFile(request, LIST);
  const mine = { ...(start.content as Json), title: '本所专业领域（我的）' };
  await page.goto('/app/setting/schemas');
  await openFile(page, LIST, '本所专业领域');
  await pasteAll(page, JSON.stringify(mine, null, 2));
  await expect(problems(page)).toContainText('没有问题');

  // Meanwhile another staff member publishes the same file.
  await api(request, tokenOf('admin'), 'POST', '/schema/publish', {
    body: {
      file: LIST,
      content: { ...(start.content as Json), title: '本所专业领域（他人）' },
      note: '他人的修改',
      baseVersion: start.version,
    },
  });

  await page.getByRole('button', { name: '发布', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '本次修改' });
  await dialog.getByLabel('说明').fill('我的修改');
  await dialog.getByRole('button', { name: '发布', exact: true }).click();
  const conflict = page.getByRole('dialog').filter({ hasText: '该文件已被他人发布' });
  await expect(conflict.getByRole('region', { name: '他人的修改' })).toContainText('/title');
  await expect(conflict.getByRole('region', { name: '你的修改' })).toContainText(
    '本所专业领域（我的）',
  );
  await conflict.getByRole('button', { name: '加载最新版本（保留我的文本）' }).click();
  await expect(editor(page)).toContainText('本所专业领域（他人）');
  await expect(page.getByRole('textbox', { name: '我的文本' })).toHaveValue(/本所专业领域（我的）/);
  expect((await schemaFile(request, LIST)).version).toBe(start.version + 1);
  await page.context().close();
});
