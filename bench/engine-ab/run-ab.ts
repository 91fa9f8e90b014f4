// Engine vs raw Formily: both pages built for production, each in its own Vite build, served from a
// tiny static server, then measured in one headless Chromium, interleaved (the order of the sides
// rotates), each trial in a fresh browser context: mount, JS heap after mount (after a GC), the
// median of 40 paced keystrokes and of 5 bursts of 10 back-to-back keys in the first text field,
// and validate-all on submit. Sides: the engine with every field mounted, the engine deferring
// far-off fields (as the console ships), and raw Formily. Medians per side and size; the ratio is
// a side ÷ raw.
import react from '@vitejs/plugin-react';
import { chromium, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { benchOut } from '../build';
import type { BenchState } from './harness';

const here = import.meta.dirname;
// BENCH_AB_OUT: a directory of one's own, so two runs on one machine do not share a build.
const outDir = process.env.BENCH_AB_OUT ?? path.join(benchOut, 'engine-ab');
// A keystroke's paint waits for the next frame, so one key's latency is mostly where in the frame
// it fell; 40 keys keep the median from swinging by that phase.
export const KEYS = 40;
/** Bursts of keys typed back to back, as a fast typist or a paste of keys does. */
export const BURSTS = 5;
export const BURST_KEYS = 10;

export type Side = 'engine' | 'deferred' | 'raw';
export const SIDES: Side[] = ['engine', 'deferred', 'raw'];
export interface Trial {
  side: Side;
  n: number;
  mountMs: number;
  heapBytes: number;
  keyMs: number;
  /** A burst of BURST_KEYS keys: first keydown → paint after the last input. */
  burstMs: number;
  validateMs: number;
}
export interface AbResult {
  trials: Trial[];
  pageBytes: Record<'engine' | 'raw', number>;
}

// Each page its own build (in its own folder, served under /engine/ and /raw/): in one build the
// two pages would share chunks cut along the other page's lazy imports, which splits the raw page
// into dozens of small files that compress worse than it would alone. Both are built as the
// console builds its pages: Vite and React's plugin, with no swaps of library files.
// `minify: false` (profile.ts) keeps names and the comment naming each bundled module.
export const buildPage = async (side: 'engine' | 'raw', out = outDir, minify = true) => {
  await build({
    root: here,
    base: `/${side}/`,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: path.join(out, side),
      emptyOutDir: true,
      minify,
      chunkSizeWarningLimit: 5000,
      rollupOptions: {
        input: path.join(here, `${side}.html`),
        // What the page loads up front in one chunk. Without it Rolldown cuts every module a lazy
        // chunk shares with the entry into its own file (dozens for the engine's registry, none
        // for the raw page, which has no lazy chunks).
        output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
      },
    },
  });
};

/**
 * Gzipped JS+CSS a page loaded: every script and style sheet it requested in any trial, its
 * static imports and what it imported lazily (the engine's form components) alike.
 */
const pageBytes = (files: Set<string>) =>
  [...files].reduce(
    (n, f) => n + gzipSync(readFileSync(path.join(outDir, f)), { level: 6 }).length,
    0,
  );
const loaded: Record<Side, Set<string>> = {
  engine: new Set(),
  deferred: new Set(),
  raw: new Set(),
};

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};
export const serve = (root = outDir) =>
  new Promise<{ server: Server; origin: string }>((resolve) => {
    const server = createServer((req, res) => {
      const file = path.join(root, path.normalize(new URL(req.url ?? '/', 'http://x').pathname));
      try {
        const body = readFileSync(file);
        res.writeHead(200, {
          'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });

const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/**
 * Clicks 提交 as a user does: scrolled to and seen first, then clicked. A click that scrolls and
 * presses at once would charge the drawing of the rows it scrolled past (and, with the deferral,
 * the mounting of the fields there) to validate-all. The pause is far shorter than a user's
 * between seeing the button and pressing it.
 */
export const submitInView = async (page: Page) => {
  const submit = page.locator('button[type="submit"]').first();
  await submit.scrollIntoViewIfNeeded();
  await twoFrames(page);
  await page.waitForTimeout(300);
  await twoFrames(page);
  await submit.click();
};

const state = (page: Page) => page.evaluate(() => window.__bench as BenchState);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const trial = async (
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  origin: string,
  side: Side,
  n: number,
  log: (s: string) => void,
): Promise<Trial> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.on('request', (r) => {
      const file = new URL(r.url()).pathname.slice(1);
      if (/\.(m?js|css)$/.test(file)) loaded[side].add(file);
    });
    await page.goto(
      side === 'raw'
        ? `${origin}/raw/raw.html?n=${n}`
        : `${origin}/engine/engine.html?n=${n}${side === 'deferred' ? '&defer' : ''}`,
    );
    await page.waitForFunction(() => window.__bench?.mountMs !== undefined, null, {
      timeout: 120_000,
    });
    const { mountMs } = await state(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');

    await page.locator('input').first().click();
    for (let k = 0; k < KEYS; k++) {
      await page.keyboard.press('a');
      await page.waitForFunction((done) => window.__bench.keys.length > done, k, {
        timeout: 30_000,
      });
    }
    const { keys } = await state(page);
    const bursts: number[] = [];
    for (let b = 0; b < BURSTS; b++) {
      await page.evaluate(() => (window.__bench.burst = { active: true, inputs: 0 }));
      await page.keyboard.type('b'.repeat(BURST_KEYS));
      await page.waitForFunction((k) => window.__bench.burst.inputs >= k, BURST_KEYS, {
        timeout: 30_000,
      });
      const { burst } = await state(page);
      bursts.push(burst.end! - burst.start!);
      await page.evaluate(() => (window.__bench.burst.active = false));
    }

    await submitInView(page);
    // A side that never paints every error gets no time (Infinity), so it cannot meet a target.
    await page
      .waitForFunction(() => window.__bench.validateMs !== undefined, null, { timeout: 60_000 })
      .catch(() => log(`  N=${n} ${side}: not every error painted within 60 s`));
    const { validateMs } = await state(page);
    return {
      side,
      n,
      mountMs: mountMs!,
      heapBytes: usedSize,
      keyMs: median(keys),
      burstMs: median(bursts),
      validateMs: validateMs ?? Infinity,
    };
  } finally {
    await context.close();
  }
};

/**
 * Trials per side at size n. A small form's validate-all is one or two frames, so which frame the
 * last error lands in swings five-trial medians both ways (0.76× to 1.09× at N = 50 over three
 * runs of one build); three times the trials steady them for the cost of a minute or two. The
 * large forms take seconds, not frames, and keep `reps`.
 */
export const repsAt = (n: number, reps: number) => (n <= 200 ? reps * 3 : reps);

export const runEngineAb = async (
  sizes: number[],
  reps: number,
  log: (s: string) => void,
): Promise<AbResult> => {
  await buildPage('engine');
  await buildPage('raw');
  const { server, origin } = await serve();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const trials: Trial[] = [];
  try {
    for (const n of sizes)
      for (let r = 0; r < repsAt(n, reps); r++) {
        // Rotate which side goes first so none always meets a warmer machine.
        const order = SIDES.map((_, i) => SIDES[(i + r) % SIDES.length]);
        for (const side of order) {
          const t = await trial(browser, origin, side, n, log);
          trials.push(t);
          log(
            `  N=${n} ${side}: mount ${t.mountMs.toFixed(0)} ms, key ${t.keyMs.toFixed(1)} ms, ` +
              `burst ${t.burstMs.toFixed(0)} ms, ` +
              `validate ${t.validateMs.toFixed(0)} ms, heap ${(t.heapBytes / 1e6).toFixed(1)} MB`,
          );
        }
      }
  } finally {
    await browser.close();
    server.close();
  }
  return { trials, pageBytes: { engine: pageBytes(loaded.engine), raw: pageBytes(loaded.raw) } };
};

export const medianOf = (trials: Trial[], side: Side, n: number, key: keyof Trial) =>
  median(trials.filter((t) => t.side === side && t.n === n).map((t) => t[key] as number));
