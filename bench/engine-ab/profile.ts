// Where the engine's time goes beside raw Formily's (a tool, not part of `npm run bench`):
// `npx tsx bench/engine-ab/profile.ts` builds both A/B pages unminified (each bundled module starts
// with a comment naming its file, so each sampled line maps to its module), then in headless
// Chromium, per side and trial, types the trial's 40 paced keys, and records a CPU profile (CDP
// Profiler, 100 µs sampling) and the renderer's own durations (Performance.getMetrics: script,
// style, layout) over the five bursts and over the validate-all. Prints, per phase, the sides'
// medians and the modules whose self time differs most. Env: PROFILE_N (1000), PROFILE_TRIALS (3),
// PROFILE_REUSE=1 (keep the last build), PROFILE_TOP (25).
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchOut } from '../build';
import type { BenchState } from './harness';
import { BURST_KEYS, BURSTS, buildPage, KEYS, serve, submitInView } from './run-ab';

const n = Number(process.env.PROFILE_N ?? 1000);
const trials = Number(process.env.PROFILE_TRIALS ?? 3);
const top = Number(process.env.PROFILE_TOP ?? 25);
const out = path.join(benchOut, 'engine-ab-profile');
const sides = ['engine', 'raw'] as const;
type ProfSide = (typeof sides)[number];
type Phase = 'burst' | 'validate';

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }>;
  samples: number[];
  timeDeltas: number[];
}

// Line → module of each served script, from those comments.
const regions = new Map<string, string[]>();
const moduleAt = (url: string, line: number) => {
  if (!url) return '(native)';
  const file = new URL(url).pathname;
  let map = regions.get(file);
  if (!map) {
    map = [];
    let current = '(chunk)';
    for (const text of readFileSync(path.join(out, file), 'utf8').split('\n')) {
      // Each bundled module starts with a comment naming its file.
      const m = /^\/\/ ((?:node_modules|src|bench)\/\S+)$/.exec(text);
      if (m) current = m[1].replace(/^.*node_modules\//, '');
      map.push(current);
    }
    regions.set(file, map);
  }
  return map[line] ?? '(chunk)';
};

/** Self time (ms) per module and per function@module. */
const selfTimes = (p: CpuProfile) => {
  const byId = new Map(p.nodes.map((x) => [x.id, x.callFrame]));
  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const f = byId.get(id)!;
    const ms = (p.timeDeltas[i] ?? 0) / 1000;
    const mod = f.url ? moduleAt(f.url, f.lineNumber) : f.functionName || '(native)';
    modules.set(mod, (modules.get(mod) ?? 0) + ms);
    const fn = `${f.functionName || '(anonymous)'} @ ${mod}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  });
  return { modules, functions };
};

const METRICS = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'];
const metrics = async (cdp: CDPSession) => {
  const { metrics: all } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(
    all.filter((m) => METRICS.includes(m.name)).map((m) => [m.name, m.value * 1000]),
  );
};

const state = (page: Page) => page.evaluate(() => window.__bench as BenchState);

/** Profiles `act` on the page: CPU self times and the renderer's durations over it. */
const profiled = async (cdp: CDPSession, act: () => Promise<number>) => {
  const before = await metrics(cdp);
  await cdp.send('Profiler.start');
  const measured = await act();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const after = await metrics(cdp);
  const renderer = Object.fromEntries(METRICS.map((k) => [k, after[k] - before[k]]));
  return { measured, renderer, ...selfTimes(profile) };
};
type Profiled = Awaited<ReturnType<typeof profiled>>;

if (process.env.PROFILE_REUSE !== '1') {
  await buildPage('engine', out, false);
  await buildPage('raw', out, false);
}
const { server, origin } = await serve(out);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const results: Record<ProfSide, Record<Phase, Profiled[]>> = {
  engine: { burst: [], validate: [] },
  raw: { burst: [], validate: [] },
};
try {
  for (let t = 0; t < trials; t++)
    for (const side of t % 2 ? [...sides].reverse() : sides) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(
        side === 'raw' ? `${origin}/raw/raw.html?n=${n}` : `${origin}/engine/engine.html?n=${n}`,
      );
      await page.waitForFunction(() => window.__bench?.mountMs !== undefined, null, {
        timeout: 120_000,
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await page.locator('input').first().click();
      for (let k = 0; k < KEYS; k++) {
        await page.keyboard.press('a');
        await page.waitForFunction((done) => window.__bench.keys.length > done, k);
      }
      results[side].burst.push(
        await profiled(cdp, async () => {
          let total = 0;
          for (let b = 0; b < BURSTS; b++) {
            await page.evaluate(() => (window.__bench.burst = { active: true, inputs: 0 }));
            await page.keyboard.type('b'.repeat(BURST_KEYS));
            await page.waitForFunction((k) => window.__bench.burst.inputs >= k, BURST_KEYS);
            const { burst } = await state(page);
            total += burst.end! - burst.start!;
            await page.evaluate(() => (window.__bench.burst.active = false));
          }
          return total / BURSTS;
        }),
      );
      results[side].validate.push(
        await profiled(cdp, async () => {
          await submitInView(page);
          await page.waitForFunction(() => window.__bench.validateMs !== undefined, null, {
            timeout: 60_000,
          });
          return (await state(page)).validateMs!;
        }),
      );
      console.error(
        `trial ${t + 1} ${side}: burst ${results[side].burst.at(-1)!.measured.toFixed(0)} ms, ` +
          `validate ${results[side].validate.at(-1)!.measured.toFixed(0)} ms`,
      );
      await context.close();
    }
} finally {
  await browser.close();
  server.close();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const medianMap = (maps: Array<Map<string, number>>) => {
  const keys = new Set(maps.flatMap((m) => [...m.keys()]));
  return new Map([...keys].map((k) => [k, median(maps.map((m) => m.get(k) ?? 0))]));
};
const f = (x: number) => x.toFixed(1).padStart(8);
for (const phase of ['burst', 'validate'] as const) {
  const e = results.engine[phase];
  const r = results.raw[phase];
  console.log(`\n== ${phase} at N = ${n} (median of ${trials}) ==`);
  console.log(
    `measured     engine ${f(median(e.map((x) => x.measured)))} raw ${f(median(r.map((x) => x.measured)))}`,
  );
  for (const k of METRICS)
    console.log(
      `${k.padEnd(20)} engine ${f(median(e.map((x) => x.renderer[k])))} raw ${f(median(r.map((x) => x.renderer[k])))}`,
    );
  for (const kind of ['modules', 'functions'] as const) {
    const em = medianMap(e.map((x) => x[kind]));
    const rm = medianMap(r.map((x) => x[kind]));
    const keys = [...new Set([...em.keys(), ...rm.keys()])];
    const rows = keys
      .map((k) => ({ k, e: em.get(k) ?? 0, r: rm.get(k) ?? 0 }))
      .sort((a, b) => Math.abs(b.e - b.r) - Math.abs(a.e - a.r))
      .slice(0, top);
    console.log(`-- ${kind}: self ms, engine vs raw, largest differences --`);
    for (const x of rows) console.log(`${f(x.e)} ${f(x.r)} ${f(x.e - x.r)}  ${x.k}`);
  }
}
