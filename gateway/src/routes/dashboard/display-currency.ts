import { convertMinor, type Dashboard, type FxSnapshot } from '@tradehub/contract';

/**
 * The dashboard's base-currency figures (computed in USD, the organisation's base currency) shown in the
 * person's default currency (Account Settings → Preferences). Integer minor units in and out: each figure
 * is converted exactly with the latest rate (units per USD) and rounded once, half away from zero, to the
 * target's minor unit. Amounts that are in their own currency (recent transactions, exposures' amountMinor) are left as they are.
 */
export function inDisplayCurrency(
  dashboard: Dashboard,
  currency: string,
  rates: FxSnapshot | null,
): Dashboard {
  const from = dashboard.baseCurrency;
  if (currency === from) return dashboard;
  const rate = from === 'USD' ? rates?.rates[currency] : undefined;
  if (!rate) return dashboard; // no rate to convert with: keep the base currency (the UI labels it)
  const convert = (minor: number) => convertMinor(minor, from, currency, rate, 'half-away-from-zero');
  const convertNullable = (minor: number | null) => (minor === null ? null : convert(minor));
  const { tiles } = dashboard;
  return {
    ...dashboard,
    baseCurrency: currency,
    tiles: {
      counterpartyRisk: tiles.counterpartyRisk,
      marketRisk: tiles.marketRisk,
      fxRiskExposure: {
        ...tiles.fxRiskExposure,
        value: convert(tiles.fxRiskExposure.value),
        previous: convertNullable(tiles.fxRiskExposure.previous),
        valueAtRisk95Minor: convert(tiles.fxRiskExposure.valueAtRisk95Minor),
      },
      cashflowRisk: {
        ...tiles.cashflowRisk,
        scheduledMinor: convert(tiles.cashflowRisk.scheduledMinor),
        settledMinor: convert(tiles.cashflowRisk.settledMinor),
        pendingMinor: convert(tiles.cashflowRisk.pendingMinor),
      },
    },
    exposures: dashboard.exposures.map((row) => ({
      ...row,
      baseAmountMinor: convert(row.baseAmountMinor),
      unhedgedBaseMinor: convert(row.unhedgedBaseMinor),
      impact: Object.fromEntries(
        Object.entries(row.impact).map(([move, minor]) => [move, convert(minor)]),
      ) as typeof row.impact,
    })),
  };
}
