import type { RiskTile } from '@tradehub/contract';
import { levelFromThresholds } from '../arithmetic/levels.js';
import { roundTo } from '../arithmetic/rounding.js';
import { MARKET_RISK_THRESHOLDS } from './volatility.js';

export interface MarketTileInput {
  /** Exposure-weighted annualised volatility of the window / of the previous window, percent, unrounded. */
  current: number | null;
  previous: number | null;
  /** How many exposure currencies had enough history. */
  currenciesMeasured: number;
  currenciesTotal: number;
  sampling: 'hour' | 'day';
}

/** The Market Risk tile: exposure-weighted annualised realised volatility, percent. */
export function marketRiskTile(input: MarketTileInput): RiskTile {
  const { current, previous, currenciesMeasured, currenciesTotal, sampling } = input;
  if (currenciesTotal === 0) {
    return {
      value: 0,
      unit: 'percent',
      previous: null,
      level: 'Low',
      explanation: 'No currency exposures recorded yet: there is no market risk to measure.',
    };
  }
  if (current === null) {
    return {
      value: 0,
      unit: 'percent',
      previous: previous === null ? null : roundTo(previous, 2),
      level: 'Low',
      explanation: 'Not enough rate history in this period to measure the volatility of your currencies yet.',
    };
  }
  const closes = sampling === 'hour' ? 'hourly closes, × √(24 × 365)' : 'daily closes, × √365';
  return {
    value: roundTo(current, 2),
    unit: 'percent',
    previous: previous === null ? null : roundTo(previous, 2),
    level: levelFromThresholds(current, MARKET_RISK_THRESHOLDS),
    explanation:
      `Annualised realised volatility of ${currenciesMeasured} of your ${currenciesTotal} exposure currencies ` +
      `against the base currency over this period (${closes}), weighted by each exposure's base value. ` +
      'Low below 6 %, High from 12 %.',
  };
}
