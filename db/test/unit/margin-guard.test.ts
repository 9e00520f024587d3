import { describe, expect, it } from 'vitest';
import type { BillMarginState } from '@tradehub/contract';
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
  it('measures the USD cost move on the pair as treasurers read it, a dearer cost positive', () => {
    // EUR/USD budget 1.10; USD per EUR 1/0.88 = 1.13636…: the EUR bill costs 3.31 % more.
    expect(marginMovePercent('EUR', 1.1, { EUR: 0.88 })).toBeCloseTo((1 / 0.88 / 1.1 - 1) * 100, 10);
    // USD/JPY budget 150; now 145 JPY per USD: each yen costs more dollars, +3.45 %.
    expect(marginMovePercent('JPY', 150, { JPY: 145 })).toBeCloseTo((150 / 145 - 1) * 100, 10);
    expect(marginMovePercent('JPY', 150, { JPY: 155 })).toBeLessThan(0);
    expect(marginMovePercent('EUR', 1.1, { GBP: 0.8 })).toBeUndefined();
    expect(marginMovePercent('USD', 1, { EUR: 0.9 })).toBeUndefined();
  });

  it('values the open amount at the budget and at the live rate in USD, rounded once', () => {
    // €250,000.00 budgeted at EUR/USD 1.1000 = $275,000.00; at 1/0.88 = $284,090.91.
    expect(marginCost('EUR', 25_000_000, 1.1, { EUR: 0.88 })).toMatchObject({
      budgetUsdMinor: 27_500_000,
      liveUsdMinor: 28_409_091,
      deltaUsdMinor: 909_091,
    });
    // ¥10,000,000 at USD/JPY 150 = $66,666.67; at 145 = $68,965.52.
    expect(marginCost('JPY', 10_000_000, 150, { JPY: 145 })).toMatchObject({
      budgetUsdMinor: 6_666_667,
      liveUsdMinor: 6_896_552,
      livePairRate: 145,
    });
  });

  it('links to the New Trade that hedges exactly the bill', () => {
    expect(hedgeBillPath({ currency: 'EUR', openMinor: 25_000_000, valueDate: '2027-01-11' })).toBe(
      '/fx-management?trade=forward&currency=EUR&amountMinor=25000000&valueDate=2027-01-11',
    );
  });
});
