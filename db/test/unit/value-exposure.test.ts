// The exposure engine's valuation (db/src/domain/fx/exposure/value-exposure.ts), one arithmetic for a one-off
// read (valueExposure) and a tick's revaluation (ExposureRevaluation): over random books (several currencies,
// budgets, hedges, a non-USD base, currencies without a rate or a history) valued along a random walk of the
// rates, every figure is the one computed here the plain way (each amount converted exactly by the contract's
// money module, the VaR from the risk engine's list of positions, the levels from the README's thresholds);
// a revaluation kept across ticks reports what a fresh valuation reports, byte for byte, in the objects it
// reuses; and it takes exposureMovedEnough's push decision (against a report, or against the figures kept of
// the last push).
import {
  convertMinor,
  pairRateText,
  usdPair,
  type ExposureCurrency,
  type ExposureReport,
  type RatesPer,
} from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import { baseBudgetRate } from '../../src/domain/arithmetic/budget-rates.js';
import { currencyImpact } from '../../src/domain/arithmetic/currency-impact.js';
import { highestLevel, type RiskLevel } from '../../src/domain/arithmetic/levels.js';
import { valueAtRisk95Minor, type VarPosition } from '../../src/domain/arithmetic/value-at-risk.js';
import type { ExposureInputs } from '../../src/domain/fx/exposure/inputs.js';
import { Market } from '../../src/domain/fx/exposure/market.js';
import {
  prepareExposure,
  type PreparedCurrency,
  type PreparedExposure,
} from '../../src/domain/fx/exposure/prepare-exposure.js';
import { exposureMovedEnough } from '../../src/domain/fx/exposure/push-threshold.js';
import { ExposureRevaluation, valueExposure } from '../../src/domain/fx/exposure/value-exposure.js';

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

/** The README's currency level: unhedged share above 50 % and from 50,000.00 High, above 25 % and from 10,000.00 Medium. */
function currencyLevel(item: PreparedCurrency, unhedgedBaseMinor: number | null): RiskLevel {
  if (item.payablesMinor <= 0) return 'Low';
  const share = item.unhedgedMinor / item.payablesMinor;
  const size = unhedgedBaseMinor ?? Number.POSITIVE_INFINITY;
  if (share > 0.5 && size >= 5_000_000) return 'High';
  if (share > 0.25 && size >= 1_000_000) return 'Medium';
  return 'Low';
}

/** min(100, part / whole × 100) to 2 decimals, 0 without a whole (the README's hedged share). */
const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round(Math.min(100, (part / whole) * 100) * 100) / 100 : 0;

/**
 * The report computed the plain way from the prepared exposure and the live rates: each amount converted
 * exactly at the cross of the USD rates (contract convertMinor, rounded once), the VaR of the positions by the
 * risk engine's own function over the market's daily returns, VaR / gross base for the overall level
 * (Low < 0.1 % ≤ Medium < 0.5 % ≤ High), the highest level of the currencies not fully hedged without a VaR.
 */
function plainReport(prepared: PreparedExposure, market: Market, rates: RatesPer): ExposureReport {
  const base = prepared.baseCurrency;
  const perUsd = (currency: string) => (currency === 'USD' ? 1 : (rates[currency] ?? null));
  const positions: VarPosition[] = [];
  const rows = prepared.currencies.map((item): ExposureCurrency => {
    const from = perUsd(item.currency);
    const to = perUsd(base);
    const priced = from !== null && to !== null;
    const inBase = (amountMinor: number) =>
      priced
        ? convertMinor(
            amountMinor,
            item.currency,
            base,
            { numerator: to, denominator: from },
            'half-away-from-zero',
          )
        : 0;
    const unhedgedBaseMinor = inBase(item.unhedgedMinor);
    if (priced && unhedgedBaseMinor !== 0)
      positions.push({
        sensitivityMinor: -unhedgedBaseMinor,
        returns: market.dailyReturns(item.currency, base),
      });
    const pair = usdPair(item.currency);
    const { budgetedMinor, budgetBaseMinor, ...carried } = item;
    return {
      ...carried,
      pair: pair ?? { base: item.currency, quote: base },
      pairRate: (pair && pairRateText(pair, rates)) ?? null,
      ratePerUsd: perUsd(item.currency),
      baseAmountMinor: inBase(item.payablesMinor),
      unhedgedBaseMinor,
      costVsBudgetMinor: priced && budgetedMinor > 0 ? inBase(budgetedMinor) - budgetBaseMinor : 0,
      riskLevel: currencyLevel(item, priced ? unhedgedBaseMinor : null),
      impact: currencyImpact(unhedgedBaseMinor),
    };
  });
  const sum = (figure: (row: ExposureCurrency) => number) =>
    rows.reduce((total, row) => total + figure(row), 0);
  const baseAmountMinor = sum((row) => row.baseAmountMinor);
  const unhedgedBaseMinor = sum((row) => row.unhedgedBaseMinor);
  const valueAtRisk = positions.length > 0 ? valueAtRisk95Minor(positions) : 0;
  const varShare = valueAtRisk !== null && baseAmountMinor > 0 ? (valueAtRisk / baseAmountMinor) * 100 : null;
  return {
    baseCurrency: base,
    asOf: market.data.asOf,
    currencies: [...rows].sort(
      (a, b) =>
        b.baseAmountMinor - a.baseAmountMinor ||
        b.payablesMinor - a.payablesMinor ||
        a.currency.localeCompare(b.currency),
    ),
    totals: {
      baseAmountMinor,
      unhedgedBaseMinor,
      valueAtRisk95Minor: valueAtRisk ?? 0,
      valueAtRiskMeasured: valueAtRisk !== null,
      costVsBudgetMinor: sum((row) => row.costVsBudgetMinor),
      hedgedPercent: percentOf(baseAmountMinor - unhedgedBaseMinor, baseAmountMinor),
      level:
        rows.length === 0
          ? 'Low'
          : varShare !== null
            ? varShare >= 0.5
              ? 'High'
              : varShare >= 0.1
                ? 'Medium'
                : 'Low'
            : highestLevel(...rows.filter((row) => row.unhedgedMinor > 0).map((row) => row.riskLevel)),
    },
    unpricedCurrencies: prepared.currencies
      .filter((item) => item.payablesMinor > 0 && (perUsd(item.currency) === null || perUsd(base) === null))
      .map((item) => item.currency),
  };
}

describe('the exposure valuation', () => {
  it('values each book as the plain arithmetic does, tick after tick, and takes exposureMovedEnough’s decision', () => {
    const next = random(2026);
    const base = history(next);
    const books = Array.from({ length: 80 }, (_, index) => prepareExposure(book(next, index), NOW));
    const revaluations = books.map((prepared) => new ExposureRevaluation(prepared));
    const last = new Map<string, ExposureReport>();
    const sharedCurrencies = new Map<number, unknown>();
    const rates: Record<string, number> = { ...RATES };
    let pushes = 0;
    let skips = 0;
    let measured = 0;
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
        const expected = plainReport(prepared, market, live);
        const revaluation = revaluations[index]!;
        revaluation.value(market);
        const report = revaluation.report();
        // toEqual tells −0 from 0: every figure is the plain one, to the minor unit.
        expect(report).toEqual(expected);
        if (report.totals.valueAtRiskMeasured && report.totals.valueAtRisk95Minor > 0) measured++;
        // A revaluation kept across ticks holds nothing stale: a fresh one-off valuation says the same, and the
        // report a tick pushes (the same objects filled again each time) has the same bytes, key order too.
        const fresh = JSON.stringify(valueExposure(prepared, market));
        expect(JSON.stringify(report)).toBe(fresh);
        const shared = revaluation.sharedReport();
        expect(JSON.stringify(shared)).toBe(fresh);
        if (index % 10 === 0) expect(shared).toStrictEqual(report);
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
    // Both branches of the decision were exercised, and the VaR was measured, not only left at 0.
    expect(pushes).toBeGreaterThan(100);
    expect(skips).toBeGreaterThan(100);
    expect(measured).toBeGreaterThan(1000);
  });

  it('values an organisation with nothing foreign as Low, and one whose only currency has no rate as unpriced', () => {
    const market = history(random(1)).withLiveRates({ rates: { EUR: 0.92 }, asOf: NOW.toISOString() });
    const totals = {
      baseAmountMinor: 0,
      unhedgedBaseMinor: 0,
      valueAtRisk95Minor: 0,
      valueAtRiskMeasured: true,
      costVsBudgetMinor: 0,
      hedgedPercent: 0,
    };
    const nothing = prepareExposure(
      {
        organisationId: 'o',
        baseCurrency: 'USD',
        marginTolerancePercent: 2,
        targets: {},
        payables: [],
        hedges: [],
      },
      NOW,
    );
    const empty = {
      baseCurrency: 'USD',
      asOf: NOW.toISOString(),
      currencies: [],
      totals: { ...totals, level: 'Low' },
      unpricedCurrencies: [],
    };
    expect(valueExposure(nothing, market)).toEqual(empty);
    const revaluation = new ExposureRevaluation(nothing);
    revaluation.value(market);
    expect(revaluation.report()).toEqual(empty);

    // SEK 50,000.00 due, nothing hedged, no SEK rate: no base figures, and the size counts as large (High).
    const unpriced = prepareExposure(
      {
        organisationId: 'o',
        baseCurrency: 'USD',
        marginTolerancePercent: 2,
        targets: {},
        payables: [{ currency: 'SEK', amountMinor: 5_000_000, day: '2026-04-01', budgetRate: null }],
        hedges: [],
      },
      NOW,
    );
    const report = valueExposure(unpriced, market);
    expect(report.unpricedCurrencies).toEqual(['SEK']);
    expect(report.totals).toEqual({ ...totals, level: 'High' });
    expect(report.currencies).toHaveLength(1);
    expect(report.currencies[0]).toMatchObject({
      currency: 'SEK',
      pair: { base: 'USD', quote: 'SEK' },
      pairRate: null,
      ratePerUsd: null,
      payablesMinor: 5_000_000,
      unhedgedMinor: 5_000_000,
      hedgedPercent: 0,
      baseAmountMinor: 0,
      unhedgedBaseMinor: 0,
      costVsBudgetMinor: 0,
      riskLevel: 'High',
      impact: { '-10': 0, '-5': 0, '-1': 0, '1': 0, '5': 0, '10': 0 },
    });
  });
});
