import { defineConfig } from 'vitest/config';

// Three projects, run one after another by `npm test`:
// unit (no services), integration (real PostgreSQL + Redis, own database and key prefix per run),
// browser (the product started the way `npm start` starts it, driven by Debian's Chromium).
export default defineConfig({
  test: {
    // vitest's JSON reporter keeps every result of the last run; the summary prints the slowest files and each
    // project's wall time and keeps them for `npm run test:timings`.
    reporters: [
      'default',
      ['json', { outputFile: '.test-artifacts/vitest-results.json' }],
      './infra/test-support/summary-reporter.ts',
    ],
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // The contract lives in gateway/contract, one level deeper than the other packages.
          include: ['*/test/unit/**/*.test.{ts,tsx}', 'gateway/contract/test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['*/test/integration/**/*.test.ts'],
          // The template databases the files copy (made once for the run, whichever project asks first).
          globalSetup: ['./infra/test-support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: parallel files compete with PostgreSQL and Redis for CPU.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'browser',
          sequence: { groupOrder: 2 },
          include: ['*/test/browser/**/*.test.ts'],
          // The template databases, then the one stack most browser files share (each in its own organisation).
          globalSetup: [
            './infra/test-support/global-setup.ts',
            './infra/test-support/shared-browser-stack-setup.ts',
          ],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 240_000,
          // Two files at a time: most share one stack, each in its own organisation.
          maxWorkers: 2,
        },
      },
    ],
  },
});
