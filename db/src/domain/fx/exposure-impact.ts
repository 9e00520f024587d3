/** Digits after the decimal point of a currency's minor unit (2 for USD, 0 for JPY, 3 for KWD). */
export function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

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
  const amountMajor = amountMinor / 10 ** minorUnitDigits(currency);
  const costBefore = amountMajor / fromRate;
  const costAfter = amountMajor / toRate;
  return Math.round((costBefore - costAfter) * 100);
}

/** -123456 → "-$1,234.56" (for notification text, written once in English like the rest of it). */
export function formatUsdMinor(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '+';
  const absolute = Math.abs(amountMinor);
  const major = `${Math.floor(absolute / 100).toLocaleString('en-US')}.${String(absolute % 100).padStart(2, '0')}`;
  return `${sign}$${major}`;
}
