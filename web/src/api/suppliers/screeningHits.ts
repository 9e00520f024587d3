// What a supplier looks like once one of its screening hits is dismissed, for showing a dismissal before the
// gateway answers. The screening status follows the gateway's rule (db screening-status.ts): 'hit' while any
// match is open, else 'dismissed' when every match was dismissed.
import type { SupplierDetail } from './queries';

/** The supplier with hit `hitId` dismissed for `reason`; the same object when no such open hit exists. */
export function withHitDismissed(supplier: SupplierDetail, hitId: string, reason: string): SupplierDetail {
  if (!supplier.screeningHits.some((hit) => hit.id === hitId && hit.status === 'open')) return supplier;
  const screeningHits = supplier.screeningHits.map((hit) =>
    hit.id === hitId ? { ...hit, status: 'dismissed' as const, dismissedReason: reason } : hit,
  );
  const anyOpen = screeningHits.some((hit) => hit.status === 'open');
  return { ...supplier, screeningHits, screeningStatus: anyOpen ? 'hit' : 'dismissed' };
}
