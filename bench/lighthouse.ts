// Lighthouse, desktop preset, performance only: /login, then a list page (/app/lawyer, 10,000
// lawyers behind it) and the largest form (/app/card/create: the card form, its preview and the
// editor) as the demo admin. The public card /card/{id} (a published card of the demo seed) with
// Lighthouse's default mobile preset (a mid-range phone, simulated slow 4G and CPU), performance
// and accessibility: it is what a client opens on their phone. Chromium is Debian's (CHROME_PATH,
// default /usr/bin/chromium) launched by chrome-launcher; Playwright attaches over CDP to put the
// session (token cookie, userinfo in localStorage) in place and to empty the HTTP cache before each
// run, as Lighthouse's own storage reset would also sign out. Each page is audited once to warm
// up (the server's routes and queries run cold the first time; first runs scored lowest), then
// `runs` times, and the median score kept: the machine is shared.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface LighthouseRow {
  page: string;
  preset: 'desktop' | 'mobile';
  score: number;
  lcpMs: number;
  scores: number[];
  /** The accessibility score (median), where the page is audited for it. */
  accessibility?: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['SI', 'speed-index'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const;

/**
 * A run's long tasks and each script's main-thread time (Lighthouse's long-tasks and bootup-time
 * audits), for the log when BENCH_LH_DETAIL=1: what to cut when a page's TBT costs it points.
 */
const detail = (lhr: RunnerResult['lhr']) => {
  type Item = Record<string, unknown>;
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const n = (x: unknown) => Math.round(Number(x));
  const tasks = items('long-tasks').map(
    (t) => `${short(t.url)} at ${n(t.startTime)} ms: ${n(t.duration)} ms`,
  );
  const scripts = items('bootup-time')
    .slice(0, 8)
    .map((b) => `${short(b.url)} ${n(b.scripting)}+${n(b.scriptParseCompile)} ms`);
  // The element Lighthouse took for the LCP: its first table's first node.
  const lcpList = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string; selector?: string } }> }> }
    | undefined;
  const node = lcpList?.items?.[0]?.items?.[0]?.node;
  return (
    `      long tasks: ${tasks.join('; ') || 'none'}\n      scripts (run+parse): ${scripts.join('; ')}` +
    `\n      LCP element: ${node?.selector ?? '?'} "${(node?.nodeLabel ?? '').slice(0, 60)}"`
  );
};

export const runLighthouse = async (
  origin: string,
  runs: number,
  log: (s: string) => void,
  cardId: number,
  /** Audit only these pages (BENCH_LH_PAGES), while working on one; all four by default. */
  only?: string[],
): Promise<LighthouseRow[]> => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  // Storage must survive (the session), so Lighthouse's own reset is off; every run still starts
  // with an empty HTTP cache, as a first visit would.
  const clearCache = async () => {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
  };
  try {
    const audit = async (page: string, preset: LighthouseRow['preset'] = 'desktop') => {
      const mobile = preset === 'mobile';
      const results: { score: number; lcp: number; a11y: number }[] = [];
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) and says to run it
      // again: such a run is repeated, up to twice, and logged; a page that keeps failing fails.
      const attempt = async (tries = 3): Promise<RunnerResult> => {
        await clearCache();
        const r = await lighthouse(
          `${origin}${page}`,
          {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: mobile ? ['performance', 'accessibility'] : ['performance'],
            disableStorageReset: true,
          },
          // No config is Lighthouse's default: the mobile preset.
          mobile ? undefined : desktopConfig,
        );
        if (!r) throw new Error(`lighthouse gave no result for ${page}`);
        const failure = r.lhr.runtimeError;
        if (!failure) return r;
        if (tries <= 1) throw new Error(`${page}: ${failure.message}`);
        log(`    ${page}: ${failure.code}, run again`);
        return attempt(tries - 1);
      };
      for (let i = -1; i < runs; i++) {
        const { lhr } = await attempt();
        if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(page))
          throw new Error(`${page} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
        // Which metric cost the points, for the log: a score alone does not say.
        const metrics = METRICS.map(([name, id]) => {
          const audit = lhr.audits[id];
          return `${name} ${audit.displayValue} (${audit.score})`;
        });
        const a11y = lhr.categories.accessibility?.score ?? NaN;
        // Which accessibility audits failed, for the log, as the metrics say what cost the points.
        const failed = (lhr.categories.accessibility?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
          .map((a) => a.id);
        log(
          `    ${page} ${i < 0 ? 'warm-up' : `run ${i + 1}`}: ${metrics.join(', ')}` +
            (mobile
              ? `; accessibility ${a11y}${failed.length ? ` (${failed.join(', ')})` : ''}`
              : ''),
        );
        if (process.env.BENCH_LH_DETAIL === '1') log(detail(lhr));
        if (i >= 0)
          results.push({
            score: lhr.categories.performance.score ?? 0,
            lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
            a11y,
          });
      }
      const scores = results.map((x) => x.score);
      const row: LighthouseRow = {
        page,
        preset,
        score: median(scores),
        lcpMs: median(results.map((x) => x.lcp)),
        scores,
        ...(mobile ? { accessibility: median(results.map((x) => x.a11y)) } : {}),
      };
      log(
        `  lighthouse ${page} (${preset}): score ${scores.join(', ')}; median LCP ` +
          `${row.lcpMs.toFixed(0)} ms` +
          (mobile ? `; accessibility ${row.accessibility}` : ''),
      );
      return row;
    };

    const wanted = (page: string) => !only || only.includes(page);
    const rows: LighthouseRow[] = [];
    // The public card first: its visitor has no session.
    if (wanted('/login')) rows.push(await audit('/login'));
    if (wanted('/card/{id}')) rows.push(await audit(`/card/${cardId}`, 'mobile'));

    // Sign in the way the console does: the token cookie and the userinfo it stores.
    const res = await fetch(`${origin}/api/auth/firmAccessUserLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=Admin%402026',
    });
    const { data } = (await res.json()) as { data: { token: string; userinfo: unknown } };
    await context.addCookies([
      { name: 'token', value: data.token, url: origin, sameSite: 'Strict' },
    ]);
    const tab = await context.newPage();
    await tab.goto(`${origin}/login`);
    await tab.evaluate(
      (info) => localStorage.setItem('tenant-admin:userinfo', JSON.stringify(info)),
      data.userinfo,
    );
    await tab.close();

    if (wanted('/app/lawyer')) rows.push(await audit('/app/lawyer'));
    if (wanted('/app/card/create')) rows.push(await audit('/app/card/create'));
    return rows;
  } finally {
    await browser.close();
    chrome.kill();
  }
};
