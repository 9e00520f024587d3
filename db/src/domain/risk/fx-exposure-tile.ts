// The dashboard's view of the one exposure engine (db/src/domain/fx/exposure): its FX Risk Exposure tile and
// its per-currency rows with the Currency Impact Analysis. Nothing here computes exposure itself.
import {
  formatMoney,
  type CurrencyExposureRow,
  type Dashboard,
  type ExposureCurrency,
  type ExposureReport,
} from '@tradehub/contract';
import { roundTo } from '../arithmetic/rounding.js';

/** One row of the FX Risk Exposure panel: the engine's currency, its volatility and the impact of moves. */
export function exposureRow(
  currency: ExposureCurrency,
  volatilityPercent: number | null,
): CurrencyExposureRow {
  return {
    currency: currency.currency,
    amountMinor: currency.payablesMinor,
    baseAmountMinor: currency.baseAmountMinor,
    hedgedPercent: currency.hedgedPercent,
    unhedgedBaseMinor: currency.unhedgedBaseMinor,
    riskLevel: currency.riskLevel,
    rate: currency.ratePerUsd,
    volatilityPercent: volatilityPercent === null ? null : roundTo(volatilityPercent, 2),
    impact: currency.impact,
  };
}

export interface FxTileInput {
  report: ExposureReport;
  /** The same payables and hedges valued at the rates as of the previous window's end; null without those rates. */
  previousUnhedgedMinor: number | null;
}

/**
 * The FX Risk Exposure tile, the engine's totals: value = the unhedged payables in the base currency at the
 * live rate; its level from VaR / the gross base value (hedging lowers it): Low below 0.1 %, High from
 * 0.5 %; without enough rate history for a VaR, the highest level of the currencies not fully hedged.
 */
export function fxRiskExposureTile({
  report,
  previousUnhedgedMinor,
}: FxTileInput): Dashboard['tiles']['fxRiskExposure'] {
  const { totals, baseCurrency, unpricedCurrencies } = report;
  const count = report.currencies.filter((row) => row.payablesMinor > 0).length;
  if (report.currencies.length === 0) {
    return {
      value: 0,
      unit: 'money',
      previous: null,
      level: 'Low',
      valueAtRisk95Minor: 0,
      explanation: 'No payables in foreign currencies yet: there is no FX risk to measure.',
    };
  }
  const gross = totals.baseAmountMinor;
  const varText =
    totals.valueAtRiskMeasured && gross > 0
      ? `1-day 95 % value-at-risk ${baseCurrency} ${formatMoney(totals.valueAtRisk95Minor, baseCurrency, 'en-US', { currencyDisplay: 'none' })} (${roundTo((totals.valueAtRisk95Minor / gross) * 100, 3)} % ` +
        'of the gross exposure; variance–covariance from 90 days of daily log returns, z = 1.645)'
      : 'not enough rate history for a value-at-risk, so the level is the highest level of the currencies not fully hedged';
  const unpriced = unpricedCurrencies.length
    ? ` No rate for ${unpricedCurrencies.join(', ')}: left out.`
    : '';
  return {
    value: totals.unhedgedBaseMinor,
    unit: 'money',
    previous: previousUnhedgedMinor,
    level: totals.level,
    valueAtRisk95Minor: totals.valueAtRisk95Minor,
    explanation:
      `Unhedged payables in ${count === 1 ? '1 currency' : `${count} currencies`} (unpaid bills and payments not ` +
      `yet settled, less the forwards matched to their maturities) in ${baseCurrency} at the live rates; ${varText}. ` +
      `Low below 0.1 %, High from 0.5 %.${unpriced}`,
  };
}
