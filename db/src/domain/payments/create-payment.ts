import type { TransferMethod } from '@tradehub/contract';
import { randomUUID } from 'node:crypto';
import type { PaymentQuote } from '@tradehub/contract';
import { Payment, type EntityManager } from '../../index.js';
import {
  lockBillsToPay,
  recordBillAllocations,
  refreshBillsOfPayments,
  type BillAllocation,
} from '../bills/bill-payments.js';
import { askApproversToApprove } from '../policies/ask-approvers.js';
import { confirmRecentPayments } from '../policies/recent-payments.js';
import { approvalBasisText } from './approval-basis-text.js';
import { PaymentEffects, paymentAmountText, type PaymentChange } from './effects.js';
import { recordPaymentWebhook } from './payment-webhooks.js';
import type { SeatActor } from '../actor.js';

export interface NewPayment {
  supplier: { id: string; name: string };
  /**
   * The quote the payment is made on (see the gateway's quotePayment), its approvals as the bands and risk
   * rules ask for this payment alone: what the maker's recent payments add is judged here, under the maker's
   * lock (policies/recent-payments), so a quote taken a moment earlier cannot let two payments through at once.
   */
  quote: Pick<
    PaymentQuote,
    'amountMinor' | 'fxRate' | 'baseAmountMinor' | 'feeMinor' | 'approvalsRequired' | 'approvalReasons'
  > &
    Partial<Pick<PaymentQuote, 'notedReasons'>>;
  currency: string;
  method: TransferMethod;
  reference: string | null;
  /** YYYY-MM-DD. */
  valueDate: string;
  /** Unique across organisations (scope it by the organisation). */
  idempotencyKey: string;
  /** The bills it pays (same supplier and currency), each fully or partly. */
  bills?: readonly BillAllocation[];
}

/**
 * Send Payment: a pending payment in the actor's organisation. Awaiting approval when the quote (the
 * organisation's policies, see policies/payment-approval) asks for approvers, who are notified; else its
 * settlement job is queued with it. Risk rules that matched but were not enforced are on its timeline.
 */
export async function createPayment(
  em: EntityManager,
  actor: SeatActor,
  input: NewPayment,
): Promise<PaymentChange> {
  const { quote, supplier } = input;
  // The bills first, under their row locks, so two payments cannot both pay what is left of one.
  const allocations = input.bills ?? [];
  await lockBillsToPay(
    em,
    actor.organisationId,
    { supplierId: supplier.id, currency: input.currency, amountMinor: quote.amountMinor },
    allocations,
  );
  const approval = await confirmRecentPayments(em, {
    organisationId: actor.organisationId,
    makerId: actor.userId,
    base: { approvalsRequired: quote.approvalsRequired, approvalReasons: [...quote.approvalReasons] },
    paidNow: [
      { supplierId: supplier.id, supplierName: supplier.name, baseAmountMinor: quote.baseAmountMinor },
    ],
  });
  const awaiting = approval.approvalsRequired > 0;
  const payment = em.create(Payment, {
    id: randomUUID(),
    organisation: actor.organisationId,
    createdBy: actor.userId,
    supplier: supplier.id,
    amountMinor: quote.amountMinor,
    currency: input.currency,
    status: 'pending',
    type: 'payment',
    method: input.method,
    reference: input.reference,
    date: new Date(`${input.valueDate}T00:00:00.000Z`),
    approvalStatus: awaiting ? 'awaiting' : 'not_required',
    approvalReasons: approval.approvalReasons,
    approvalBasis: approval.approvalBasis,
    approvalsRequired: approval.approvalsRequired,
    approvals: [],
    feeMinor: quote.feeMinor,
    fxRate: quote.fxRate,
    baseAmountMinor: quote.baseAmountMinor,
    idempotencyKey: input.idempotencyKey,
    events: [],
  });
  const amount = paymentAmountText(payment);
  const reasons = approval.approvalReasons.join(', ');
  const basis = approval.approvalBasis
    ? approvalBasisText(approval.approvalBasis, approval.baseCurrency)
    : '';
  const effects = new PaymentEffects(em, payment, actor)
    .timeline('created', `${amount}, ${input.method}`, {
      key: 'paymentCreated',
      params: { amountMinor: quote.amountMinor, currency: payment.currency, method: input.method },
    })
    .audit('payment.created', {
      status: { before: null, after: 'pending' },
      approvalStatus: { before: null, after: payment.approvalStatus },
      approvalsRequired: { before: null, after: payment.approvalsRequired },
      amountMinor: { before: null, after: payment.amountMinor },
      currency: { before: null, after: payment.currency },
    });
  if (awaiting) {
    const recent = approval.approvalBasis?.recentToSupplier;
    const daily = approval.approvalBasis?.dailyLimit;
    effects.timeline(
      'approval_requested',
      [
        reasons,
        ...(payment.approvalsRequired > 1 ? [`${payment.approvalsRequired} approvers`] : []),
        ...(basis ? [basis] : []),
      ].join('; '),
      {
        key: 'approvalRequested',
        params: {
          approvalReasonCodeList: approval.approvalReasons.join(','),
          approvers: payment.approvalsRequired,
          recentCount: recent?.count,
          recentSupplier: recent?.supplierName,
          recentTotalMinor: recent?.totalMinor,
          dailyUsedMinor: daily?.usedMinor,
          dailyLimitMinor: daily?.limitMinor,
          currency: recent || daily ? approval.baseCurrency : undefined,
        },
      },
    );
  }
  const noted = quote.notedReasons ?? [];
  if (noted.length > 0)
    effects.timeline('risk_noted', `${noted.join(', ')}: no other member can approve yet`, {
      key: 'riskNoted',
      params: { approvalReasonCodeList: noted.join(',') },
    });
  effects.activity({
    title: awaiting ? 'Payment awaiting approval' : 'Payment created',
    description: awaiting
      ? `${actor.displayName} created a payment of ${amount} to ${supplier.name}; it needs approval (${reasons}).`
      : `${actor.displayName} sent ${amount} to ${supplier.name}.`,
    messageKey: awaiting ? 'paymentAwaitingApproval' : 'paymentCreated',
    params: {
      by: actor.displayName,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      supplier: supplier.name,
    },
    status: 'pending',
  });
  if (awaiting)
    await askApproversToApprove(em, effects, actor, {
      title: 'Payment awaiting approval',
      message: `${actor.displayName} asks you to approve ${amount} to ${supplier.name}.`,
      messageKey: 'paymentAwaitingApproval',
      params: {
        by: actor.displayName,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        supplier: supplier.name,
      },
    });
  const change = effects.done({ settle: !awaiting });
  if (allocations.length > 0) {
    recordBillAllocations(em, payment.id, allocations);
    await refreshBillsOfPayments(em, [payment.id], actor);
  }
  await recordPaymentWebhook(em, payment, 'payment.created');
  if (awaiting) await recordPaymentWebhook(em, payment, 'payment.in_approval');
  return change;
}
