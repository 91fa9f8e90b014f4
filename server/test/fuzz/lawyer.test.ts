// Input fuzzing (docs/security.md, suite 2), a lawyer on every route a lawyer may call (access
// 'user' or the lawyer role; public routes are fuzzed in the admin files). See fuzz-harness.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RUNS } from './fuzz-harness';
import { lawyerMay, report, startFuzz, type FuzzSession } from './fuzz-routes';

let s: FuzzSession;
let routes = 0;
beforeAll(async () => {
  s = await startFuzz();
});
afterAll(async () => {
  report('lawyer', { routes, cases: s.tally.cases, fiveXx: s.tally.fiveXx });
  await s.t.close();
});

it('never a 5xx, always the envelope, refusals in Chinese and without writes', async () => {
  const mine = s.fuzzable().filter(lawyerMay);
  expect(mine.length).toBeGreaterThan(15);
  for (const r of mine) {
    await s.fuzz(r, 'lawyer');
    routes++;
  }
  expect(s.tally.cases).toBeGreaterThanOrEqual(mine.length * RUNS);
}, 300_000);
