// The one exposure engine (README.md beside this file has the formulas). Two steps, so a tick revalues
// without recounting: prepareExposure sorts an organisation's payables and hedges into currencies and
// maturity buckets (what does not depend on rates), valueExposure values that at a market (what does).
import {
  convertMinor,
  EXPOSURE_BUCKETS,
  usdPair,
  type ExposureBucket,
  type ExposureReport,
  type ExposureCurrency,
  type Rate,
} from '@tradehub/contract';
import { currencyImpact } from '../../arithmetic/currency-impact.js';
import { highestLevel, levelFromThresholds } from '../../arithmetic/levels.js';
import { roundTo } from '../../arithmetic/rounding.js';
import type { RiskLevel } from '../../arithmetic/levels.js';
import {
  FX_VAR_RATIO_THRESHOLDS,
  valueAtRisk95Minor,
  type VarPosition,
} from '../../arithmetic/value-at-risk.js';
import { clampToForwardWindow, isoDay } from '../value-dates.js';
import { bucketIndex, bucketOf } from './buckets.js';
import type { ExposureInputs } from './inputs.js';
import type { Market } from './market.js';

/**
 * A currency's risk level from its unhedged share (unhedged / payables) and the unhedged size in the base
 * currency at the live rate: High above 50 % and from 50,000.00, Medium above 25 % and from 10,000.00, else
 * Low. Without a rate the size is unknown and counts as large (the cautious side).
 */
export const CURRENCY_RISK_THRESHOLDS = {
  high: { unhedgedShare: 0.5, unhedgedBaseMinor: 50_000_00 },
  medium: { unhedgedShare: 0.25, unhedgedBaseMinor: 10_000_00 },
} as const;

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

export function currencyRiskLevel(prepared: PreparedCurrency, unhedgedBaseMinor: number | null): RiskLevel {
  if (prepared.payablesMinor <= 0) return 'Low';
  const unhedgedShare = prepared.unhedgedMinor / prepared.payablesMinor;
  const size = unhedgedBaseMinor ?? Number.POSITIVE_INFINITY;
  const { high, medium } = CURRENCY_RISK_THRESHOLDS;
  if (unhedgedShare > high.unhedgedShare && size >= high.unhedgedBaseMinor) return 'High';
  if (unhedgedShare > medium.unhedgedShare && size >= medium.unhedgedBaseMinor) return 'Medium';
  return 'Low';
}

/**
 * The prepared exposure valued at `market`: each currency's payables, unhedged amount and cost versus budget
 * in the base currency at the live rate (exact, rounded once), its level; the totals, the 1-day 95 % VaR of
 * the unhedged exposure (the risk engine's variance–covariance method) and the overall level.
 */
export function valueExposure(prepared: PreparedExposure, market: Market): ExposureReport {
  const base = prepared.baseCurrency;
  const currencies: ExposureCurrency[] = [];
  const positions: VarPosition[] = [];
  const unpricedCurrencies: string[] = [];
  let baseAmountMinor = 0;
  let unhedgedBaseMinor = 0;
  let costVsBudgetMinor = 0;
  for (const item of prepared.currencies) {
    const convert = market.converter(item.currency, base);
    if (!convert && item.payablesMinor > 0) unpricedCurrencies.push(item.currency);
    const itemBase = convert ? convert(item.payablesMinor) : 0;
    const itemUnhedged = convert ? convert(item.unhedgedMinor) : 0;
    const itemCost =
      convert && item.budgetedMinor > 0 ? convert(item.budgetedMinor) - item.budgetBaseMinor : 0;
    baseAmountMinor += itemBase;
    unhedgedBaseMinor += itemUnhedged;
    costVsBudgetMinor += itemCost;
    if (convert && itemUnhedged !== 0)
      // A payable loses what its base value gains: P&L = −U × r.
      positions.push({ sensitivityMinor: -itemUnhedged, returns: market.dailyReturns(item.currency, base) });
    const pair = usdPair(item.currency) ?? { base: item.currency, quote: base };
    currencies.push({
      currency: item.currency,
      pair,
      pairRate: market.pairRateText(item.currency),
      ratePerUsd: market.ratePerUsd(item.currency),
      payablesMinor: item.payablesMinor,
      hedgedMinor: item.hedgedMinor,
      forwardsMinor: item.forwardsMinor,
      hedgedPercent: item.hedgedPercent,
      targetHedgePercent: item.targetHedgePercent,
      gapPercent: item.gapPercent,
      gapMinor: item.gapMinor,
      unhedgedMinor: item.unhedgedMinor,
      baseAmountMinor: itemBase,
      unhedgedBaseMinor: itemUnhedged,
      costVsBudgetMinor: itemCost,
      riskLevel: currencyRiskLevel(item, convert ? itemUnhedged : null),
      impact: currencyImpact(itemUnhedged),
      buckets: item.buckets,
    });
  }
  currencies.sort(
    (a, b) =>
      b.baseAmountMinor - a.baseAmountMinor ||
      b.payablesMinor - a.payablesMinor ||
      a.currency.localeCompare(b.currency),
  );
  const valueAtRisk = positions.length > 0 ? valueAtRisk95Minor(positions) : 0;
  const ratioPercent =
    valueAtRisk !== null && baseAmountMinor > 0 ? (valueAtRisk / baseAmountMinor) * 100 : null;
  const level =
    currencies.length === 0
      ? 'Low'
      : ratioPercent !== null
        ? levelFromThresholds(ratioPercent, FX_VAR_RATIO_THRESHOLDS)
        : highestLevel(...currencies.filter((row) => row.unhedgedMinor > 0).map((row) => row.riskLevel));
  return {
    baseCurrency: base,
    asOf: market.data.asOf,
    currencies,
    totals: {
      baseAmountMinor,
      unhedgedBaseMinor,
      valueAtRisk95Minor: valueAtRisk ?? 0,
      valueAtRiskMeasured: valueAtRisk !== null,
      costVsBudgetMinor,
      hedgedPercent: exposureShare(baseAmountMinor - unhedgedBaseMinor, baseAmountMinor),
      level,
    },
    unpricedCurrencies,
  };
}

/** Index of a bucket in the report's order (overdue first). */
export { bucketIndex };
