// Names the tests that failed (and the e2e tests that passed only on their retry), read from the
// JSON reports of vitest (--reporter=json) and of tests/reporters/summary-reporter.ts. scripts/test.sh
// and .ci/run print this just above their closing `N passed, N failed` line: CI shows only the end
// of the output, which otherwise held nothing but the counts.
//
// CLI: `tsx scripts/list-failures.ts <report.json>…` (missing or unreadable reports are skipped).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface VitestReport {
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ status: string; fullName?: string; title: string }>;
  }>;
}
interface SummaryReport {
  failedTests?: string[];
  flakyTests?: string[];
}

const isVitest = (j: unknown): j is VitestReport =>
  typeof j === 'object' && j !== null && Array.isArray((j as VitestReport).testResults);

/** One line per failure in a parsed report, `label` naming the report (vitest, e2e, …). */
export const failureLines = (report: unknown, label: string, root = process.cwd()): string[] => {
  if (isVitest(report)) {
    return report.testResults.flatMap((file) => {
      const name = path.relative(root, file.name);
      const failed = file.assertionResults.filter((t) => t.status === 'failed');
      // A file can fail with no failed test in it: it did not import, or a hook threw.
      if (!failed.length && file.status === 'failed') {
        return [`failed (${label}): ${name}: ${(file.message ?? '').split('\n')[0]}`];
      }
      return failed.map((t) => `failed (${label}): ${name} › ${t.fullName ?? t.title}`);
    });
  }
  const summary = (report ?? {}) as SummaryReport;
  return [
    ...(summary.failedTests ?? []).map((t) => `failed (${label}): ${t}`),
    ...(summary.flakyTests ?? []).map((t) => `flaky, passed on retry (${label}): ${t}`),
  ];
};

const main = (files: string[]) => {
  for (const file of files) {
    if (!existsSync(file)) continue;
    let report: unknown;
    try {
      report = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    const label = path.basename(file, '.json');
    for (const line of failureLines(report, label)) process.stdout.write(`${line}\n`);
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main(process.argv.slice(2));
}
