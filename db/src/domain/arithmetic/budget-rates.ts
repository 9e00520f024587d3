import { marketPair, pairRate, type CurrencyPair, type Rate, type RatesPer } from '@tradehub/contract';

/**
 * The pair a budget rate is written on: the currency's market pair against the organisation's base currency,
 * as treasurers read it (a USD-based importer's EUR/USD 1.0858 and USD/JPY 148.25; a GBP-based one's EUR/GBP
 * 0.8500 and GBP/JPY 189.40). Null in the base currency itself (nothing to budget).
 */
export const budgetPair = (currency: string, baseCurrency: string): CurrencyPair | null =>
  marketPair(currency, baseCurrency);

/**
 * A budget rate on its pair (budgetPair) as units of the base currency per 1 unit of the currency, exactly:
 * the pair's rate itself when the currency is its base (EUR/GBP), its inverse (as a ratio, no division) when
 * the base currency is (GBP/JPY). What a payable's base cost at its budget is converted with.
 */
export function baseBudgetRate(currency: string, baseCurrency: string, pairRateValue: string | number): Rate {
  const pair = budgetPair(currency, baseCurrency);
  if (!pair) return 1;
  return pair.base === currency ? pairRateValue : { numerator: 1, denominator: pairRateValue };
}

/**
 * The live rate on the budget pair (the cross of the feed's rates per 1 USD: EUR/GBP = GBP per USD ÷ EUR per
 * USD), as a budget rate is stored (10 decimals, the column's scale); null in the base currency or without
 * rates. A bill entered without a budget rate is budgeted at it.
 */
export function liveBudgetRate(
  currency: string,
  baseCurrency: string,
  rates: RatesPer | undefined,
): number | null {
  const pair = budgetPair(currency, baseCurrency);
  const rate = pair && rates ? pairRate(pair, rates) : undefined;
  return rate === undefined ? null : Math.round(rate * 1e10) / 1e10;
}

/**
 * The budget rate's value in units of the base per 1 unit of the currency, as a float (for comparing moves,
 * never for money: baseBudgetRate converts amounts exactly).
 */
export function baseBudgetUnitRate(currency: string, baseCurrency: string, pairRateValue: number): number {
  const pair = budgetPair(currency, baseCurrency);
  if (!pair) return 1;
  return pair.base === currency ? pairRateValue : 1 / pairRateValue;
}
