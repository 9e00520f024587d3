import { describe, expect, it } from 'vitest';
import { createHintMemory, hintValidForMs, reconnectDelayAfterHint } from '../../src/realtime/shutdownHint';

describe('reconnectDelayAfterHint', () => {
  it('waits the hinted delay, spread by up to as much again', () => {
    expect(reconnectDelayAfterHint({ reconnectInMs: 2_000 }, () => 0)).toBe(2_000);
    expect(reconnectDelayAfterHint({ reconnectInMs: 2_000 }, () => 0.5)).toBe(3_000);
    expect(reconnectDelayAfterHint({ reconnectInMs: 2_000 }, () => 0.999)).toBe(3_998);
  });

  it('spreads a fleet over at least a second, even for a tiny hint', () => {
    expect(reconnectDelayAfterHint({ reconnectInMs: 0 }, () => 0.5)).toBe(500);
    const delays = Array.from({ length: 200 }, () => reconnectDelayAfterHint({ reconnectInMs: 100 }));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...delays)).toBeLessThanOrEqual(1_100);
    expect(new Set(delays).size).toBeGreaterThan(50);
  });

  it('never waits longer than about a minute or less than nothing, whatever the server says', () => {
    expect(reconnectDelayAfterHint({ reconnectInMs: 10_000_000 }, () => 0)).toBe(60_000);
    expect(reconnectDelayAfterHint({ reconnectInMs: -5 }, () => 0)).toBe(0);
    expect(reconnectDelayAfterHint({ reconnectInMs: Number.NaN }, () => 0)).toBe(0);
  });
});

describe('createHintMemory', () => {
  it('gives a fresh hint once, for the disconnect that follows it', () => {
    let now = 1_000;
    const memory = createHintMemory(() => now);
    expect(memory.take()).toBeUndefined();
    memory.remember({ reconnectInMs: 1_000 });
    now += 50;
    expect(memory.take()).toEqual({ reconnectInMs: 1_000 });
    expect(memory.take()).toBeUndefined();
  });

  it('ignores a stale hint: a later server disconnect is a refusal', () => {
    let now = 1_000;
    const memory = createHintMemory(() => now);
    memory.remember({ reconnectInMs: 1_000 });
    now += hintValidForMs + 1;
    expect(memory.take()).toBeUndefined();
  });
});
