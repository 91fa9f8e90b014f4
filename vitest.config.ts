import { defineConfig } from 'vitest/config';

// Two projects: the console's unit tests in happy-dom, and the server's tests in Node against a
// real database (PGlite in memory, or PostgreSQL when DATABASE_URL is set).
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
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/test/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
    ],
  },
});
