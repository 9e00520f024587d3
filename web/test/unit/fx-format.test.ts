import { describe, expect, it } from 'vitest';
import {
  changePercent,
  defaultFxStaleAfterMs,
  formatChange,
  formatPercentThreshold,
  formatTimeAgo,
  fxStaleAfterMsFrom,
  isFeedStale,
  previousCloseFrom,
} from '../../src/fx/fxFormat';

describe('changePercent', () => {
  it('is the percentage move from the baseline', () => {
    expect(changePercent(0.9211, 0.92)).toBeCloseTo(0.11957, 4);
    expect(changePercent(147.5, 148.25)).toBeCloseTo(-0.5059, 4);
  });

  it('is 0 without a usable baseline', () => {
    expect(changePercent(1.2, undefined)).toBe(0);
    expect(changePercent(1.2, 0)).toBe(0);
    expect(changePercent(1.2, Number.NaN)).toBe(0);
  });
});

describe('formatChange', () => {
  it("writes a rise as '+0.12%', positive (green, up arrow)", () => {
    expect(formatChange(0.1195, 'en-US')).toEqual({ text: '+0.12%', positive: true });
  });

  it('writes a fall with a minus sign, not positive (red)', () => {
    expect(formatChange(-0.5059, 'en-US')).toEqual({ text: '-0.51%', positive: false });
  });

  it("writes no move, or one that rounds to zero, as '+0.00%'", () => {
    expect(formatChange(0, 'en-US')).toEqual({ text: '+0.00%', positive: true });
    expect(formatChange(-0.001, 'en-US')).toEqual({ text: '+0.00%', positive: true });
  });

  it('follows the locale and still decides the colour by the leading sign', () => {
    const es = formatChange(0.12, 'es-ES');
    expect(es.text).toMatch(/^\+0,12\s?%$/u);
    expect(es.positive).toBe(true);
    expect(formatChange(-1.5, 'zh-CN')).toEqual({ text: '-1.50%', positive: false });
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2025-11-21T12:00:00Z');

  it('says now, then seconds, minutes, hours, days (rounded down)', () => {
    expect(formatTimeAgo(now, now, 'en-US')).toBe('now');
    expect(formatTimeAgo(now - 400, now, 'en-US')).toBe('now');
    expect(formatTimeAgo(now - 1_000, now, 'en-US')).toBe('1 second ago');
    expect(formatTimeAgo(now - 5_900, now, 'en-US')).toBe('5 seconds ago');
    expect(formatTimeAgo(now - 60_000, now, 'en-US')).toBe('1 minute ago');
    expect(formatTimeAgo(now - 119_000, now, 'en-US')).toBe('1 minute ago');
    expect(formatTimeAgo(now - 3 * 3_600_000, now, 'en-US')).toBe('3 hours ago');
    expect(formatTimeAgo(now - 24 * 3_600_000, now, 'en-US')).toBe('yesterday');
    expect(formatTimeAgo(now - 3 * 24 * 3_600_000, now, 'en-US')).toBe('3 days ago');
  });

  it('treats a time slightly in the future (clock skew) as now', () => {
    expect(formatTimeAgo(now + 2_000, now, 'en-US')).toBe('now');
  });

  it('speaks the UI language', () => {
    expect(formatTimeAgo(now - 5_000, now, 'es-ES')).toBe('hace 5 segundos');
    expect(formatTimeAgo(now - 180_000, now, 'zh-CN')).toBe('3分钟前');
  });
});

describe('isFeedStale', () => {
  const now = 1_000_000;

  it('is fresh up to and including the limit, stale after it', () => {
    expect(isFeedStale(now - 5_000, now, 10_000)).toBe(false);
    expect(isFeedStale(now - 10_000, now, 10_000)).toBe(false);
    expect(isFeedStale(now - 10_001, now, 10_000)).toBe(true);
  });

  it('is stale when no tick ever arrived', () => {
    expect(isFeedStale(undefined, now, 10_000)).toBe(true);
  });

  it('is fresh for a tick stamped slightly in the future', () => {
    expect(isFeedStale(now + 500, now, 10_000)).toBe(false);
  });
});

describe('fxStaleAfterMsFrom', () => {
  it("reads GET /api/config's fxStaleAfterMs, with a fallback for a missing or bad value", () => {
    expect(fxStaleAfterMsFrom({ fxStaleAfterMs: 15_000 })).toBe(15_000);
    expect(fxStaleAfterMsFrom({})).toBe(defaultFxStaleAfterMs);
    expect(fxStaleAfterMsFrom({ fxStaleAfterMs: -1 })).toBe(defaultFxStaleAfterMs);
    expect(fxStaleAfterMsFrom({ fxStaleAfterMs: '5000' })).toBe(defaultFxStaleAfterMs);
  });
});

describe('rate alert levels', () => {
  it('writes a percentage threshold as typed', () => {
    expect(formatPercentThreshold(0.5, 'en-US')).toBe('0.5');
    expect(formatPercentThreshold(1, 'en-US')).toBe('1');
    expect(formatPercentThreshold(0.125, 'es-ES')).toBe('0,125');
  });
});

describe('previousCloseFrom', () => {
  const now = Date.parse('2025-11-21T09:30:00Z');

  it("is the close of the last point before today's UTC midnight", () => {
    const points = [
      { t: '2025-11-19T00:00:00Z', close: 0.91 },
      { t: '2025-11-20T00:00:00Z', close: 0.92 },
      { t: '2025-11-21T00:00:00Z', close: 0.93 },
    ];
    expect(previousCloseFrom(points, now)).toBe(0.92);
  });

  it('works on hourly points and in any order', () => {
    const points = [
      { t: '2025-11-21T08:00:00Z', close: 0.95 },
      { t: '2025-11-20T23:00:00Z', close: 0.94 },
      { t: '2025-11-20T22:00:00Z', close: 0.93 },
    ];
    expect(previousCloseFrom(points, now)).toBe(0.94);
  });

  it('is undefined when the history starts today', () => {
    expect(previousCloseFrom([{ t: '2025-11-21T01:00:00Z', close: 0.9 }], now)).toBeUndefined();
    expect(previousCloseFrom([], now)).toBeUndefined();
  });
});
