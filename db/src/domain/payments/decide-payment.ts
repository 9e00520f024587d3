import { LockMode, Payment, Supplier, UserProfile, type EntityManager } from '../../index.js';
import { refreshBillsOfPayments } from '../bills/bill-payments.js';
import { DomainError, domainNotFound } from '../errors.js';
import { findOpenScreeningHit, openHitReason, SANCTIONS_HIT_OPEN } from '../suppliers/open-hit.js';
import { assertPayeeScreened } from '../suppliers/rescreen-before-payment.js';
import { assertMayDecide } from './decision-rules.js';
import { PaymentEffects, paymentAmountText, type PaymentChange } from './effects.js';
import { recordPaymentWebhook } from './payment-webhooks.js';
import type { SeatActor } from '../actor.js';

export const PAYMENT_IN_BATCH = 'payment_in_batch';

/** Approvals a payment awaiting approval needs in all (rows from before the policies needed one). */
export const approvalsNeeded = (payment: Pick<Payment, 'approvalsRequired'>) =>
  Math.max(1, payment.approvalsRequired);

/**
 * A decision on a payment awaiting approval, under a row lock, by a member with 'Payment Approval' who did
 * not make it: its maker never counts as an approver. An approval is recorded; the payment is approved (and
 * its settlement queued) once it has as many approvals as its policy asked for, from different members.
 * Approving waits until the supplier's sanctions matches are reviewed; rejecting fails it with the reason.
 */
async function decidePayment(
  em: EntityManager,
  actor: SeatActor,
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
  if (payment.batch)
    throw new DomainError(
      'conflict',
      PAYMENT_IN_BATCH,
      'This payment is a row of a batch: approve or reject the batch as a whole.',
    );
  const supplier = await em.findOneOrFail(Supplier, payment.supplier.id);
  const supplierName = supplier.name;
  assertMayDecide(
    actor,
    {
      kind: 'payment',
      createdById: payment.createdBy.id,
      status: payment.approvalStatus,
      awaiting: payment.approvalStatus === 'awaiting',
      approvals: payment.approvals,
    },
    decision,
  );
  const approved = decision === 'approved';
  // Rejecting stays possible; approving waits until the supplier is screened and its matches reviewed.
  if (approved) {
    const hit = await findOpenScreeningHit(em, payment.supplier.id);
    if (hit) throw new DomainError('conflict', SANCTIONS_HIT_OPEN, openHitReason(hit));
    // Screened again meanwhile (the lists changed), or never (older rows, queued now): approved once the
    // result is in.
    await assertPayeeScreened(em, supplier);
  }
  const amount = paymentAmountText(payment);
  const now = new Date();
  if (approved) {
    payment.approvals = [
      ...payment.approvals,
      { userId: actor.userId, name: actor.displayName, at: now.toISOString() },
    ];
    const needed = approvalsNeeded(payment);
    if (payment.approvals.length < needed) return partialApproval(em, actor, payment, supplierName, needed);
  }
  payment.approvalStatus = decision;
  payment.approvedBy = em.getReference(UserProfile, actor.userId, { wrapped: true });
  payment.approvedAt = now;
  if (!approved) {
    payment.status = 'failed';
    payment.failureReason = `Rejected by ${actor.displayName}: ${reason}`;
  }
  const change = new PaymentEffects(em, payment, actor)
    .timeline(decision, reason)
    .audit(approved ? 'payment.approved' : 'payment.rejected', {
      approvalStatus: { before: 'awaiting', after: decision },
      ...(approved
        ? { approvals: { before: payment.approvals.length - 1, after: payment.approvals.length } }
        : { status: { before: 'pending', after: 'failed' }, reason: { before: null, after: reason } }),
    })
    .announce({
      title: approved ? 'Payment approved' : 'Payment rejected',
      messageKey: approved ? 'paymentApproved' : 'paymentRejected',
      params: { ...newsParams(actor, payment, supplierName), ...(approved ? {} : { reason: reason ?? '' }) },
      activity: {
        description: approved
          ? `${actor.displayName} approved ${amount} to ${supplierName}.`
          : `${actor.displayName} rejected ${amount} to ${supplierName}: ${reason}`,
        status: approved ? 'pending' : 'failed',
      },
      notice: {
        type: approved ? 'success' : 'alert',
        message: approved
          ? `${actor.displayName} approved your payment of ${amount} to ${supplierName}.`
          : `${actor.displayName} rejected your payment of ${amount} to ${supplierName}: ${reason}`,
      },
    })
    .done({ settle: approved });
  // A rejected payment pays nothing: what it was to pay of its bills is open again.
  if (!approved) await refreshBillsOfPayments(em, [payment.id], actor);
  await recordPaymentWebhook(em, payment, approved ? 'payment.approved' : 'payment.rejected');
  return change;
}

/** What every decision's activity and notification name: who decided, what amount, to whom. */
const newsParams = (actor: SeatActor, payment: Payment, supplierName: string) => ({
  by: actor.displayName,
  amountMinor: payment.amountMinor,
  currency: payment.currency,
  supplier: supplierName,
});

/** A first approval of a payment that needs two: recorded, still awaiting the second, nothing settles. */
function partialApproval(
  em: EntityManager,
  actor: SeatActor,
  payment: Payment,
  supplierName: string,
  needed: number,
): PaymentChange {
  const given = payment.approvals.length;
  const amount = paymentAmountText(payment);
  return new PaymentEffects(em, payment, actor)
    .timeline('approval_added', `${given} of ${needed} approvals`, {
      key: 'approvalAdded',
      params: { given, needed },
    })
    .audit('payment.approval_added', { approvals: { before: given - 1, after: given } })
    .announce({
      title: 'Payment approval added',
      messageKey: 'paymentApprovalAdded',
      params: { ...newsParams(actor, payment, supplierName), given, needed },
      activity: {
        description: `${actor.displayName} approved ${amount} to ${supplierName} (${given} of ${needed}); it needs another approver.`,
        status: 'pending',
      },
      notice: {
        type: 'info',
        message: `${actor.displayName} approved your payment of ${amount} to ${supplierName} (${given} of ${needed} approvals).`,
      },
    })
    .done();
}

/** Approves a payment awaiting approval; once its approvals are complete its settlement job is queued. */
export const approvePayment = (em: EntityManager, actor: SeatActor, paymentId: string) =>
  decidePayment(em, actor, paymentId, 'approved', null);

/** Rejects a payment awaiting approval: it fails with the reason. */
export const rejectPayment = (em: EntityManager, actor: SeatActor, paymentId: string, reason: string) =>
  decidePayment(em, actor, paymentId, 'rejected', reason);
