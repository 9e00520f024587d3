// The exposure engine's valuation step, once (README.md beside this file has the formulas): a prepared
// exposure valued at a market, each currency converted exactly at the live rate, its level, the totals, the
// VaR and the overall level. A one-off read (valueExposure: the API, the dashboard, reports and alerts) and a
// tick's revaluation of many organisations (workers/src/fx/live-exposure-cache.ts) run the same arithmetic,
// ExposureRevaluation's: it computes into arrays kept with the organisation, so a tick allocates nothing for
// an organisation whose figures did not move enough to be pushed, and builds the report only for one that is
// pushed (see loadtests/src/bench-exposure.ts).
import { usdPair, type CurrencyPair, type ExposureReport } from '@tradehub/contract';
import { currencyImpact, writeCurrencyImpact } from '../../arithmetic/currency-impact.js';
import { highestLevel, levelFromThresholds, type RiskLevel } from '../../arithmetic/levels.js';
import { roundMinor } from '../../arithmetic/rounding.js';
import { FX_VAR_RATIO_THRESHOLDS, valueAtRiskFromMoments, Z_95 } from '../../arithmetic/value-at-risk.js';
import type { Market, MarketQuote } from './market.js';
import { exposureShare, type PreparedCurrency, type PreparedExposure } from './prepare-exposure.js';
import { EXPOSURE_PUSH_MIN_MOVE } from './push-threshold.js';

/**
 * A currency's risk level from its unhedged share (unhedged / payables) and the unhedged size in the base
 * currency at the live rate: High above 50 % and from 50,000.00, Medium above 25 % and from 10,000.00, else
 * Low. Without a rate the size is unknown and counts as large (the cautious side).
 */
export const CURRENCY_RISK_THRESHOLDS = {
  high: { unhedgedShare: 0.5, unhedgedBaseMinor: 50_000_00 },
  medium: { unhedgedShare: 0.25, unhedgedBaseMinor: 10_000_00 },
} as const;

export function currencyRiskLevel(prepared: PreparedCurrency, unhedgedBaseMinor: number | null): RiskLevel {
  if (prepared.payablesMinor <= 0) return 'Low';
  const unhedgedShare = prepared.unhedgedMinor / prepared.payablesMinor;
  const size = unhedgedBaseMinor ?? Number.POSITIVE_INFINITY;
  const { high, medium } = CURRENCY_RISK_THRESHOLDS;
  if (unhedgedShare > high.unhedgedShare && size >= high.unhedgedBaseMinor) return 'High';
  if (unhedgedShare > medium.unhedgedShare && size >= medium.unhedgedBaseMinor) return 'Medium';
  return 'Low';
}

/**
 * The prepared exposure valued at `market`: each currency's payables, unhedged amount and cost versus budget
 * in the base currency at the live rate (exact, rounded once), its level; the totals, the 1-day 95 % VaR of
 * the unhedged exposure (the risk engine's variance–covariance method) and the overall level. A revaluation
 * used once: the tick's arithmetic is the only one there is.
 */
export function valueExposure(prepared: PreparedExposure, market: Market): ExposureReport {
  const revaluation = new ExposureRevaluation(prepared);
  revaluation.value(market);
  return revaluation.report();
}

/** The daily P&L of one valuation (scratch shared by every revaluation in this process: no allocation). */
let pnlScratch = new Float64Array(128);

const movedBy = (before: number, after: number) =>
  Math.abs(after - before) >= EXPOSURE_PUSH_MIN_MOVE * Math.max(Math.abs(before), 1);

/** One organisation's prepared exposure, valued again at each market it is given. */
export class ExposureRevaluation {
  private readonly count: number;
  private readonly pairs: CurrencyPair[];
  /** Each currency's place in `currency.localeCompare` order: the report's last tie-break. */
  private readonly collation: Int32Array;
  private readonly quotes: (MarketQuote | null)[];
  private readonly baseMinor: Float64Array;
  private readonly unhedgedBaseMinor: Float64Array;
  private readonly costMinor: Float64Array;
  private readonly levels: RiskLevel[];
  /** The VaR's positions of the latest valuation: returns and sensitivity (−U), in prepared order. */
  private readonly positionReturns: (readonly (number | null)[])[];
  private readonly positionSensitivity: Float64Array;
  /** The positions' slots in the market's return moments (valueAtRiskFromMoments). */
  private readonly positionSlots: Int32Array;
  /** prepared.currencies indices in the report's order (by base amount, payables, code). */
  private readonly order: Int32Array;
  private market: Market | null = null;
  private totalBaseMinor = 0;
  private totalUnhedgedBaseMinor = 0;
  private totalCostMinor = 0;
  private valueAtRisk: number | null = 0;
  private level: RiskLevel = 'Low';
  private unpriced = 0;
  /** What the threshold compares with, of the valuation last pushed (markPushed): no report is kept. */
  private pushed = false;
  private pushedLevel: RiskLevel = 'Low';
  private readonly pushedOrder: Int32Array;
  private readonly pushedLevels: RiskLevel[];
  private pushedUnhedgedBaseMinor = 0;
  private pushedValueAtRisk = 0;
  private pushedCostMinor = 0;
  /** The report sharedReport() fills again at each call, and its currencies' rows in prepared order. */
  private shared: ExposureReport | null = null;
  private sharedRows: ExposureReport['currencies'] = [];

  constructor(readonly prepared: PreparedExposure) {
    const count = (this.count = prepared.currencies.length);
    const base = prepared.baseCurrency;
    this.pairs = prepared.currencies.map(
      (item) => usdPair(item.currency) ?? { base: item.currency, quote: base },
    );
    const codes = prepared.currencies.map((item, index) => ({ code: item.currency, index }));
    codes.sort((a, b) => a.code.localeCompare(b.code));
    this.collation = new Int32Array(count);
    codes.forEach(({ index }, place) => (this.collation[index] = place));
    this.quotes = new Array<MarketQuote | null>(count).fill(null);
    this.baseMinor = new Float64Array(count);
    this.unhedgedBaseMinor = new Float64Array(count);
    this.costMinor = new Float64Array(count);
    this.levels = new Array<RiskLevel>(count).fill('Low');
    this.order = new Int32Array(count);
    this.positionReturns = new Array<readonly (number | null)[]>(count).fill([]);
    this.positionSensitivity = new Float64Array(count);
    this.positionSlots = new Int32Array(count);
    this.pushedOrder = new Int32Array(count);
    this.pushedLevels = new Array<RiskLevel>(count).fill('Low');
  }

  /** The currencies whose rates the valuation reads (its own and its base). */
  get currencies(): readonly string[] {
    return [this.prepared.baseCurrency, ...this.prepared.currencies.map((item) => item.currency)];
  }

  /** Values the exposure at `market` (the figures are kept here until the next call). */
  value(market: Market): void {
    const { prepared, count } = this;
    const base = prepared.baseCurrency;
    this.market = market;
    let baseAmountMinor = 0;
    let unhedgedBaseMinor = 0;
    let costVsBudgetMinor = 0;
    let positions = 0;
    let days = 0;
    this.unpriced = 0;
    for (let index = 0; index < count; index++) {
      const item = prepared.currencies[index]!;
      const quote = market.quote(item.currency, base);
      this.quotes[index] = quote;
      const convert = quote.convert;
      if (!convert && item.payablesMinor > 0) this.unpriced++;
      const itemBase = convert ? convert(item.payablesMinor) : 0;
      const itemUnhedged = convert ? convert(item.unhedgedMinor) : 0;
      const itemCost =
        convert && item.budgetedMinor > 0 ? convert(item.budgetedMinor) - item.budgetBaseMinor : 0;
      baseAmountMinor += itemBase;
      unhedgedBaseMinor += itemUnhedged;
      costVsBudgetMinor += itemCost;
      if (convert && itemUnhedged !== 0) {
        positions++;
        if (quote.returns.length > days) days = quote.returns.length;
      }
      this.baseMinor[index] = itemBase;
      this.unhedgedBaseMinor[index] = itemUnhedged;
      this.costMinor[index] = itemCost;
      this.levels[index] = currencyRiskLevel(item, convert ? itemUnhedged : null);
    }
    this.sortOrder();
    this.totalBaseMinor = baseAmountMinor;
    this.totalUnhedgedBaseMinor = unhedgedBaseMinor;
    this.totalCostMinor = costVsBudgetMinor;
    const valueAtRisk = positions > 0 ? this.valueAtRisk95Minor(days) : 0;
    this.valueAtRisk = valueAtRisk;
    const ratioPercent =
      valueAtRisk !== null && baseAmountMinor > 0 ? (valueAtRisk / baseAmountMinor) * 100 : null;
    if (count === 0) this.level = 'Low';
    else if (ratioPercent !== null) this.level = levelFromThresholds(ratioPercent, FX_VAR_RATIO_THRESHOLDS);
    else {
      let level: RiskLevel = 'Low';
      for (let index = 0; index < count; index++)
        if (prepared.currencies[index]!.unhedgedMinor > 0) level = highestLevel(level, this.levels[index]!);
      this.level = level;
    }
  }

  /**
   * The risk engine's VaR (arithmetic/value-at-risk.ts valueAtRisk95Minor) over the positions: each priced
   * currency with an unhedged base value, in prepared order, sensitivity −U; computed as it computes it, without
   * building the positions: from the market's cached return moments when every position's returns are complete
   * series of the same length, else from the portfolio's daily P&L (1.645 × its sample deviation).
   */
  private valueAtRisk95Minor(days: number): number | null {
    const { count } = this;
    // The positions, in prepared order.
    let positions = 0;
    let complete = true;
    for (let index = 0; index < count; index++) {
      const quote = this.quotes[index]!;
      const unhedged = this.unhedgedBaseMinor[index]!;
      if (!quote.convert || unhedged === 0) continue;
      if (quote.momentsSlot < 0 || quote.returns.length !== days) complete = false;
      this.positionReturns[positions] = quote.returns;
      this.positionSlots[positions] = quote.momentsSlot;
      this.positionSensitivity[positions++] = -unhedged;
    }
    if (complete)
      return valueAtRiskFromMoments(
        this.positionSensitivity,
        this.positionSlots,
        positions,
        days,
        this.market!.moments,
      );
    if (pnlScratch.length < days) pnlScratch = new Float64Array(days * 2);
    let observedDays = 0;
    for (let day = 0; day < days; day++) {
      let total = 0;
      let observed = false;
      for (let position = 0; position < positions; position++) {
        const move = this.positionReturns[position]![day];
        if (move === null || move === undefined) continue;
        total += this.positionSensitivity[position]! * move;
        observed = true;
      }
      if (observed) pnlScratch[observedDays++] = total;
    }
    if (observedDays < 2) return null;
    let sum = 0;
    for (let day = 0; day < observedDays; day++) sum += pnlScratch[day]!;
    const average = sum / observedDays;
    let squares = 0;
    for (let day = 0; day < observedDays; day++) squares += (pnlScratch[day]! - average) ** 2;
    return roundMinor(Z_95 * Math.sqrt(squares / (observedDays - 1)));
  }

  /** Insertion sort of ≤ a few currencies: by base amount, then payables (both descending), then code. */
  private sortOrder(): void {
    const { order, count } = this;
    for (let index = 0; index < count; index++) {
      let place = index;
      while (place > 0 && this.before(index, order[place - 1]!)) {
        order[place] = order[place - 1]!;
        place--;
      }
      order[place] = index;
    }
  }

  private before(a: number, b: number): boolean {
    const byBase = this.baseMinor[b]! - this.baseMinor[a]!;
    if (byBase !== 0) return byBase < 0;
    const byPayables =
      this.prepared.currencies[b]!.payablesMinor - this.prepared.currencies[a]!.payablesMinor;
    if (byPayables !== 0) return byPayables < 0;
    return this.collation[a]! < this.collation[b]!;
  }

  /**
   * exposureMovedEnough(last, the report of the latest valuation), without building that report: a level
   * changed (overall or a currency's, in the report's order), or the unhedged base value, the VaR or the cost
   * versus budget moved by 0.01 % or more.
   */
  movedEnoughSince(last: ExposureReport): boolean {
    if (last.totals.level !== this.level) return true;
    if (last.currencies.length !== this.count) return true;
    for (let place = 0; place < this.count; place++) {
      const before = last.currencies[place]!;
      const index = this.order[place]!;
      if (
        before.currency !== this.prepared.currencies[index]!.currency ||
        before.riskLevel !== this.levels[index]
      )
        return true;
    }
    const { totals } = last;
    return this.totalsMovedSince(
      totals.unhedgedBaseMinor,
      totals.valueAtRisk95Minor,
      totals.costVsBudgetMinor,
    );
  }

  /** The unhedged base value, the VaR or the cost versus budget moved by 0.01 % or more since these figures. */
  private totalsMovedSince(unhedgedBaseMinor: number, valueAtRisk: number, costMinor: number): boolean {
    return (
      movedBy(unhedgedBaseMinor, this.totalUnhedgedBaseMinor) ||
      movedBy(valueAtRisk, this.valueAtRisk ?? 0) ||
      Math.abs(this.totalCostMinor - costMinor) >= EXPOSURE_PUSH_MIN_MOVE * Math.max(this.totalBaseMinor, 1)
    );
  }

  /** The latest valuation was pushed: the next ones are measured against it (movedEnoughSincePushed). */
  markPushed(): void {
    this.pushed = true;
    this.pushedLevel = this.level;
    this.pushedOrder.set(this.order);
    for (let place = 0; place < this.count; place++)
      this.pushedLevels[place] = this.levels[this.order[place]!]!;
    this.pushedUnhedgedBaseMinor = this.totalUnhedgedBaseMinor;
    this.pushedValueAtRisk = this.valueAtRisk ?? 0;
    this.pushedCostMinor = this.totalCostMinor;
  }

  /** Whether a valuation was pushed since this exposure was prepared. */
  get everPushed(): boolean {
    return this.pushed;
  }

  /**
   * movedEnoughSince(the report of the valuation last pushed), from the figures markPushed kept (holding no
   * report between ticks: a tick's reports die young). True when nothing was pushed yet.
   */
  movedEnoughSincePushed(): boolean {
    if (!this.pushed || this.pushedLevel !== this.level) return true;
    for (let place = 0; place < this.count; place++) {
      const index = this.order[place]!;
      if (this.pushedOrder[place] !== index || this.pushedLevels[place] !== this.levels[index]) return true;
    }
    return this.totalsMovedSince(this.pushedUnhedgedBaseMinor, this.pushedValueAtRisk, this.pushedCostMinor);
  }

  /**
   * The latest valuation as report() builds it, written into the objects of this revaluation's previous
   * sharedReport() (the first call builds them): a tick that pushes an organisation allocates nothing for its
   * report, which is what kept a tick's garbage collection busy. The same figures and key order as report()
   * (the JSON pushed is the same bytes), but the object is only valid until the next sharedReport() of this
   * revaluation: a caller hands it on at once (the revaluator encodes it for the emitter before the next
   * tick) and never keeps it.
   */
  sharedReport(): ExposureReport {
    const { market, prepared, count } = this;
    if (!market) throw new Error('sharedReport() before value()');
    const shared = this.shared;
    if (!shared) {
      const report = (this.shared = this.report());
      this.sharedRows = new Array(count);
      for (let place = 0; place < count; place++)
        this.sharedRows[this.order[place]!] = report.currencies[place]!;
      return report;
    }
    shared.unpricedCurrencies.length = 0;
    for (let index = 0; index < count && this.unpriced > 0; index++) {
      const item = prepared.currencies[index]!;
      if (!this.quotes[index]!.convert && item.payablesMinor > 0)
        shared.unpricedCurrencies.push(item.currency);
    }
    for (let place = 0; place < count; place++) {
      const index = this.order[place]!;
      const quote = this.quotes[index]!;
      const row = this.sharedRows[index]!;
      const unhedgedBase = this.unhedgedBaseMinor[index]!;
      // What depends on the market; the rest is the prepared exposure's, set when the row was built.
      row.pairRate = quote.pairRateText;
      row.ratePerUsd = quote.ratePerUsd;
      row.baseAmountMinor = this.baseMinor[index]!;
      row.unhedgedBaseMinor = unhedgedBase;
      row.costVsBudgetMinor = this.costMinor[index]!;
      row.riskLevel = this.levels[index]!;
      writeCurrencyImpact(row.impact, unhedgedBase);
      shared.currencies[place] = row;
    }
    shared.asOf = market.data.asOf;
    const totals = shared.totals;
    totals.baseAmountMinor = this.totalBaseMinor;
    totals.unhedgedBaseMinor = this.totalUnhedgedBaseMinor;
    totals.valueAtRisk95Minor = this.valueAtRisk ?? 0;
    totals.valueAtRiskMeasured = this.valueAtRisk !== null;
    totals.costVsBudgetMinor = this.totalCostMinor;
    totals.hedgedPercent = exposureShare(
      this.totalBaseMinor - this.totalUnhedgedBaseMinor,
      this.totalBaseMinor,
    );
    totals.level = this.level;
    return shared;
  }

  /** The latest valuation as a report of its own (what valueExposure returns). */
  report(): ExposureReport {
    const { market, prepared, count } = this;
    if (!market) throw new Error('report() before value()');
    const currencies: ExposureReport['currencies'] = new Array(count);
    const unpricedCurrencies: string[] = [];
    for (let index = 0; index < count && this.unpriced > 0; index++) {
      const item = prepared.currencies[index]!;
      if (!this.quotes[index]!.convert && item.payablesMinor > 0) unpricedCurrencies.push(item.currency);
    }
    for (let place = 0; place < count; place++) {
      const index = this.order[place]!;
      const item = prepared.currencies[index]!;
      const quote = this.quotes[index]!;
      const unhedgedBase = this.unhedgedBaseMinor[index]!;
      currencies[place] = {
        currency: item.currency,
        pair: this.pairs[index]!,
        pairRate: quote.pairRateText,
        ratePerUsd: quote.ratePerUsd,
        payablesMinor: item.payablesMinor,
        hedgedMinor: item.hedgedMinor,
        forwardsMinor: item.forwardsMinor,
        hedgedPercent: item.hedgedPercent,
        targetHedgePercent: item.targetHedgePercent,
        gapPercent: item.gapPercent,
        gapMinor: item.gapMinor,
        unhedgedMinor: item.unhedgedMinor,
        baseAmountMinor: this.baseMinor[index]!,
        unhedgedBaseMinor: unhedgedBase,
        costVsBudgetMinor: this.costMinor[index]!,
        riskLevel: this.levels[index]!,
        impact: currencyImpact(unhedgedBase),
        buckets: item.buckets,
      };
    }
    return {
      baseCurrency: prepared.baseCurrency,
      asOf: market.data.asOf,
      currencies,
      totals: {
        baseAmountMinor: this.totalBaseMinor,
        unhedgedBaseMinor: this.totalUnhedgedBaseMinor,
        valueAtRisk95Minor: this.valueAtRisk ?? 0,
        valueAtRiskMeasured: this.valueAtRisk !== null,
        costVsBudgetMinor: this.totalCostMinor,
        hedgedPercent: exposureShare(this.totalBaseMinor - this.totalUnhedgedBaseMinor, this.totalBaseMinor),
        level: this.level,
      },
      unpricedCurrencies,
    };
  }
}
