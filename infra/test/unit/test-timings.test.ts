import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatTimings, readTimings } from '../../test-support/test-timings.mjs';

const run = {
  startMs: 1_000,
  endMs: 101_000,
  files: [
    { file: 'db/test/unit/a.test.ts', project: 'unit', startMs: 1_000, endMs: 1_500, tests: 3 },
    { file: 'web/test/browser/b.test.ts', project: 'browser', startMs: 10_000, endMs: 95_000, tests: 2 },
    { file: 'web/test/browser/c.test.ts', project: 'browser', startMs: 5_000, endMs: 8_000, tests: 1 },
    {
      file: 'gateway/test/integration/d.test.ts',
      project: 'integration',
      startMs: 2_000,
      endMs: 42_000,
      tests: 9,
    },
  ],
};

describe('the test timings table', () => {
  it('lists the slowest files first with their wall time, then each project from first start to last end', () => {
    const lines = formatTimings(run, 2).split('\n');
    expect(lines[0]).toBe('slowest 2 of 4 test files (wall time):');
    expect(lines[2]).toMatch(/^\s+85\.0\s+2\s+browser\s+web\/test\/browser\/b\.test\.ts$/);
    expect(lines[3]).toMatch(/^\s+40\.0\s+9\s+integration\s+gateway\/test\/integration\/d\.test\.ts$/);
    expect(lines).toHaveLength(9);
    // Projects in the order they started; the browser project spans 5 s → 95 s over its two files.
    expect(lines.slice(5)).toEqual([
      expect.stringMatching(/^\s+unit\s+0\.5 s\s+1 file, 3 tests$/),
      expect.stringMatching(/^\s+integration\s+40\.0 s\s+1 file, 9 tests$/),
      expect.stringMatching(/^\s+browser\s+90\.0 s\s+2 files, 3 tests$/),
      expect.stringMatching(/^\s+whole run\s+100\.0 s$/),
    ]);
  });

  it('reads back the file the summary reporter writes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'timings-'));
    try {
      const path = join(dir, 'timings.json');
      writeFileSync(path, JSON.stringify(run));
      expect(formatTimings(readTimings(path))).toBe(formatTimings(run));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
