// The VaR from the returns' sums (valueAtRiskFromMoments, what a tick's revaluation reads from its market's
// cache) is the VaR from the daily P&L's sample deviation, to the minor unit, for portfolios whose returns
// are complete series; a series with a gap is valued from the daily P&L as before.
import { describe, expect, it } from 'vitest';
import { ReturnMomentsCache } from '../../src/domain/fx/exposure/return-moments.js';
import { roundMinor } from '../../src/domain/arithmetic/rounding.js';
import { sampleStandardDeviation } from '../../src/domain/arithmetic/statistics.js';
import {
  portfolioDailyPnl,
  valueAtRisk95Minor,
  valueAtRiskFromMoments,
  Z_95,
  type VarPosition,
} from '../../src/domain/arithmetic/value-at-risk.js';

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

/** 1.645 × the sample deviation of the daily P&L: the definition, computed the long way. */
const fromDailyPnl = (positions: VarPosition[]) =>
  roundMinor(Z_95 * sampleStandardDeviation(portfolioDailyPnl(positions))!);

describe('the VaR from the returns’ sums', () => {
  it('is the VaR of the daily P&L to the minor unit, over 500 random portfolios', () => {
    const next = random(11);
    for (let run = 0; run < 500; run++) {
      const days = 2 + Math.floor(next() * 120);
      const count = 1 + Math.floor(next() * 6);
      const positions: VarPosition[] = Array.from({ length: count }, () => ({
        sensitivityMinor: Math.round((next() - 0.7) * 10 ** (2 + next() * 9)),
        returns: Array.from({ length: days }, () => (next() - 0.5) * 0.04),
      }));
      expect(valueAtRisk95Minor(positions)).toBe(fromDailyPnl(positions));
    }
  });

  it('reads the same figure from a market’s cache of sums as from the positions themselves', () => {
    const next = random(5);
    const series = Array.from({ length: 4 }, () => Array.from({ length: 89 }, () => (next() - 0.5) * 0.02));
    const cache = new ReturnMomentsCache();
    const slots = series.map((returns, index) => cache.slotOf(`C${index}>USD`, returns));
    // Asked again, a series keeps its slot; one with a gap has none.
    expect(cache.slotOf('C0>USD', series[0]!)).toBe(slots[0]);
    expect(cache.slotOf('GAP>USD', [0.01, null, 0.02])).toBe(-1);
    const sensitivities = [-12_000_000, -3_500_000, 800_000, -45_000_000];
    // A subset in another order, as an organisation holding some of the currencies would ask.
    const order = [3, 1, 0];
    const positions = order.map((index) => ({
      sensitivityMinor: sensitivities[index]!,
      returns: series[index]!,
    }));
    expect(
      valueAtRiskFromMoments(
        order.map((index) => sensitivities[index]!),
        order.map((index) => slots[index]!),
        order.length,
        89,
        cache,
      ),
    ).toBe(valueAtRisk95Minor(positions));
    expect(valueAtRisk95Minor(positions)).toBe(fromDailyPnl(positions));
  });

  it('values a portfolio with a missing return from the daily P&L, the gap counting as no move', () => {
    const positions: VarPosition[] = [
      { sensitivityMinor: -1_000_000, returns: [0.01, null, -0.02, 0.005] },
      { sensitivityMinor: -2_000_000, returns: [0.002, 0.003, null, -0.001] },
    ];
    expect(portfolioDailyPnl(positions)).toEqual([-14_000, -6_000, 20_000, -3_000]);
    expect(valueAtRisk95Minor(positions)).toBe(fromDailyPnl(positions));
  });
});
