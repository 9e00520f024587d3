import type { FxSnapshot, FxSource } from '@tradehub/contract';
import { useMemo } from 'react';
import { useLiveRates } from '../../fx/liveRates';
import type { LiveRatesState } from '../../fx/liveRatesState';
import type { FxRate } from './types';

const fxSources: readonly FxSource[] = ['simulated', 'frankfurter', 'seed'];

/**
 * The overview's latest stored rates as a snapshot: what the dashboard shows until the live feed answers
 * (and, as they are dated, the freshness line says how old they are).
 */
export function snapshotFromOverview(rates: readonly FxRate[]): FxSnapshot | undefined {
  const usd = rates.filter((rate) => rate.base === 'USD');
  const first = usd[0];
  if (!first) return undefined;
  const asOf = usd.reduce((latest, rate) => (rate.asOf > latest ? rate.asOf : latest), first.asOf);
  const source = fxSources.find((known) => known === first.source) ?? 'seed';
  return {
    base: 'USD',
    source,
    asOf,
    publishedAt: Date.parse(asOf),
    rates: Object.fromEntries(usd.map((rate) => [rate.quote, rate.rate])),
  };
}

export interface DisplayedRates {
  /** The live snapshot, or the overview's stored rates until there is one. */
  snapshot: FxSnapshot | undefined;
  /** When `snapshot` was published, on this browser's clock. */
  updatedAt: number | undefined;
  live: LiveRatesState;
}

export function useDisplayedRates(fallback: readonly FxRate[]): DisplayedRates {
  const live = useLiveRates();
  const stored = useMemo(() => snapshotFromOverview(fallback), [fallback]);
  if (live.snapshot) return { snapshot: live.snapshot, updatedAt: live.updatedAt, live };
  return { snapshot: stored, updatedAt: stored?.publishedAt, live };
}
