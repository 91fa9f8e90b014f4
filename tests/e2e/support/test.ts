/**
 * The `test` every e2e spec imports: Playwright's, plus the accessibility guard
 * (docs/accessibility.md).
 *
 * "Every page the e2e tests visit" means here: every distinct screen a test acts on, in any page
 * of any browser context (the `page` fixture's and those specs open with browser.newContext):
 * - a route pattern (/app/card/edit/:id; the query string is not part of it), and
 * - each dialog or drawer opened on it, by title.
 * Each screen is scanned once per worker process (two run side by side), the first time a
 * test performs an action or web-first assertion on it while it is settled (no spinner, skeleton,
 * pending request or running animation), plus once more for the `page` fixture's last screen
 * when a passing test ends there unscanned. A screen a test only passes through without acting
 * on it while settled is not scanned in that test.
 *
 * Scans run inside Playwright's locator handlers (page.addLocatorHandler on <body> and on open
 * dialogs), i.e. between the test's own steps, never concurrently with them. Serious or critical
 * violations fail the test that was running, at its end, with one readable report.
 */
import { appendFileSync } from 'node:fs';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import {
  DIALOG_SELECTOR,
  dialogKey,
  formatFindings,
  isBusy,
  openDialogTitles,
  pageKey,
  scan,
  type A11yFinding,
} from './a11y';

export { expect };

const DIALOGS = '[role="dialog"]:visible, [role="alertdialog"]:visible';
// Requests that bring or change what a screen shows; images and fonts do not change its markup.
const WATCHED = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);
const QUIET_MS = 100;
// How long a handler waits for an unscanned screen to settle: long enough for a route's data and
// antd's opening animations, short enough that a test's own timeouts never feel it.
const SETTLE_MS = 1_500;
const FINAL_WAIT_MS = 3_000;

interface Guard {
  scanned: Set<string>;
  /** Screens once waited for in vain. */
  waited: Set<string>;
  /** Findings of the running test; null between tests (e.g. in beforeAll), when nothing scans. */
  current: A11yFinding[] | null;
  scans: number;
  ms: number;
  /** Time the test spent in the guard: handlers and the final scan, waits included. */
  spent: number;
  /** One line per scan (time, screen), printed with A11Y_STATS=1. */
  log: string[];
  settle(page: Page, wait: number, scope?: string): Promise<boolean>;
  checkPage(page: Page): Promise<void>;
  checkDialogs(page: Page): Promise<void>;
}

function createGuard(): Guard & { attach(page: Page): void } {
  const network = new WeakMap<Page, { inflight: Map<Request, number>; last: number }>();

  const idle = (page: Page) => {
    const net = network.get(page);
    if (!net) return true;
    const now = Date.now();
    // A request open for 10 s (a stalled upload, a long poll) is not the screen still loading.
    for (const [req, at] of net.inflight) if (now - at > 10_000) net.inflight.delete(req);
    return net.inflight.size === 0 && now - net.last >= QUIET_MS;
  };

  const guard = {
    scanned: new Set<string>(),
    waited: new Set<string>(),
    current: null as A11yFinding[] | null,
    scans: 0,
    ms: 0,
    spent: 0,
    log: [] as string[],

    async settle(page: Page, wait: number, scope?: string): Promise<boolean> {
      const until = Date.now() + wait;
      for (;;) {
        if (page.isClosed()) return false;
        if (idle(page) && !(await isBusy(page, scope))) return true;
        if (Date.now() >= until) return false;
        await new Promise((r) => setTimeout(r, 100));
      }
    },

    async run(page: Page, keys: string[], include?: string): Promise<void> {
      const findings = guard.current;
      if (!findings) return;
      const url = page.url();
      const started = Date.now();
      let violations;
      try {
        violations = await scan(page, include);
      } catch {
        return; // the page navigated or closed mid-scan: the next action scans again
      }
      guard.scans += 1;
      guard.ms += Date.now() - started;
      guard.log.push(`${Date.now() - started} ms ${keys.join(' + ')}`);
      // A scan that straddled a navigation read two screens; trust it for neither.
      if (page.isClosed() || page.url() !== url) return;
      for (const k of keys) guard.scanned.add(k);
      if (violations.length) findings.push({ key: keys.join(' + '), url, violations });
    },

    async checkPage(page: Page): Promise<void> {
      const key = pageKey(page.url());
      if (!guard.current || guard.scanned.has(key) || page.url() === 'about:blank') return;
      if (!(await guard.settle(page, guard.waited.has(key) ? 0 : SETTLE_MS))) {
        // Waited once in vain (a screen that keeps polling or spinning): later actions only peek.
        guard.waited.add(key);
        return;
      }
      if (pageKey(page.url()) !== key) return;
      // Dialogs open now are in this scan too, so their own handler has nothing left to do.
      const dialogs = (await openDialogTitles(page)).map((title) => dialogKey(key, title));
      await guard.run(page, [key, ...dialogs]);
    },

    async checkDialogs(page: Page): Promise<void> {
      if (!guard.current) return;
      const base = pageKey(page.url());
      const keys = (await openDialogTitles(page))
        .map((title) => dialogKey(base, title))
        .filter((k) => !guard.scanned.has(k));
      if (!keys.length) return;
      const wait = keys.every((k) => guard.waited.has(k)) ? 0 : SETTLE_MS;
      if (!(await guard.settle(page, wait, DIALOG_SELECTOR))) {
        for (const k of keys) guard.waited.add(k);
        return;
      }
      await guard.run(page, keys, DIALOG_SELECTOR);
    },

    attach(page: Page): void {
      const net = { inflight: new Map<Request, number>(), last: Date.now() };
      network.set(page, net);
      page.on('request', (req) => {
        if (!WATCHED.has(req.resourceType())) return;
        net.inflight.set(req, Date.now());
        net.last = Date.now();
      });
      const done = (req: Request) => {
        if (net.inflight.delete(req)) net.last = Date.now();
      };
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      // Handlers are errors-swallowing: a scan must never turn into a failed click.
      const quiet = (fn: () => Promise<void>) => async () => {
        const started = Date.now();
        await fn().catch(() => undefined);
        guard.spent += Date.now() - started;
      };
      void page
        .addLocatorHandler(
          page.locator('body'),
          quiet(() => guard.checkPage(page)),
          {
            noWaitAfter: true,
          },
        )
        .catch(() => undefined);
      void page
        .addLocatorHandler(
          page.locator(DIALOGS).first(),
          quiet(() => guard.checkDialogs(page)),
          {
            noWaitAfter: true,
          },
        )
        .catch(() => undefined);
    },
  };
  return guard;
}

export const test = base.extend<{ a11y: Guard }, { a11yGuard: ReturnType<typeof createGuard> }>({
  a11yGuard: [
    async ({ browser }, provide, workerInfo) => {
      const guard = createGuard();
      const seen = new WeakSet<object>();
      const onPage = (page: Page) => {
        if (!seen.has(page)) {
          seen.add(page);
          guard.attach(page);
        }
      };
      const onContext = (context: ReturnType<typeof browser.contexts>[number]) => {
        context.on('page', onPage);
        context.pages().forEach(onPage);
      };
      browser.on('context', onContext);
      browser.contexts().forEach(onContext);
      await provide(guard);
      browser.off('context', onContext);
      if (process.env.A11Y_STATS === '1') {
        const { scans, ms, spent } = guard;
        const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
        process.stdout.write(
          `a11y worker ${workerInfo.workerIndex}: ${scans} scans (${s(ms)}), guard ${s(spent)}\n` +
            guard.log.map((l) => `  ${l}\n`).join(''),
        );
      }
    },
    { scope: 'worker', auto: true },
  ],

  a11y: [
    async ({ a11yGuard }, provide, testInfo) => {
      const findings: A11yFinding[] = [];
      a11yGuard.current = findings;
      await provide(a11yGuard);
      a11yGuard.current = null;
      if (!findings.length) return;
      const survey = process.env.A11Y_SURVEY;
      if (survey) {
        // Listing every finding of a run at once (docs/accessibility.md) instead of stopping the
        // projects that depend on a failed one; never set in CI.
        const lines = findings.map((f) => JSON.stringify({ test: testInfo.titlePath, ...f }));
        appendFileSync(survey, lines.join('\n') + '\n');
        return;
      }
      await testInfo.attach('axe-violations.json', {
        body: JSON.stringify(findings, null, 2),
        contentType: 'application/json',
      });
      throw new Error(formatFindings(findings));
    },
    { auto: true },
  ],

  // The last screen of a test is often only asserted on while it loads; scan it once it settles.
  page: async ({ page, a11y }, provide, testInfo) => {
    // E2E_CPU_THROTTLE=4 runs this page's renderer 4× slower (Chromium's CPU throttling): a busy
    // machine for the browser alone, without loading the cores others share (tests/e2e/README.md).
    const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
    if (throttle > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
    if (a11y.scanned.has(pageKey(page.url()))) return;
    const started = Date.now();
    if (await a11y.settle(page, FINAL_WAIT_MS)) await a11y.checkPage(page);
    a11y.spent += Date.now() - started;
  },
});
