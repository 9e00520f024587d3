import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './infra/test-support/longest-first-sequencer.js';

// Four projects, run together by `npm test` in one pool of workers, the longest files first:
// unit (no services), integration (real PostgreSQL + Redis in this process: own database and key prefix per
// file), processes (files that start child processes: the built gateway and workers, the launcher, a Redis or
// PostgreSQL server of their own), browser (the product driven by Debian's Chromium; most files share one
// stack). `npm run test:quick` runs unit and integration alone, for the inner loop.
const TEMPLATES = './infra/test-support/global-setup.ts';

export default defineConfig({
  test: {
    // vitest's JSON reporter keeps every result of the last run; the summary prints the slowest files and each
    // project's wall time and keeps them for `npm run test:timings`.
    reporters: [
      'default',
      ['json', { outputFile: '.test-artifacts/vitest-results.json' }],
      './infra/test-support/summary-reporter.ts',
    ],
    // Two cores: more files at once compete with PostgreSQL, Redis and the stacks' processes for CPU.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          // The contract lives in gateway/contract, one level deeper than the other packages.
          include: ['*/test/unit/**/*.test.{ts,tsx}', 'gateway/contract/test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['*/test/integration/**/*.test.ts'],
          // The template databases the files copy (made once for the run, whichever project asks first).
          globalSetup: [TEMPLATES],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'processes',
          include: ['*/test/processes/**/*.test.ts'],
          globalSetup: [TEMPLATES],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['*/test/browser/**/*.test.ts'],
          // The template databases, then the one stack most browser files share (each in its own organisation).
          globalSetup: [TEMPLATES, './infra/test-support/shared-browser-stack-setup.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
