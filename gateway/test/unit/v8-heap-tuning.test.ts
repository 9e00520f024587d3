// The gateway's V8 heap settings (v8-heap-tuning.ts): pretenuring off unless the command line asks for it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { heapTuningFlag, PRETENURING_OPT_IN } from '../../src/v8-heap-tuning.js';

describe('heapTuningFlag', () => {
  it('turns allocation-site pretenuring off by default', () => {
    expect(heapTuningFlag([])).toBe('--no-allocation-site-pretenuring');
    expect(heapTuningFlag(['--enable-source-maps', '--max-old-space-size=512'])).toBe(
      '--no-allocation-site-pretenuring',
    );
  });

  it("keeps V8's default for a process started with --allocation-site-pretenuring", () => {
    expect(heapTuningFlag([PRETENURING_OPT_IN])).toBeUndefined();
    expect(heapTuningFlag(['--enable-source-maps', PRETENURING_OPT_IN])).toBeUndefined();
  });

  it('is a flag V8 accepts: importing the module in a fresh process sets it without a warning', () => {
    // The built module, as main.ts loads it (vitest would transform the source instead).
    const built = fileURLToPath(new URL('../../dist/v8-heap-tuning.js', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', built, '-e', 'process.stdout.write("started")'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('started');
    expect(run.stderr).toBe('');
  });
});
