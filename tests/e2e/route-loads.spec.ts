/**
 * The route byte budgets (bench/route-budgets.ts; docs/product.md, Performance targets) model what
 * each route loads from the build's manifest. This checks the model against a browser: every script
 * and style sheet a page fetches on arrival, before anyone clicks, must be one the model counts for
 * its route, so the budgets cannot under-count. (Parts loaded after paint, such as a card's QR
 * encoder, are left out of the model by design, so the routes here have none.)
 */
import path from 'node:path';
import { routeLoads } from '../../bench/route-budgets';
import { storageStateOf } from './support/accounts';
import { expect, test } from './support/test';

const dist = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');
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
