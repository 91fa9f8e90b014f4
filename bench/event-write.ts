// The card event write alone, for working on it: `npx tsx bench/event-write.ts` starts a throwaway
// PostgreSQL cluster (or uses BENCH_DATABASE_URL) and the bench server on it, warms it with a
// second of events from 4 connections, then runs hello and the event write paced at EVENT_RATE
// a second, `BENCH_EVENT_RUNS` times (5) for `BENCH_EVENT_SECONDS` each (10), as the API part of
// `npm run bench` does once (api-load.ts). Prints one line per run with the machine's load, since
// a shared machine moves the tail: compare runs of one invocation, and medians across them.
import autocannon from 'autocannon';
import os from 'node:os';
import { EVENT_RATE } from './api-load';
import { eventRequest } from './card-event-traffic';
import { pacedLoad, type PacedResult } from './paced-load';
import { postgresBin, startPgCluster } from './pg-cluster';
import { startBenchServer } from './server-process';

const runs = Number(process.env.BENCH_EVENT_RUNS ?? 5);
const seconds = Number(process.env.BENCH_EVENT_SECONDS ?? 10);

const bin = process.env.BENCH_DATABASE_URL ? undefined : postgresBin();
if (!process.env.BENCH_DATABASE_URL && !bin)
  throw new Error('no PostgreSQL: set BENCH_DATABASE_URL');
const cluster = bin ? await startPgCluster(bin) : undefined;
const url = process.env.BENCH_DATABASE_URL ?? cluster!.url;
const server = await startBenchServer({ BENCH_DB_URL: url });
const { ready } = server;
const cards = ready.eventCards;
let sent = 0;

const line = (label: string, r: PacedResult) =>
  `${label.padEnd(10)} p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
  `max ${r.max.toFixed(0)} ms, ${r.errors} errors`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  await autocannon({
    url: `${ready.url}/api/cardEvent`,
    method: 'POST',
    connections: 4,
    duration: 1,
    requests: [{ setupRequest: (req) => ({ ...req, ...eventRequest(sent++, cards) }) }],
  });
  const p99s: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const load = os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
    const hello = await pacedLoad(ready.url, EVENT_RATE, seconds, () => ({
      method: 'GET',
      path: '/api/bench/hello',
    }));
    const event = await pacedLoad(ready.url, EVENT_RATE, seconds, () => ({
      method: 'POST',
      path: '/api/cardEvent',
      ...eventRequest(sent++, cards),
    }));
    p99s.push(event.p99);
    console.log(`run ${run} (load ${load}): ${line('hello', hello)} | ${line('event', event)}`);
  }
  console.log(`event p99 median of ${runs}: ${median(p99s).toFixed(1)} ms`);
} finally {
  await server.stop();
  cluster?.stop();
}
