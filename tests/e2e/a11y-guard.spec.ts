/**
 * The accessibility guard itself (support/test.ts): every spec runs under it, and it does fail.
 * The broken screen is served from a route stub, so the whole path is exercised — locator
 * handler, settle check, axe, the report — without touching the app.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatFindings, pageKey } from './support/a11y';
import { expect, test } from './support/test';

const here = fileURLToPath(new URL('.', import.meta.url));

test('every spec takes `test` from support/test.ts, so the guard sees every page', () => {
  const strays = readdirSync(here)
    .filter((name) => name.endsWith('.ts'))
    .filter((name) =>
      /import\s*\{[^}]*\b(test|expect)\b[^}]*\}\s*from\s*'@playwright\/test'/.test(
        readFileSync(`${here}/${name}`, 'utf8'),
      ),
    );
  expect(strays, 'specs importing test/expect from @playwright/test').toEqual([]);
});

test('route patterns key the screens', () => {
  expect(pageKey('http://x/app/card/edit/42?page=2')).toBe('/app/card/edit/:id');
  expect(pageKey('http://x/app/office/7/admins')).toBe('/app/office/:id/admins');
  expect(pageKey('http://x/app/lawyer')).toBe('/app/lawyer');
  expect(pageKey('http://x/nowhere/123')).toBe('/nowhere/:id');
});

test('a screen with an unnamed button, an unlabelled input and a misplaced aria-required is reported', async ({
  page,
  a11y,
}) => {
  const url = 'http://a11y-guard.test/app/broken/1';
  await page.route('http://a11y-guard.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="zh-CN"><head><title>坏页面</title></head><body>
        <main><h1>坏页面</h1><button id="icon-only"><svg width="8" height="8"></svg></button>
        <input id="no-label" type="text">
        <div class="ant-select" aria-required="true"><input role="combobox" aria-label="机构"
          aria-expanded="false" aria-required="true"></div>
        <div id="bare-required" aria-required="true">x</div></main></body></html>`,
    }),
  );
  await page.goto(url);
  // A web-first assertion runs the guard's <body> handler, which scans the settled screen.
  await expect(page.locator('#no-label')).toBeVisible();

  const findings = a11y.current ?? [];
  const report = formatFindings(findings);
  // Taken back before the fixture's end, or this test would fail with exactly that report.
  findings.length = 0;
  expect(report).toContain('/app/broken/:id');
  expect(report).toContain(url);
  expect(report).toMatch(/\[critical\] button-name: /);
  expect(report).toContain('#icon-only');
  expect(report).toMatch(/\[critical\] label: /);
  expect(report).toContain('#no-label');
  // The one narrow exclusion (rc-select's outer <div>) drops that node and nothing else.
  expect(report).toMatch(/\[critical\] aria-allowed-attr: /);
  expect(report).toContain('#bare-required');
  expect(report).not.toContain('ant-select');
});
