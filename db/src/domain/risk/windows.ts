import type { Dashboard } from '@tradehub/contract';
import type { DashboardRange } from './types.js';
import { VAR_HISTORY_DAYS } from '../arithmetic/value-at-risk.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface RangeSpec {
  lengthMs: number;
  /** Buckets of the payments-by-status chart, counted from the window's start. */
  bucket: Dashboard['paymentsByStatus']['interval'];
  bucketMs: number;
  /** Market risk samples closes every hour (24h) or every day (7d, 30d, 90d). */
  marketSampling: 'hour' | 'day';
  /** Market risk sample points per window (returns = points). */
  marketPeriods: number;
}

export const RANGE_SPECS: Record<DashboardRange, RangeSpec> = {
  '24h': { lengthMs: DAY_MS, bucket: 'hour', bucketMs: HOUR_MS, marketSampling: 'hour', marketPeriods: 24 },
  '7d': { lengthMs: 7 * DAY_MS, bucket: 'day', bucketMs: DAY_MS, marketSampling: 'day', marketPeriods: 7 },
  '30d': { lengthMs: 30 * DAY_MS, bucket: 'day', bucketMs: DAY_MS, marketSampling: 'day', marketPeriods: 30 },
  '90d': {
    lengthMs: 90 * DAY_MS,
    bucket: 'week',
    bucketMs: 7 * DAY_MS,
    marketSampling: 'day',
    marketPeriods: 90,
  },
};

export interface DashboardWindows {
  /** [from, to): the range ending now. */
  window: { from: Date; to: Date };
  /** [from − length, from): the previous window of the same length. */
  previousWindow: { from: Date; to: Date };
}

export function dashboardWindows(range: DashboardRange, now: Date): DashboardWindows {
  const { lengthMs } = RANGE_SPECS[range];
  const to = new Date(now.getTime());
  const from = new Date(to.getTime() - lengthMs);
  return { window: { from, to }, previousWindow: { from: new Date(from.getTime() - lengthMs), to: from } };
}

/**
 * The chart's buckets: [from + i × bucket, from + (i+1) × bucket) for every i that starts before `to`,
 * the last one cut at `to`: 24 hours, 7 or 30 days, 13 weeks (the 13th is 6 days long). They cover the
 * window exactly, so their counts add up to the window's payments.
 */
export function bucketStarts(range: DashboardRange, window: { from: Date; to: Date }): Date[] {
  const { bucketMs } = RANGE_SPECS[range];
  const starts: Date[] = [];
  for (let start = window.from.getTime(); start < window.to.getTime(); start += bucketMs) {
    starts.push(new Date(start));
  }
  return starts;
}

/**
 * Rate sample points, counted back from the window's end `to`: point k is at to − k × step. Daily points
 * reach back far enough for the VaR (90 days) and the previous window's daily market risk; hourly points
 * (24h only) cover two 24-hour windows.
 */
export interface SamplingPlan {
  dailyPoints: number;
  hourlyPoints: number;
  /** Length of the window in whole days (24h counts as 1), the offset of the previous window's end. */
  windowDays: number;
}

export function samplingPlan(range: DashboardRange): SamplingPlan {
  const spec = RANGE_SPECS[range];
  const windowDays = Math.round(spec.lengthMs / DAY_MS);
  const marketDays = spec.marketSampling === 'day' ? 2 * spec.marketPeriods : 0;
  return {
    dailyPoints: Math.max(VAR_HISTORY_DAYS, marketDays) + 1,
    hourlyPoints: spec.marketSampling === 'hour' ? 2 * spec.marketPeriods + 1 : 0,
    windowDays,
  };
}
