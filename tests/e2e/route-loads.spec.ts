/**
 * The route byte budgets (bench/route-budgets.ts; docs/product.md, Performance targets) model what
 * each route loads from the build's manifest. This checks the model against a browser: every script
 * and style sheet a page fetches on arrival, before anyone clicks, must be one the model counts for
 * its route, so the budgets cannot under-count. (Parts loaded after paint, such as a card's QR
 * encoder, are left out of the model by design, so the routes here have none.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeLoads } from '../../bench/route-budgets';
import { storageStateOf } from './support/accounts';
import { expect, test } from './support/test';

const dist = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');
const manifest = () =>
  JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
/** The files a chunk loads with it: itself and its static imports, transitively. */
const closureOf = (key: string): Set<string> => {
  const chunks = manifest();
  const files = new Set<string>();
  const visit = (k: string) => {
    if (files.has(chunks[k].file)) return;
    files.add(chunks[k].file);
    chunks[k].imports?.forEach(visit);
  };
  visit(key);
  return files;
};
// @ant-design/cssinjs, antd's style engine, which every antd component (ConfigProvider, App,
// Spin, Result…) draws with: a chunk holding it is a chunk of antd.
const ANTD_MARK = 'data-token-hash';
const modelled = (route: string) => {
  const load = routeLoads(dist).find((r) => r.path === route);
  if (!load) throw new Error(`${route} is not in routes.json`);
  return load.files;
};

test.describe('as admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  // Each with what shows once it has arrived: a list's first cell, a form's first text box.
  for (const [route, url, ready] of [
    ['/app/lawyer', '/app/lawyer', 'cell'],
    // A date filter: antd's RangePicker comes with the list's search form.
    ['/app/logs', '/app/logs', 'cell'],
    ['/app/office/create', '/app/office/create', 'textbox'],
    ['/app/setting/icp', '/app/setting/icp', 'textbox'],
    // The rich-text editor's own chunk loads with the form.
    ['/app/cms/add', '/app/cms/add', 'textbox'],
  ] as const) {
    test(`${route}: what the page fetches on arrival is what its budget counts`, async ({
      page,
    }) => {
      const fetched = new Set<string>();
      page.on('request', (r) => {
        const p = new URL(r.url()).pathname;
        if (/\.(m?js|css)$/.test(p)) fetched.add(p.slice(1));
      });
      await page.goto(url);
      await expect(page.getByRole(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const counted = new Set(modelled(route));
      expect(fetched.size).toBeGreaterThan(5);
      expect([...fetched].filter((f) => !counted.has(f))).toEqual([]);
    });
  }
});

test.describe('a visitor of a card, not signed in', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  const cardUrl = '/card/999999';

  test('/card/:id fetches what its budget counts, and no antd from the entry or the router', async ({
    page,
  }) => {
    const fetched = new Set<string>();
    const antd = new Set<string>();
    const read: Promise<void>[] = [];
    page.on('response', (r) => {
      const p = new URL(r.url()).pathname;
      if (!/\.(m?js|css)$/.test(p)) return;
      fetched.add(p.slice(1));
      if (p.endsWith('.js'))
        read.push(r.text().then((text) => void (text.includes(ANTD_MARK) && antd.add(p.slice(1)))));
    });
    await page.goto(cardUrl);
    await expect(page.getByText('名片不存在或尚未发布')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await Promise.all(read);
    const counted = new Set(modelled('/card/:id'));
    expect([...fetched].filter((f) => !counted.has(f))).toEqual([]);
    // The console's shell (antd's ConfigProvider and App) is not part of the card route: any antd
    // here comes with the card page's own imports, never with the entry or the router.
    expect([...closureOf('index.html')].filter((f) => antd.has(f))).toEqual([]);
    const cardPage = closureOf('src/pages/public-card/public-card-page.tsx');
    expect([...antd].filter((f) => !cardPage.has(f))).toEqual([]);
  });

  test("when the card page's code cannot be fetched it says 加载失败, and 重试 brings it back", async ({
    page,
  }) => {
    const pageCode = /\/assets\/public-card-page-[\w-]+\.js$/;
    let tries = 0;
    await page.route(pageCode, (route) => {
      tries += 1;
      return route.abort();
    });
    await page.goto(cardUrl);
    await expect(page.getByRole('heading', { name: '加载失败' })).toBeVisible();
    // Retried with pauses (app/retry-import.ts), then given up: a handful of requests (four, the
    // start-up preload sharing them), not a stream of them.
    expect(tries).toBeGreaterThanOrEqual(4);
    expect(tries).toBeLessThanOrEqual(6);
    await page.unroute(pageCode);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('名片不存在或尚未发布')).toBeVisible();
    await expect(page.getByRole('heading', { name: '加载失败' })).toHaveCount(0);
  });
});

test.describe('without a session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("when the console's shell cannot be fetched, /login says 加载失败, and 重试 brings it back", async ({
    page,
  }) => {
    // The shell's own chunk holds antd: its error page is the plain one (app/plain-fallbacks.tsx).
    const shellCode = /\/assets\/shell-[\w-]+\.js$/;
    let tries = 0;
    await page.route(shellCode, (route) => {
      tries += 1;
      return route.abort();
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '加载失败' })).toBeVisible();
    // Retried with pauses, then given up: four tries for the shell's route, four more for the
    // login page's start-up preload (its chunk imports the shell's chunk), not a stream. A
    // loaded machine saw a ninth (an import started again while the first was giving up): the
    // bound says "a handful per importer", against the ~1,600 a loop without pauses made.
    expect(tries).toBeGreaterThanOrEqual(4);
    expect(tries).toBeLessThanOrEqual(12);
    await page.unroute(shellCode);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('tab', { name: '管理员登录' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '加载失败' })).toHaveCount(0);
  });
});
