import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirstSequencer from './infra/test-support/longest-first-sequencer.js';

// Five projects, run by `npm test` in two groups (browser, then the rest; below), the longest files first:
// - unit: no services;
// - integration: real PostgreSQL and Redis in this process (own database and key prefix per file);
// - isolated: unit and integration files that need a module graph of their own (below);
// - processes: files that start child processes (the built gateway and workers, the launcher, a Redis or
//   PostgreSQL server of their own);
// - browser: the product driven by Debian's Chromium; most files share one stack.
// `npm run test:quick` runs unit, integration and isolated, for the inner loop.
const TEMPLATES = './infra/test-support/global-setup.ts';

/**
 * Files that cannot share a worker's modules with other files: they replace a module the app imports
 * (vi.mock), or install OpenTelemetry's process-wide tracer provider. The rest of unit and integration run
 * without isolation: each worker imports the packages once, not once per file (an integration run took 346 s
 * with isolation and 130 s without).
 */
const NEEDS_ISOLATION = [
  'db/test/unit/new-trace-draw.test.ts',
  'db/test/unit/request-span.test.ts',
  'db/test/unit/trace-context.test.ts',
  'gateway/test/integration/sign-in-hash-verifications.test.ts',
  'gateway/test/integration/trace-propagation.test.ts',
  'gateway/test/integration/trace-sampling.test.ts',
];

/**
 * What every project shares: the workspace packages' built output (db/dist, workers/dist, …) is imported by
 * Node as it is, not run through vitest's transform like source files (half of an integration file's import
 * time went there).
 */
const shared = {
  environment: 'node',
  server: { deps: { external: [/\/(gateway\/contract|db|gateway|workers|infra|web)\/dist\//] } },
};

/**
 * The tiers on PostgreSQL and Redis: the template databases the files copy (made once for the run, whichever
 * project asks first), and the time a set-up that starts services may take.
 */
const withServices = { globalSetup: [TEMPLATES], testTimeout: 60_000, hookTimeout: 120_000 };

/**
 * Two groups, one after the other: the browser files first, two at a time (each drives a Chromium that keeps
 * both cores busy), then every other tier four at a time: those files wait on PostgreSQL, Redis, timers and
 * child processes as much as they compute, and with two workers they left a core idle (measured: the four
 * tiers took 315 s with two workers and 262 s with four).
 */
const browserGroup = { groupOrder: 0 };
const restGroup = { maxWorkers: 4, sequence: { groupOrder: 1 } };

export default defineConfig({
  test: {
    // vitest's JSON reporter keeps every result of the last run; the summary prints the slowest files and each
    // project's wall time and keeps them for `npm run test:timings`.
    reporters: [
      'default',
      ['json', { outputFile: '.test-artifacts/vitest-results.json' }],
      './infra/test-support/summary-reporter.ts',
    ],
    // Two cores: more browser files at once compete with PostgreSQL, Redis and the stack's processes for
    // CPU. The other tiers run four at a time (restGroup).
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          ...shared,
          ...restGroup,
          name: 'unit',
          // The contract lives in gateway/contract, one level deeper than the other packages.
          include: ['*/test/unit/**/*.test.{ts,tsx}', 'gateway/contract/test/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...NEEDS_ISOLATION],
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          ...restGroup,
          name: 'integration',
          include: ['*/test/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...NEEDS_ISOLATION],
          isolate: false,
          ...withServices,
        },
      },
      {
        test: {
          ...shared,
          ...restGroup,
          name: 'isolated',
          include: NEEDS_ISOLATION,
          ...withServices,
        },
      },
      {
        test: {
          ...shared,
          ...restGroup,
          name: 'processes',
          include: ['*/test/processes/**/*.test.ts'],
          ...withServices,
        },
      },
      {
        test: {
          ...shared,
          name: 'browser',
          sequence: browserGroup,
          include: ['*/test/browser/**/*.test.ts'],
          // The template databases, then the one stack most browser files share (each in its own organisation).
          globalSetup: [TEMPLATES, './infra/test-support/shared-browser-stack-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
