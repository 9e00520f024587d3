import { formatMoney, type CurrencyExposureRow, type Dashboard } from '@tradehub/contract';
import { currencyImpact } from './currency-impact.js';
import { toBaseMinorExact } from './currency-conversion.js';
import { highestLevel, levelFromThresholds } from './levels.js';
import { roundMinor, roundTo } from './rounding.js';
import type { RatesPerUsd, RiskLevel } from './types.js';
import { FX_VAR_RATIO_THRESHOLDS } from './value-at-risk.js';

export interface ExposureInput {
  currency: string;
  /** Positive: a payable in `currency` (see currency-impact.ts); integer minor units of `currency`. */
  amountMinor: number;
  hedgedPercent: number;
  riskLevel: RiskLevel;
}

/** Share (0–1) of an exposure that is not hedged: 1 − hedged % / 100, kept within 0–1. */
export function unhedgedShare(hedgedPercent: number): number {
  return Math.min(1, Math.max(0, 1 - hedgedPercent / 100));
}

export interface ExposureValuation {
  /** Base value of the whole exposure and of its unhedged part, minor units, unrounded. */
  baseMinorExact: number;
  unhedgedBaseMinorExact: number;
}

/** The exposure in the base currency at `rates`; null when a rate is missing. */
export function valueExposure(
  exposure: ExposureInput,
  baseCurrency: string,
  rates: RatesPerUsd,
): ExposureValuation | null {
  const baseMinorExact = toBaseMinorExact(exposure.amountMinor, exposure.currency, baseCurrency, rates);
  if (baseMinorExact === null) return null;
  return { baseMinorExact, unhedgedBaseMinorExact: baseMinorExact * unhedgedShare(exposure.hedgedPercent) };
}

/** One row of the FX Risk Exposure panel: base amounts rounded once here, impact from the unrounded value. */
export function exposureRow(
  exposure: ExposureInput,
  valuation: ExposureValuation | null,
  rate: number | null,
  volatilityPercent: number | null,
): CurrencyExposureRow {
  const unhedged = valuation?.unhedgedBaseMinorExact ?? 0;
  return {
    currency: exposure.currency,
    amountMinor: exposure.amountMinor,
    baseAmountMinor: roundMinor(valuation?.baseMinorExact ?? 0),
    hedgedPercent: exposure.hedgedPercent,
    unhedgedBaseMinor: roundMinor(unhedged),
    riskLevel: exposure.riskLevel,
    rate,
    volatilityPercent: volatilityPercent === null ? null : roundTo(volatilityPercent, 2),
    impact: currencyImpact(unhedged),
  };
}

/** Σ |unhedged base| of the rows (whole minor units: the sum of what the rows show). */
export function totalUnhedgedMinor(rows: readonly Pick<CurrencyExposureRow, 'unhedgedBaseMinor'>[]): number {
  return rows.reduce((sum, row) => sum + Math.abs(row.unhedgedBaseMinor), 0);
}

export interface FxTileInput {
  rows: readonly CurrencyExposureRow[];
  /** Currencies without a rate (left out of every figure). */
  unpricedCurrencies: readonly string[];
  valueAtRisk95Minor: number | null;
  /** The same exposures valued at the rates as of the previous window's end; null without those rates. */
  previousUnhedgedMinor: number | null;
  baseCurrency: string;
}

/**
 * The FX Risk Exposure tile: value = Σ|unhedged base| (money); level from VaR / Σ|base| (the gross
 * exposure, so hedging lowers it): Low below 0.1 %, High from 0.5 %. Without enough rate history for a
 * VaR the level is the highest stored risk level among exposures that are not fully hedged.
 */
export function fxRiskExposureTile(input: FxTileInput): Dashboard['tiles']['fxRiskExposure'] {
  const { rows, unpricedCurrencies, valueAtRisk95Minor, previousUnhedgedMinor, baseCurrency } = input;
  if (rows.length === 0) {
    return {
      value: 0,
      unit: 'money',
      previous: null,
      level: 'Low',
      valueAtRisk95Minor: 0,
      explanation: 'No currency exposures recorded yet: there is no FX risk to measure.',
    };
  }
  const value = totalUnhedgedMinor(rows);
  const gross = rows.reduce((sum, row) => sum + Math.abs(row.baseAmountMinor), 0);
  const ratioPercent = valueAtRisk95Minor !== null && gross > 0 ? (valueAtRisk95Minor / gross) * 100 : null;
  const level =
    ratioPercent !== null
      ? levelFromThresholds(ratioPercent, FX_VAR_RATIO_THRESHOLDS)
      : highestLevel(...rows.filter((row) => row.unhedgedBaseMinor !== 0).map((row) => row.riskLevel));
  const varText =
    ratioPercent !== null
      ? `1-day 95 % value-at-risk ${baseCurrency} ${formatMoney(valueAtRisk95Minor!, baseCurrency, 'en-US', { currencyDisplay: 'none' })} (${roundTo(ratioPercent, 3)} % ` +
        'of the gross exposure; variance–covariance from 90 days of daily log returns, z = 1.645)'
      : 'not enough rate history for a value-at-risk, so the level is the highest stored risk level of the unhedged exposures';
  const unpriced = unpricedCurrencies.length
    ? ` No rate for ${unpricedCurrencies.join(', ')}: left out.`
    : '';
  return {
    value,
    unit: 'money',
    previous: previousUnhedgedMinor,
    level,
    valueAtRisk95Minor: valueAtRisk95Minor ?? 0,
    explanation:
      `Unhedged part of ${rows.length === 1 ? '1 currency exposure' : `${rows.length} currency exposures`} ` +
      `in ${baseCurrency} at the latest rates; ${varText}. Low below 0.1 %, High from 0.5 %.${unpriced}`,
  };
}
