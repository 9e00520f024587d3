import { hasSupplierReviewPermission, type SupplierActor } from '@tradehub/db/domain';
import type { Viewer } from '../auth/viewer.js';

/** Four-eyes: an approved reviewer with the permission who is not the person who added the supplier. */
export function canReviewSupplier(
  viewer: Viewer,
  supplier: { createdBy: { id: string }; status: string },
): boolean {
  return (
    viewer.status === 'approved' &&
    hasSupplierReviewPermission(viewer.profile.permissions) &&
    supplier.createdBy.id !== viewer.userId &&
    supplier.status === 'pending'
  );
}

/** The viewer as the supplier commands' actor. */
export const supplierActorOf = (viewer: Viewer): SupplierActor => ({
  userId: viewer.userId,
  organisationId: viewer.organisationId,
  displayName: viewer.displayName,
  permissions: viewer.profile.permissions,
});
