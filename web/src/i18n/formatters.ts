// The formatters of ./format bound to one UI language's locale: what useFormat gives components, and what
// code outside React (tests, text builders) uses for a language.
import type { CurrencyPair } from '@tradehub/contract/fx-pairs';
import {
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  formatMoney,
  formatNumber,
  formatPairRate,
  intlLocaleFor,
  type DateFormatOptions,
  type MoneyFormatOptions,
} from './format';
import type { AppLanguage } from './languages';

export function formattersFor(language: AppLanguage) {
  const locale = intlLocaleFor(language);
  return {
    locale,
    money: (amountMinor: number, currency: string, options?: MoneyFormatOptions) =>
      formatMoney(amountMinor, currency, locale, options),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    /** A pair's rate with the pair's decimals (the contract's pair rule). */
    pairRate: (pair: CurrencyPair, rate: number | `${number}`) => formatPairRate(pair, rate, locale),
    date: (value: string | Date, options?: DateFormatOptions) => formatDate(value, locale, options),
    dateTime: (value: string | Date, options?: DateFormatOptions) => formatDateTime(value, locale, options),
    dateTimeRange: (from: string | Date, to: string | Date, options?: DateFormatOptions) =>
      formatDateTimeRange(from, to, locale, options),
  };
}
