/**
 * The schema lab (docs/schemas.md) in the Vite dev server, started here on a throwaway copy of
 * schemas/ (SCHEMAS_DIR) with /api proxied to the e2e server, so the real files never change.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { ViteDevServer } from 'vite';
import { storageStateOf } from './support/accounts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const devPort = Number(process.env.E2E_VITE_PORT ?? 18082);
const dev = `http://127.0.0.1:${devPort}`;
const apiPort = Number(process.env.E2E_PORT ?? 18080);

let server: ViteDevServer;
let schemas: string;

// The two tests share the dev server of beforeAll and nothing else; after a failure the other
// still runs (in a fresh worker, with a server of its own).
test.beforeAll(async () => {
  test.setTimeout(120_000);
  schemas = mkdtempSync(path.join(tmpdir(), 'schema-lab-'));
  cpSync(path.join(root, 'schemas'), schemas, { recursive: true });
  // vite.config.ts reads these when the server is created.
  process.env.SCHEMAS_DIR = schemas;
  process.env.API_TARGET = `http://127.0.0.1:${apiPort}`;
  // Vite 8 warns that its future native config loader could not read our TS imports; not ours.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const { createServer } = await import('vite');
  server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    cacheDir: path.join(root, '.tmp/vite-schema-lab'),
    logLevel: 'warn',
    server: { port: devPort, strictPort: true, host: '127.0.0.1' },
  });
  await server.listen();
});

test.afterAll(async () => {
  await server?.close();
  if (schemas) rmSync(schemas, { recursive: true, force: true });
});

/** The admin's saved session, moved to the dev server's origin (localStorage is per origin). */
const adminState = () => {
  const state = JSON.parse(readFileSync(storageStateOf('admin'), 'utf8')) as Exclude<
    NonNullable<BrowserContextOptions['storageState']>,
    string
  >;
  return { ...state, origins: state.origins.map((o) => ({ ...o, origin: dev })) };
};

const editor = (page: Page) => page.getByTestId('schema-editor');
const problems = (page: Page) => page.getByRole('region', { name: '检查结果' });

test('a required field added in the lab shows in the preview, is checked as typed, saved, and asked for on the create page', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: adminState(), baseURL: dev });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  await page.goto('/app/schema-lab');
  await page.getByRole('menuitem', { name: 'forms/office.json' }).click();
  await expect(editor(page)).toContainText('"机构名称"');
  const preview = page.getByTestId('schema-preview');
  await expect(preview.getByText('机构名称', { exact: true })).toBeVisible();
  await expect(problems(page)).toContainText('没有问题');

  // Type a new required field after `"properties": {`, with a misspelt component name.
  await editor(page).locator('.cm-line', { hasText: '"properties": {' }).click();
  await page.keyboard.press('End');
  await page.keyboard.insertText(
    '\n"licenseNo": { "type": "string", "title": "执业许可证号", "required": true, "x-decorator": "FormItem", "x-component": "Inputt" },',
  );
  await expect(problems(page)).toContainText('未知组件 "Inputt"，是否想写 "Input"？');
  await expect(problems(page)).toContainText('/schema/properties/licenseNo/x-component');
  await expect(editor(page).locator('.cm-lintRange-error')).toHaveCount(1);
  await expect(page.getByRole('button', { name: '保存' })).toBeDisabled();
  // Nothing to draw an unknown component with: the preview waits for the fix.
  await expect(preview).toContainText('修正左侧的问题后显示预览');

  // Fix it: the cursor is after `Inputt" },`; step back over `" },` and delete one t.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  // Completion offers the component names the meta-schema lists.
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.cm-tooltip-autocomplete')).toContainText('Input.TextArea');
  await page.keyboard.press('Escape');
  await expect(problems(page)).toContainText('没有问题');
  await expect(editor(page).locator('.cm-lintRange-error')).toHaveCount(0);
  await expect(preview.getByText('执业许可证号', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.ant-message')).toContainText('已保存');
  // The dev server reloads the console; the lab comes back on the saved file.
  await expect(page).toHaveURL(/\/app\/schema-lab\?file=forms%2Foffice\.json$/);
  await expect(editor(page)).toContainText('"licenseNo"');
  expect(readFileSync(path.join(schemas, 'forms/office.json'), 'utf8')).toContain('"licenseNo"');

  await page.goto('/app/office/create');
  await expect(page.getByText('执业许可证号', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('请输入执业许可证号')).toBeVisible();
  await context.close();
  console.log(
    'schema lab: 1 field added, 1 inline error shown and fixed, 1 completion list, 1 save, 1 required message',
  );
});

test('the save endpoint refuses paths outside schemas/ and bad JSON; the production server has none', async ({
  request,
}) => {
  const save = (data: unknown) =>
    request.post(`${dev}/__schema-lab/save`, {
      data,
      headers: { 'content-type': 'application/json' },
    });
  const refused = [
    { file: '../package.json', text: '{}' },
    { file: '/etc/passwd', text: '{}' },
    { file: 'meta/form.schema.json', text: '{}' },
    { file: 'forms/office.txt', text: '{}' },
    // A symlink inside the copy that leads out of it.
    { file: 'forms/outside.json', text: '{}' },
  ];
  const outside = path.join(tmpdir(), `schema-lab-outside-${Date.now()}.json`);
  writeFileSync(outside, '{}');
  symlinkSync(outside, path.join(schemas, 'forms/outside.json'));
  for (const body of refused) expect((await save(body)).status(), body.file).toBe(403);
  expect((await save({ file: 'forms/office.json', text: '{ "title": ' })).status()).toBe(422);
  // The production build (served by the e2e server) has no lab endpoint.
  const prod = await request.post(`http://127.0.0.1:${apiPort}/__schema-lab/save`, {
    data: { file: 'forms/office.json', text: '{}' },
  });
  expect(prod.status()).toBe(404);
  expect(readFileSync(outside, 'utf8')).toBe('{}');
  rmSync(outside);
  console.log(`schema lab save: ${refused.length + 1} bad requests refused, production 404`);
});
