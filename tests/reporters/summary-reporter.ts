/**
 * A tiny Playwright reporter whose last printed line is `N passed, N failed`, the plain closing
 * line CI reads. Use it after 'list' so its line comes last. When the env var PW_SUMMARY_FILE is
 * set it also writes `{"passed":N,"failed":N,…}` there, with the titles of the failed and flaky
 * tests, so scripts/test.sh can add the counts up with vitest's and name the failures at the end
 * of its output (CI shows only the end) without scraping the console.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestError } from '@playwright/test/reporter';

/**
 * A test of an ordering gate (playwright.config.ts) skipped because a test before it failed: that
 * failure is already counted, and the gate only orders the projects after it, so it is not a
 * second one. A gate that ran and failed counts like any test.
 */
const isOrderingGate = (test: TestCase): boolean =>
  test.parent.project()?.metadata?.orderingGate === true;

export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;
  private globalErrors = 0;

  printsToStdio(): boolean {
    return true;
  }

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onError(_error: TestError): void {
    // Errors outside any test: the web server did not start, a spec failed to import, …
    this.globalErrors += 1;
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    const flaky: string[] = [];
    const failedTests: string[] = [];
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      const title = test.titlePath().filter(Boolean).join(' › ');
      if (outcome === 'flaky') flaky.push(title);
      if (outcome === 'expected' || outcome === 'flaky') {
        passed += 1;
      } else if (outcome === 'unexpected') {
        failed += 1;
        failedTests.push(title);
      } else if (
        result.status !== 'passed' &&
        !test.annotations.some((a) => a.type === 'skip') &&
        !isOrderingGate(test)
      ) {
        // Not run because something else failed (a setup project, max failures, an interrupt):
        // it did not pass, and we have no deliberately skipped tests.
        failed += 1;
      }
    }
    if (result.status !== 'passed' && failed === 0) {
      failed = Math.max(1, this.globalErrors);
    }
    const file = process.env.PW_SUMMARY_FILE;
    if (file) {
      mkdirSync(dirname(file), { recursive: true });
      const summary = { passed, failed, status: result.status, failedTests, flakyTests: flaky };
      writeFileSync(file, JSON.stringify(summary) + '\n');
    }
    // Flaky tests passed only on their retry: named here so nobody mistakes them for fixed.
    for (const title of flaky) process.stdout.write(`flaky (passed on retry): ${title}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  }
}
