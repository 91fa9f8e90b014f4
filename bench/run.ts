// `npm run bench` (docs/product.md, Performance targets): builds the console to .tmp/bench/dist,
// runs the parts and prints one table of the targets, each met or not, with the
// measurements under it; the same text goes to bench/results.md. Not part of `npm test` (the route
// byte guard is: scripts/test.sh).
//
// Env: BENCH_PARTS         comma list of budgets,api,lighthouse,engine (default: all)
//      BENCH_QUICK=1       short runs (2 s loads, one Lighthouse run, N = 50 only, 2 trials)
//      BENCH_AB_SIZES, BENCH_AB_REPS  the engine/raw sizes (50,200,1000) and trials per side (5;
//                          three times as many at N ≤ 200, run-ab.ts's repsAt)
//      BENCH_DATABASE_URL  a throwaway PostgreSQL database for the API load (it is seeded);
//                          without it a cluster is started from /usr/lib/postgresql if present
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { loadOneDatabase, type LoadRow } from './api-load';
import { benchOut, buildConsole, repoRoot } from './build';
import { KEYS, medianOf, repsAt, runEngineAb, type Side } from './engine-ab/run-ab';
import { runLighthouse, type LighthouseRow } from './lighthouse';
import { postgresBin, startPgCluster } from './pg-cluster';
import { startBenchServer } from './server-process';
import { kb, LOGIN_BUDGET, ROUTE_BUDGET, routeLoads, type RouteLoad } from './route-budgets';

interface Target {
  part: string;
  what: string;
  value: string;
  target: string;
  /** undefined: not measured in this run. */
  met?: boolean;
}

const quick = process.env.BENCH_QUICK === '1';
const parts = new Set(
  (process.env.BENCH_PARTS ?? 'budgets,api,lighthouse,engine').split(',').map((s) => s.trim()),
);
const targets: Target[] = [];
const sections: string[] = [];
const log = (s: string) => console.error(s);
const ms = (n: number) => `${Math.round(n)} ms`;

const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`]
    .concat(rows.map((r) => `| ${r.join(' | ')} |`))
    .join('\n');

// ---- a. route budgets ----
const budgets = (dist: string) => {
  const loads = routeLoads(dist);
  const by = (p: string) => loads.find((l) => l.path === p) as RouteLoad;
  const login = by('/login');
  const largest = loads.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  // A hand-built page (page.component) has no schema form or list: it should not need Formily.
  const formless = loads.filter((l) => l.kind === 'page' || l.kind === 'public page');
  const formilyWhereNoForm = formless.filter((l) => l.loadsFormily);
  targets.push(
    {
      part: 'Route budgets',
      what: '/login gzipped JS+CSS',
      value: kb(login.gzipBytes),
      target: `≤ ${kb(LOGIN_BUDGET)}`,
      met: login.gzipBytes <= LOGIN_BUDGET,
    },
    {
      part: 'Route budgets',
      what: `largest route (${largest.path})`,
      value: kb(largest.gzipBytes),
      target: `≤ ${kb(ROUTE_BUDGET)}`,
      met: largest.gzipBytes <= ROUTE_BUDGET,
    },
    {
      part: 'Route budgets',
      what: 'routes without a schema form or list loading Formily',
      value: formilyWhereNoForm.length ? formilyWhereNoForm.map((l) => l.path).join(', ') : 'none',
      target: 'none',
      met: formilyWhereNoForm.length === 0,
    },
  );
  const shown = ['/login', '/app/lawyer', '/app/office/create', '/app/card/edit/:id'];
  const row = (l: RouteLoad) => [
    l.path,
    l.kind,
    kb(l.gzipBytes),
    kb(l.budget),
    l.gzipBytes <= l.budget ? 'met' : '**not met**',
    l.loadsFormily ? 'yes' : 'no',
    String(l.files.length),
  ];
  const head = ['route', 'kind', 'gzip JS+CSS', 'budget', 'status', 'Formily', 'files'];
  sections.push(
    '## Route budgets\n\nWhat each route loads: the entry, for /app routes the app layout and ' +
      "route-page chunks, the page's own chunk, and lazily loaded editor parts its form uses, each " +
      'with its static imports (Vite manifest); gzip level 6, kB = 1000 bytes.\n\n' +
      table(
        head,
        shown.map((p) => row(by(p))),
      ) +
      (login.formilyPackages?.length
        ? `\n\n/login loads ${login.formilyPackages.join(', ')}, imported by ` +
          `${login.formilyImporters?.map((m) => `\`${m}\``).join(', ')}.`
        : '') +
      '\n\n<details><summary>All routes</summary>\n\n' +
      table(head, loads.map(row)) +
      '\n\n</details>',
  );
};

// ---- b. API load ----
const api = async () => {
  const duration = quick ? 2 : 10;
  const rows: LoadRow[] = [];
  const notes: string[] = [];
  const pgliteDir = path.join(benchOut, `pglite-${Date.now()}`);
  try {
    rows.push(...(await loadOneDatabase('PGlite', { BENCH_DATA_DIR: pgliteDir }, duration, log)));
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  let pgUrl = process.env.BENCH_DATABASE_URL;
  const bin = pgUrl ? undefined : postgresBin();
  const cluster = bin ? await startPgCluster(bin) : undefined;
  if (cluster) {
    pgUrl = cluster.url;
    notes.push(`PostgreSQL: a throwaway ${cluster.version} cluster (fsync off, as .ci/run).`);
  }
  try {
    if (pgUrl)
      rows.push(...(await loadOneDatabase('PostgreSQL', { BENCH_DB_URL: pgUrl }, duration, log)));
    else notes.push('PostgreSQL: not measured (no BENCH_DATABASE_URL, no /usr/lib/postgresql).');
  } finally {
    cluster?.stop();
  }
  for (const [db, limit] of [
    ['PostgreSQL', 50],
    ['PGlite', 150],
  ] as const) {
    const r = rows.find((x) => x.db === db && x.route === 'card pageList' && x.connections === 10);
    targets.push({
      part: 'API load',
      what: `card pageList p99 at 10 connections, ${db}`,
      value: r ? `${ms(r.p99)}, ${r.errors} errors` : 'not measured',
      target: `≤ ${limit} ms, no errors`,
      met: r ? r.p99 <= limit && r.errors === 0 : undefined,
    });
  }
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  targets.push({
    part: 'API load',
    what: 'errors in every load run',
    value: String(errors),
    target: '0',
    met: errors === 0,
  });
  sections.push(
    `## API load\n\nautocannon on loopback, ${duration} s per row, server in its own process; ` +
      "`cost × hello` is hello's req/s over the row's (same run, same connections). " +
      'pageList: `status`, office and practice-area filters over 10,000 cards, 10 a page. ' +
      'login: the admin password sign-in (argon2 verify, session and audit rows), limits raised ' +
      'through buildApp options.' +
      (notes.length ? `\n\n${notes.join(' ')}` : '') +
      '\n\n' +
      table(
        ['database', 'route', 'connections', 'req/s', 'p50', 'p99', 'errors', 'cost × hello'],
        rows.map((r) => [
          r.db,
          r.route,
          String(r.connections),
          r.rps.toFixed(0),
          ms(r.p50),
          ms(r.p99),
          String(r.errors),
          r.costVsHello.toFixed(1),
        ]),
      ),
  );
};

// ---- c. Lighthouse ----
// Five, as Lighthouse CI advises for a steady median; after a warm-up run (lighthouse.ts).
const LIGHTHOUSE_RUNS = quick ? 1 : 5;
const lighthousePart = async (dist: string) => {
  const dir = path.join(benchOut, `pglite-lh-${Date.now()}`);
  const server = await startBenchServer({ BENCH_DATA_DIR: dir, BENCH_STATIC_DIR: dist });
  let rows: LighthouseRow[];
  try {
    rows = await runLighthouse(server.ready.url, LIGHTHOUSE_RUNS, log);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  for (const r of rows)
    targets.push({
      part: 'Lighthouse',
      what: `performance score, ${r.page} (desktop)`,
      value: `${r.score.toFixed(2)} (LCP ${ms(r.lcpMs)})`,
      target: '≥ 0.95',
      met: r.score >= 0.95,
    });
  sections.push(
    `## Lighthouse\n\nDesktop preset, performance category, median of ${LIGHTHOUSE_RUNS} runs after ` +
      'one warm-up run per page; the bench ' +
      'server serves the build on loopback as in production: the brotli copy written beside each ' +
      'file.\n\n' +
      table(
        ['page', 'score (median)', 'scores', 'LCP (median)'],
        rows.map((r) => [r.page, r.score.toFixed(2), r.scores.join(', '), ms(r.lcpMs)]),
      ),
  );
};

// ---- d. engine vs raw Formily ----
const enginePart = async () => {
  const sizes = process.env.BENCH_AB_SIZES
    ? process.env.BENCH_AB_SIZES.split(',').map(Number)
    : quick
      ? [50]
      : [50, 200, 1000];
  const reps = Number(process.env.BENCH_AB_REPS ?? (quick ? 2 : 5));
  const { trials, pageBytes } = await runEngineAb(sizes, reps, log);
  const ratio = (n: number, key: 'mountMs' | 'keyMs' | 'validateMs' | 'heapBytes') =>
    medianOf(trials, 'engine', n, key) / medianOf(trials, 'raw', n, key);
  const x = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : 'errors not all shown');
  const allWithin = (key: 'keyMs' | 'validateMs' | 'heapBytes', limit: number, what: string) => {
    const rs = sizes.map((n) => ratio(n, key));
    targets.push({
      part: 'Engine vs raw Formily',
      what: `${what}, engine ÷ raw (N = ${sizes.join(' / ')})`,
      value: rs.map(x).join(' / '),
      target: `≤ ${limit.toFixed(2)}× at every N`,
      met: rs.every((r) => r <= limit),
    });
  };
  allWithin('keyMs', 1, 'keystroke latency');
  allWithin('validateMs', 1, 'validate-all on submit');
  allWithin('heapBytes', 1.05, 'JS heap after mount');
  const bytesRatio = pageBytes.engine / pageBytes.raw;
  targets.push({
    part: 'Engine vs raw Formily',
    what: 'page JS+CSS gzipped, engine ÷ raw',
    value: `${x(bytesRatio)} (${kb(pageBytes.engine)} / ${kb(pageBytes.raw)})`,
    target: '≤ 1.05×',
    met: bytesRatio <= 1.05,
  });
  for (const [n, limit] of [
    [200, 0.8],
    [1000, 0.5],
  ] as const)
    targets.push({
      part: 'Engine vs raw Formily',
      what: `mount, engine ÷ raw, N = ${n}`,
      value: sizes.includes(n) ? x(ratio(n, 'mountMs')) : 'not measured (size left out)',
      target: `≤ ${limit}×`,
      met: sizes.includes(n) ? ratio(n, 'mountMs') <= limit : undefined,
    });
  const cell = (side: Side, n: number) => [
    ms(medianOf(trials, side, n, 'mountMs')),
    `${medianOf(trials, side, n, 'keyMs').toFixed(1)} ms`,
    Number.isFinite(medianOf(trials, side, n, 'validateMs'))
      ? ms(medianOf(trials, side, n, 'validateMs'))
      : 'errors not all shown',
    `${(medianOf(trials, side, n, 'heapBytes') / 1e6).toFixed(1)} MB`,
  ];
  sections.push(
    `## Engine vs raw Formily\n\n` +
      `Interleaved trials per side (${sizes.map((n) => `${repsAt(n, reps)} at N = ${n}`).join(', ')}) in one headless ` +
      'Chromium, each in a fresh context, production builds (bench/engine-ab): (A) the form ' +
      'through FormView from an engine FormSchema, (B) createForm + @formily/antd-v5 through ' +
      'createSchemaField. Fields cycle required text (maxLength 50), select (5 options), number ' +
      '(0–100) and date; every 10th text field shows only while the select before it is "b". ' +
      'Mount: navigation start to the painted frame that fills the viewport with fields; key: ' +
      `median of ${KEYS} isolated keystrokes, keydown to painted input; ` +
      'validate: submit click to the painted frame with every error; heap: used JS heap after mount and a GC. Medians.\n\n' +
      table(
        ['N', 'side', 'mount', 'key', 'validate', 'heap'],
        sizes.flatMap((n) => [
          [String(n), 'engine', ...cell('engine', n)],
          [String(n), 'raw Formily', ...cell('raw', n)],
          [
            String(n),
            '**engine ÷ raw**',
            x(ratio(n, 'mountMs')),
            x(ratio(n, 'keyMs')),
            x(ratio(n, 'validateMs')),
            x(ratio(n, 'heapBytes')),
          ],
        ]),
      ) +
      `\n\nPage JS+CSS gzipped: engine ${kb(pageBytes.engine)}, raw Formily ${kb(pageBytes.raw)}. ` +
      'The engine page is built as the console builds it (scripts/vite-engine-build.ts), the raw ' +
      "page with Vite and React's plugin alone.",
  );
};

const main = async () => {
  const t0 = Date.now();
  mkdirSync(benchOut, { recursive: true });
  log('building the console (production) …');
  const dist = await buildConsole();
  // A part that fails is reported as such and the others still run.
  const run = async (name: string, title: string, fn: () => unknown) => {
    if (!parts.has(name)) return;
    log(`${title} …`);
    try {
      await fn();
    } catch (error) {
      log(`${title} failed: ${(error as Error).stack ?? String(error)}`);
      targets.push({
        part: title,
        what: 'the part ran',
        value: String(error),
        target: 'ran',
        met: false,
      });
    }
  };
  await run('budgets', 'Route budgets', () => budgets(dist));
  await run('api', 'API load', api);
  await run('lighthouse', 'Lighthouse', () => lighthousePart(dist));
  await run('engine', 'Engine vs raw Formily', enginePart);
  const status = (t: Target) =>
    t.met === undefined ? 'not measured' : t.met ? 'met' : '**not met**';
  const met = targets.filter((t) => t.met).length;
  const summary = table(
    ['part', 'measure', 'value', 'target', 'status'],
    targets.map((t) => [t.part, t.what, t.value, t.target, status(t)]),
  );
  const load = os.loadavg().map((x) => x.toFixed(1));
  const text = [
    '# Benchmarks (`npm run bench`)',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (load ${load.join(' ')}), ` +
      `Node ${process.version}${quick ? ', BENCH_QUICK (short runs)' : ''}; ` +
      `${((Date.now() - t0) / 1000).toFixed(0)} s. Ratios and scores hold across machines ` +
      'better than the absolute times, which a shared machine inflates.',
    '',
    `**${met} of ${targets.length} targets met.**`,
    '',
    summary,
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
  // Formatted as `npm run lint` checks it (prettier aligns the tables, which also reads better).
  const file = path.join(repoRoot, 'bench', 'results.md');
  const formatted = await format(text, {
    ...(await resolveConfig(file)),
    parser: 'markdown',
  });
  writeFileSync(file, formatted);
  console.log(formatted);
};

await main();
