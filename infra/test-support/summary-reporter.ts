import type { Reporter, TestModule } from 'vitest/node';

// Prints the plain closing line CI reads ("N passed, N failed"), after vitest's own summary.
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const testCase of module.children.allTests()) {
        const state = testCase.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (module.state() === 'failed' && module.children.size === 0) failed += 1;
    }
    // An unhandled error fails the run even when every test passed.
    failed += unhandledErrors.length;
    process.stdout.write(
      `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}
