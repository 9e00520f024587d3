import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { formatTimings, TIMINGS_FILE, type FileTiming } from './test-timings.mjs';

// After vitest's own summary: the table of the slowest files and each project's wall time (kept in
// .test-artifacts/test-timings.json for `npm run test:timings`), then the plain closing line CI reads
// ("N passed, N failed"). A file's wall time is measured here, from its start to its end as this process
// hears of them, so it includes the set-up its beforeAll does (a stack, a database), which is where a
// suite's time goes.
export default class SummaryReporter implements Reporter {
  private runStartMs = Date.now();
  private readonly started = new Map<TestModule, number>();
  private readonly ended = new Map<TestModule, number>();

  onTestRunStart(): void {
    this.runStartMs = Date.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module, Date.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const files: FileTiming[] = [];
    const now = Date.now();
    for (const module of testModules) {
      let tests = 0;
      for (const testCase of module.children.allTests()) {
        tests += 1;
        const state = testCase.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (module.state() === 'failed' && module.children.size === 0) failed += 1;
      const startMs = this.started.get(module);
      if (startMs !== undefined)
        files.push({
          file: relative(process.cwd(), module.moduleId),
          project: module.project.name,
          startMs,
          endMs: this.ended.get(module) ?? now,
          tests,
        });
    }
    // An unhandled error fails the run even when every test passed.
    failed += unhandledErrors.length;
    const timings = { startMs: this.runStartMs, endMs: now, files };
    if (files.length > 0) {
      process.stdout.write(`\n${formatTimings(timings)}\n`);
      try {
        mkdirSync(dirname(TIMINGS_FILE), { recursive: true });
        writeFileSync(TIMINGS_FILE, `${JSON.stringify(timings)}\n`);
      } catch (error) {
        process.stdout.write(`(the timings were not saved: ${String(error)})\n`);
      }
    }
    process.stdout.write(
      `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}
