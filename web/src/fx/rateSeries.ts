// The rate history chart's data as pure functions: live ticks folded into minute bars (as the FX feed folds
// them into fx_rate_bar), and the series drawn from GET /api/fx/history plus those live bars, cut to the
// range's window and capped in length. The bars are cut on the server's clock (a tick's publishedAt), so a
// live bar lands in the same bucket as the stored one it continues.

export type RateInterval = 'minute' | 'hour' | 'day';

export const intervalMs: Record<RateInterval, number> = {
  minute: 60_000,
  hour: 60 * 60_000,
  day: 24 * 60 * 60_000,
};

export interface RateBar {
  /** Start of the bar (ms since epoch, server clock). */
  t: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A minute bar built in this tab, with when its newest tick arrived (this browser's clock, ms). */
export interface LiveBar extends RateBar {
  receivedAt: number;
}

export interface LiveTick {
  /** When the feed published the rate (server clock, ms). */
  publishedAt: number;
  /** When this tab received it (its own clock, ms). */
  receivedAt: number;
  rate: number;
}

/** Enough minute bars for the 24-hour chart; older ones are in the stored history. */
export const maxLiveBars = 24 * 60;

/** UTC bucket start: minutes, hours and days since the epoch are all whole UTC units. */
export function bucketStart(ms: number, interval: RateInterval): number {
  const size = intervalMs[interval];
  return Math.floor(ms / size) * size;
}

function widen(bar: RateBar, next: RateBar): RateBar {
  return {
    t: bar.t,
    open: bar.open,
    high: Math.max(bar.high, next.high),
    low: Math.min(bar.low, next.low),
    close: next.close,
  };
}

/**
 * Folds a tick into the minute bars: the current minute's bar widens and moves its close, a new minute
 * starts a bar, and a tick older than the newest bar (delivered late) is dropped. Returns a new array.
 */
export function foldTick(bars: readonly LiveBar[], tick: LiveTick, maxBars = maxLiveBars): LiveBar[] {
  if (!Number.isFinite(tick.rate) || tick.rate <= 0) return [...bars];
  const t = bucketStart(tick.publishedAt, 'minute');
  const last = bars.at(-1);
  const point = { t, open: tick.rate, high: tick.rate, low: tick.rate, close: tick.rate };
  if (last && t < last.t) return [...bars];
  if (last && t === last.t)
    return [...bars.slice(0, -1), { ...widen(last, point), receivedAt: tick.receivedAt }];
  const next = [...bars, { ...point, receivedAt: tick.receivedAt }];
  return next.length > maxBars ? next.slice(next.length - maxBars) : next;
}

export interface HistoryPoint {
  t: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface RateSeriesInput {
  /** The stored history's points (GET /api/fx/history), oldest first. */
  points: readonly HistoryPoint[];
  interval: RateInterval;
  /** When the history was answered (this browser's clock, ms): live bars last ticked before it add nothing. */
  fetchedAt: number;
  live: readonly LiveBar[];
  /** The range's length: points wholly before now − window are dropped as the window slides. */
  windowMs: number;
  now: number;
  /** The most points drawn (the oldest go first). */
  maxPoints?: number;
}

export interface RateSeries {
  points: RateBar[];
  first: number | undefined;
  last: number | undefined;
  high: number | undefined;
  low: number | undefined;
  /** The newest data's time: the last live tick folded in, else the history's answer (browser clock, ms). */
  updatedAt: number;
}

/** 24 hours of minutes with room for the ticks of a long stay. */
export const defaultMaxPoints = 1_600;

/**
 * The line to draw: the stored points, then each live minute bar newer than the answer folded into the
 * range's bucket (the last bucket widens and moves, a new bucket is appended), cut to the window and capped.
 */
export function buildRateSeries({
  points,
  interval,
  fetchedAt,
  live,
  windowMs,
  now,
  maxPoints = defaultMaxPoints,
}: RateSeriesInput): RateSeries {
  const series: RateBar[] = [];
  for (const point of points) {
    const t = Date.parse(point.t);
    if (Number.isNaN(t)) continue;
    series.push({ t, open: point.open, high: point.high, low: point.low, close: point.close });
  }
  let updatedAt = fetchedAt;
  for (const bar of live) {
    if (bar.receivedAt <= fetchedAt) continue;
    const bucket = { ...bar, t: bucketStart(bar.t, interval) };
    const last = series.at(-1);
    if (last && bucket.t < last.t) continue; // that bucket is closed: the stored bar already has it
    if (last && bucket.t === last.t) series[series.length - 1] = widen(last, bucket);
    else series.push({ t: bucket.t, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
    updatedAt = Math.max(updatedAt, bar.receivedAt);
  }

  const windowStart = now - windowMs;
  const size = intervalMs[interval];
  let start = series.findIndex((point) => point.t + size > windowStart);
  if (start === -1) start = series.length;
  start = Math.max(start, series.length - maxPoints);
  const shown = series.slice(start);

  let high: number | undefined;
  let low: number | undefined;
  for (const point of shown) {
    high = high === undefined ? point.high : Math.max(high, point.high);
    low = low === undefined ? point.low : Math.min(low, point.low);
  }
  return {
    points: shown,
    first: shown[0]?.close,
    last: shown.at(-1)?.close,
    high,
    low,
    updatedAt,
  };
}

/**
 * The currencies to offer (each drawn as its market pair against USD): the organisation's exposure
 * currencies, or the rate card's when it has none; never USD itself (no pair of the dollar with itself).
 */
export function chartPairs(exposureCurrencies: readonly string[], cardPairs: readonly string[]): string[] {
  const unique = (codes: readonly string[]) => [...new Set(codes.filter((code) => code !== 'USD'))];
  const own = unique(exposureCurrencies);
  return own.length > 0 ? own : unique(cardPairs);
}
