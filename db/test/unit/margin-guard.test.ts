import { describe, expect, it } from 'vitest';
import type { BillMarginState } from '@tradehub/contract';
import { Market } from '../../src/domain/fx/exposure/market.js';
import {
  hedgeBillPath,
  marginCost,
  marginGuardStep,
  marginMovePercent,
} from '../../src/domain/fx/margin-guard.js';

/** Runs the rule over a series of moves from `within`, returning the moves at which it fired. */
function firings(moves: number[], tolerance: number, start: BillMarginState = 'within') {
  let state = start;
  const fired: number[] = [];
  for (const move of moves) {
    const step = marginGuardStep(state, move, tolerance);
    if (step.fire) fired.push(move);
    state = step.state;
  }
  return { fired, state };
}

describe('margin guard rule', () => {
  it('fires once when the move goes beyond the tolerance, not at it', () => {
    expect(marginGuardStep('within', 2, 2)).toEqual({ state: 'within', fire: false });
    expect(marginGuardStep('within', 2.0001, 2)).toEqual({ state: 'beyond', fire: true });
    expect(marginGuardStep('within', -3, 2)).toEqual({ state: 'beyond', fire: true });
  });

  it('never fires again while beyond, however far the rate moves', () => {
    expect(firings([3, 4, 10, 2.5, 1.5, 5], 2)).toEqual({ fired: [3], state: 'beyond' });
  });

  it('re-arms only back within half the tolerance, then fires on the next crossing', () => {
    // 1.01 % is inside 2 % but not inside 1 %: still beyond; 1 % re-arms; 2.5 % fires again.
    expect(firings([3, 1.01, 2.5, 1, 1.5, 2.5], 2)).toEqual({ fired: [3, 2.5], state: 'beyond' });
    expect(marginGuardStep('beyond', -1, 2)).toEqual({ state: 'within', fire: false });
    expect(marginGuardStep('beyond', 1.2, 2)).toEqual({ state: 'beyond', fire: false });
  });

  it('a swing straight through to the other side is the same crossing', () => {
    expect(firings([3, -3], 2).fired).toEqual([3]);
  });
});

describe('margin move and cost', () => {
  const at = (rates: Record<string, number>) => Market.atRates({ rates, asOf: '2026-11-27T12:00:00.000Z' });

  it('measures the USD cost move on the pair as treasurers read it, a dearer cost positive', () => {
    // EUR/USD budget 1.10; USD per EUR 1/0.88 = 1.13636…: the EUR bill costs 3.31 % more.
    expect(marginMovePercent('EUR', 'USD', 1.1, at({ EUR: 0.88 }))).toBeCloseTo(
      (1 / 0.88 / 1.1 - 1) * 100,
      10,
    );
    // USD/JPY budget 150; now 145 JPY per USD: each yen costs more dollars, +3.45 %.
    expect(marginMovePercent('JPY', 'USD', 150, at({ JPY: 145 }))).toBeCloseTo((150 / 145 - 1) * 100, 10);
    expect(marginMovePercent('JPY', 'USD', 150, at({ JPY: 155 }))).toBeLessThan(0);
    expect(marginMovePercent('EUR', 'USD', 1.1, at({ GBP: 0.8 }))).toBeUndefined();
    expect(marginMovePercent('USD', 'USD', 1, at({ EUR: 0.9 }))).toBeUndefined();
  });

  it("measures a GBP-based organisation's move on the cross with its base (EUR/GBP, GBP/JPY)", () => {
    // EUR/GBP budget 0.85. The dollar 5 % stronger against both: the cross and the cost are unchanged.
    expect(marginMovePercent('EUR', 'GBP', 0.85, at({ GBP: 0.79, EUR: 0.79 / 0.85 }))).toBeCloseTo(0, 10);
    expect(
      marginMovePercent('EUR', 'GBP', 0.85, at({ GBP: 0.79 * 1.05, EUR: (0.79 * 1.05) / 0.85 })),
    ).toBeCloseTo(0, 10);
    // EUR/GBP 0.8755: 3 % dearer in pounds, though EUR/USD did not move.
    expect(
      marginMovePercent('EUR', 'GBP', 0.85, at({ GBP: (0.79 / 0.85) * 0.8755, EUR: 0.79 / 0.85 })),
    ).toBeCloseTo(3, 10);
    // GBP/JPY budget 190 (JPY per GBP, the base leads the pair); now 184.47: each yen costs 3 % more pounds.
    expect(marginMovePercent('JPY', 'GBP', 190, at({ GBP: 0.8, JPY: 0.8 * (190 / 1.03) }))).toBeCloseTo(
      3,
      10,
    );
    // A USD bill of a GBP-based organisation: GBP/USD budget 1.25, now 1.2136 (USD per GBP): +3 %.
    expect(marginMovePercent('USD', 'GBP', 1.25, at({ GBP: 1.03 / 1.25 }))).toBeCloseTo(3, 10);
  });

  it('values the open amount at the budget and at the live rate in the base currency, rounded once', () => {
    // €250,000.00 budgeted at EUR/USD 1.1000 = $275,000.00; at 1/0.88 = $284,090.91.
    expect(marginCost('EUR', 'USD', 25_000_000, 1.1, at({ EUR: 0.88 }))).toMatchObject({
      baseCurrency: 'USD',
      budgetMinor: 27_500_000,
      liveMinor: 28_409_091,
      deltaMinor: 909_091,
    });
    // ¥10,000,000 at USD/JPY 150 = $66,666.67; at 145 = $68,965.52.
    expect(marginCost('JPY', 'USD', 10_000_000, 150, at({ JPY: 145 }))).toMatchObject({
      budgetMinor: 6_666_667,
      liveMinor: 6_896_552,
      livePairRate: 145,
    });
    // €100,000.00 at EUR/GBP 0.8500 = £85,000.00; at 0.8600 = £86,000.00, as the exposure engine converts it.
    const cross = at({ GBP: 0.86, EUR: 1 });
    expect(marginCost('EUR', 'GBP', 10_000_000, 0.85, cross)).toMatchObject({
      baseCurrency: 'GBP',
      budgetMinor: 8_500_000,
      liveMinor: cross.converter('EUR', 'GBP')!(10_000_000),
      deltaMinor: 100_000,
    });
    expect(marginCost('EUR', 'GBP', 10_000_000, 0.85, cross)!.livePairRate).toBeCloseTo(0.86, 12);
  });

  it('links to the New Trade that hedges exactly the bill', () => {
    expect(hedgeBillPath({ currency: 'EUR', openMinor: 25_000_000, valueDate: '2027-01-11' })).toBe(
      '/fx-management?trade=forward&currency=EUR&amountMinor=25000000&valueDate=2027-01-11',
    );
  });
});
