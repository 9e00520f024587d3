import { ScreeningHit, type EntityManager, type Supplier } from '../../index.js';

export type ScreeningStatus = 'clear' | 'hit' | 'dismissed';

/** hit while any match is open; dismissed when every match was reviewed and dismissed; else clear. */
export function screeningStatusOf(hits: readonly Pick<ScreeningHit, 'status'>[]): ScreeningStatus {
  if (hits.length === 0) return 'clear';
  return hits.some((hit) => hit.status === 'open') ? 'hit' : 'dismissed';
}

/** Recomputes a screened supplier's status from its stored hits (after a dismissal). */
export async function recomputeScreeningStatus(
  em: EntityManager,
  supplier: Supplier,
): Promise<ScreeningStatus> {
  const hits = await em.find(ScreeningHit, { supplier: supplier.id }, { fields: ['id', 'status'] });
  const status = screeningStatusOf(hits);
  supplier.screeningStatus = status;
  return status;
}
