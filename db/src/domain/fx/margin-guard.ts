// The margin guard (issue 25 item 5): a bill priced at a budget rate alerts once its cost in the organisation's
// base currency at the live rate has moved beyond a tolerance from its cost at the budget rate, once per
// crossing. Pure rules here; the
// workers apply them on FX ticks and on bill changes (workers/src/fx/margin-guard.ts), the state lives on the
// bill (`marginState`), so a restart fires nothing twice.
import type { BillMarginState } from '@tradehub/contract';
import { convertMinor, hedgeTradePath, marketPair, pairRate } from '@tradehub/contract';
import { baseBudgetRate, baseBudgetUnitRate, budgetPair } from '../arithmetic/budget-rates.js';
import type { Market } from './exposure/market.js';

/**
 * Hysteresis: once beyond its tolerance, a bill re-arms only when its move comes back within this share of
 * the tolerance (half: 1 % for a 2 % tolerance), so a rate hovering at the edge does not alert on every tick.
 */
export const MARGIN_REARM_FRACTION = 0.5;

/** The bounds of a tolerance (percent), for the organisation's default and a bill's own. */
export const MARGIN_TOLERANCE_MIN_PERCENT = 0.1;
export const MARGIN_TOLERANCE_MAX_PERCENT = 50;

export interface MarginGuardStep {
  state: BillMarginState;
  /** True exactly when this step crosses out of the tolerance: the one time an alert is raised. */
  fire: boolean;
}

/**
 * The next state of a bill's guard for a move (percent, either sign) of its cost from budget:
 * within → beyond (and fire) once |move| is above the tolerance; beyond → within once |move| is back at or
 * under half of it; anything else keeps the state and fires nothing.
 */
export function marginGuardStep(
  state: BillMarginState,
  movePercent: number,
  tolerancePercent: number,
): MarginGuardStep {
  const size = Math.abs(movePercent);
  if (state === 'within')
    return size > tolerancePercent ? { state: 'beyond', fire: true } : { state, fire: false };
  return size <= tolerancePercent * MARGIN_REARM_FRACTION
    ? { state: 'within', fire: false }
    : { state, fire: false };
}

/**
 * How far (percent) the cost of an amount of `currency`, in the organisation's base currency, moved from its
 * budget. The budget rate is written on the currency's market pair against the base (budgetPair: EUR/USD for
 * a USD-based organisation, EUR/GBP for a GBP-based one); the live rate is that pair's cross of the feed's
 * rates, so a move of the dollar against both currencies moves nothing. A dearer cost is positive whichever
 * side of the pair the base is on:
 *   move % = (live base units per unit ÷ budget base units per unit − 1) × 100
 * Undefined in the base currency itself or without a live rate.
 */
export function marginMovePercent(
  currency: string,
  baseCurrency: string,
  budgetPairRate: number,
  market: Market,
): number | undefined {
  if (currency === baseCurrency || !(budgetPairRate > 0)) return undefined;
  const live = market.unitRate(currency, baseCurrency);
  if (live === null || !(live > 0)) return undefined;
  return (live / baseBudgetUnitRate(currency, baseCurrency, budgetPairRate) - 1) * 100;
}

export interface MarginCost {
  /** The organisation's base currency: the currency of the costs below. */
  baseCurrency: string;
  /** The live rate on the budget's pair (budgetPair: EUR/GBP for a GBP-based organisation's euro bill). */
  livePairRate: number;
  movePercent: number;
  /** The open amount's cost in the base currency at the budget and at the live rate, and live − budget. */
  budgetMinor: number;
  liveMinor: number;
  deltaMinor: number;
}

/**
 * The open amount's cost in the base currency at its budget and at the live rate, each converted exactly and
 * rounded once, half away from zero: the budget as the exposure engine converts a payable's budget
 * (baseBudgetRate), the live cost with the market's own converter, the one every exposure figure is valued with.
 */
export function marginCost(
  currency: string,
  baseCurrency: string,
  openMinor: number,
  budgetPairRate: number,
  market: Market,
): MarginCost | undefined {
  const pair = budgetPair(currency, baseCurrency);
  const movePercent = marginMovePercent(currency, baseCurrency, budgetPairRate, market);
  const convert = market.converter(currency, baseCurrency);
  if (!pair || movePercent === undefined || !convert) return undefined;
  const budgetMinor = convertMinor(
    openMinor,
    currency,
    baseCurrency,
    baseBudgetRate(currency, baseCurrency, budgetPairRate),
    'half-away-from-zero',
  );
  const liveMinor = convert(openMinor);
  return {
    baseCurrency,
    livePairRate: pairRate(pair, market.data.ratesPerUsd)!,
    movePercent,
    budgetMinor,
    liveMinor,
    deltaMinor: liveMinor - budgetMinor,
  };
}

/**
 * Each currency's place in market convention's order of pair bases (marketPair): of two currencies, the one
 * ranked lower is its pair's base. What lets a query read a stored budget rate on its pair without a copy of
 * the convention (the workers' candidate query).
 */
export function pairBaseRanks(currencies: Iterable<string>): Record<string, number> {
  const sorted = [...new Set(currencies)].sort((a, b) =>
    a === b ? 0 : marketPair(a, b)?.base === a ? -1 : 1,
  );
  return Object.fromEntries(sorted.map((currency, index) => [currency, index]));
}

/**
 * The New Trade that hedges exactly one bill, as a path of the web app: a forward buying its open amount of
 * its currency for its due date (moved into the forward window: a due date already past, or beyond the
 * window, takes the nearest value date a forward may have).
 */
export function hedgeBillPath(input: { currency: string; openMinor: number; valueDate: string }): string {
  return hedgeTradePath({
    currency: input.currency,
    amountMinor: input.openMinor,
    valueDate: input.valueDate,
  });
}
