// The card event write alone, for working on it: `npx tsx bench/event-write.ts` starts a throwaway
// PostgreSQL cluster (or uses BENCH_DATABASE_URL) and the bench server on it, warms it with a
// second of events from 4 connections, then runs hello and the event write paced at EVENT_RATE
// a second, `BENCH_EVENT_RUNS` times (5) for `BENCH_EVENT_SECONDS` each (10), as the API part of
// `npm run bench` does once (api-load.ts), after a closed-loop cost against hello. Prints one line
// per run with the machine's load, since a shared machine moves the tail: compare runs of one
// invocation, and medians across them.
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

// CPU time (user + system, /proc, in clock ticks of 10 ms) of the server process and of the
// cluster's processes (the postmaster's children): what an event costs the machine, which its
// load does not inflate as it inflates latencies.
const ticks = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return { ppid: -1, cpu: 0 };
  }
};
const postmaster = cluster
  ? Number(readFileSync(path.join(cluster.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  : undefined;
const cpuMs = () => {
  const app = ticks(server.pid).cpu;
  const db = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => ticks(Number(d)))
    .filter((t) => t.ppid === postmaster)
    .reduce((n, t) => n + t.cpu, 0);
  return { server: app * 10, db: db * 10 };
};

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
  // Closed loop, 10 connections, 5 s each: what one event costs next to hello (req/s ratio), a
  // figure a loaded machine moves less than the paced tail.
  const cannon = async (opts: autocannon.Options) =>
    (await autocannon({ connections: 10, duration: 5, ...opts })).requests.average;
  const helloRps = await cannon({ url: `${ready.url}/api/bench/hello` });
  const eventRps = await cannon({
    url: `${ready.url}/api/cardEvent`,
    method: 'POST',
    requests: [{ setupRequest: (req) => ({ ...req, ...eventRequest(sent++, cards) }) }],
  });
  console.log(
    `closed loop @10: hello ${helloRps.toFixed(0)} req/s, event ${eventRps.toFixed(0)} req/s, ` +
      `cost × hello ${(helloRps / eventRps).toFixed(1)}`,
  );
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
    const cpu0 = cpuMs();
    const event = await pacedLoad(ready.url, EVENT_RATE, seconds, () => ({
      method: 'POST',
      path: '/api/cardEvent',
      ...eventRequest(sent++, cards),
    }));
    const cpu1 = cpuMs();
    p99s.push(event.p99);
    const per = (k: 'server' | 'db') => ((cpu1[k] - cpu0[k]) / event.sent).toFixed(2);
    console.log(
      `run ${run} (load ${load}): ${line('hello', hello)} | ${line('event', event)} | ` +
        `CPU per event: server ${per('server')} ms, database ${per('db')} ms`,
    );
  }
  console.log(`event p99 median of ${runs}: ${median(p99s).toFixed(1)} ms`);
} finally {
  await server.stop();
  cluster?.stop();
}
