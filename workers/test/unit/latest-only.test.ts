// Work that follows the ticks runs one at a time, off their path, on the latest tick only.
import { describe, expect, it } from 'vitest';
import { latestOnly } from '../../src/fx/latest-only.js';

describe('latestOnly', () => {
  it('runs at once when idle, keeps only the latest value offered meanwhile, and never blocks the offerer', async () => {
    const started: number[] = [];
    let release: () => void = () => undefined;
    const runs = latestOnly(async (value: number) => {
      started.push(value);
      if (value === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    runs.offer(1);
    // Offering returns at once even though run 1 is still going; 2 and 3 wait, and 3 replaces 2.
    runs.offer(2);
    runs.offer(3);
    await Promise.resolve();
    expect(started).toEqual([1]);
    release();
    await runs.idle();
    expect(started).toEqual([1, 3]);
  });

  it('goes on after a run that failed', async () => {
    const seen: string[] = [];
    const runs = latestOnly(async (value: string) => {
      seen.push(value);
      if (value === 'bad') throw new Error('boom');
    });
    runs.offer('bad');
    await runs.idle();
    runs.offer('good');
    await runs.idle();
    expect(seen).toEqual(['bad', 'good']);
  });
});
