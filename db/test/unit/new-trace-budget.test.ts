// OTEL_TRACES_MAX_PER_SECOND's token bucket: a second's allowance at most, refilled continuously.
import { describe, expect, it } from 'vitest';
import { NewTraceBudget } from '../../src/telemetry/new-trace-budget.js';

/** A clock the test moves by hand, in milliseconds. */
function manualClock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const takeAll = (budget: NewTraceBudget, times: number) =>
  Array.from({ length: times }, () => budget.take()).filter(Boolean).length;

describe('the new-trace budget', () => {
  it('lets a second’s allowance through at once, then nothing until it refills', () => {
    const clock = manualClock();
    const budget = new NewTraceBudget(10, clock.now);
    expect(takeAll(budget, 25)).toBe(10);
    expect(budget.take()).toBe(false);
  });

  it('refills at its rate: a tenth of a second gives one of ten a second back', () => {
    const clock = manualClock();
    const budget = new NewTraceBudget(10, clock.now);
    takeAll(budget, 10);
    clock.advance(99);
    expect(budget.take()).toBe(false);
    clock.advance(2);
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
  });

  it('keeps no more than a second’s allowance however long it was idle', () => {
    const clock = manualClock();
    const budget = new NewTraceBudget(3, clock.now);
    clock.advance(60_000);
    expect(takeAll(budget, 10)).toBe(3);
  });

  it('holds to its rate over a long run of steady demand', () => {
    const clock = manualClock();
    const budget = new NewTraceBudget(10, clock.now);
    let taken = 0;
    // 3,000 asks a second for 20 s.
    for (let tick = 0; tick < 60_000; tick += 1) {
      clock.advance(1 / 3);
      if (budget.take()) taken += 1;
    }
    expect(taken).toBeGreaterThanOrEqual(200);
    expect(taken).toBeLessThanOrEqual(210);
  });
});
