import type { EntityManager } from '../../index.js';
import type { Dashboard } from '@tradehub/contract';
import { cashflowRiskTile, type CashflowTotals } from './cashflow-risk.js';
import { counterpartyRiskTile } from './counterparty-risk.js';
import { ratePerUsd, toBaseMinorExact, unitValueInBase } from './currency-conversion.js';
import {
  loadExposures,
  loadLatestRiskSnapshot,
  loadOrganisationFacts,
  loadPaymentBucketCounts,
  loadPaymentTotals,
  loadRateSamples,
  loadRecentActivities,
  loadRecentTransactions,
  type PaymentTotalRow,
  type RatePoint,
  type RateSamples,
} from './dashboard-queries.js';
import { exposureRow, fxRiskExposureTile, valueExposure } from './fx-exposure.js';
import { marketRiskTile } from './market-risk.js';
import { roundMinor } from './rounding.js';
import { logReturns } from './statistics.js';
import type { DashboardRange, RatesPerUsd } from './types.js';
import { valueAtRisk95Minor, VAR_HISTORY_DAYS, type VarPosition } from './value-at-risk.js';
import { annualisedVolatilityPercent, exposureWeightedVolatility, PERIODS_PER_YEAR } from './volatility.js';
import { bucketStarts, dashboardWindows, RANGE_SPECS, samplingPlan, seriesSlice } from './windows.js';

export const RECENT_TRANSACTIONS_LIMIT = 10;
export const RECENT_ACTIVITIES_LIMIT = 5;

export class OrganisationNotFoundError extends Error {
  constructor(readonly organisationId: string) {
    super(`No organisation ${organisationId}`);
    this.name = 'OrganisationNotFoundError';
  }
}

/**
 * Everything the dashboard shows for one organisation over `range` ending at `now`: seven reads run side by
 * side (dashboard-queries.ts), then the pure formulas of this folder (README.md). Throws
 * OrganisationNotFoundError when the organisation does not exist.
 */
export async function computeDashboard(
  em: EntityManager,
  organisationId: string,
  range: DashboardRange,
  now: Date = new Date(),
): Promise<Dashboard> {
  const spec = RANGE_SPECS[range];
  const { window, previousWindow } = dashboardWindows(range, now);
  const plan = samplingPlan(range);

  const [organisation, paymentTotals, bucketCounts, exposures, samples, snapshot, transactions, activities] =
    await Promise.all([
      loadOrganisationFacts(em, organisationId, now),
      loadPaymentTotals(em, organisationId, previousWindow.from, window.from, window.to),
      loadPaymentBucketCounts(em, organisationId, window.from, window.to, spec.bucketMs),
      loadExposures(em, organisationId),
      loadRateSamples(
        em,
        organisationId,
        previousWindow.from,
        window.to,
        plan.dailyPoints,
        plan.hourlyPoints,
      ),
      loadLatestRiskSnapshot(em, organisationId),
      loadRecentTransactions(em, organisationId, RECENT_TRANSACTIONS_LIMIT),
      loadRecentActivities(em, organisationId, RECENT_ACTIVITIES_LIMIT),
    ]);
  if (!organisation) throw new OrganisationNotFoundError(organisationId);
  const base = organisation.baseCurrency;

  const latestRates = ratesAt(samples.daily, 0);
  const previousEndRates = ratesAt(samples.daily, plan.windowDays);

  // Payments: converted to the base currency at the latest rates; a currency without a rate is left out.
  const windowTotals = sumByStatus(paymentTotals, true, base, latestRates);
  const previousTotals = sumByStatus(paymentTotals, false, base, latestRates);
  const paidBySupplier = paymentsBySupplier(paymentTotals, base, latestRates);

  const counterpartyRisk = counterpartyRiskTile(
    organisation.suppliers.map((supplier) => ({
      name: supplier.name,
      facts: supplier,
      windowPaymentsBaseMinor: paidBySupplier.get(supplier.id)?.window ?? 0,
      previousWindowPaymentsBaseMinor: paidBySupplier.get(supplier.id)?.previous ?? 0,
    })),
  );
  const cashflowRisk = cashflowRiskTile(windowTotals, previousTotals);

  // Exposures: value, unhedged part, volatility, impact; then VaR and market risk over all of them.
  const dailyRates = Array.from({ length: plan.dailyPoints }, (_, k) => ratesAt(samples.daily, k));
  const hourlyRates = Array.from({ length: plan.hourlyPoints }, (_, k) => ratesAt(samples.hourly, k));
  const unitValues = (currency: string, ratesByPoint: readonly RatesPerUsd[]) =>
    ratesByPoint.map((rates) => unitValueInBase(currency, base, rates));
  const marketRates = spec.marketSampling === 'hour' ? hourlyRates : dailyRates;
  const periodsPerYear = PERIODS_PER_YEAR[spec.marketSampling];
  const periods = spec.marketPeriods;

  const valued = exposures.map((exposure) => {
    const valuation = valueExposure(exposure, base, latestRates);
    const marketValues = unitValues(exposure.currency, marketRates);
    const volatility = annualisedVolatilityPercent(
      logReturns(seriesSlice(marketValues, 0, periods)),
      periodsPerYear,
    );
    const previousVolatility = annualisedVolatilityPercent(
      logReturns(seriesSlice(marketValues, periods, 2 * periods)),
      periodsPerYear,
    );
    const rate = ratePerUsd(exposure.currency, latestRates);
    return {
      exposure,
      valuation,
      volatility: valuation ? volatility : null,
      previousVolatility: valuation ? previousVolatility : null,
      row: exposureRow(exposure, valuation, rate, valuation ? volatility : null),
    };
  });
  valued.sort(
    (a, b) =>
      Math.abs(b.row.baseAmountMinor) - Math.abs(a.row.baseAmountMinor) ||
      a.row.currency.localeCompare(b.row.currency),
  );

  const varPositions: VarPosition[] = valued
    .filter((item) => item.valuation && item.exposure.currency !== base)
    .map((item) => ({
      // A payable loses what its base value gains: P&L = −U × r.
      sensitivityMinor: -item.valuation!.unhedgedBaseMinorExact,
      returns: logReturns(seriesSlice(unitValues(item.exposure.currency, dailyRates), 0, VAR_HISTORY_DAYS)),
    }));
  const previousValuations = exposures.map((exposure) => valueExposure(exposure, base, previousEndRates));
  const fxRiskExposure = fxRiskExposureTile({
    rows: valued.map((item) => item.row),
    unpricedCurrencies: valued.filter((item) => !item.valuation).map((item) => item.exposure.currency),
    valueAtRisk95Minor: varPositions.length > 0 ? valueAtRisk95Minor(varPositions) : 0,
    previousUnhedgedMinor: previousValuations.some((valuation) => valuation !== null)
      ? previousValuations.reduce(
          (sum, valuation) => sum + Math.abs(roundMinor(valuation?.unhedgedBaseMinorExact ?? 0)),
          0,
        )
      : null,
    baseCurrency: base,
  });

  const weighted = (pick: 'volatility' | 'previousVolatility') =>
    exposureWeightedVolatility(
      valued
        .filter((item) => item.valuation)
        .map((item) => ({ weight: item.valuation!.baseMinorExact, volatilityPercent: item[pick] })),
    );
  const marketRisk = marketRiskTile({
    current: weighted('volatility'),
    previous: weighted('previousVolatility'),
    currenciesMeasured: valued.filter((item) => item.volatility !== null).length,
    currenciesTotal: exposures.length,
    sampling: spec.marketSampling,
  });

  const starts = bucketStarts(range, window);
  const buckets = starts.map((start) => ({
    start: start.toISOString(),
    completed: 0,
    pending: 0,
    failed: 0,
  }));
  for (const { bucket, status, count } of bucketCounts) {
    const target = buckets[bucket];
    if (target) target[status] += count;
  }

  const usedBars = [...samples.daily.values()].map((series) => series[0]).filter((bar) => bar);
  const newest = usedBars.reduce<RatePoint | null>(
    (latest, bar) => (!latest || bar!.minute > latest.minute ? bar! : latest),
    null,
  );

  return {
    range,
    window: { from: window.from.toISOString(), to: window.to.toISOString() },
    previousWindow: { from: previousWindow.from.toISOString(), to: previousWindow.to.toISOString() },
    baseCurrency: base,
    tiles: { counterpartyRisk, fxRiskExposure, cashflowRisk, marketRisk },
    exposures: valued.map((item) => item.row),
    paymentsByStatus: { interval: spec.bucket, buckets },
    riskMetrics: snapshot && {
      supplierVerificationRate: snapshot.supplierVerificationRate,
      paymentSuccessRate: snapshot.paymentSuccessRate,
      averageResponseTimeHours: snapshot.averageResponseTimeHours,
      complianceScore: snapshot.complianceScore,
      computedAt: snapshot.computedAt.toISOString(),
    },
    recentTransactions: transactions,
    recentActivities: activities,
    ratesAsOf: newest ? newest.minute.toISOString() : null,
    ratesSource: newest ? newest.source : null,
  };
}

/** The closes at sample point k of every currency that has one. */
function ratesAt(series: RateSamples['daily'], k: number): RatesPerUsd {
  const rates: Record<string, number> = {};
  for (const [quote, points] of series) {
    const point = points[k];
    if (point) rates[quote] = point.close;
  }
  return rates;
}

/** Σ per status of one window's payments in base minor units, each sum rounded once. */
function sumByStatus(
  rows: readonly PaymentTotalRow[],
  inWindow: boolean,
  base: string,
  rates: RatesPerUsd,
): CashflowTotals {
  const exact = { completed: 0, pending: 0, failed: 0 };
  for (const row of rows) {
    if (row.inWindow !== inWindow) continue;
    exact[row.status] += toBaseMinorExact(row.totalMinor, row.currency, base, rates) ?? 0;
  }
  return {
    completedMinor: roundMinor(exact.completed),
    pendingMinor: roundMinor(exact.pending),
    failedMinor: roundMinor(exact.failed),
  };
}

/** What each supplier was paid (any status) in the window and in the previous one, base minor units. */
function paymentsBySupplier(rows: readonly PaymentTotalRow[], base: string, rates: RatesPerUsd) {
  const bySupplier = new Map<string, { window: number; previous: number }>();
  for (const row of rows) {
    const entry = bySupplier.get(row.supplierId) ?? { window: 0, previous: 0 };
    const amount = toBaseMinorExact(row.totalMinor, row.currency, base, rates) ?? 0;
    if (row.inWindow) entry.window += amount;
    else entry.previous += amount;
    bySupplier.set(row.supplierId, entry);
  }
  return bySupplier;
}
