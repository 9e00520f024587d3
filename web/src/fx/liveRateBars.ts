// The live ticks of the pairs a rate history chart shows, folded into minute bars as they arrive. It listens
// to the tick store (liveRates.ts), which publishes at most ten times a second, so a chart reading these bars
// repaints at most ten times a second however fast the feed ticks. Bars are kept per pair (at most a day of
// minutes) while any chart watches it, so a chart open for hours draws no gap though its history was
// fetched once.
import { useCallback, useSyncExternalStore } from 'react';
import { subscribeLiveRates } from './liveRates';
import type { LiveRatesState } from './liveRatesState';
import { foldTick, type LiveBar } from './rateSeries';

const none: readonly LiveBar[] = [];
const bars = new Map<string, readonly LiveBar[]>();
const watchers = new Map<string, number>();
const listeners = new Set<() => void>();
let lastPublishedAt: number | undefined;
let stopListening: (() => void) | undefined;

function record(state: LiveRatesState): void {
  const { snapshot } = state;
  if (!snapshot || snapshot.publishedAt === lastPublishedAt) return;
  lastPublishedAt = snapshot.publishedAt;
  const receivedAt = Date.now();
  let changed = false;
  for (const quote of watchers.keys()) {
    const rate = snapshot.rates[quote];
    if (rate === undefined) continue;
    bars.set(
      quote,
      foldTick(bars.get(quote) ?? none, { publishedAt: snapshot.publishedAt, receivedAt, rate }),
    );
    changed = true;
  }
  if (changed) for (const listener of [...listeners]) listener();
}

/** Starts recording `quote` (counted: several charts may watch one pair); returns the stop. */
function watch(quote: string): () => void {
  watchers.set(quote, (watchers.get(quote) ?? 0) + 1);
  if (!stopListening) {
    stopListening = subscribeLiveRates(record);
    lastPublishedAt = undefined;
  }
  return () => {
    const left = (watchers.get(quote) ?? 1) - 1;
    if (left > 0) {
      watchers.set(quote, left);
      return;
    }
    watchers.delete(quote);
    bars.delete(quote); // unwatched, it would grow a gap: the next chart starts from a fresh history
    if (watchers.size === 0) {
      stopListening?.();
      stopListening = undefined;
    }
  };
}

/** The live minute bars of USD/`quote` recorded since this chart (or another on screen) began watching it. */
export function useLiveRateBars(quote: string): readonly LiveBar[] {
  // The same function while the pair stays: a new one would unwatch and re-watch, dropping the bars.
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      const stop = watch(quote);
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    [quote],
  );
  return useSyncExternalStore(subscribe, () => bars.get(quote) ?? none);
}
