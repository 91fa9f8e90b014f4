import { defineConfig } from 'vitest/config';

// Two projects: the console's unit tests in happy-dom, and the server's tests in Node against a
// real database (PGlite in memory, or PostgreSQL when DATABASE_URL is set).
//
// The time limits only catch a hang; no test measures speed (benchmarks do, in `npm run bench`).
// They are set here once, generous enough for a machine whose cores are busy with other work
// (tests/e2e/README.md, the load run): at a load of 15 on 2 cores, a first antd render under the
// DOM took over 5 s and a fuzz server's start-up over 60 s. A test needing more names its own.
const UNIT_LIMIT_MS = 120_000;
const SERVER_LIMIT_MS = 300_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/contracts/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: UNIT_LIMIT_MS,
          hookTimeout: UNIT_LIMIT_MS,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/test/**/*.test.ts'],
          testTimeout: SERVER_LIMIT_MS,
          hookTimeout: SERVER_LIMIT_MS,
          pool: 'forks',
        },
      },
    ],
  },
});
