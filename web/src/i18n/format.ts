// Locale-aware formatting of numbers, money, rates and dates with the platform's Intl.
// Every function takes a BCP 47 locale (e.g. 'en-US'); `intlLocaleFor` maps a UI language to one.
// The pair rule from its own module (like money below): the contract's root also holds the zod schemas.
import { pairDecimals, roundPairRate, type CurrencyPair } from '@tradehub/contract/fx-pairs';
import type { AppLanguage } from './languages';
import { dateFormat, numberFormat } from './intlFormats';

const intlLocales: Record<AppLanguage, string> = { en: 'en-US', zh: 'zh-CN', es: 'es-ES' };

export function intlLocaleFor(language: AppLanguage): string {
  return intlLocales[language];
}

// Money (integer minor units → '$1,234.56' through Intl, exactly) lives in the contract's one money module.
// The money module on its own, not the contract's root: that also holds the zod schemas, and zod's eval
// probe (new Function) is reported as a violation under our CSP (script-src 'self').
export { formatMoney, type MoneyFormatOptions } from '@tradehub/contract/money';

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/**
 * A currency pair's rate as the contract's pair rule rounds it (gateway/contract/src/fx-pairs.ts), with the
 * pair's decimals: EUR/USD '1.0858' (en), '1,0858' (es); USD/JPY '148.25'. `rate` is the exact decimal the
 * rule computed (pairRateText) or a number already in the pair's terms (a threshold, a bar), rounded here
 * by the same rule; Intl receives the decimal string, so it never rounds a second time.
 */
export function formatPairRate(pair: CurrencyPair, rate: number | `${number}`, locale: string): string {
  const digits = pairDecimals(pair);
  const text = typeof rate === 'number' ? roundPairRate(pair, rate) : rate;
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(text);
}

export interface DateFormatOptions {
  /** IANA zone; the viewer's own zone when left out. */
  timeZone?: string;
}

function toDate(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date;
}

/** A calendar date: 'Nov 21, 2025' (en), '2025年11月21日' (zh), '21 nov 2025' (es). */
export function formatDate(value: string | Date, locale: string, options: DateFormatOptions = {}): string {
  return dateFormat(locale, { dateStyle: 'medium', ...options }).format(toDate(value));
}

/** A date with its time of day: 'Nov 21, 2025, 1:05 PM' (en). */
export function formatDateTime(
  value: string | Date,
  locale: string,
  options: DateFormatOptions = {},
): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...options }).format(toDate(value));
}

/** A span of time: 'Nov 14, 2025, 1:05 PM – Nov 21, 2025, 1:05 PM' (en), shortened where both ends agree. */
export function formatDateTimeRange(
  from: string | Date,
  to: string | Date,
  locale: string,
  options: DateFormatOptions = {},
): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...options }).formatRange(
    toDate(from),
    toDate(to),
  );
}
