import { loadOrganisationPolicies, supplierVerificationMode } from '@tradehub/db/domain';
import type { EntityManager } from '@tradehub/db';
import { hasSupplierReviewPermission, type SupplierVerificationMode } from '@tradehub/contract';
import type { Viewer } from '../auth/viewer.js';

export interface SupplierReview {
  canReview: boolean;
  canDismissHits: boolean;
  reviewMode: SupplierVerificationMode;
  needsAnotherReviewer: boolean;
}

/**
 * How the organisation's verification policy applies to this supplier and viewer: an approved reviewer
 * with the permission, not the person who added it unless the policy is a single reviewer (the domain's
 * reviewSupplier enforces the same rule). Under four-eyes with nobody else able to review, the
 * organisation needs another reviewer.
 */
export async function supplierReviewFor(
  em: EntityManager,
  viewer: Viewer,
  supplier: { createdBy: { id: string }; status: string },
): Promise<SupplierReview> {
  const { policies, team } = await loadOrganisationPolicies(em, viewer.organisationId);
  const reviewMode = supplierVerificationMode(policies, team);
  const ownSupplier = supplier.createdBy.id === viewer.userId;
  const pending = supplier.status === 'pending';
  const reviewer =
    viewer.status === 'approved' &&
    hasSupplierReviewPermission(viewer.profile.permissions) &&
    (!ownSupplier || reviewMode === 'single_reviewer');
  return {
    canReview: reviewer && pending,
    canDismissHits: reviewer,
    reviewMode,
    needsAnotherReviewer:
      pending && reviewMode === 'four_eyes' && !team.verifiers.some((id) => id !== supplier.createdBy.id),
  };
}
