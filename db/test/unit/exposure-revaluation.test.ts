// The tick's revaluation (db/src/domain/fx/exposure/revaluation.ts) must be the engine's valuation exactly:
// the same report as valueExposure, figure for figure and in the same order, and the same push decision as
// exposureMovedEnough (against a report, or against the figures kept of the last push), over random books (several currencies, budgets, hedges, a non-USD base, currencies
// without a rate or a history) valued along a random walk of the rates.
import { describe, expect, it } from 'vitest';
import { prepareExposure, valueExposure } from '../../src/domain/fx/exposure/compute.js';
import type { ExposureInputs } from '../../src/domain/fx/exposure/inputs.js';
import { Market } from '../../src/domain/fx/exposure/market.js';
import { exposureMovedEnough } from '../../src/domain/fx/exposure/push-threshold.js';
import { ExposureRevaluation } from '../../src/domain/fx/exposure/revaluation.js';
import { baseBudgetRate } from '../../src/domain/arithmetic/budget-rates.js';

const NOW = new Date('2026-03-15T12:00:00Z');
const RATES = { EUR: 0.921, GBP: 0.789, JPY: 148.25, CHF: 0.8812, CNY: 7.2134, KWD: 0.307 };

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

function history(next: () => number): Market {
  const dailyCloses = new Map<string, (number | null)[]>();
  for (const [currency, anchor] of Object.entries(RATES)) {
    // CHF has no history at all; KWD's starts 30 days ago (nulls before).
    if (currency === 'CHF') continue;
    let rate: number = anchor;
    const closes: (number | null)[] = [rate];
    for (let k = 1; k <= 90; k++)
      closes.push(currency === 'KWD' && k > 30 ? null : (rate = rate * (1 + (next() - 0.5) * 0.01)));
    dailyCloses.set(currency, closes);
  }
  return new Market({ ratesPerUsd: { ...RATES }, asOf: NOW.toISOString(), dailyCloses });
}

function book(next: () => number, index: number): ExposureInputs {
  const currencies = Object.keys(RATES).filter(() => next() < 0.6);
  const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const inputs: ExposureInputs = {
    organisationId: `org-${index}`,
    // Every fifth organisation keeps its books in EUR.
    baseCurrency: index % 5 === 4 ? 'EUR' : 'USD',
    marginTolerancePercent: 2,
    payables: [],
    hedges: [],
    targets: next() < 0.5 ? { EUR: 60, JPY: 30 } : {},
  };
  for (const currency of currencies)
    for (const offset of [-5, 20, 60, 120, 250, 400]) {
      if (next() < 0.2) continue;
      // Amounts from a few cents to €500,000: the small ones leave some currencies Low or unhedged-free.
      const amountMinor = Math.round(10 ** (1 + next() * 6.7));
      inputs.payables.push({
        currency,
        amountMinor,
        day: day(offset + Math.floor(next() * 10)),
        budgetRate:
          next() < 0.7 ? baseBudgetRate(currency, 'USD', (1 / RATES[currency as 'EUR']).toFixed(4)) : null,
      });
      if (next() < 0.6)
        inputs.hedges.push({
          currency,
          amountMinor: Math.round(amountMinor * next() * 1.2),
          day: day(offset),
        });
    }
  return inputs;
}

describe('the tick revaluation', () => {
  it('builds valueExposure’s report and takes exposureMovedEnough’s decision, tick after tick', () => {
    const next = random(2026);
    const base = history(next);
    const books = Array.from({ length: 80 }, (_, index) => prepareExposure(book(next, index), NOW));
    const revaluations = books.map((prepared) => new ExposureRevaluation(prepared));
    const last = new Map<string, ReturnType<typeof valueExposure>>();
    const sharedCurrencies = new Map<number, unknown>();
    const rates: Record<string, number> = { ...RATES };
    let pushes = 0;
    let skips = 0;
    for (let tick = 0; tick < 30; tick++) {
      // Each tick moves some rates (0.002 % to 3 %); now and then one currency (GBP) has no rate at all.
      for (const currency of Object.keys(RATES))
        if (next() < 0.7)
          rates[currency] = rates[currency]! * (1 + (next() - 0.5) * 10 ** -(1.5 + next() * 3));
      const live = { ...rates };
      if (tick % 7 === 3) delete live.GBP;
      const market = base.withLiveRates({
        rates: live,
        asOf: new Date(NOW.getTime() + tick * 1000).toISOString(),
      });
      for (const [index, prepared] of books.entries()) {
        const expected = valueExposure(prepared, market);
        const revaluation = revaluations[index]!;
        revaluation.value(market);
        const report = revaluation.report();
        // Same key order too: the JSON pushed is byte for byte the engine's (and -0 is told from 0 below).
        if (JSON.stringify(report) !== JSON.stringify(expected) || index % 10 === 0)
          expect(report).toStrictEqual(expected);
        // The report a tick pushes: the same objects filled again each time, the same figures and bytes.
        const shared = revaluation.sharedReport();
        if (JSON.stringify(shared) !== JSON.stringify(expected) || index % 10 === 0)
          expect(shared).toStrictEqual(expected);
        if (tick > 0) expect(shared.currencies).toBe(sharedCurrencies.get(index));
        sharedCurrencies.set(index, shared.currencies);
        const before = last.get(prepared.organisationId);
        if (before) {
          const moved = exposureMovedEnough(before, expected);
          expect(revaluation.movedEnoughSince(before)).toBe(moved);
          // The same decision from the figures kept of the last push (no report held).
          expect(revaluation.movedEnoughSincePushed()).toBe(moved);
          if (!moved) {
            skips++;
            continue;
          }
        } else expect(revaluation.movedEnoughSincePushed()).toBe(true);
        pushes++;
        revaluation.markPushed();
        last.set(prepared.organisationId, expected);
      }
    }
    // Both branches of the decision were exercised.
    expect(pushes).toBeGreaterThan(100);
    expect(skips).toBeGreaterThan(100);
  });

  it('values an organisation with nothing foreign as Low, and one whose only currency has no rate as unpriced', () => {
    const market = history(random(1)).withLiveRates({ rates: { EUR: 0.92 }, asOf: NOW.toISOString() });
    for (const inputs of [
      { payables: [], hedges: [] },
      {
        payables: [{ currency: 'SEK', amountMinor: 5_000_000, day: '2026-04-01', budgetRate: null }],
        hedges: [],
      },
    ]) {
      const prepared = prepareExposure(
        { organisationId: 'o', baseCurrency: 'USD', marginTolerancePercent: 2, targets: {}, ...inputs },
        NOW,
      );
      const revaluation = new ExposureRevaluation(prepared);
      revaluation.value(market);
      expect(revaluation.report()).toEqual(valueExposure(prepared, market));
    }
  });
});
