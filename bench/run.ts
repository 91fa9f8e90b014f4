// `npm run bench` (docs/product.md, Performance targets): builds the console to .tmp/bench/dist,
// runs the parts and prints one table of the targets, each met or not, with the
// measurements under it; the same text goes to bench/results.md. Not part of `npm test` (the route
// byte guard is: scripts/test.sh).
//
// Env: BENCH_PARTS         comma list of budgets (route bytes),api,lighthouse,engine,import,
//                          batch
//                          (default: all)
//      BENCH_QUICK=1       short runs (2 s loads, one Lighthouse run, N = 50 only, 2 trials)
//      BENCH_AB_SIZES, BENCH_AB_REPS  the engine/raw sizes (50,200,1000) and trials per side (5;
//                          three times as many at N ≤ 200, run-ab.ts's repsAt)
//      BENCH_LH_PAGES      comma list of the Lighthouse pages to audit (/login, /card/{id},
//                          /app/lawyer, /app/card/create; default all), BENCH_LH_RUNS runs each
//                          (5), BENCH_LH_DETAIL=1 logs each run's long tasks and script times
//      BENCH_DATABASE_URL  a throwaway PostgreSQL database for the API load (it is seeded);
//                          without it a cluster is started from /usr/lib/postgresql if present
//      BENCH_API_ROUTES, BENCH_API_CONNECTIONS  narrow the API load to some routes (hello always
//                          runs) and connection counts (bench/api-load.ts)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { apiPart } from './api-part';
import { batchApprovalPart } from './batch-approval';
import { importPart } from './import-part';
import { benchOut, buildConsole, repoRoot } from './build';
import {
  BURST_KEYS,
  BURSTS,
  KEYS,
  medianOf,
  repsAt,
  runEngineAb,
  type Side,
} from './engine-ab/run-ab';
import { runLighthouse, type LighthouseRow } from './lighthouse';
import { startBenchServer } from './server-process';
import { readFileSync } from 'node:fs';
import { ms, table, type Target } from './report';
import { kb, routeLoads, type RouteLoad } from './route-budgets';

const quick = process.env.BENCH_QUICK === '1';
const parts = new Set(
  (process.env.BENCH_PARTS ?? 'budgets,api,lighthouse,engine,import,batch')
    .split(',')
    .map((s) => s.trim()),
);
const targets: Target[] = [];
const sections: string[] = [];
const log = (s: string) => console.error(s);

// ---- a. route bytes ----
// Each route's bytes before the console moved onto antd, Formily and react-router as they are (the
// build of commit 50b9f06, measured by this file's routeLoads): reported beside today's.
const before = JSON.parse(
  readFileSync(path.join(repoRoot, 'bench', 'route-bytes-before.json'), 'utf8'),
) as { commit: string; routes: Record<string, number> };

const budgets = (dist: string) => {
  const loads = routeLoads(dist);
  // A hand-built page (page.component) has no schema form or list: it should not need Formily.
  const formless = loads.filter((l) => l.kind === 'page' || l.kind === 'public page');
  const formilyWhereNoForm = formless.filter((l) => l.loadsFormily);
  const card = loads.find((l) => l.path === '/card/:id');
  targets.push(
    {
      part: 'Route bytes',
      what: 'routes without a schema form or list loading Formily',
      value: formilyWhereNoForm.length ? formilyWhereNoForm.map((l) => l.path).join(', ') : 'none',
      target: 'none',
      met: formilyWhereNoForm.length === 0,
    },
    {
      part: 'Route bytes',
      what: 'the public card page /card/:id loads Formily or antd',
      value: card
        ? [card.loadsFormily && 'Formily', card.loadsAntd && 'antd'].filter(Boolean).join(', ') ||
          'neither'
        : 'no such route',
      target: 'neither',
      met: card ? !card.loadsFormily && !card.loadsAntd : false,
    },
  );
  const row = (l: RouteLoad) => {
    const was = before.routes[l.path];
    return [
      l.path,
      l.kind,
      was === undefined ? '-' : kb(was),
      kb(l.gzipBytes),
      was === undefined ? '-' : `${l.gzipBytes >= was ? '+' : ''}${kb(l.gzipBytes - was)}`,
      l.loadsFormily ? 'yes' : 'no',
      l.loadsAntd ? 'yes' : 'no',
      String(l.files.length),
    ];
  };
  const login = loads.find((l) => l.path === '/login');
  sections.push(
    '## Route bytes\n\nReported, not targets: what users feel is the Lighthouse part. What each ' +
      'route loads: the entry, for /app routes the app layout and ' +
      "route-page chunks, the page's own chunk, and lazily loaded editor parts its form uses, each " +
      'with its static imports (Vite manifest); gzip level 6, kB = 1000 bytes. "before" is the ' +
      `build of ${before.commit}, with the console's own router, table, ArrayTable and stand-ins.\n\n` +
      table(
        ['route', 'kind', 'before', 'gzip JS+CSS', 'change', 'Formily', 'antd', 'files'],
        loads.map(row),
      ) +
      (login?.formilyPackages?.length
        ? `\n\n/login loads ${login.formilyPackages.join(', ')}, imported by ` +
          `${login.formilyImporters?.map((m) => `\`${m}\``).join(', ')}.`
        : ''),
  );
};

// ---- c. Lighthouse ----
// Five, as Lighthouse CI advises for a steady median; after a warm-up run (lighthouse.ts).
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LH_RUNS ?? (quick ? 1 : 5));
const lighthousePart = async (dist: string) => {
  const dir = path.join(benchOut, `pglite-lh-${Date.now()}`);
  const server = await startBenchServer({ BENCH_DATA_DIR: dir, BENCH_STATIC_DIR: dist });
  let rows: LighthouseRow[];
  try {
    rows = await runLighthouse(
      server.ready.url,
      LIGHTHOUSE_RUNS,
      log,
      server.ready.cardId,
      process.env.BENCH_LH_PAGES?.split(','),
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  for (const r of rows) {
    targets.push({
      part: 'Lighthouse',
      what: `performance score, ${r.page} (${r.preset})`,
      value: `${r.score.toFixed(2)} (LCP ${ms(r.lcpMs)})`,
      target: '≥ 0.95',
      met: r.score >= 0.95,
    });
    if (r.accessibility !== undefined)
      targets.push({
        part: 'Lighthouse',
        what: `accessibility score, ${r.page} (${r.preset})`,
        value: r.accessibility.toFixed(2),
        target: '≥ 0.95',
        met: r.accessibility >= 0.95,
      });
  }
  sections.push(
    `## Lighthouse\n\nDesktop preset, performance category, median of ${LIGHTHOUSE_RUNS} runs after ` +
      'one warm-up run per page; the public card /card/{id} (a published card of the demo seed) ' +
      "with Lighthouse's mobile preset (emulated mid-range phone, simulated slow 4G and 4× CPU " +
      'slowdown), performance and accessibility. The bench ' +
      'server serves the build on loopback as in production: the brotli copy written beside each ' +
      'file.\n\n' +
      table(
        ['page', 'preset', 'score (median)', 'scores', 'LCP (median)', 'accessibility (median)'],
        rows.map((r) => [
          r.page,
          r.preset,
          r.score.toFixed(2),
          r.scores.join(', '),
          ms(r.lcpMs),
          r.accessibility === undefined ? '-' : r.accessibility.toFixed(2),
        ]),
      ),
  );
};

// ---- d. engine vs raw Formily ----
type Measure = 'mountMs' | 'keyMs' | 'burstMs' | 'validateMs' | 'heapBytes';
const enginePart = async () => {
  const sizes = process.env.BENCH_AB_SIZES
    ? process.env.BENCH_AB_SIZES.split(',').map(Number)
    : quick
      ? [50]
      : [50, 200, 1000];
  const reps = Number(process.env.BENCH_AB_REPS ?? (quick ? 2 : 5));
  const { trials, pageBytes } = await runEngineAb(sizes, reps, log);
  const ratio = (side: Side, n: number, key: Measure) =>
    medianOf(trials, side, n, key) / medianOf(trials, 'raw', n, key);
  const x = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : 'errors not all shown');
  // What users feel, with every field mounted as raw Formily mounts them.
  const allWithin = (key: Measure, what: string) => {
    const rs = sizes.map((n) => ratio('engine', n, key));
    targets.push({
      part: 'Engine vs raw Formily',
      what: `${what}, engine ÷ raw, every field mounted (N = ${sizes.join(' / ')})`,
      value: rs.map(x).join(' / '),
      target: '≤ 1.00× at every N',
      met: rs.every((r) => r <= 1),
    });
  };
  allWithin('keyMs', 'keystroke, paced');
  allWithin('burstMs', `keystrokes, bursts of ${BURST_KEYS}`);
  allWithin('validateMs', 'validate-all on submit');
  const cell = (side: Side, n: number) => [
    ms(medianOf(trials, side, n, 'mountMs')),
    `${medianOf(trials, side, n, 'keyMs').toFixed(1)} ms`,
    ms(medianOf(trials, side, n, 'burstMs')),
    Number.isFinite(medianOf(trials, side, n, 'validateMs'))
      ? ms(medianOf(trials, side, n, 'validateMs'))
      : 'errors not all shown',
    `${(medianOf(trials, side, n, 'heapBytes') / 1e6).toFixed(1)} MB`,
  ];
  const ratios = (side: Side, n: number) =>
    (['mountMs', 'keyMs', 'burstMs', 'validateMs', 'heapBytes'] as const).map((k) =>
      x(ratio(side, n, k)),
    );
  sections.push(
    `## Engine vs raw Formily\n\n` +
      `Interleaved trials per side (${sizes.map((n) => `${repsAt(n, reps)} at N = ${n}`).join(', ')}) in one headless ` +
      'Chromium, each in a fresh context, production builds (bench/engine-ab): (A) the form ' +
      'through FormCore from an engine FormSchema with every field mounted, (A′) the same with ' +
      "the engine's deferral of far-off fields, as the console ships it, (B) createForm + " +
      '@formily/antd-v5 through createSchemaField. Fields cycle required text (maxLength 50), ' +
      'select (5 options), number (0–100) and date; every 10th text field shows only while the ' +
      'select before it is "b". Mount: navigation start to the painted frame that fills the ' +
      `viewport with fields; key: median of ${KEYS} paced keystrokes, keydown to painted input; ` +
      `burst: median of ${BURSTS} bursts of ${BURST_KEYS} keys typed back to back, first keydown ` +
      'to the paint after the last; validate: submit click (提交 scrolled into view and drawn ' +
      'first, as a user sees it before pressing it) to the painted frame with every error; heap: used JS heap after mount and a GC. Medians.\n\n' +
      table(
        ['N', 'side', 'mount', 'key', 'burst', 'validate', 'heap'],
        sizes.flatMap((n) => [
          [String(n), 'engine, every field mounted', ...cell('engine', n)],
          [String(n), 'engine, deferral', ...cell('deferred', n)],
          [String(n), 'raw Formily', ...cell('raw', n)],
          [String(n), '**engine ÷ raw**', ...ratios('engine', n)],
          [String(n), '**deferral ÷ raw**', ...ratios('deferred', n)],
        ]),
      ) +
      `\n\nPage JS+CSS gzipped: engine ${kb(pageBytes.engine)}, raw Formily ${kb(pageBytes.raw)}. ` +
      "Both pages are built as the console builds its pages: Vite and React's plugin, no swaps " +
      'of library files.',
  );
};

const main = async () => {
  const t0 = Date.now();
  mkdirSync(benchOut, { recursive: true });
  // Only route bytes and Lighthouse read the build: a run of other parts skips it.
  const needsBuild = parts.has('budgets') || parts.has('lighthouse');
  if (needsBuild) log('building the console (production) …');
  const dist = needsBuild ? await buildConsole() : '';
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
  await run('budgets', 'Route bytes', () => budgets(dist));
  await run('api', 'API load', async () => {
    const r = await apiPart(quick, log);
    targets.push(...r.targets);
    sections.push(r.section);
  });
  await run('lighthouse', 'Lighthouse', () => lighthousePart(dist));
  await run('engine', 'Engine vs raw Formily', enginePart);
  await run('import', 'Excel import', async () => {
    const r = await importPart(log);
    targets.push(...r.targets);
    sections.push(r.section);
  });
  await run('batch', 'Batch actions', async () => {
    const r = await batchApprovalPart(quick, log);
    targets.push(...r.targets);
    sections.push(r.section);
  });
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
