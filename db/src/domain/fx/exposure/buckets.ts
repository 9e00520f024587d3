import { EXPOSURE_BUCKETS, type ExposureBucketKey } from '@tradehub/contract';
import { DAY_MS } from '../value-dates.js';

/**
 * The maturity buckets, by whole calendar days (UTC) from today to a due date or a value date:
 *   overdue  < 0     d0_30  0–30     d31_90  31–90     d91_180  91–180     d181_365  181–365     over_365  > 365
 */
export const BUCKET_UPPER_DAYS: Readonly<Record<ExposureBucketKey, number>> = {
  overdue: -1,
  d0_30: 30,
  d31_90: 90,
  d91_180: 180,
  d181_365: 365,
  over_365: Number.POSITIVE_INFINITY,
};

/** Calendar days from `today` to `day`, both YYYY-MM-DD (negative: in the past). */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00.000Z`) - Date.parse(`${today}T00:00:00.000Z`)) / DAY_MS);
}

/** The bucket a due date or value date (YYYY-MM-DD) falls in, seen from `today`. */
export function bucketOf(today: string, day: string): ExposureBucketKey {
  const days = daysBetween(today, day);
  for (const bucket of EXPOSURE_BUCKETS) if (days <= BUCKET_UPPER_DAYS[bucket]) return bucket;
  return 'over_365';
}

export const bucketIndex = (bucket: ExposureBucketKey) => EXPOSURE_BUCKETS.indexOf(bucket);
