// A store for values that change faster than the screen should repaint (live FX ticks): every update is
// applied at once to a pending value, and subscribers hear about it at most once per interval.

export interface ThrottledStore<T> {
  /** The published value: what React renders (stable between flushes, as useSyncExternalStore needs). */
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
  /** Applies a change to the pending value; publishes it now or at the end of the current interval. */
  update(change: (pending: T) => T): void;
  /** Publishes the pending value now (if anything changed since the last flush). */
  flush(): void;
  /** Drops any pending change and publishes `value` now. */
  reset(value: T): void;
}

export interface ThrottleOptions {
  /** The shortest time between two notifications: 100 ms repaints at most 10 times a second. */
  minIntervalMs?: number;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export const defaultRepaintIntervalMs = 100;

export function createThrottledStore<T>(initial: T, options: ThrottleOptions = {}): ThrottledStore<T> {
  const minIntervalMs = options.minIntervalMs ?? defaultRepaintIntervalMs;
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));

  let published = initial;
  let pending = initial;
  let dirty = false;
  let lastFlushAt = Number.NEGATIVE_INFINITY;
  let timer: unknown;
  const listeners = new Set<() => void>();

  const cancelTimer = () => {
    if (timer === undefined) return;
    clearTimer(timer);
    timer = undefined;
  };

  const publish = () => {
    published = pending;
    dirty = false;
    lastFlushAt = now();
    for (const listener of [...listeners]) listener();
  };

  const flush = () => {
    cancelTimer();
    if (dirty) publish();
  };

  return {
    getSnapshot: () => published,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    update(change) {
      pending = change(pending);
      dirty = pending !== published;
      if (!dirty || timer !== undefined) return;
      const wait = lastFlushAt + minIntervalMs - now();
      // Leading edge: a change after a quiet spell shows at once; a burst is coalesced into the next flush.
      if (wait <= 0) publish();
      else timer = setTimer(flush, wait);
    },
    flush,
    reset(value) {
      cancelTimer();
      pending = value;
      dirty = value !== published;
      if (dirty) publish();
    },
  };
}
