// API load (docs/product.md, Performance targets): autocannon on loopback against bench/server.ts
// (its own process) on PGlite and on PostgreSQL, at 10 and 50 connections: GET /api/bench/hello
// (the reference: a route with no work), the card list (pageList with status, office and
// practice-area filters over 10,000 cards) and the admin sign-in. Ratios are to hello in the same
// run, so a loaded machine moves every row together.
import autocannon from 'autocannon';
import { startBenchServer } from './server-process';

export interface LoadRow {
  db: string;
  route: 'hello' | 'card pageList' | 'login';
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors, timeouts and non-2xx answers. */
  errors: number;
  /** req/s of hello at the same connections divided by this row's: how many times dearer. */
  costVsHello: number;
}

const LOGIN_BODY = 'username=admin&password=Admin%402026';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** One call's envelope must say 200 before its load means anything. */
const expectOk = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  const body = (await res.json()) as { code: string; message: string; data: unknown };
  if (res.status !== 200 || body.code !== '200')
    throw new Error(`${url}: ${res.status} ${body.code} ${body.message}`);
  return body.data;
};

const cannon = async (opts: autocannon.Options) => {
  const r = await autocannon(opts);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
};

/** Runs the three routes at each connection count against one database; returns its rows. */
export const loadOneDatabase = async (
  label: string,
  env: Record<string, string>,
  durationSec: number,
  log: (s: string) => void,
): Promise<LoadRow[]> => {
  const started = Date.now();
  const server = await startBenchServer(env);
  const { ready } = server;
  log(`  ${label}: server up with 10,000 cards in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  try {
    const { token } = (await expectOk(`${ready.url}/api/auth/firmAccessUserLogin`, {
      method: 'POST',
      headers: FORM,
      body: LOGIN_BODY,
    })) as { token: string };
    const list =
      `${ready.url}/api/lawyer/card/pageList?current=1&size=10&status=2` +
      `&organizationId=${ready.officeId}&professionId=${ready.professionId}`;
    const page = (await expectOk(list, { headers: { token } })) as { total: number };
    log(`  ${label}: the filtered list matches ${page.total} of the cards`);
    const targets: Record<LoadRow['route'], autocannon.Options> = {
      hello: { url: `${ready.url}/api/bench/hello` },
      'card pageList': { url: list, headers: { token } },
      login: {
        url: `${ready.url}/api/auth/firmAccessUserLogin`,
        method: 'POST',
        headers: FORM,
        body: LOGIN_BODY,
      },
    };
    // Warm the JIT and the database's caches before anything is measured.
    for (const t of Object.values(targets)) await cannon({ ...t, connections: 4, duration: 1 });
    const rows: LoadRow[] = [];
    for (const connections of [10, 50]) {
      let helloRps = 0;
      for (const [route, t] of Object.entries(targets) as [
        LoadRow['route'],
        autocannon.Options,
      ][]) {
        const r = await cannon({ ...t, connections, duration: durationSec });
        if (route === 'hello') helloRps = r.rps;
        rows.push({
          db: label,
          route,
          connections,
          ...r,
          costVsHello: helloRps / Math.max(r.rps, 0.001),
        });
        log(
          `  ${label} ${route} @${connections}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, ` +
            `p99 ${r.p99} ms, ${r.errors} errors`,
        );
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
};
