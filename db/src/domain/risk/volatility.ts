import { sampleStandardDeviation } from '../arithmetic/statistics.js';

/** Returns are sampled every calendar day or hour (the simulated feed never closes), annualised by √periods. */
export const PERIODS_PER_YEAR = { day: 365, hour: 365 * 24 } as const;
export const MARKET_RISK_THRESHOLDS = { medium: 6, high: 12 };

/**
 * Annualised realised volatility in percent: sample standard deviation of the log returns × √(periods per
 * year) × 100, unrounded. Null with fewer than two returns.
 */
export function annualisedVolatilityPercent(
  returns: readonly (number | null)[],
  periodsPerYear: number,
): number | null {
  const present = returns.filter((value): value is number => value !== null);
  const deviation = sampleStandardDeviation(present);
  return deviation === null ? null : deviation * Math.sqrt(periodsPerYear) * 100;
}

/**
 * Σ(|weight| × volatility) / Σ|weight| over the currencies that have a volatility, unrounded; null when
 * none has one (or all weights are zero). The weight is the exposure's base value.
 */
export function exposureWeightedVolatility(
  items: readonly { weight: number; volatilityPercent: number | null }[],
): number | null {
  let numerator = 0;
  let denominator = 0;
  for (const { weight, volatilityPercent } of items) {
    if (volatilityPercent === null) continue;
    numerator += Math.abs(weight) * volatilityPercent;
    denominator += Math.abs(weight);
  }
  return denominator > 0 ? numerator / denominator : null;
}
