// An open-loop load: requests leave on a fixed schedule (`rate` a second), whether or not earlier
// ones have been answered, as real visitors' phones do; a closed loop (autocannon's connections)
// would wait for the server and hide its slow moments. Each latency runs from the request's
// scheduled time, not from when it actually left, so a stall of the server (or of this process)
// counts against every request it held up (no coordinated omission, as wrk2 measures).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  sent: number;
  p50: number;
  p99: number;
  max: number;
  /** Timeouts, socket errors, and answers other than HTTP 200 with envelope code 200. */
  errors: number;
}

const TIMEOUT_MS = 10_000;

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

/** Sends `rate × durationSec` requests to `origin` on schedule; `make(i)` builds the ith. */
export const pacedLoad = async (
  origin: string,
  rate: number,
  durationSec: number,
  make: (i: number) => PacedRequest,
): Promise<PacedResult> => {
  const { hostname, port } = new URL(origin);
  // Enough sockets that a slow answer never holds a later request back (that would close the loop).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * durationSec);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  const answered: Promise<void>[] = [];

  const fire = (i: number, due: number) =>
    new Promise<void>((done) => {
      const r = make(i);
      const fail = () => {
        errors++;
        done();
      };
      const req = http.request(
        { agent, hostname, port, method: r.method, path: r.path, headers: r.headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            latencies.push(performance.now() - due);
            try {
              const { code } = JSON.parse(Buffer.concat(chunks).toString()) as { code: string };
              if (res.statusCode !== 200 || code !== '200') errors++;
            } catch {
              errors++;
            }
            done();
          });
          res.on('error', fail);
        },
      );
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', fail);
      req.end(r.body);
    });

  const t0 = performance.now();
  await new Promise<void>((finished) => {
    let i = 0;
    const tick = () => {
      // Every request whose time has come leaves now, late ones included (they count as late).
      const now = performance.now();
      while (i < total && t0 + i * interval <= now) {
        answered.push(fire(i, t0 + i * interval));
        i++;
      }
      if (i < total) setTimeout(tick, Math.max(0, t0 + i * interval - performance.now()));
      else finished();
    };
    tick();
  });
  await Promise.all(answered);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent: total,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
    errors,
  };
};
