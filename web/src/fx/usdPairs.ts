// A currency against the dollar as every screen shows it: its market pair (EUR/USD, USD/JPY) and that
// pair's rate, from the feed's rates per 1 USD, by the contract's one pair rule (gateway/contract/src/
// fx-pairs.ts). Moves and chart bars are turned into the pair's terms too, so an inverted pair (USD is its
// quote) moves the other way from the feed: USD/EUR falling is EUR/USD rising, shown green.
import {
  invertsUsdRates,
  pairLabel,
  pairRate,
  pairRateFromUsdRate,
  pairRateText,
  usdPair,
  type CurrencyPair,
} from '@tradehub/contract/fx-pairs';
import { changePercent } from './fxFormat';

export interface UsdPairQuote {
  currency: string;
  pair: CurrencyPair;
  /** 'EUR/USD'. */
  label: string;
  /** The pair's rate, unrounded (for moves and comparisons); undefined when the feed has none. */
  rate: number | undefined;
  /** The pair's rate as shown, rounded by the pair rule ("1.0858"); undefined when the feed has none. */
  text: `${number}` | undefined;
}

/** `currency`'s market pair against USD and its rate in `rates` (per 1 USD); undefined for USD itself. */
export function usdPairQuote(
  currency: string,
  rates: Readonly<Record<string, number>>,
): UsdPairQuote | undefined {
  const pair = usdPair(currency);
  if (!pair) return undefined;
  return {
    currency,
    pair,
    label: pairLabel(pair),
    rate: pairRate(pair, rates),
    text: pairRateText(pair, rates),
  };
}

/** The label of `currency`'s pair against USD ('EUR/USD'), or the code alone for USD. */
export const usdPairLabel = (currency: string): string => {
  const pair = usdPair(currency);
  return pair ? pairLabel(pair) : currency;
};

/**
 * The percentage move of `currency`'s pair from a baseline to now, both given as the feed's rates per 1 USD,
 * measured on the pair as shown (EUR 0.92 → 0.91 per dollar is EUR/USD +1.10 %); 0 without a baseline.
 */
export function usdPairChangePercent(
  currency: string,
  usdRate: number,
  usdBaseline: number | undefined,
): number {
  const pair = usdPair(currency);
  if (!pair) return 0;
  const baseline =
    usdBaseline === undefined || !(usdBaseline > 0)
      ? undefined
      : pairRateFromUsdRate(pair, currency, usdBaseline);
  return changePercent(pairRateFromUsdRate(pair, currency, usdRate), baseline);
}

interface Ohlc {
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * A bar of the feed's rates per 1 USD in `currency`'s pair: unchanged where USD is the base (USD/JPY);
 * inverted where USD is the quote (EUR/USD), the highest EUR/USD being 1 ÷ the lowest USD/EUR.
 */
export function barInUsdPair<T extends Ohlc>(currency: string, bar: T): T {
  const pair = usdPair(currency);
  if (!pair || !invertsUsdRates(pair)) return bar;
  return { ...bar, open: 1 / bar.open, high: 1 / bar.low, low: 1 / bar.high, close: 1 / bar.close };
}
