// Currency pairs as treasurers read them, one rule for every screen, report, alert and message:
//
//   BASE/QUOTE r  means  1 BASE = r QUOTE  (EUR/USD 1.0858: one euro costs 1.0858 dollars).
//
// Which currency is the base follows market convention: EUR, then GBP, AUD, NZD come before USD, and USD
// before every other currency (EUR/USD, GBP/USD, USD/JPY, USD/CNY); see PAIR_BASE_PRECEDENCE for crosses.
// A currency is never paired with itself. The FX feed publishes every rate per 1 USD (USD/EUR 0.921): a
// pair's rate is computed from those, exactly (bigint arithmetic on the rates' decimals, no float division),
// and rounded once, half away from zero, to the pair's decimals: 2 where the quote is a JPY-like currency
// (USD/JPY 148.25), otherwise 4 (EUR/USD 1.0858 = 1 ÷ 0.9210, rounded). A move is measured on the pair as
// shown, so an inverted pair moves the other way (USD/EUR falling is EUR/USD rising: shown green).
// Pure and browser-safe (no imports but the money module).
import { divideRates, minorDigits } from './money.js';

export interface CurrencyPair {
  readonly base: string;
  readonly quote: string;
}

/**
 * Market convention's precedence: of two currencies, the one earlier here is the base (EUR/GBP, GBP/USD,
 * AUD/NZD, USD/CAD, CAD/CHF). Every currency not listed comes after all of these (USD/JPY, USD/CNY,
 * CHF/JPY); of two unlisted ones, the base is the first in alphabetical order (CNY/JPY, JPY/KRW), a fixed
 * choice.
 */
export const PAIR_BASE_PRECEDENCE: readonly string[] = ['EUR', 'GBP', 'AUD', 'NZD', 'USD', 'CAD', 'CHF'];

/**
 * JPY-like currencies: one unit is worth about a hundredth of a dollar or less, so a rate quoted in them
 * is shown with 2 decimals (USD/JPY 148.25, USD/KRW 1325.50). These are the feed's currencies of that kind;
 * any other currency without minor units (ISO 4217, as money.ts has them) counts as JPY-like too.
 */
export const JPY_LIKE_CURRENCIES: readonly string[] = [
  'ARS',
  'BDT',
  'CLP',
  'COP',
  'HUF',
  'IDR',
  'ISK',
  'JPY',
  'KES',
  'KRW',
  'KZT',
  'LKR',
  'NGN',
  'PKR',
  'VND',
];

const jpyLike = new Set(JPY_LIKE_CURRENCIES);
const isJpyLike = (currency: string) => jpyLike.has(currency) || minorDigits(currency) === 0;

function precedence(currency: string): number {
  const index = PAIR_BASE_PRECEDENCE.indexOf(currency);
  return index === -1 ? PAIR_BASE_PRECEDENCE.length : index;
}

/** The market pair of two currencies (in either order), or null when they are the same currency. */
export function marketPair(first: string, second: string): CurrencyPair | null {
  const a = first.toUpperCase();
  const b = second.toUpperCase();
  if (a === b) return null;
  const order = precedence(a) - precedence(b) || (a < b ? -1 : 1);
  return order < 0 ? { base: a, quote: b } : { base: b, quote: a };
}

/** The pair a currency is shown in against the US dollar (EUR → EUR/USD, JPY → USD/JPY); null for USD. */
export const usdPair = (currency: string): CurrencyPair | null => marketPair(currency, 'USD');

/** 'EUR/USD'. */
export const pairLabel = (pair: CurrencyPair): string => `${pair.base}/${pair.quote}`;

/** The decimals a pair's rate is shown with: 2 when the quote is JPY-like and the base is not, else 4. */
export function pairDecimals(pair: CurrencyPair): number {
  return isJpyLike(pair.quote) && !isJpyLike(pair.base) ? 2 : 4;
}

/** Rates per 1 unit of `ratesBase` (the feed's: per 1 USD), the base itself being 1. */
export type RatesPer = Readonly<Record<string, number>>;

function rateOf(rates: RatesPer, ratesBase: string, currency: string): number | undefined {
  if (currency === ratesBase) return 1;
  const rate = rates[currency];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/**
 * The pair's rate, units of its quote per 1 of its base, from rates per 1 `ratesBase` (the feed's: per 1
 * USD): rates[quote] ÷ rates[base]. Unrounded, for comparisons and moves; undefined when either rate is
 * missing. pairRate({ base: 'EUR', quote: 'USD' }, { EUR: 0.921 }) = 1.0857763…
 */
export function pairRate(pair: CurrencyPair, rates: RatesPer, ratesBase = 'USD'): number | undefined {
  const quote = rateOf(rates, ratesBase, pair.quote);
  const base = rateOf(rates, ratesBase, pair.base);
  return quote === undefined || base === undefined ? undefined : quote / base;
}

/**
 * The pair's rate as shown: rates[quote] ÷ rates[base] computed exactly and rounded once, half away from
 * zero, to pairDecimals(pair), as a decimal string ("1.0858"); undefined when either rate is missing.
 */
export function pairRateText(
  pair: CurrencyPair,
  rates: RatesPer,
  ratesBase = 'USD',
): `${number}` | undefined {
  const quote = rateOf(rates, ratesBase, pair.quote);
  const base = rateOf(rates, ratesBase, pair.base);
  if (quote === undefined || base === undefined) return undefined;
  return divideRates(quote, base, pairDecimals(pair), 'half-away-from-zero');
}

/** A rate already in the pair's terms (a threshold, a fired rate, a bar) rounded as shown: "1.0753". */
export function roundPairRate(pair: CurrencyPair, rate: number): `${number}` {
  return divideRates(rate, 1, pairDecimals(pair), 'half-away-from-zero');
}

/**
 * A pair's rate from one currency's rate per 1 USD (a minute bar's close, a trade's locked rate):
 * USD/JPY from JPY 148.25 is 148.25; EUR/USD from EUR 0.921 is 1 ÷ 0.921. Unrounded.
 */
export function pairRateFromUsdRate(pair: CurrencyPair, currency: string, usdRate: number): number {
  const rate = pairRate(pair, { [currency]: usdRate });
  if (rate === undefined) throw new RangeError(`${pairLabel(pair)} is not a USD pair of ${currency}`);
  return rate;
}

/** The other way: a USD pair's rate back to the rate of its other currency per 1 USD. */
export function usdRateFromPairRate(pair: CurrencyPair, rate: number): number {
  if (pair.base === 'USD') return rate;
  if (pair.quote === 'USD') return 1 / rate;
  throw new RangeError(`${pairLabel(pair)} is not a USD pair`);
}

/** Whether a USD pair's rate moves against the feed's (USD is its quote: EUR/USD rises as USD/EUR falls). */
export const invertsUsdRates = (pair: CurrencyPair): boolean => pair.quote === 'USD';
