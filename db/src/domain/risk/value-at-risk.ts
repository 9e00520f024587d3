import { sampleStandardDeviation } from './statistics.js';
import { roundMinor } from './rounding.js';

/** One-sided 95 % quantile of the standard normal distribution. */
export const Z_95 = 1.645;
/** Daily returns the value-at-risk is estimated from, whatever the dashboard's range. */
export const VAR_HISTORY_DAYS = 90;
/** VaR as a share of the gross base exposure, percent: Low below 0.1 %, High from 0.5 %. */
export const FX_VAR_RATIO_THRESHOLDS = { medium: 0.1, high: 0.5 };

export interface VarPosition {
  /**
   * Base minor units gained per unit of log return of the currency's base value: −U for a payable whose
   * unhedged base value is U (it costs more when the currency strengthens), +U for a holding.
   */
  sensitivityMinor: number;
  /** Daily log returns of the currency's base value, aligned across positions (null: no rate that day). */
  returns: readonly (number | null)[];
}

/**
 * The portfolio's daily profit and loss Σᵢ sensitivityᵢ × rᵢ,ₜ for each day t on which at least one
 * position has a return (a missing return counts as no move).
 */
export function portfolioDailyPnl(positions: readonly VarPosition[]): number[] {
  const days = Math.max(0, ...positions.map((position) => position.returns.length));
  const pnl: number[] = [];
  for (let day = 0; day < days; day++) {
    let total = 0;
    let observed = false;
    for (const position of positions) {
      const move = position.returns[day];
      if (move === null || move === undefined) continue;
      total += position.sensitivityMinor * move;
      observed = true;
    }
    if (observed) pnl.push(total);
  }
  return pnl;
}

/**
 * Variance–covariance (parametric) 1-day 95 % value-at-risk, base minor units:
 *   VaR = 1.645 × σ(daily P&L),  σ² = wᵀΣw  (the sample variance of Σᵢ wᵢ rᵢ is exactly wᵀΣw with the
 *   sample covariance matrix Σ of the returns), mean assumed zero in the quantile. Rounded once.
 * Null with fewer than two days of P&L (not enough history).
 */
export function valueAtRisk95Minor(positions: readonly VarPosition[]): number | null {
  const deviation = sampleStandardDeviation(portfolioDailyPnl(positions));
  return deviation === null ? null : roundMinor(Z_95 * deviation);
}
