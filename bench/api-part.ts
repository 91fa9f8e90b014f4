// The API load part of `npm run bench` (docs/product.md, Performance targets): the routes under
// autocannon on PGlite and on PostgreSQL (api-load.ts) and the card event write on a paced open
// loop, as target rows and a section of bench/results.md.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { EVENT_RATE, loadOneDatabase, type LoadRow, type PacedRow } from './api-load';
import { benchOut } from './build';
import { postgresBin, startPgCluster } from './pg-cluster';
import { ms, table, type Target } from './report';

/** The API load part: its target rows and its section of bench/results.md. */
export const apiPart = async (
  quick: boolean,
  log: (s: string) => void,
): Promise<{ targets: Target[]; section: string }> => {
  const targets: Target[] = [];
  const duration = quick ? 2 : 10;
  const rows: LoadRow[] = [];
  const paced: PacedRow[] = [];
  const notes: string[] = [];
  const load = async (label: string, env: Record<string, string>) => {
    const r = await loadOneDatabase(label, env, duration, log);
    rows.push(...r.rows);
    paced.push(...r.paced);
  };
  const pgliteDir = path.join(benchOut, `pglite-${Date.now()}`);
  try {
    await load('PGlite', { BENCH_DATA_DIR: pgliteDir });
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
    if (pgUrl) await load('PostgreSQL', { BENCH_DB_URL: pgUrl });
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
  for (const [db, limit] of [
    ['PostgreSQL', 50],
    ['PGlite', 100],
  ] as const) {
    const r = rows.find(
      (x) => x.db === db && x.route === 'card pageList sorted' && x.connections === 10,
    );
    targets.push({
      part: 'API load',
      what: `card pageList sorted by the server p99 at 10 connections, ${db}`,
      value: r
        ? `${ms(r.p99)}, ${r.errors} errors (${r.costVsHello.toFixed(1)} × hello)`
        : 'not measured',
      target: `≤ ${limit} ms, no errors`,
      met: r ? r.p99 <= limit && r.errors === 0 : undefined,
    });
  }
  const event = paced.find((x) => x.db === 'PostgreSQL' && x.route === 'card event');
  targets.push({
    part: 'API load',
    what: `card event write p99 at ${EVENT_RATE} events/s (paced, open loop), PostgreSQL`,
    value: event ? `${event.p99.toFixed(1)} ms, ${event.errors} errors` : 'not measured',
    target: '≤ 20 ms, no errors',
    met: event ? event.p99 <= 20 && event.errors === 0 : undefined,
  });
  const errors = [...rows, ...paced].reduce((n, r) => n + r.errors, 0);
  targets.push({
    part: 'API load',
    what: 'errors in every load run',
    value: String(errors),
    target: '0',
    met: errors === 0,
  });
  const section =
    `## API load\n\nautocannon on loopback, ${duration} s per row, server in its own process; ` +
    "`cost × hello` is hello's req/s over the row's (same run, same connections). " +
    'pageList: `status`, office and practice-area filters over 10,000 cards, 10 a page. ' +
    'pageList sorted: no filter, sortField updateTime ascending (the server sort a column ' +
    'header asks for), the first 10 of all 10,000 cards; pageList unfiltered: the same page in ' +
    "the list's own order (both count all 10,000 cards for the total). " +
    'login: the admin password sign-in (argon2 verify, session and audit rows), limits raised ' +
    'through buildApp options. card event: POST /cardEvent as the public card page sends it, ' +
    'spread over 200 published cards and 5,000 visitors (each its own address through ' +
    'X-Forwarded-For and its own phone), 70% views, the rest calls, saves, shares and map ' +
    'taps; the real per-address and per-card limits apply (on PostgreSQL they count in the ' +
    'database).' +
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
    ) +
    `\n\nPaced, open loop: ${EVENT_RATE} requests a second on a fixed schedule for ` +
    `${duration} s, whether or not earlier ones were answered (bench/paced-load.ts); each ` +
    'latency runs from the scheduled send time, so a stall counts against every request it ' +
    "held up. `p99 × hello`: this row's p99 over hello's, paced the same way in the same run." +
    '\n\n' +
    table(
      ['database', 'route', 'rate', 'requests', 'p50', 'p99', 'max', 'errors', 'p99 × hello'],
      paced.map((r) => [
        r.db,
        r.route,
        `${r.rate}/s`,
        String(r.sent),
        `${r.p50.toFixed(1)} ms`,
        `${r.p99.toFixed(1)} ms`,
        ms(r.max),
        String(r.errors),
        r.p99VsHello.toFixed(1),
      ]),
    );
  return { targets, section };
};
