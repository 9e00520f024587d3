// Pure rules of the live rate displays: the change of a rate and its colour, how long ago the rates were
// updated, when the feed counts as stale, and how a rate alert's percentage reads. How a pair and its rate
// are written is the contract's pair rule (fx-pairs.ts, used through usdPairs.ts and formatPairRate).
import { numberFormat, relativeTimeFormat } from '@tradehub/contract/format';

/** The percentage move from `baseline` to `rate`: (0.92 → 0.9211) = 0.1195…; 0 without a usable baseline. */
export function changePercent(rate: number, baseline: number | undefined): number {
  if (baseline === undefined || !Number.isFinite(baseline) || baseline === 0) return 0;
  return ((rate - baseline) / baseline) * 100;
}

export interface FormattedChange {
  /** '+0.12%' (en), '-0.05%'; always signed, two decimals. */
  text: string;
  /** The spec's rule: green with an up arrow when the text starts with '+', otherwise red. */
  positive: boolean;
}

/** A signed percentage with two decimals in `locale`; a move that rounds to zero reads '+0.00%'. */
export function formatChange(percent: number, locale: string): FormattedChange {
  const rounded = Math.round(percent * 100) / 100;
  const value = Object.is(rounded, -0) || !Number.isFinite(rounded) ? 0 : rounded;
  const text = numberFormat(locale, {
    style: 'percent',
    signDisplay: 'always',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value / 100);
  return { text, positive: text.startsWith('+') };
}

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * How long ago `thenMs` was, from `nowMs`, in `locale`: 'now', '5 seconds ago', '1 minute ago',
 * '3 hours ago', 'yesterday' (en); whole units, rounded down. A time in the future counts as now.
 */
export function formatTimeAgo(thenMs: number, nowMs: number, locale: string): string {
  const seconds = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < minute) return format.format(-seconds, 'second');
  if (seconds < hour) return format.format(-Math.floor(seconds / minute), 'minute');
  if (seconds < day) return format.format(-Math.floor(seconds / hour), 'hour');
  return format.format(-Math.floor(seconds / day), 'day');
}

/** The feed is stale when no tick has arrived for longer than `staleAfterMs` (or none ever did). */
export function isFeedStale(updatedAt: number | undefined, nowMs: number, staleAfterMs: number): boolean {
  if (updatedAt === undefined) return true;
  return nowMs - updatedAt > staleAfterMs;
}

/** Used when GET /api/config does not say (a gateway older than the live feed). */
export const defaultFxStaleAfterMs = 30_000;

/** `fxStaleAfterMs` of GET /api/config, when it is a sensible number. */
export function fxStaleAfterMsFrom(config: object): number {
  const value: unknown = (config as { fxStaleAfterMs?: unknown }).fxStaleAfterMs;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : defaultFxStaleAfterMs;
}

/** A percentage threshold as typed: 0.5 → '0.5', 1 → '1', 0.125 → '0.125'. */
export function formatPercentThreshold(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 4 }).format(value);
}

/** The start (00:00 UTC) of the day `nowMs` falls in. */
export function startOfUtcDay(nowMs: number): number {
  const date = new Date(nowMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** The previous UTC day's close from history points: the close of the last point before today. */
export function previousCloseFrom(
  points: ReadonlyArray<{ t: string; close: number }>,
  nowMs: number,
): number | undefined {
  const today = startOfUtcDay(nowMs);
  let best: { at: number; close: number } | undefined;
  for (const point of points) {
    const at = Date.parse(point.t);
    if (Number.isNaN(at) || at >= today) continue;
    if (!best || at > best.at) best = { at, close: point.close };
  }
  return best?.close;
}
