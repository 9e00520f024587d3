// The live FX state as a pure reducer: what the feed last said, when, and the first rate seen of each
// currency (the baseline of a change when no previous close is known).
import type { FxSnapshot } from '@tradehub/contract';

export type LiveRatesStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'error';

export interface LiveRatesState {
  snapshot: FxSnapshot | undefined;
  /** When the snapshot was published, on this browser's clock (ms). */
  updatedAt: number | undefined;
  /** The first rate seen of each currency in this tab. */
  firstRates: Readonly<Record<string, number>>;
  /** This browser's clock minus the server's, as last measured on a pushed tick (includes the latency). */
  clockOffsetMs: number;
  /** The state of GET /api/fx/latest: 'unavailable' when the feed has not ticked yet (404). */
  status: LiveRatesStatus;
  error: unknown;
}

export const initialLiveRates: LiveRatesState = {
  snapshot: undefined,
  updatedAt: undefined,
  firstRates: {},
  clockOffsetMs: 0,
  status: 'idle',
  error: undefined,
};

/**
 * Takes in a snapshot from a pushed tick (`pushed`, received at `receivedAt`) or from GET /api/fx/latest.
 * An answer older than what is already shown (a slow request overtaken by a tick) changes nothing.
 */
export function applySnapshot(
  state: LiveRatesState,
  snapshot: FxSnapshot,
  { receivedAt, pushed }: { receivedAt: number; pushed: boolean },
): LiveRatesState {
  if (state.snapshot && snapshot.publishedAt < state.snapshot.publishedAt) return state;
  // A tick is published the moment it is sent, so its arrival time measures the two clocks' difference;
  // a fetched snapshot may be old, so its age is judged with the last difference measured.
  const clockOffsetMs = pushed ? receivedAt - snapshot.publishedAt : state.clockOffsetMs;
  const updatedAt = Math.min(receivedAt, snapshot.publishedAt + clockOffsetMs);

  let firstRates = state.firstRates;
  for (const [quote, rate] of Object.entries(snapshot.rates)) {
    if (firstRates[quote] === undefined) firstRates = { ...firstRates, [quote]: rate };
  }
  return { ...state, snapshot, updatedAt, firstRates, clockOffsetMs };
}
