import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottledStore } from '../../src/realtime/throttledStore';

describe('createThrottledStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-11-21T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('publishes the first change at once (leading edge)', () => {
    const store = createThrottledStore(0);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update(() => 1);
    expect(store.getSnapshot()).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('coalesces a burst into one repaint with the latest value at the end of the interval', () => {
    const store = createThrottledStore(0);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update(() => 1); // published at once
    for (let value = 2; value <= 50; value += 1) store.update(() => value);
    expect(store.getSnapshot()).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(store.getSnapshot()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBe(50);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('applies every change to the pending value, so a reducer sees them all', () => {
    const store = createThrottledStore<number[]>([]);
    store.update((list) => [...list, 1]);
    store.update((list) => [...list, 2]);
    store.update((list) => [...list, 3]);
    vi.advanceTimersByTime(100);
    expect(store.getSnapshot()).toEqual([1, 2, 3]);
  });

  /** Runs `count` updates `everyMs` apart and returns when (ms from the start) each notification came. */
  function burst(minIntervalMs: number | undefined, count: number, everyMs: number) {
    const start = Date.now();
    const store = createThrottledStore(0, minIntervalMs === undefined ? {} : { minIntervalMs });
    const times: number[] = [];
    store.subscribe(() => times.push(Date.now() - start));
    for (let i = 1; i <= count; i += 1) {
      store.update(() => i);
      vi.advanceTimersByTime(everyMs);
    }
    vi.advanceTimersByTime(1_000);
    return { times, last: store.getSnapshot() };
  }

  it('notifies at most 10 times a second however fast updates arrive, and ends on the latest value', () => {
    // A tick every 5 ms for one second: 200 updates.
    const { times, last } = burst(undefined, 200, 5);
    expect(times.filter((time) => time < 1_000)).toHaveLength(10);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(100);
    expect(last).toBe(200);
  });

  it('honours a custom interval', () => {
    const { times } = burst(250, 100, 10);
    expect(times).toEqual([0, 250, 500, 750, 1_000]);
  });

  it('does not notify when nothing changed', () => {
    const store = createThrottledStore(5);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((value) => value);
    vi.advanceTimersByTime(500);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the snapshot stable between flushes (as useSyncExternalStore requires)', () => {
    const store = createThrottledStore({ n: 0 });
    store.update(() => ({ n: 1 }));
    const first = store.getSnapshot();
    store.update(() => ({ n: 2 }));
    expect(store.getSnapshot()).toBe(first);
    expect(store.getSnapshot()).toBe(first);
  });

  it('flush() publishes a pending value now and cancels the timer', () => {
    const store = createThrottledStore(0);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update(() => 1);
    store.update(() => 2);
    store.flush();
    expect(store.getSnapshot()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(200);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reset() replaces a pending value and publishes at once', () => {
    const store = createThrottledStore(0);
    store.update(() => 1);
    store.update(() => 2);
    store.reset(7);
    expect(store.getSnapshot()).toBe(7);
    vi.advanceTimersByTime(200);
    expect(store.getSnapshot()).toBe(7);
  });

  it('stops notifying an unsubscribed listener', () => {
    const store = createThrottledStore(0);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.update(() => 1);
    expect(listener).not.toHaveBeenCalled();
  });
});
