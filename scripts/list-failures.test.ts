import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureLines } from './list-failures';

const root = path.resolve(import.meta.dirname, '..');

// The shapes vitest's json reporter and tests/reporters/summary-reporter.ts write.
const vitest = {
  testResults: [
    {
      name: path.join(root, 'src/a.test.ts'),
      status: 'failed',
      assertionResults: [
        { status: 'passed', fullName: 'a passes', title: 'passes' },
        { status: 'failed', fullName: 'a breaks', title: 'breaks' },
      ],
    },
    {
      name: path.join(root, 'src/b.test.ts'),
      status: 'failed',
      message: 'Failed to load url ./missing\nstack…',
      assertionResults: [],
    },
    { name: path.join(root, 'src/c.test.ts'), status: 'passed', assertionResults: [] },
  ],
};
const e2e = {
  passed: 3,
  failed: 1,
  status: 'failed',
  failedTests: ['chromium › logs.spec.ts › filters'],
  flakyTests: ['chromium › register.spec.ts › registers'],
};

describe('list-failures', () => {
  it('names each failed test, a file that failed outside its tests, and the flaky e2e tests', () => {
    expect(failureLines(vitest, 'vitest', root)).toEqual([
      'failed (vitest): src/a.test.ts › a breaks',
      'failed (vitest): src/b.test.ts: Failed to load url ./missing',
    ]);
    expect(failureLines(e2e, 'e2e')).toEqual([
      'failed (e2e): chromium › logs.spec.ts › filters',
      'flaky, passed on retry (e2e): chromium › register.spec.ts › registers',
    ]);
  });

  it('prints nothing for passing reports and skips missing or unreadable files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'list-failures-'));
    const ok = path.join(dir, 'playwright-summary.json');
    const bad = path.join(dir, 'vitest-results.json');
    writeFileSync(ok, JSON.stringify({ passed: 2, failed: 0, failedTests: [], flakyTests: [] }));
    writeFileSync(bad, '{ not json');
    const out = execFileSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/list-failures.ts', ok, bad, path.join(dir, 'absent.json')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(out).toBe('');
    writeFileSync(ok, JSON.stringify(e2e));
    const named = execFileSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/list-failures.ts', ok],
      { cwd: root, encoding: 'utf8' },
    );
    expect(named).toBe(
      'failed (playwright-summary): chromium › logs.spec.ts › filters\n' +
        'flaky, passed on retry (playwright-summary): chromium › register.spec.ts › registers\n',
    );
  });
});
