// The exposure engine's first step (README.md beside this file has the formulas): prepareExposure sorts an
// organisation's payables and hedges into currencies and maturity buckets, what does not depend on rates, so a
// tick revalues without recounting; value-exposure.ts values that at a market (what does).
import { convertMinor, EXPOSURE_BUCKETS, type ExposureBucket, type Rate } from '@tradehub/contract';
import { roundTo } from '../../arithmetic/rounding.js';
import { clampToForwardWindow, isoDay } from '../value-dates.js';
import { bucketIndex, bucketOf } from './buckets.js';
import type { ExposureInputs } from './inputs.js';

export type PreparedBucket = Omit<ExposureBucket, never>;

/** A currency's figures that do not depend on rates. */
export interface PreparedCurrency {
  currency: string;
  payablesMinor: number;
  hedgedMinor: number;
  forwardsMinor: number;
  unhedgedMinor: number;
  hedgedPercent: number;
  targetHedgePercent: number | null;
  gapPercent: number | null;
  gapMinor: number;
  buckets: PreparedBucket[];
  /** Payables that have a budget rate, and their base cost at those rates (each line rounded once). */
  budgetedMinor: number;
  budgetBaseMinor: number;
}

export interface PreparedExposure {
  organisationId: string;
  baseCurrency: string;
  marginTolerancePercent: number;
  /** The UTC day the buckets were counted from. */
  today: string;
  currencies: PreparedCurrency[];
}

const round2 = (value: number) => roundTo(value, 2);
/** part / whole in percent, 2 decimals, at most 100; 0 without a whole. */
export const exposureShare = (part: number, whole: number) =>
  whole > 0 ? round2(Math.min(100, (part / whole) * 100)) : 0;

/** `amountMinor` × percent / 100, exactly, rounded once half away from zero. */
function percentOf(amountMinor: number, currency: string, percent: number): number {
  if (percent <= 0) return 0;
  return convertMinor(amountMinor, currency, currency, String(percent / 100), 'half-away-from-zero');
}

/** Payables and hedges by currency and maturity bucket, the hedges matched to the buckets, the targets' gaps. */
export function prepareExposure(inputs: ExposureInputs, now: Date = new Date()): PreparedExposure {
  const today = isoDay(now);
  const base = inputs.baseCurrency;
  interface Accumulator {
    payables: number[];
    hedges: number[];
    latestDue: (string | null)[];
    budgetedMinor: number;
    budgetBaseMinor: number;
  }
  const byCurrency = new Map<string, Accumulator>();
  const accumulatorOf = (currency: string) => {
    let entry = byCurrency.get(currency);
    if (!entry)
      byCurrency.set(
        currency,
        (entry = {
          payables: EXPOSURE_BUCKETS.map(() => 0),
          hedges: EXPOSURE_BUCKETS.map(() => 0),
          latestDue: EXPOSURE_BUCKETS.map(() => null),
          budgetedMinor: 0,
          budgetBaseMinor: 0,
        }),
      );
    return entry;
  };
  for (const line of inputs.payables) {
    if (line.currency === base || line.amountMinor <= 0) continue;
    const entry = accumulatorOf(line.currency);
    const index = bucketIndex(bucketOf(today, line.day));
    entry.payables[index]! += line.amountMinor;
    if (!entry.latestDue[index] || line.day > entry.latestDue[index]!) entry.latestDue[index] = line.day;
    // Budget rates are base units per unit of the currency (inputs.ts reads them in the base's terms).
    if (line.budgetRate !== null) {
      entry.budgetedMinor += line.amountMinor;
      entry.budgetBaseMinor += convertMinor(
        line.amountMinor,
        line.currency,
        base,
        line.budgetRate as Rate,
        'half-away-from-zero',
      );
    }
  }
  for (const line of inputs.hedges) {
    if (line.currency === base || line.amountMinor <= 0) continue;
    accumulatorOf(line.currency).hedges[bucketIndex(bucketOf(today, line.day))]! += line.amountMinor;
  }

  const currencies: PreparedCurrency[] = [];
  for (const [currency, entry] of byCurrency) {
    const target = inputs.targets[currency] ?? null;
    const effectiveTarget = target ?? 100;
    const buckets: PreparedBucket[] = EXPOSURE_BUCKETS.map((bucket, index) => {
      const payablesMinor = entry.payables[index]!;
      const hedgedMinor = entry.hedges[index]!;
      const targetMinor = percentOf(payablesMinor, currency, effectiveTarget);
      const latestDueDate = entry.latestDue[index]!;
      return {
        bucket,
        payablesMinor,
        hedgedMinor,
        hedgedPercent: exposureShare(hedgedMinor, payablesMinor),
        unhedgedMinor: Math.max(0, payablesMinor - hedgedMinor),
        targetMinor,
        gapMinor: Math.max(0, targetMinor - hedgedMinor),
        latestDueDate,
        hedgeValueDate: latestDueDate ? clampToForwardWindow(latestDueDate, now) : null,
      };
    });
    const payablesMinor = buckets.reduce((sum, bucket) => sum + bucket.payablesMinor, 0);
    const unhedgedMinor = buckets.reduce((sum, bucket) => sum + bucket.unhedgedMinor, 0);
    const hedgedPercent = exposureShare(payablesMinor - unhedgedMinor, payablesMinor);
    currencies.push({
      currency,
      payablesMinor,
      hedgedMinor: payablesMinor - unhedgedMinor,
      forwardsMinor: entry.hedges.reduce((sum, amount) => sum + amount, 0),
      unhedgedMinor,
      hedgedPercent,
      targetHedgePercent: target,
      gapPercent: target === null ? null : round2(target - hedgedPercent),
      gapMinor: buckets.reduce((sum, bucket) => sum + bucket.gapMinor, 0),
      buckets,
      budgetedMinor: entry.budgetedMinor,
      budgetBaseMinor: entry.budgetBaseMinor,
    });
  }
  return {
    organisationId: inputs.organisationId,
    baseCurrency: base,
    marginTolerancePercent: inputs.marginTolerancePercent,
    today,
    currencies,
  };
}
