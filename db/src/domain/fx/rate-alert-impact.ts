import { minorDigits } from '@tradehub/contract';

/**
 * What an exposure of `amountMinor` units of `currency` gains (+) or loses (−), in USD minor units
 * (cents), when the USD/`currency` rate moves from `fromRate` to `toRate` (units of `currency` per 1 USD).
 * Exposures are payables (what the organisation owes its suppliers), as on the dashboard
 * (db/src/domain/risk/README.md): when the foreign currency strengthens (the rate falls), paying costs more
 * dollars, a loss. The amount is exact integer minor units; the estimate is computed from rates (floats by
 * nature) and rounded to whole cents once, at the end.
 */
export function exposureImpactUsdMinor(
  amountMinor: number,
  currency: string,
  fromRate: number,
  toRate: number,
): number {
  const amountMajor = amountMinor / 10 ** minorDigits(currency);
  const costBefore = amountMajor / fromRate;
  const costAfter = amountMajor / toRate;
  return Math.round((costBefore - costAfter) * 100);
}
