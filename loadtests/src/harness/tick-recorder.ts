// Records `fx:tick` deliveries with as little work per message as possible: the harness runs thousands
// of sockets on the same machine as the server, so every microsecond spent here shows up as latency.
// Samples go into preallocated typed arrays; percentiles are computed once, at the end.

export interface TickWindow {
  /** Ticks published at or after this server time (ms) are counted... */
  from: number;
  /** ...up to (excluding) this one, wherever their deliveries land in time. */
  to: number;
}

/** What one recorder saw: a latency (ms) and the tick's `publishedAt` per delivery. */
export interface RecordedTicks {
  latencies: Float64Array<ArrayBuffer>;
  publishedAts: Float64Array<ArrayBuffer>;
  /** Deliveries, including any that did not fit in the arrays. */
  deliveries: number;
}

export class TickRecorder {
  private readonly latencies: Float64Array;
  private readonly publishedAts: Float64Array;
  private count = 0;
  private overflow = 0;
  private window: TickWindow = { from: Infinity, to: -Infinity };

  constructor(capacity: number) {
    this.latencies = new Float64Array(capacity);
    this.publishedAts = new Float64Array(capacity);
  }

  /** Counts only ticks published inside the window, so a tick is counted at every client or at none. */
  startWindow(window: TickWindow): void {
    this.window = window;
  }

  /** The hot path: one call per socket per tick. */
  readonly record = (publishedAt: number): void => {
    const receivedAt = Date.now();
    if (publishedAt < this.window.from || publishedAt >= this.window.to) return;
    if (this.count === this.latencies.length) {
      this.overflow++;
      return;
    }
    this.latencies[this.count] = receivedAt - publishedAt;
    this.publishedAts[this.count] = publishedAt;
    this.count++;
  };

  export(): RecordedTicks {
    return {
      latencies: this.latencies.slice(0, this.count),
      publishedAts: this.publishedAts.slice(0, this.count),
      deliveries: this.count + this.overflow,
    };
  }
}

export interface TickSummary {
  deliveries: number;
  /** Distinct ticks seen (by `publishedAt`). */
  ticks: number;
  /** Every delivery's latency (ms), ascending. */
  sorted: Float64Array;
  /** Per tick, the latency of its first delivery (the server's part, before fan-out), ascending. */
  firstDeliveries: Float64Array;
}

export function summarize(parts: RecordedTicks[]): TickSummary {
  const sorted = new Float64Array(parts.reduce((total, part) => total + part.latencies.length, 0));
  const firstByTick = new Map<number, number>();
  let offset = 0;
  for (const part of parts) {
    sorted.set(part.latencies, offset);
    offset += part.latencies.length;
    for (let i = 0; i < part.latencies.length; i++) {
      const publishedAt = part.publishedAts[i]!;
      const latency = part.latencies[i]!;
      const first = firstByTick.get(publishedAt);
      if (first === undefined || latency < first) firstByTick.set(publishedAt, latency);
    }
  }
  return {
    deliveries: parts.reduce((total, part) => total + part.deliveries, 0),
    ticks: firstByTick.size,
    sorted: sorted.sort(),
    firstDeliveries: Float64Array.from(firstByTick.values()).sort(),
  };
}

/** Nearest-rank percentile of an ascending array; NaN when it is empty. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
