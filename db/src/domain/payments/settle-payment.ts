// The settlement's steps, each a command over the transaction's EntityManager that changes the payment by a
// conditional update (so of two runs of the job only one records each step) and answers null when the
// payment was not in the state the step needs. The workers' payments processor calls them in order.
import { Payment, type EntityManager } from '../../index.js';
import { findOpenScreeningHit, openHitParams, openHitReason } from '../suppliers/open-hit.js';
import { raiseAreaEvent } from '../area-events.js';
import { refreshBillsOfPayments } from '../bills/bill-payments.js';
import { PaymentEffects, paymentAmountText, type PaymentChange } from './effects.js';
import { recordPaymentWebhook } from './payment-webhooks.js';

/** The approval states from which a payment may be settled. */
export const SETTLEABLE_APPROVALS = ['not_required', 'approved'] as const;

/**
 * What the rail answered for a submitted payment. A failure's `reason` is the rail's own words; `reasonCode`,
 * when the rail's answer is one TradeHub knows, says it in the reader's language.
 */
export type PaymentOutcome =
  { status: 'completed' } | { status: 'failed'; reason: string; reasonCode?: PaymentFailureCode };

/** The rail answers TradeHub knows (the web's `messageCodes.reason`). */
export type PaymentFailureCode = 'sandbox_declined';

/** The payment with its supplier, read afresh (the conditional updates bypass the identity map). */
export const loadPaymentForSettlement = (em: EntityManager, paymentId: string) =>
  em.findOne(Payment, { id: paymentId }, { populate: ['supplier'], refresh: true });

/**
 * Fails an unsubmitted payment whose supplier has an open sanctions match (one found after the payment was
 * approved): it never reaches the rail. Failed rather than held, so the creator sees why at once and pays
 * again once the match is reviewed. Null when there is no open match or the payment moved on.
 */
export async function failPaymentOnOpenHit(
  em: EntityManager,
  paymentId: string,
  supplierId: string,
): Promise<PaymentChange | null> {
  const hit = await findOpenScreeningHit(em, supplierId);
  if (!hit) return null;
  const failureReason = `Not sent. ${openHitReason(hit)}`;
  const affected = await em.nativeUpdate(
    Payment,
    { id: paymentId, status: 'pending', settledAt: null, submittedAt: null },
    { status: 'failed', settledAt: new Date(), failureReason },
  );
  if (affected !== 1) return null;
  const payment = (await loadPaymentForSettlement(em, paymentId))!;
  const amount = paymentAmountText(payment);
  const supplierName = payment.supplier.$.name;
  const change = new PaymentEffects(em, payment, null)
    .timeline('failed', failureReason, { key: 'screeningBlocked', params: openHitParams(hit) })
    .audit('payment.failed', {
      status: { before: 'pending', after: 'failed' },
      failureReason: { before: null, after: failureReason },
    })
    .activity({
      title: 'Payment failed',
      description: `${amount} to ${supplierName} was not sent: its supplier has an open sanctions screening hit.`,
      messageKey: 'paymentBlockedByScreening',
      params: { amountMinor: payment.amountMinor, currency: payment.currency, supplier: supplierName },
      status: 'failed',
    })
    .notify({
      type: 'alert',
      title: 'Payment failed',
      message: `Your payment of ${amount} to ${supplierName} was not sent: ${failureReason}`,
      messageKey: 'paymentBlockedByScreening',
      params: { amountMinor: payment.amountMinor, currency: payment.currency, supplier: supplierName },
    })
    .done();
  await recordPaymentWebhook(em, payment, 'payment.failed');
  await raiseSettled(em, payment, 'failed');
  await refreshBillsOfPayments(em, [paymentId], null);
  return change;
}

/**
 * Tells the areas that follow a payment's settlement, in its transaction: a row of a batch also counts on its
 * batch (pushing its progress, completing it with its last row), which batches do on 'payment.settled'.
 */
const raiseSettled = (em: EntityManager, payment: Payment, outcome: 'completed' | 'failed') =>
  raiseAreaEvent(em, 'payment.settled', {
    paymentId: payment.id,
    batchId: payment.batch?.id ?? null,
    outcome,
  });

/**
 * Claims a pending, settleable, unsubmitted payment for the rail (submittedAt) and records 'submitted'.
 * Null when it was claimed already (or is no longer settleable).
 */
export async function submitPayment(em: EntityManager, paymentId: string): Promise<PaymentChange | null> {
  const affected = await em.nativeUpdate(
    Payment,
    {
      id: paymentId,
      status: 'pending',
      settledAt: null,
      submittedAt: null,
      approvalStatus: { $in: [...SETTLEABLE_APPROVALS] },
    },
    { submittedAt: new Date() },
  );
  if (affected !== 1) return null;
  const payment = (await loadPaymentForSettlement(em, paymentId))!;
  return new PaymentEffects(em, payment, null)
    .timeline('submitted', 'Submitted to the sandbox rail.', { key: 'submitted', params: {} })
    .activity({
      title: 'Payment submitted',
      description: `${paymentAmountText(payment)} to ${payment.supplier.$.name} was submitted to the bank.`,
      messageKey: 'paymentSubmitted',
      params: {
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        supplier: payment.supplier.$.name,
      },
      status: 'pending',
    })
    .audit('payment.submitted', {
      submittedAt: { before: null, after: payment.submittedAt?.toISOString() ?? null },
    })
    .done();
}

/**
 * Records the rail's answer for a submitted payment: completed, or failed with the rail's reason. Null when
 * another run recorded it already (the row lock of the update makes a concurrent run wait, then skip).
 */
export async function settlePayment(
  em: EntityManager,
  paymentId: string,
  outcome: PaymentOutcome,
): Promise<PaymentChange | null> {
  const completed = outcome.status === 'completed';
  const failureReason = outcome.status === 'failed' ? outcome.reason : null;
  const reasonCode = outcome.status === 'failed' ? outcome.reasonCode : undefined;
  const affected = await em.nativeUpdate(
    Payment,
    { id: paymentId, status: 'pending', settledAt: null, submittedAt: { $ne: null } },
    { status: outcome.status, settledAt: new Date(), failureReason },
  );
  if (affected !== 1) return null;
  const payment = (await loadPaymentForSettlement(em, paymentId))!;
  const amount = paymentAmountText(payment);
  const supplierName = payment.supplier.$.name;
  const change = new PaymentEffects(em, payment, null)
    .timeline(
      outcome.status,
      completed ? 'Settled by the sandbox bank.' : failureReason,
      completed
        ? { key: 'settled', params: {} }
        : reasonCode === 'sandbox_declined'
          ? { key: 'railDeclined', params: {} }
          : undefined,
    )
    .audit(completed ? 'payment.completed' : 'payment.failed', {
      status: { before: 'pending', after: outcome.status },
    })
    .activity({
      title: completed ? 'Payment completed' : 'Payment failed',
      description: completed
        ? `${amount} to ${supplierName} was paid.`
        : `${amount} to ${supplierName} failed: ${failureReason}`,
      messageKey: completed ? 'paymentCompleted' : 'paymentFailed',
      params: {
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        supplier: supplierName,
        ...(completed ? {} : { reason: failureReason ?? '', ...(reasonCode ? { reasonCode } : {}) }),
      },
      status: outcome.status,
    })
    .notify({
      type: completed ? 'success' : 'alert',
      title: completed ? 'Payment completed' : 'Payment failed',
      message: completed
        ? `Your payment of ${amount} to ${supplierName} was completed.`
        : `Your payment of ${amount} to ${supplierName} failed: ${failureReason}`,
      messageKey: completed ? 'paymentCompleted' : 'paymentFailed',
      params: {
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        supplier: supplierName,
        ...(completed ? {} : { reason: failureReason ?? '', ...(reasonCode ? { reasonCode } : {}) }),
      },
    })
    .done();
  await recordPaymentWebhook(em, payment, completed ? 'payment.completed' : 'payment.failed');
  await raiseSettled(em, payment, outcome.status);
  // What it paid of its bills is settled now, or (failed) open again.
  await refreshBillsOfPayments(em, [paymentId], null);
  return change;
}
