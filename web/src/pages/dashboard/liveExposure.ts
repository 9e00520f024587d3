// The dashboard's FX figures from the one exposure report (GET /api/fx/exposure, then each tick's
// `fx:exposure` push): the FX Risk Exposure tile, the FX Risk Exposure panel and the Currency Impact Analysis
// show what FX Management shows at the same instant, from the same cache entry. The dashboard's own answer
// (the same engine at its computation's instant) is shown until the report is there, and when the figures
// are in another display currency than the report's base (the dashboard converts those on the server).
import type { DashboardData } from '../../api/dashboard/queries';
import type { ExposureReportData } from '../../api/fx/queries';

export function withLiveExposure(
  dashboard: DashboardData,
  report: ExposureReportData | undefined,
): DashboardData {
  if (!report || report.baseCurrency !== dashboard.baseCurrency) return dashboard;
  const volatility = new Map(dashboard.exposures.map((row) => [row.currency, row.volatilityPercent]));
  return {
    ...dashboard,
    tiles: {
      ...dashboard.tiles,
      fxRiskExposure: {
        ...dashboard.tiles.fxRiskExposure,
        value: report.totals.unhedgedBaseMinor,
        valueAtRisk95Minor: report.totals.valueAtRisk95Minor,
        level: report.totals.level,
      },
    },
    exposures: report.currencies.map((row) => ({
      currency: row.currency,
      amountMinor: row.payablesMinor,
      baseAmountMinor: row.baseAmountMinor,
      hedgedPercent: row.hedgedPercent,
      unhedgedBaseMinor: row.unhedgedBaseMinor,
      riskLevel: row.riskLevel,
      rate: row.ratePerUsd,
      volatilityPercent: volatility.get(row.currency) ?? null,
      // The same schema on both ends (every move present); the generated type of a record is partial.
      impact: row.impact as DashboardData['exposures'][number]['impact'],
    })),
  };
}
