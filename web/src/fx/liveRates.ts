// The tab's live FX rates: GET /api/fx/latest, then every `fx:tick`, coalesced so the screen repaints at
// most ten times a second however fast the feed ticks.
import type { FxSnapshot } from '@tradehub/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { api, ApiRequestError } from '../api/client';
import { createThrottledStore } from '../realtime/throttledStore';
import { previousCloseFrom, startOfUtcDay } from './fxFormat';
import { applySnapshot, initialLiveRates, type LiveRatesState } from './liveRatesState';

const store = createThrottledStore<LiveRatesState>(initialLiveRates);

/** A pushed `fx:tick`. */
export function applyFxTick(snapshot: FxSnapshot): void {
  const receivedAt = Date.now();
  store.update((state) => {
    const next = applySnapshot(state, snapshot, { receivedAt, pushed: true });
    // Rates in hand: an earlier 404 or failure of GET /api/fx/latest no longer matters.
    return next.status === 'loading' || next.status === 'ready'
      ? next
      : { ...next, status: 'ready', error: undefined };
  });
}

let inFlight: Promise<void> | undefined;

/** GET /api/fx/latest (one request at a time); a 404 means the feed has not ticked yet. */
export function loadLatestRates(): Promise<void> {
  inFlight ??= (async () => {
    store.update((state) => (state.status === 'ready' ? state : { ...state, status: 'loading' }));
    try {
      const snapshot = await api.get('/api/fx/latest');
      const receivedAt = Date.now();
      store.update((state) => ({
        ...applySnapshot(state, snapshot, { receivedAt, pushed: false }),
        status: 'ready',
        error: undefined,
      }));
    } catch (error) {
      const unavailable = error instanceof ApiRequestError && error.status === 404;
      store.update((state) =>
        state.snapshot
          ? { ...state, status: 'ready' } // what the feed pushed meanwhile stays
          : { ...state, status: unavailable ? 'unavailable' : 'error', error },
      );
    } finally {
      inFlight = undefined;
      store.flush();
    }
  })();
  return inFlight;
}

/** The live rates. A component showing them fetches them when it mounts, unless they are in hand. */
export function useLiveRates(): LiveRatesState {
  useEffect(() => {
    const { status } = store.getSnapshot();
    if (status !== 'ready' && status !== 'loading') void loadLatestRates();
  }, []);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/**
 * Hears the live rates outside React (the rate history's tick recorder): at most ten times a second, like
 * the screen. Returns the unsubscribe.
 */
export function subscribeLiveRates(listener: (state: LiveRatesState) => void): () => void {
  return store.subscribe(() => listener(store.getSnapshot()));
}

// The previous day's close of each currency, asked once per currency and UTC day.
const previousCloses = new Map<string, Promise<number | undefined>>();

function previousClose(quote: string, nowMs: number): Promise<number | undefined> {
  const key = `${quote}|${startOfUtcDay(nowMs)}`;
  let request = previousCloses.get(key);
  if (!request) {
    request = api
      .get('/api/fx/history', { query: { quote, range: '30d' } })
      .then(({ points }) => previousCloseFrom(points, nowMs))
      .catch(() => {
        previousCloses.delete(key); // the next visit asks again; until then the first tick is the baseline
        return undefined;
      });
    previousCloses.set(key, request);
  }
  return request;
}

/** Reads the previous UTC day's close of each of `quotes` (USD against itself needs none). */
export function loadPreviousCloses(
  quotes: readonly string[],
  signal: AbortSignal,
): Promise<Record<string, number>> {
  const now = Date.now();
  const wanted = quotes.filter((quote) => quote !== 'USD');
  return Promise.all(wanted.map((quote) => previousClose(quote, now))).then((closes) => {
    if (signal.aborted) throw signal.reason;
    const found: Record<string, number> = {};
    wanted.forEach((quote, index) => {
      const close = closes[index];
      if (close !== undefined) found[quote] = close;
    });
    return found;
  });
}
