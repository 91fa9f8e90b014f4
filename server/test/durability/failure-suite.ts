// What an all-or-nothing suite starts from: the real app on a fresh database, its callers signed
// in, and the failure function installed (injected-failure.ts); the app closes after the suite.
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../../src/app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { execOn, FAIL_FUNCTION, type Exec } from './injected-failure';

export interface FailureSuite {
  /** Set before the suite's tests run (in a beforeAll), like a suite's own `let t`. */
  t: TestApp;
  exec: Exec;
}

/**
 * Registers the suite's beforeAll and afterAll; call it at the top of the test file.
 *
 * @example const suite = failureSuite({}, async (t) => { token = await t.tokenFor(...demo.admin) });
 */
export const failureSuite = (
  options: Partial<AppOptions> = {},
  signIn: (t: TestApp) => Promise<void> = async () => undefined,
): FailureSuite => {
  const suite = {} as FailureSuite;
  beforeAll(async () => {
    suite.t = await createTestApp(options);
    suite.exec = execOn(suite.t);
    await signIn(suite.t);
    await suite.exec(FAIL_FUNCTION);
  });
  afterAll(() => suite.t.close());
  return suite;
};
