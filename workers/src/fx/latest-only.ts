// Work that follows the FX ticks but must never hold them back: one run at a time, off the tick's path; a tick
// that arrives while a run is under way replaces any tick already waiting, so only the latest is worked on next.
export interface LatestOnly<T> {
  /** Starts a run with `value`, or keeps it as the next one (dropping any older waiting value). */
  offer(value: T): void;
  /** Resolves once nothing runs and nothing waits (for a clean stop). */
  idle(): Promise<void>;
}

export function latestOnly<T>(work: (value: T) => Promise<unknown>): LatestOnly<T> {
  let running: Promise<void> | null = null;
  let waiting: { value: T } | null = null;

  const start = (value: T) => {
    running = Promise.resolve()
      .then(() => work(value))
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        running = null;
        const next = waiting;
        waiting = null;
        if (next) start(next.value);
      });
  };

  return {
    offer(value) {
      if (running) waiting = { value };
      else start(value);
    },
    async idle() {
      while (running) await running;
    },
  };
}
