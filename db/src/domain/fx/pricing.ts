import { convertMinor } from '@tradehub/contract';

/*
 * The forward-points rule (the sandbox has no interest-rate curves): a forward rate is the spot rate
 * carried at a flat 1 % a year, pro rata over the calendar days to the value date:
 *   forward = spot × (1 + FORWARD_POINTS_PER_YEAR × days / 365)
 * e.g. EUR spot 0.92 for 73 days → 0.92 × 1.002 = 0.92184. Spot trades use the feed's rate as it is.
 * Rates are kept to 10 decimals (the column's scale).
 */
export const FORWARD_POINTS_PER_YEAR = 0.01;

export function tradeRate(kind: 'spot' | 'forward', spotRate: number, daysToValue: number): number {
  const rate = kind === 'spot' ? spotRate : spotRate * (1 + (FORWARD_POINTS_PER_YEAR * daysToValue) / 365);
  return Math.round(rate * 1e10) / 1e10;
}

/**
 * A trade's value in US dollars at its own rate (the feed quotes every currency per USD), rounded half away
 * from zero: what its confirmation and the hedge book show beside the foreign amount.
 */
export function tradeUsdAmountMinor(amountMinor: number, currency: string, rate: number): number {
  return convertMinor(
    amountMinor,
    currency,
    'USD',
    { numerator: 1, denominator: rate },
    'half-away-from-zero',
  );
}
