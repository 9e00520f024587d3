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

  it('is set by the gateway entry point before its configuration is read, and V8 accepts it', () => {
    // The built entry point, as `npm start` runs it, with a preload that records V8 flag calls. A bad PORT
    // stops it at loadConfig, so the flag must have been set by the time the configuration was read.
    const main = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
    const recordFlags = [
      "import v8 from 'node:v8';",
      "import { syncBuiltinESMExports } from 'node:module';",
      'const set = v8.setFlagsFromString;',
      "v8.setFlagsFromString = (flag) => { process.stderr.write('v8 flag ' + flag + '\\n'); set(flag); };",
      'syncBuiltinESMExports();',
    ].join('\n');
    const run = spawnSync(
      process.execPath,
      ['--import', `data:text/javascript,${encodeURIComponent(recordFlags)}`, main],
      { encoding: 'utf8', env: { ...process.env, PORT: 'not-a-port' }, timeout: 30_000 },
    );
    expect(run.status).toBe(1);
    // V8 writes "unrecognized flag" to stderr for a misspelt one: none here, only the flag, then the error.
    expect(run.stderr).toMatch(
      /^v8 flag --no-allocation-site-pretenuring\nInvalid configuration:\n {2}PORT /,
    );
    expect(run.stderr).not.toMatch(/unrecognized flag/);
  });
});
