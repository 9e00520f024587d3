// The one retry backoff (gateway/contract/src/backoff.ts): doubling from the first wait up to a ceiling,
// and the jitter around it.
import { describe, expect, it } from 'vitest';
import { backoffDelayMs, withJitter } from '../../src/backoff.js';

describe('backoffDelayMs', () => {
  const backoff = { firstMs: 200, maxMs: 30_000 };

  it('waits the first delay before the first retry, then doubles it with each retry', () => {
    expect([1, 2, 3, 4, 5].map((retry) => backoffDelayMs(retry, backoff))).toEqual([
      200, 400, 800, 1_600, 3_200,
    ]);
  });

  it('never waits longer than the ceiling, however many retries', () => {
    expect(backoffDelayMs(8, backoff)).toBe(25_600);
    expect(backoffDelayMs(9, backoff)).toBe(30_000);
    expect(backoffDelayMs(1_000, backoff)).toBe(30_000);
    expect(backoffDelayMs(1, { firstMs: 60_000, maxMs: 30_000 })).toBe(30_000);
  });

  it('counts a retry number below one as the first retry', () => {
    expect(backoffDelayMs(0, backoff)).toBe(200);
    expect(backoffDelayMs(-3, backoff)).toBe(200);
  });
});

describe('withJitter', () => {
  const plusOrMinus25 = { from: 0.75, to: 1.25 };

  it('scales the delay by a random factor between the bounds', () => {
    expect(withJitter(4_000, plusOrMinus25, () => 0)).toBe(3_000);
    expect(withJitter(4_000, plusOrMinus25, () => 0.5)).toBe(4_000);
    expect(withJitter(4_000, plusOrMinus25, () => 0.999_999)).toBe(5_000);
  });

  it('rounds to the millisecond', () => {
    expect(withJitter(1_001, { from: 0.5, to: 1 }, () => 0)).toBe(501);
    expect(Number.isInteger(withJitter(333, plusOrMinus25))).toBe(true);
  });

  it('stays within the bounds with the default random source', () => {
    for (let i = 0; i < 100; i++) {
      const delay = withJitter(10_000, { from: 0.5, to: 1 });
      expect(delay).toBeGreaterThanOrEqual(5_000);
      expect(delay).toBeLessThanOrEqual(10_000);
    }
  });
});
