import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  buildRateSeries,
  chartPairs,
  foldTick,
  type HistoryPoint,
  type LiveBar,
} from '../../src/fx/rateSeries';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const t0 = Date.UTC(2026, 0, 5, 12, 0, 0);

const point = (t: number, close: number, high = close, low = close): HistoryPoint => ({
  t: new Date(t).toISOString(),
  open: close,
  high,
  low,
  close,
});

describe('foldTick', () => {
  it('starts a minute bar, widens it within the minute, and starts the next one', () => {
    let bars: LiveBar[] = [];
    bars = foldTick(bars, { publishedAt: t0 + 5_000, receivedAt: 1, rate: 0.92 });
    bars = foldTick(bars, { publishedAt: t0 + 20_000, receivedAt: 2, rate: 0.95 });
    bars = foldTick(bars, { publishedAt: t0 + 40_000, receivedAt: 3, rate: 0.9 });
    expect(bars).toEqual([{ t: t0, open: 0.92, high: 0.95, low: 0.9, close: 0.9, receivedAt: 3 }]);
    bars = foldTick(bars, { publishedAt: t0 + MINUTE + 1, receivedAt: 4, rate: 0.91 });
    expect(bars).toHaveLength(2);
    expect(bars[1]).toMatchObject({ t: t0 + MINUTE, open: 0.91, close: 0.91 });
  });

  it('drops a late tick of an earlier minute and a rate that is not a price', () => {
    const bars = foldTick([], { publishedAt: t0 + MINUTE, receivedAt: 1, rate: 0.9 });
    expect(foldTick(bars, { publishedAt: t0, receivedAt: 2, rate: 0.5 })).toEqual(bars);
    expect(foldTick(bars, { publishedAt: t0 + MINUTE, receivedAt: 2, rate: Number.NaN })).toEqual(bars);
  });

  it('keeps at most the cap, dropping the oldest', () => {
    let bars: LiveBar[] = [];
    for (let i = 0; i < 5; i += 1)
      bars = foldTick(bars, { publishedAt: t0 + i * MINUTE, receivedAt: i, rate: 1 + i }, 3);
    expect(bars.map((bar) => bar.close)).toEqual([3, 4, 5]);
  });
});

describe('buildRateSeries', () => {
  const history = [point(t0 - 2 * HOUR, 0.9), point(t0 - HOUR, 0.91, 0.93), point(t0, 0.92, 0.92, 0.89)];

  it('draws the stored points with first, last, high and low', () => {
    const series = buildRateSeries({
      points: history,
      interval: 'hour',
      fetchedAt: 1_000,
      live: [],
      windowMs: 7 * DAY,
      now: t0,
    });
    expect(series.points.map((p) => p.close)).toEqual([0.9, 0.91, 0.92]);
    expect(series).toMatchObject({ first: 0.9, last: 0.92, high: 0.93, low: 0.89, updatedAt: 1_000 });
  });

  it('folds live bars into the current bucket, appends a new bucket, and ignores what the answer had', () => {
    const live: LiveBar[] = [
      { t: t0 - HOUR + 5 * MINUTE, open: 0.5, high: 0.5, low: 0.5, close: 0.5, receivedAt: 2_000 },
      { t: t0 + 10 * MINUTE, open: 0.92, high: 0.94, low: 0.92, close: 0.935, receivedAt: 500 },
      { t: t0 + 20 * MINUTE, open: 0.935, high: 0.95, low: 0.93, close: 0.94, receivedAt: 3_000 },
      { t: t0 + HOUR, open: 0.94, high: 0.94, low: 0.94, close: 0.941, receivedAt: 4_000 },
    ];
    const series = buildRateSeries({
      points: history,
      interval: 'hour',
      fetchedAt: 1_000,
      live,
      windowMs: 7 * DAY,
      now: t0 + HOUR,
    });
    // The closed hour keeps its stored bar; the bar received before the answer adds nothing.
    expect(series.points.map((p) => [p.t - t0, p.close])).toEqual([
      [-2 * HOUR, 0.9],
      [-HOUR, 0.91],
      [0, 0.94],
      [HOUR, 0.941],
    ]);
    expect(series.points[2]).toMatchObject({ open: 0.92, high: 0.95, low: 0.89 });
    expect(series).toMatchObject({ last: 0.941, high: 0.95, updatedAt: 4_000 });
  });

  it('builds the line from live bars alone when nothing is stored yet', () => {
    const live: LiveBar[] = [
      { t: t0, open: 1.1, high: 1.1, low: 1.1, close: 1.1, receivedAt: 10 },
      { t: t0 + MINUTE, open: 1.2, high: 1.2, low: 1.2, close: 1.2, receivedAt: 20 },
    ];
    const series = buildRateSeries({
      points: [],
      interval: 'minute',
      fetchedAt: 0,
      live,
      windowMs: DAY,
      now: t0,
    });
    expect(series.points.map((p) => p.close)).toEqual([1.1, 1.2]);
    expect(series).toMatchObject({ first: 1.1, last: 1.2, updatedAt: 20 });
  });

  it('slides the window and caps the number of points', () => {
    const many = Array.from({ length: 10 }, (_, i) => point(t0 + i * MINUTE, 1 + i / 100));
    const slid = buildRateSeries({
      points: many,
      interval: 'minute',
      fetchedAt: 0,
      live: [],
      windowMs: 5 * MINUTE,
      now: t0 + 10 * MINUTE,
    });
    expect(slid.points.map((p) => (p.t - t0) / MINUTE)).toEqual([5, 6, 7, 8, 9]);
    const capped = buildRateSeries({
      points: many,
      interval: 'minute',
      fetchedAt: 0,
      live: [],
      windowMs: DAY,
      now: t0 + 10 * MINUTE,
      maxPoints: 3,
    });
    expect(capped.points.map((p) => (p.t - t0) / MINUTE)).toEqual([7, 8, 9]);
    expect(capped.first).toBe(1.07);
  });

  it('says nothing of an empty history', () => {
    const series = buildRateSeries({
      points: [],
      interval: 'day',
      fetchedAt: 5,
      live: [],
      windowMs: DAY,
      now: 0,
    });
    expect(series).toEqual({
      points: [],
      first: undefined,
      last: undefined,
      high: undefined,
      low: undefined,
      updatedAt: 5,
    });
  });
});

describe('bucketStart and chartPairs', () => {
  it('cuts UTC minutes, hours and days', () => {
    const at = Date.UTC(2026, 0, 5, 13, 47, 31);
    expect(bucketStart(at, 'minute')).toBe(Date.UTC(2026, 0, 5, 13, 47));
    expect(bucketStart(at, 'hour')).toBe(Date.UTC(2026, 0, 5, 13));
    expect(bucketStart(at, 'day')).toBe(Date.UTC(2026, 0, 5));
  });

  it("offers the organisation's exposure currencies, else the rate card's, never USD against itself", () => {
    expect(chartPairs(['GBP', 'EUR', 'GBP', 'USD'], ['EUR', 'JPY'])).toEqual(['GBP', 'EUR']);
    expect(chartPairs([], ['USD', 'EUR', 'GBP', 'JPY'])).toEqual(['EUR', 'GBP', 'JPY']);
    expect(chartPairs(['USD'], ['CNY'])).toEqual(['CNY']);
  });
});
