import { LockMode, Payment, Supplier, UserProfile, type EntityManager } from '../../index.js';
import { DomainError, domainForbidden, domainNotFound } from '../errors.js';
import { findOpenScreeningHit, openHitReason, SANCTIONS_HIT_OPEN } from '../suppliers/open-hit.js';
import {
  PAYMENT_APPROVAL,
  PaymentEffects,
  paymentAmountText,
  type PaymentActor,
  type PaymentChange,
} from './effects.js';

export const PAYMENT_NOT_AWAITING_APPROVAL = 'payment_not_awaiting_approval';

/**
 * The four-eyes decision on a payment awaiting approval, under a row lock: by a member with 'Payment
 * Approval' who did not create it. Approving waits until the supplier's sanctions matches are reviewed and
 * queues the settlement; rejecting fails the payment with the reason.
 */
async function decidePayment(
  em: EntityManager,
  actor: PaymentActor,
  paymentId: string,
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<PaymentChange> {
  const payment = await em.findOne(
    Payment,
    { id: paymentId, organisation: actor.organisationId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!payment) throw domainNotFound('Payment not found');
  const supplierName = (await em.findOneOrFail(Supplier, payment.supplier.id)).name;
  if (!actor.permissions.includes(PAYMENT_APPROVAL))
    throw domainForbidden("Approving payments needs the 'Payment Approval' permission.");
  if (payment.createdBy.id === actor.userId)
    throw domainForbidden('You created this payment: another member must approve it.');
  if (payment.approvalStatus !== 'awaiting')
    throw new DomainError(
      'conflict',
      PAYMENT_NOT_AWAITING_APPROVAL,
      `This payment is not awaiting approval (it is ${payment.approvalStatus.replace('_', ' ')}).`,
    );
  const approved = decision === 'approved';
  // Rejecting stays possible; approving waits until the supplier's sanctions matches are reviewed.
  if (approved) {
    const hit = await findOpenScreeningHit(em, payment.supplier.id);
    if (hit) throw new DomainError('conflict', SANCTIONS_HIT_OPEN, openHitReason(hit));
  }
  payment.approvalStatus = decision;
  payment.approvedBy = em.getReference(UserProfile, actor.userId, { wrapped: true });
  payment.approvedAt = new Date();
  if (!approved) {
    payment.status = 'failed';
    payment.failureReason = `Rejected by ${actor.displayName}: ${reason}`;
  }
  const amount = paymentAmountText(payment);
  return new PaymentEffects(em, payment, actor)
    .timeline(decision, reason)
    .audit(approved ? 'payment.approved' : 'payment.rejected', {
      approvalStatus: { before: 'awaiting', after: decision },
      ...(approved
        ? {}
        : { status: { before: 'pending', after: 'failed' }, reason: { before: null, after: reason } }),
    })
    .activity({
      title: approved ? 'Payment approved' : 'Payment rejected',
      description: approved
        ? `${actor.displayName} approved ${amount} to ${supplierName}.`
        : `${actor.displayName} rejected ${amount} to ${supplierName}: ${reason}`,
      status: approved ? 'pending' : 'failed',
    })
    .notify({
      type: approved ? 'success' : 'alert',
      title: approved ? 'Payment approved' : 'Payment rejected',
      message: approved
        ? `${actor.displayName} approved your payment of ${amount} to ${supplierName}.`
        : `${actor.displayName} rejected your payment of ${amount} to ${supplierName}: ${reason}`,
    })
    .done({ settle: approved });
}

/** Approves a payment awaiting approval; its settlement job is queued with the approval. */
export const approvePayment = (em: EntityManager, actor: PaymentActor, paymentId: string) =>
  decidePayment(em, actor, paymentId, 'approved', null);

/** Rejects a payment awaiting approval: it fails with the reason. */
export const rejectPayment = (em: EntityManager, actor: PaymentActor, paymentId: string, reason: string) =>
  decidePayment(em, actor, paymentId, 'rejected', reason);
