/**
 * End-to-end tests: Debian's Chromium (no browser downloads here) against the real server,
 * started once per run on a fresh data directory and serving the built console from dist/
 * (scripts/test.sh builds it first; run `npx vite build` before `npx playwright test` by hand).
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.dirname(new URL(import.meta.url).pathname);
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const tmp = path.join(root, '.tmp');

// The config is evaluated again in every worker; only the main process (no TEST_WORKER_INDEX)
// picks the data directory and wipes old ones, and the workers inherit its choice.
if (!process.env.TEST_WORKER_INDEX && !process.env.E2E_DATA_DIR) {
  if (existsSync(tmp)) {
    for (const name of readdirSync(tmp)) {
      if (name.startsWith('e2e-data-'))
        rmSync(path.join(tmp, name), { recursive: true, force: true });
    }
  }
  process.env.E2E_DATA_DIR = path.join(tmp, `e2e-data-${Date.now()}`);
  mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
}
const dataDir = process.env.E2E_DATA_DIR as string;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Files run in parallel on two workers (2 cores; one server process); tests in a file in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // One retry on CI only: the run there is the one chance a change gets, and a test that passes
  // on its retry is still listed as flaky by the summary reporter, so the flake stays visible.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Hang limits, not speed checks (speed is `npm run bench`): a wait ends as soon as the page shows
  // what it waits for, so generous limits cost nothing on a quiet machine and keep a busy one
  // (load 15 on 2 cores, tests/e2e/README.md) from failing flows that are only slow there.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./tests/reporters/summary-reporter.ts']],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Wider than antd's 'lg' breakpoint, so the sider starts expanded.
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Logs the demo accounts in once and saves their sessions for the other specs.
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testMatch: /.*\.spec\.ts/,
      testIgnore: [
        /settings\.spec\.ts/,
        /(^|\/)xss\.spec\.ts/,
        /schema-lab\.spec\.ts/,
        /schema-(publish|live)(-\w+)?\.spec\.ts/,
      ],
    },
    // The schema lab exists only in the Vite dev server: the spec starts one (E2E_VITE_PORT) on
    // a throwaway copy of schemas/ that proxies /api to this run's server, and reuses the
    // admin's session from setup.
    { name: 'schema-lab', dependencies: ['setup'], testMatch: /schema-lab\.spec\.ts/ },
    // The XSS corpus seeds hundreds of hostile records (offices, lawyers, cards, notices) that
    // would show up in the lists the other specs count, so it runs after them; settings change
    // what every screen of the firm shows (menus, audit flow, login page), so they run alone
    // after everything else. Both need the others to have *finished*, not to have passed: a
    // project's dependencies must all pass or it does not run, so one failed test above would
    // skip both. They are teardowns instead (which run whatever happened before them, but can
    // have no dependencies and nothing may depend on them), hung on two gates that do depend on
    // the rest: a gate is skipped when something above failed, its teardown runs anyway.
    //   setup → chromium, schema-lab → after-main → before-xss → xss → settings
    // The gates sit in no other project's closure, so `npx playwright test some.spec.ts` runs
    // neither gate nor teardown; xss and settings sign in themselves when run on their own
    // (support/signed-in.ts).
    {
      name: 'after-main',
      dependencies: ['chromium', 'schema-lab'],
      testMatch: /ordering\.gate\.ts/,
      teardown: 'settings',
      metadata: { orderingGate: true },
    },
    {
      name: 'before-xss',
      dependencies: ['after-main'],
      testMatch: /ordering\.gate\.ts/,
      teardown: 'xss',
      metadata: { orderingGate: true },
    },
    // 页面配置's spec publishes a required field on the firm's card form, which every card screen
    // and save of the other specs would meet: it runs alone, after them and before xss.
    //   … → before-xss → before-schemas → schema-publish → xss → settings
    {
      name: 'before-schemas',
      dependencies: ['before-xss'],
      testMatch: /ordering\.gate\.ts/,
      teardown: 'schema-publish',
      metadata: { orderingGate: true },
    },
    // schema-live.spec.ts publishes other files (lists/office, forms/account-question) the same way.
    { name: 'schema-publish', testMatch: /schema-(publish|live)(-\w+)?\.spec\.ts/ },
    { name: 'xss', testMatch: /(^|\/)xss\.spec\.ts/ },
    { name: 'settings', testMatch: /settings\.spec\.ts/ },
  ],
  webServer: {
    command: 'npx tsx server/src/server.ts',
    url: `${baseURL}/api/auth/getFirmId`,
    cwd: root,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Always the embedded database, even when the calling shell has DATABASE_URL set.
      DATABASE_URL: '',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      NODE_ENV: 'development',
      // The session clock (POST /api/demo/session-clock) session-expiry.spec.ts ages its own
      // sessions with, to get real 4004/4008 answers without waiting hours.
      DEMO_SESSION_CLOCK: '1',
      // The captcha answers (GET /api/demo/captcha-answer) the specs that send SMS codes use.
      DEMO_CAPTCHA_ANSWERS: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    // First start creates the schema and seeds the demo data (incl. China's area hierarchy).
    timeout: 180_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: process.env.E2E_SERVER_LOG === '1' ? 'pipe' : 'ignore',
    stderr: 'pipe',
  },
});
