import type { FxSnapshot } from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import { applySnapshot, initialLiveRates } from '../../src/fx/liveRatesState';

function snapshot(publishedAt: number, rates: Record<string, number>): FxSnapshot {
  return { base: 'USD', source: 'simulated', asOf: new Date(publishedAt).toISOString(), publishedAt, rates };
}

describe('applySnapshot', () => {
  it('keeps the first rate seen of each currency as the change baseline', () => {
    let state = applySnapshot(initialLiveRates, snapshot(1_000, { EUR: 0.92 }), {
      receivedAt: 1_000,
      pushed: true,
    });
    state = applySnapshot(state, snapshot(2_000, { EUR: 0.93, GBP: 0.79 }), {
      receivedAt: 2_000,
      pushed: true,
    });
    expect(state.snapshot?.rates).toEqual({ EUR: 0.93, GBP: 0.79 });
    expect(state.firstRates).toEqual({ EUR: 0.92, GBP: 0.79 });
  });

  it('ignores a fetched snapshot older than the one shown (a slow request overtaken by a tick)', () => {
    const ticked = applySnapshot(initialLiveRates, snapshot(5_000, { EUR: 0.93 }), {
      receivedAt: 5_000,
      pushed: true,
    });
    const after = applySnapshot(ticked, snapshot(4_000, { EUR: 0.91 }), { receivedAt: 5_100, pushed: false });
    expect(after).toBe(ticked);
  });

  it("dates a pushed tick by its arrival, measuring the clocks' difference", () => {
    // The browser's clock runs 3 s ahead of the server's.
    const state = applySnapshot(initialLiveRates, snapshot(10_000, { EUR: 0.92 }), {
      receivedAt: 13_000,
      pushed: true,
    });
    expect(state.updatedAt).toBe(13_000);
    expect(state.clockOffsetMs).toBe(3_000);

    // A fetched snapshot is dated with that difference: published 20 s (server time) → 23 s here.
    const fetched = applySnapshot(state, snapshot(20_000, { EUR: 0.93 }), {
      receivedAt: 40_000,
      pushed: false,
    });
    expect(fetched.updatedAt).toBe(23_000);
    expect(fetched.clockOffsetMs).toBe(3_000);
  });

  it('never dates a snapshot after its arrival', () => {
    const state = applySnapshot(initialLiveRates, snapshot(50_000, { EUR: 0.92 }), {
      receivedAt: 45_000,
      pushed: false,
    });
    expect(state.updatedAt).toBe(45_000);
  });
});
