import { minorDigits } from '@tradehub/contract';

/** Units of a currency per 1 USD, keyed by ISO 4217 code (USD itself is 1 and need not be listed). */
export type RatesPerUsd = Readonly<Record<string, number>>;

/** Units of `currency` per 1 USD (1 for USD itself); null when there is no usable rate. */
export function ratePerUsd(currency: string, rates: RatesPerUsd): number | null {
  if (currency === 'USD') return 1;
  const rate = rates[currency];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/**
 * `amountMinor` of `currency` in minor units of `base`, converted through the USD rates and NOT rounded
 * (callers sum or scale it first and round once, at the end). Null when either rate is missing.
 *   amountMinor × 10^(digits(base) − digits(currency)) × rate(base) / rate(currency)
 */
export function toBaseMinorExact(
  amountMinor: number,
  currency: string,
  base: string,
  rates: RatesPerUsd,
): number | null {
  const currencyRate = ratePerUsd(currency, rates);
  const baseRate = ratePerUsd(base, rates);
  if (currencyRate === null || baseRate === null) return null;
  if (currency === base) return amountMinor;
  const scale = 10 ** (minorDigits(base) - minorDigits(currency));
  return (amountMinor * scale * baseRate) / currencyRate;
}

/** What one unit of `currency` is worth in `base` (for return series); null without rates. */
export function unitValueInBase(currency: string, base: string, rates: RatesPerUsd): number | null {
  const currencyRate = ratePerUsd(currency, rates);
  const baseRate = ratePerUsd(base, rates);
  return currencyRate === null || baseRate === null ? null : baseRate / currencyRate;
}
