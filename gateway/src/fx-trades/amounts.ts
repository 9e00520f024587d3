import { badRequest } from '../errors/app-error.js';

/** Digits after the decimal point of a currency's minor unit (2 for EUR, 0 for JPY, 3 for KWD). */
export function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * "1234.56" in major units of `currency` → 123456 whole minor units, exactly (string arithmetic, never a
 * float). Zero, more decimals than the currency has, or an amount past a safe integer is a 400 on `amount`.
 */
export function toMinorUnits(amount: string, currency: string): number {
  const digits = minorUnitDigits(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw badRequest('amount', 'amount: must be a positive amount like 1234.56');
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) {
    throw badRequest('amount', `amount: ${currency} takes at most ${digits} decimal places.`);
  }
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor <= 0n) throw badRequest('amount', 'amount: must be greater than 0.');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw badRequest('amount', 'amount: is too large.');
  return Number(minor);
}

/** Minor units of `currency` → USD cents at `rate` (units of `currency` per 1 USD), rounded once. */
export function usdMinorAt(amountMinor: number, currency: string, rate: number): number {
  return Math.round((amountMinor / 10 ** minorUnitDigits(currency) / rate) * 100);
}
