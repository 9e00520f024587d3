// The margin guard (issue 25 item 5): a bill priced at a budget rate alerts once its cost at the live rate
// has moved beyond a tolerance from its cost at the budget rate, once per crossing. Pure rules here; the
// workers apply them on FX ticks and on bill changes (workers/src/fx/margin-guard.ts), the state lives on the
// bill (`marginState`), so a restart fires nothing twice.
import type { BillMarginState } from '@tradehub/contract';
import { convertMinor, hedgeTradePath, pairRate, usdPair, type RatesPer } from '@tradehub/contract';
import { usdBudgetRate } from './exposure/budget.js';

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
 * How far (percent) the USD cost of an amount of `currency` moved from its budget: the budget and the live
 * rate are both read on the currency's USD market pair (EUR/USD: USD per 1 EUR; USD/JPY: JPY per 1 USD), so
 * a cost that rises is positive whichever side USD is on. Undefined without a live rate.
 */
export function marginMovePercent(
  currency: string,
  budgetPairRate: number,
  rates: RatesPer,
): number | undefined {
  const pair = usdPair(currency);
  if (!pair || !(budgetPairRate > 0)) return undefined;
  const live = pairRate(pair, rates);
  if (live === undefined || !(live > 0)) return undefined;
  const ratio = pair.quote === 'USD' ? live / budgetPairRate : budgetPairRate / live;
  return (ratio - 1) * 100;
}

export interface MarginCost {
  /** The live rate on the currency's USD pair. */
  livePairRate: number;
  movePercent: number;
  /** The open amount's cost in USD at the budget and at the live rate, and the difference (live − budget). */
  budgetUsdMinor: number;
  liveUsdMinor: number;
  deltaUsdMinor: number;
}

/** The open amount's USD cost at its budget and at the live rate (each rounded once, half away from zero). */
export function marginCost(
  currency: string,
  openMinor: number,
  budgetPairRate: number,
  rates: RatesPer,
): MarginCost | undefined {
  const pair = usdPair(currency);
  const movePercent = marginMovePercent(currency, budgetPairRate, rates);
  if (!pair || movePercent === undefined) return undefined;
  const livePairRate = pairRate(pair, rates)!;
  const usd = (rate: number) =>
    convertMinor(openMinor, currency, 'USD', usdBudgetRate(currency, rate), 'half-away-from-zero');
  const budgetUsdMinor = usd(budgetPairRate);
  const liveUsdMinor = usd(livePairRate);
  return {
    livePairRate,
    movePercent,
    budgetUsdMinor,
    liveUsdMinor,
    deltaUsdMinor: liveUsdMinor - budgetUsdMinor,
  };
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
