import { CurrencyExposure, FxTrade, Payment, type EntityManager } from '@tradehub/db';
import { convertMinor, type FxExposureRow } from '@tradehub/contract';

/*
 * Exposure per foreign currency (anything but USD), computed on every read:
 * - payables: the organisation's payments still to go out (type payment, status pending: unsettled or
 *   scheduled), summed in minor units;
 * - hedged: forwards it bought (kind forward, side buy, status booked) in that currency;
 * - hedgedPercent = min(100, hedged / payables × 100), 2 decimals; 0 when there are no payables (nothing
 *   to hedge: a hedge without payables is not coverage of anything);
 * - targetHedgePercent: the organisation's CurrencyExposure row for the currency, if it set one;
 *   gapPercent = target − hedged (2 decimals), null without a target;
 * - riskLevel from the unhedged share (1 − hedged %) and the unhedged size in USD at the latest rate:
 *     High   — unhedged share > 50 % and unhedged ≥ USD 50,000
 *     Medium — unhedged share > 25 % and unhedged ≥ USD 10,000
 *     Low    — anything else (including no payables).
 *   Without a rate for the currency the size is unknown and counts as large (the cautious side).
 */
export const RISK_THRESHOLDS = {
  high: { unhedgedShare: 0.5, unhedgedUsdMinor: 50_000_00 },
  medium: { unhedgedShare: 0.25, unhedgedUsdMinor: 10_000_00 },
} as const;

export function riskLevelFor(
  payablesMinor: number,
  hedgedPercent: number,
  currency: string,
  rate: number | undefined,
): FxExposureRow['riskLevel'] {
  if (payablesMinor <= 0) return 'Low';
  const share = 1 - hedgedPercent / 100;
  // The payables in USD cents at the latest rate (rounded once), times the unhedged share.
  const unhedgedUsd = rate
    ? share *
      convertMinor(payablesMinor, currency, 'USD', { numerator: 1, denominator: rate }, 'half-away-from-zero')
    : Number.POSITIVE_INFINITY;
  const { high, medium } = RISK_THRESHOLDS;
  if (share > high.unhedgedShare && unhedgedUsd >= high.unhedgedUsdMinor) return 'High';
  if (share > medium.unhedgedShare && unhedgedUsd >= medium.unhedgedUsdMinor) return 'Medium';
  return 'Low';
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function exposureRow(
  currency: string,
  payablesMinor: number,
  hedgedMinor: number,
  targetHedgePercent: number | null,
  rate: number | undefined,
): FxExposureRow {
  const hedgedPercent = payablesMinor > 0 ? round2(Math.min(100, (hedgedMinor / payablesMinor) * 100)) : 0;
  return {
    currency,
    payablesMinor,
    hedgedMinor,
    hedgedPercent,
    targetHedgePercent,
    gapPercent: targetHedgePercent === null ? null : round2(targetHedgePercent - hedgedPercent),
    riskLevel: riskLevelFor(payablesMinor, hedgedPercent, currency, rate),
  };
}

export const openPayablesWhere = (organisationId: string, currency?: string) => ({
  organisation: organisationId,
  type: 'payment' as const,
  status: 'pending' as const,
  currency: currency ?? { $ne: 'USD' },
});

export const hedgesWhere = (organisationId: string, currency?: string) => ({
  organisation: organisationId,
  kind: 'forward' as const,
  side: 'buy' as const,
  status: 'booked' as const,
  currency: currency ?? { $ne: 'USD' },
});

/** Every currency with payables or hedges, largest payables first. */
export async function computeExposures(
  em: EntityManager,
  organisationId: string,
  rates: Record<string, number>,
  currency?: string,
): Promise<FxExposureRow[]> {
  const payables = await em.find(Payment, openPayablesWhere(organisationId, currency));
  const hedges = await em.find(FxTrade, hedgesWhere(organisationId, currency));
  const targets = await em.find(CurrencyExposure, {
    organisation: organisationId,
    ...(currency ? { currency } : {}),
  });
  const totals = new Map<string, { payables: number; hedged: number }>();
  const totalFor = (code: string) => {
    const key = code.trim();
    let entry = totals.get(key);
    if (!entry) totals.set(key, (entry = { payables: 0, hedged: 0 }));
    return entry;
  };
  for (const payment of payables) totalFor(payment.currency).payables += payment.amountMinor;
  for (const trade of hedges) totalFor(trade.currency).hedged += trade.amountMinor;
  if (currency) totalFor(currency);
  const targetOf = new Map(targets.map((row) => [row.currency.trim(), row.targetHedgePercent ?? null]));
  return [...totals.entries()]
    .map(([code, total]) =>
      exposureRow(code, total.payables, total.hedged, targetOf.get(code) ?? null, rates[code]),
    )
    .sort((a, b) => b.payablesMinor - a.payablesMinor || a.currency.localeCompare(b.currency));
}
