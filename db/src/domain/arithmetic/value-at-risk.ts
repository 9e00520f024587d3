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

/** A series with a return on every day (no gap): the case the moments below serve. */
export function isCompleteReturns(returns: readonly (number | null)[]): returns is readonly number[] {
  for (const move of returns) if (move === null || move === undefined) return false;
  return true;
}

/** Σₜ aₜ × bₜ over two complete series of the same length, day by day from the oldest. */
export function crossSum(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let day = 0; day < a.length; day++) sum += a[day]! * b[day]!;
  return sum;
}

/** Σₜ aₜ over a complete series, from the oldest day. */
export function returnSum(a: readonly number[]): number {
  let sum = 0;
  for (let day = 0; day < a.length; day++) sum += a[day]!;
  return sum;
}

/**
 * The sums the daily P&L's sample variance is built from, for positions whose returns are complete series of
 * `days` days, each position known by a slot: `sum(slot)` = Σₜ rₜ, `cross(a, b)` = Σₜ r_a,ₜ × r_b,ₜ (crossSum).
 * A tick revaluing many organisations reads them from its market's cache (fx/exposure/market.ts) instead of
 * walking 90 days per currency per organisation.
 */
export interface ReturnMoments {
  sum(slot: number): number;
  cross(a: number, b: number): number;
}

/**
 * VaR = 1.645 × σ, with σ² the sample variance of the daily P&L Pₜ = Σᵢ sᵢ rᵢ,ₜ from its sums:
 *   Σₜ Pₜ² = Σᵢ Σⱼ sᵢ sⱼ cross(i, j),  Σₜ Pₜ = Σᵢ sᵢ sum(i),  σ² = (Σₜ Pₜ² − (Σₜ Pₜ)² / days) / (days − 1).
 * The positions' sensitivities and slots in the order given (the same order gives the same figure to the
 * cent wherever it is computed). Null below two days.
 */
export function valueAtRiskFromMoments(
  sensitivities: ArrayLike<number>,
  slots: ArrayLike<number>,
  count: number,
  days: number,
  moments: ReturnMoments,
): number | null {
  if (days < 2) return null;
  let squares = 0;
  let total = 0;
  for (let i = 0; i < count; i++) {
    const si = sensitivities[i]!;
    total += si * moments.sum(slots[i]!);
    for (let j = 0; j < count; j++) squares += si * sensitivities[j]! * moments.cross(slots[i]!, slots[j]!);
  }
  const variance = (squares - (total * total) / days) / (days - 1);
  return roundMinor(Z_95 * Math.sqrt(Math.max(variance, 0)));
}

/**
 * Variance–covariance (parametric) 1-day 95 % value-at-risk, base minor units:
 *   VaR = 1.645 × σ(daily P&L),  σ² = wᵀΣw  (the sample variance of Σᵢ wᵢ rᵢ is exactly wᵀΣw with the
 *   sample covariance matrix Σ of the returns), mean assumed zero in the quantile. Rounded once.
 * When every position has a return on each of the same days (rates every day), from the returns' sums
 * (valueAtRiskFromMoments), as a tick's revaluation computes it; otherwise from the daily P&L, a missing
 * return counting as no move. Null with fewer than two days of P&L (not enough history).
 */
export function valueAtRisk95Minor(positions: readonly VarPosition[]): number | null {
  const days = positions[0]?.returns.length ?? 0;
  if (
    positions.every((position) => position.returns.length === days && isCompleteReturns(position.returns))
  ) {
    const series = positions.map((position) => position.returns as readonly number[]);
    return valueAtRiskFromMoments(
      positions.map((position) => position.sensitivityMinor),
      series.map((_, slot) => slot),
      positions.length,
      days,
      { sum: (slot) => returnSum(series[slot]!), cross: (a, b) => crossSum(series[a]!, series[b]!) },
    );
  }
  const deviation = sampleStandardDeviation(portfolioDailyPnl(positions));
  return deviation === null ? null : roundMinor(Z_95 * deviation);
}
