// Locale-aware formatting of numbers, money, rates and dates with the platform's Intl: one set of rules for
// every reader of TradeHub, the web's screens and what the server writes in the reader's language (the audit
// CSV export). Every function takes a BCP 47 locale ('en-US'); `localeFormatters` binds them to a language's.
// Pure and browser-safe (it imports only the contract's own zod-free modules).
import { pairDecimals, roundPairRate, type CurrencyPair } from './fx-pairs.js';
import { LANGUAGE_LOCALES, type Language } from './languages.js';
import { formatMoney, type MoneyFormatOptions } from './money.js';

export { formatMoney, type MoneyFormatOptions };

// Building an Intl formatter is far slower than using one, and tables and live rates (repainted up to ten
// times a second) format the same shapes again and again: each formatter is built once per locale and
// options, here, for every module that formats.
function cached<Options, Format>(build: (locale: string, options: Options) => Format) {
  const formats = new Map<string, Format>();
  return (locale: string, options: Options): Format => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = build(locale, options);
      formats.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const dateFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const relativeTimeFormat = cached(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/**
 * A currency pair's rate as the contract's pair rule rounds it (fx-pairs.ts), with the pair's decimals:
 * EUR/USD '1.0858' (en), '1,0858' (es); USD/JPY '148.25'. `rate` is the exact decimal the rule computed
 * (pairRateText) or a number already in the pair's terms (a threshold, a bar), rounded here by the same rule;
 * Intl receives the decimal string, so it never rounds a second time.
 */
export function formatPairRate(pair: CurrencyPair, rate: number | `${number}`, locale: string): string {
  const digits = pairDecimals(pair);
  const text = typeof rate === 'number' ? roundPairRate(pair, rate) : rate;
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(text);
}

export interface DateFormatOptions {
  /** IANA zone; the runtime's own zone (the viewer's, in a browser) when left out. */
  timeZone?: string | undefined;
}

function toDate(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date;
}

/** Intl options without a `timeZone: undefined` (which Intl reads as the runtime's zone anyway). */
const zoned = (options: DateFormatOptions) => (options.timeZone ? { timeZone: options.timeZone } : {});

/** A calendar date: 'Nov 21, 2025' (en), '2025年11月21日' (zh), '21 nov 2025' (es). */
export function formatDate(value: string | Date, locale: string, options: DateFormatOptions = {}): string {
  return dateFormat(locale, { dateStyle: 'medium', ...zoned(options) }).format(toDate(value));
}

/** Dates with their time of day, medium and short. */
const dateTimeFormat = (locale: string, options: DateFormatOptions) =>
  dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...zoned(options) });

/** A date with its time of day: 'Nov 21, 2025, 1:05 PM' (en). */
export function formatDateTime(value: string | Date, locale: string, options: DateFormatOptions = {}) {
  return dateTimeFormat(locale, options).format(toDate(value));
}

/** A span of time: 'Nov 14, 2025, 1:05 PM – Nov 21, 2025, 1:05 PM' (en), shortened where both ends agree. */
export function formatDateTimeRange(
  from: string | Date,
  to: string | Date,
  locale: string,
  options: DateFormatOptions = {},
): string {
  return dateTimeFormat(locale, options).formatRange(toDate(from), toDate(to));
}

/** Whether `zone` is an IANA time zone this runtime knows ('Asia/Shanghai', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The formatters above bound to one language's locale (contract LANGUAGE_LOCALES), what the web's
 * components get from useFormat and what the server uses to write in a reader's language. `timeZone` is
 * the zone dates with a time of day are shown in unless a call names its own (the runtime's when left out).
 */
export function localeFormatters(language: Language, defaults: DateFormatOptions = {}) {
  const locale = LANGUAGE_LOCALES[language];
  return {
    locale,
    money: (amountMinor: number, currency: string, options?: MoneyFormatOptions) =>
      formatMoney(amountMinor, currency, locale, options),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    /** A pair's rate with the pair's decimals (the contract's pair rule). */
    pairRate: (pair: CurrencyPair, rate: number | `${number}`) => formatPairRate(pair, rate, locale),
    date: (value: string | Date, options?: DateFormatOptions) =>
      formatDate(value, locale, { ...defaults, ...options }),
    dateTime: (value: string | Date, options?: DateFormatOptions) =>
      formatDateTime(value, locale, { ...defaults, ...options }),
    dateTimeRange: (from: string | Date, to: string | Date, options?: DateFormatOptions) =>
      formatDateTimeRange(from, to, locale, { ...defaults, ...options }),
  };
}

export type LocaleFormatters = ReturnType<typeof localeFormatters>;
