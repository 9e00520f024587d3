// Suppliers' domain core: the commands that review a supplier (verify, reject) and dismiss a screening hit,
// each writing its change with its audit row, activity, notification and `supplier:changed` once, in the
// caller's unit of work. The gateway's routes call these; nothing else writes those effects.
import { hasSupplierReviewPermission } from '@tradehub/contract';
import { LockMode, ScreeningHit, Supplier, type EntityManager } from '../../index.js';
import { DomainError, domainForbidden, domainNotFound } from '../errors.js';
import { loadOrganisationPolicies, supplierVerificationMode } from '../policies/organisation-policies.js';
import { findOpenScreeningHit, openHitReason, SANCTIONS_HIT_OPEN } from './open-hit.js';
import { assertScreened } from './queue-screening.js';
import { recomputeScreeningStatus } from './screening-status.js';
import { SupplierEffects, type SupplierActor, type SupplierChange } from './supplier-effects.js';
import { refreshRiskScore } from './supplier-risk.js';
import { supplierWebhookData } from './supplier-webhooks.js';
import { recordWebhookEvent } from '../webhooks/record-event.js';

export const SUPPLIER_NOT_PENDING = 'supplier_not_pending';

/** The domain check: a DomainError conflict `sanctions_hit_open`, naming the match, while one is open. */
export async function assertNoOpenScreeningHit(em: EntityManager, supplierId: string): Promise<void> {
  const hit = await findOpenScreeningHit(em, supplierId);
  if (hit) throw new DomainError('conflict', SANCTIONS_HIT_OPEN, openHitReason(hit));
}

/**
 * Whether the actor reviews a supplier they added themselves, which only the single-reviewer policy allows
 * (Team → Policies; by default a team with one member who may verify). Under four-eyes it is refused with
 * `fourEyesMessage`.
 */
async function reviewsOwnSupplier(
  em: EntityManager,
  actor: SupplierActor,
  supplier: Supplier,
  fourEyesMessage: string,
): Promise<boolean> {
  if (supplier.createdBy.id !== actor.userId) return false;
  const { policies, team } = await loadOrganisationPolicies(em, actor.organisationId);
  if (supplierVerificationMode(policies, team) === 'four_eyes') throw domainForbidden(fourEyesMessage);
  return true;
}

/** How the audit log names the review. */
const reviewLabel = (singleReviewer: boolean) => (singleReviewer ? 'single reviewer' : 'four-eyes');

/** A rejection or dismissal names its reason (the gateway's schema asks first; this holds for any caller). */
function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw new DomainError('invalid', 'invalid_input', 'reason: is required', 'reason');
  return trimmed;
}

/**
 * The review of a pending supplier, under a row lock: by a member with Supplier Management or Risk
 * Assessment who did not add it (four-eyes), or by whoever added it when the organisation's policy is a
 * single reviewer, which the audit row records. Verifying waits until the supplier is screened and every
 * sanctions match has been reviewed; rejecting stays possible. The stored risk score follows the new state.
 */
async function reviewSupplier(
  em: EntityManager,
  actor: SupplierActor,
  supplierId: string,
  decision: 'verified' | 'rejected',
  reason: string | null,
): Promise<SupplierChange> {
  const supplier = await em.findOne(
    Supplier,
    { id: supplierId, organisation: actor.organisationId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!supplier) throw domainNotFound('Supplier not found');
  if (!hasSupplierReviewPermission(actor.permissions))
    throw domainForbidden(
      "Verifying suppliers needs the 'Supplier Management' or 'Risk Assessment' permission.",
    );
  if (supplier.status !== 'pending')
    throw new DomainError(
      'conflict',
      SUPPLIER_NOT_PENDING,
      `This supplier is already ${supplier.status}: only a pending supplier can be verified or rejected.`,
    );
  const singleReviewer = await reviewsOwnSupplier(
    em,
    actor,
    supplier,
    'You added this supplier: another member must verify it (four-eyes).',
  );
  const verified = decision === 'verified';
  if (verified) {
    await assertNoOpenScreeningHit(em, supplier.id);
    // Never verified on a screening that has not landed (the route queues one first when it is due).
    assertScreened(supplier);
  }
  supplier.status = decision;
  supplier.verificationDate = verified ? new Date() : null;
  supplier.rejectionReason = verified ? null : reason;
  const before = supplier.riskScore;
  await refreshRiskScore(em, supplier);
  const change = new SupplierEffects(em, supplier, actor)
    .audit(verified ? 'supplier.verified' : 'supplier.rejected', {
      status: { before: 'pending', after: decision },
      review: { before: null, after: reviewLabel(singleReviewer) },
      ...(reason ? { rejectionReason: { before: null, after: reason } } : {}),
      ...(before !== supplier.riskScore ? { riskScore: { before, after: supplier.riskScore } } : {}),
    })
    .activity({
      title: verified ? 'Supplier verified' : 'Supplier rejected',
      description: verified
        ? `${actor.displayName} verified ${supplier.name}${singleReviewer ? ' (single reviewer)' : ''}.`
        : `${actor.displayName} rejected ${supplier.name}: ${reason}`,
      messageKey: verified
        ? singleReviewer
          ? 'supplierVerifiedSingleReviewer'
          : 'supplierVerified'
        : 'supplierRejected',
      params: {
        by: actor.displayName,
        supplier: supplier.name,
        ...(verified ? {} : { reason: reason ?? '' }),
      },
      status: verified ? 'completed' : 'failed',
    })
    .notify({
      type: verified ? 'success' : 'alert',
      title: verified ? 'Supplier verified' : 'Supplier rejected',
      message: verified
        ? `${supplier.name} has been verified by ${actor.displayName}.`
        : `${supplier.name} was rejected by ${actor.displayName}. Reason: ${reason}`,
      messageKey: verified ? 'supplierVerified' : 'supplierRejected',
      params: {
        supplier: supplier.name,
        by: actor.displayName,
        ...(verified ? {} : { reason: reason ?? '' }),
      },
    })
    .done();
  await recordWebhookEvent(em, {
    organisationId: actor.organisationId,
    type: verified ? 'supplier.verified' : 'supplier.rejected',
    data: supplierWebhookData(supplier),
  });
  return change;
}

/** Verifies a pending supplier (under the verification policy; refused while a sanctions match is open). */
export const verifySupplier = (em: EntityManager, actor: SupplierActor, supplierId: string) =>
  reviewSupplier(em, actor, supplierId, 'verified', null);

/** Rejects a pending supplier with the reason (under the verification policy). */
export const rejectSupplier = async (
  em: EntityManager,
  actor: SupplierActor,
  supplierId: string,
  reason: string,
) => reviewSupplier(em, actor, supplierId, 'rejected', requireReason(reason));

/** A dismissal's answer: also the hit, its entry loaded. */
export interface ScreeningHitDismissal extends SupplierChange {
  hit: ScreeningHit;
}

/**
 * Dismisses a possible sanctions match as a false positive, with the reason (kept across re-screening):
 * by a member with Supplier Management or Risk Assessment who did not add the supplier, unless the
 * verification policy is a single reviewer (recorded in the audit row). The supplier's
 * screening status is recounted. Dismissing a dismissed hit changes nothing and causes nothing.
 */
export async function dismissScreeningHit(
  em: EntityManager,
  actor: SupplierActor,
  supplierId: string,
  hitId: string,
  givenReason: string,
): Promise<ScreeningHitDismissal> {
  const reason = requireReason(givenReason);
  const supplier = await em.findOne(Supplier, { id: supplierId, organisation: actor.organisationId });
  if (!supplier) throw domainNotFound('No supplier with this id.');
  if (!hasSupplierReviewPermission(actor.permissions))
    throw domainForbidden(
      'Dismissing a screening hit needs the Supplier Management or Risk Assessment permission.',
    );
  // The verification policy, as for verifying: under four-eyes whoever added it cannot clear its matches.
  const singleReviewer = await reviewsOwnSupplier(
    em,
    actor,
    supplier,
    'You added this supplier: another member must review and dismiss its screening hits (four-eyes).',
  );
  const hit = await em.findOne(ScreeningHit, { id: hitId, supplier: supplier.id }, { populate: ['entry'] });
  if (!hit) throw domainNotFound('No screening hit with this id.');
  if (hit.status === 'dismissed')
    return { supplier, hit, events: { audit: [], activities: [], notifications: [], outbox: [] } };

  const before = supplier.screeningStatus;
  em.assign(hit, {
    status: 'dismissed',
    dismissedReason: reason,
    dismissedBy: actor.userId,
    dismissedAt: new Date(),
  });
  // The hit is in this identity map already, so the recount sees it dismissed; one flush writes both.
  const after = await recomputeScreeningStatus(em, supplier);
  const entry = hit.entry.getEntity();
  const change = new SupplierEffects(em, supplier, actor)
    .audit('screening_hit.dismissed', {
      screeningStatus: { before, after },
      screeningHit: {
        before: 'open',
        after: `dismissed: ${hit.subjectName} ~ ${entry.name} (${entry.list} ${entry.externalId}): ${reason}`,
      },
      hitStatus: { before: 'open', after: 'dismissed' },
      dismissedReason: { before: null, after: reason },
      review: { before: null, after: reviewLabel(singleReviewer) },
    })
    .done();
  return { ...change, hit };
}
