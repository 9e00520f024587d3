import type { ScreeningStatus } from '@tradehub/contract';
import { ScreeningHit, type EntityManager, type Supplier } from '../../index.js';

/** What a finished screening leaves a supplier's ScreeningStatus at (never pending or not_screened). */
export type ScreeningOutcome = Extract<ScreeningStatus, 'clear' | 'hit' | 'dismissed'>;

/** hit while any match is open; dismissed when every match was reviewed and dismissed; else clear. */
export function screeningStatusOf(hits: readonly Pick<ScreeningHit, 'status'>[]): ScreeningOutcome {
  if (hits.length === 0) return 'clear';
  return hits.some((hit) => hit.status === 'open') ? 'hit' : 'dismissed';
}

/** Recomputes a screened supplier's status from its stored hits (after a dismissal). */
export async function recomputeScreeningStatus(
  em: EntityManager,
  supplier: Supplier,
): Promise<ScreeningOutcome> {
  const hits = await em.find(ScreeningHit, { supplier: supplier.id }, { fields: ['id', 'status'] });
  const status = screeningStatusOf(hits);
  supplier.screeningStatus = status;
  return status;
}
