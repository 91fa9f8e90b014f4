// Input fuzzing (issue 6, suite 2), the main admin (level 1 + system) on share 1 of 2 of the
// routes (one app per file, so the shares run in parallel). See fuzz-harness.ts for what is
// generated and asserted.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RUNS } from './fuzz-harness';
import { report, share, startFuzz, type FuzzSession } from './fuzz-routes';

let s: FuzzSession;
let routes = 0;
beforeAll(async () => {
  s = await startFuzz();
});
afterAll(async () => {
  report('admin-1', { routes, cases: s.tally.cases, fiveXx: s.tally.fiveXx });
  await s.t.close();
});

it('never a 5xx, always the envelope, refusals in Chinese and without writes', async () => {
  const mine = share(s.fuzzable(), 0, 2);
  expect(mine.length).toBeGreaterThan(40);
  for (const r of mine) {
    await s.fuzz(r, 'admin');
    routes++;
  }
  expect(s.tally.cases).toBeGreaterThanOrEqual(mine.length * RUNS);
}, 300_000);
