// API load (docs/product.md, Performance targets): autocannon on loopback against bench/server.ts
// (its own process) on PGlite and on PostgreSQL, at 10 and 50 connections: GET /api/bench/hello
// (the reference: a route with no work), the card list (pageList with status, office and
// practice-area filters over 10,000 cards), the card list sorted by the server (sortField
// updateTime, ascending: the reverse of its index's order, over all 10,000 cards) beside the same
// page unsorted, the admin
// sign-in and the card event write (the public
// card page's POST /cardEvent, bench/card-event-traffic.ts). Ratios are to hello in the same run,
// so a loaded machine moves every row together. Then the event write on a paced open loop at
// EVENT_RATE a second (bench/paced-load.ts), beside hello paced the same way: the rate the
// product's target names, not as fast as the server goes.
//
// BENCH_API_ROUTES (a comma list of route names; hello always runs, as the reference) and
// BENCH_API_CONNECTIONS (e.g. 10) narrow a run to some rows, e.g. to measure one route after a
// change; the paced event load runs only when `card event` is among the routes.
import autocannon from 'autocannon';
import { eventRequest } from './card-event-traffic';
import { pacedLoad, type PacedRequest, type PacedResult } from './paced-load';
import { startBenchServer } from './server-process';

export interface LoadRow {
  db: string;
  route:
    | 'hello'
    | 'card pageList'
    | 'card pageList sorted'
    | 'card pageList unfiltered'
    | 'login'
    | 'card event';
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors, timeouts and non-2xx answers. */
  errors: number;
  /** req/s of hello at the same connections divided by this row's: how many times dearer. */
  costVsHello: number;
}

/** Card events a second of the paced load (docs/product.md, Performance targets). */
export const EVENT_RATE = 200;

export interface PacedRow extends PacedResult {
  db: string;
  route: 'hello' | 'card event';
  rate: number;
  /** This row's p99 over hello's at the same rate (same run). */
  p99VsHello: number;
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

/**
 * Runs the four routes at each connection count against one database, then the paced event load;
 * returns its rows.
 */
export const loadOneDatabase = async (
  label: string,
  env: Record<string, string>,
  durationSec: number,
  log: (s: string) => void,
): Promise<{ rows: LoadRow[]; paced: PacedRow[] }> => {
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
    const sorted =
      `${ready.url}/api/lawyer/card/pageList?current=1&size=10` +
      '&sortField=updateTime&sortOrder=ascend';
    const all = (await expectOk(sorted, { headers: { token } })) as { total: number };
    log(`  ${label}: the sorted list orders ${all.total} cards`);
    const cards = ready.eventCards;
    if (cards.length < 100) throw new Error(`only ${cards.length} published cards for the events`);
    // One event is written before anything is timed: a refused event would measure nothing.
    const first = eventRequest(0, cards);
    await expectOk(`${ready.url}/api/cardEvent`, { method: 'POST', ...first });
    let sent = 1;
    const targets: Record<LoadRow['route'], autocannon.Options> = {
      hello: { url: `${ready.url}/api/bench/hello` },
      'card pageList': { url: list, headers: { token } },
      'card pageList sorted': { url: sorted, headers: { token } },
      // The same page in the list's own order: what sorting adds (the exact total of all 10,000
      // cards is counted for either).
      'card pageList unfiltered': {
        url: `${ready.url}/api/lawyer/card/pageList?current=1&size=10`,
        headers: { token },
      },
      login: {
        url: `${ready.url}/api/auth/firmAccessUserLogin`,
        method: 'POST',
        headers: FORM,
        body: LOGIN_BODY,
      },
      'card event': {
        url: `${ready.url}/api/cardEvent`,
        method: 'POST',
        // autocannon calls this for every request it sends: each is the load's next event.
        requests: [{ setupRequest: (req) => ({ ...req, ...eventRequest(sent++, cards) }) }],
      },
    };
    const only = process.env.BENCH_API_ROUTES?.split(',').map((s) => s.trim());
    const chosen = (Object.entries(targets) as [LoadRow['route'], autocannon.Options][]).filter(
      ([route]) => !only || route === 'hello' || only.includes(route),
    );
    const counts = process.env.BENCH_API_CONNECTIONS?.split(',').map(Number) ?? [10, 50];
    // Warm the JIT and the database's caches before anything is measured.
    for (const [, t] of chosen) await cannon({ ...t, connections: 4, duration: 1 });
    const rows: LoadRow[] = [];
    for (const connections of counts) {
      let helloRps = 0;
      for (const [route, t] of chosen) {
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
    const paced: PacedRow[] = [];
    if (only && !only.includes('card event')) return { rows, paced };
    const pacedTargets: Record<PacedRow['route'], (i: number) => PacedRequest> = {
      hello: () => ({ method: 'GET', path: '/api/bench/hello' }),
      'card event': () => ({
        method: 'POST',
        path: '/api/cardEvent',
        ...eventRequest(sent++, cards),
      }),
    };
    let helloP99 = 0;
    for (const [route, make] of Object.entries(pacedTargets) as [
      PacedRow['route'],
      (i: number) => PacedRequest,
    ][]) {
      const r = await pacedLoad(ready.url, EVENT_RATE, durationSec, make);
      if (route === 'hello') helloP99 = r.p99;
      paced.push({ db: label, route, rate: EVENT_RATE, ...r, p99VsHello: r.p99 / helloP99 });
      log(
        `  ${label} ${route} paced at ${EVENT_RATE}/s: ${r.sent} sent, p50 ${r.p50.toFixed(1)} ms, ` +
          `p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(0)} ms, ${r.errors} errors`,
      );
    }
    return { rows, paced };
  } finally {
    await server.stop();
  }
};
