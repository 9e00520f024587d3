import { minorUnitDigits as lookUpMinorUnitDigits } from '../fx/exposure-impact.js';
import type { RatesPerUsd } from './types.js';

const digitsByCurrency = new Map<string, number>();

/** ISO 4217 minor-unit digits (2 for USD, 0 for JPY), remembered: Intl lookups are slow on a hot path. */
export function minorUnitDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = lookUpMinorUnitDigits(currency);
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

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
  const scale = 10 ** (minorUnitDigits(base) - minorUnitDigits(currency));
  return (amountMinor * scale * baseRate) / currencyRate;
}

/** What one unit of `currency` is worth in `base` (for return series); null without rates. */
export function unitValueInBase(currency: string, base: string, rates: RatesPerUsd): number | null {
  const currencyRate = ratePerUsd(currency, rates);
  const baseRate = ratePerUsd(base, rates);
  return currencyRate === null || baseRate === null ? null : baseRate / currencyRate;
}
