import type { Viewer } from '../auth/viewer.js';

/** The permissions that may verify or reject a supplier. */
export const REVIEW_PERMISSIONS = ['Supplier Management', 'Risk Assessment'] as const;

export function hasReviewPermission(viewer: Viewer): boolean {
  return viewer.profile.permissions.some((permission) =>
    (REVIEW_PERMISSIONS as readonly string[]).includes(permission),
  );
}

/** Four-eyes: an approved reviewer with the permission who is not the person who added the supplier. */
export function canReviewSupplier(
  viewer: Viewer,
  supplier: { createdBy: { id: string }; status: string },
): boolean {
  return (
    viewer.status === 'approved' &&
    hasReviewPermission(viewer) &&
    supplier.createdBy.id !== viewer.userId &&
    supplier.status === 'pending'
  );
}
