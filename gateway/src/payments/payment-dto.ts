import type { Loaded, Payment } from '@tradehub/db';
import type { PaymentItem } from '@tradehub/contract';
import type { Viewer } from '../auth/viewer.js';

import {
  approversMissing,
  mayApprovePayment,
  paymentFields,
  personName,
  type ApprovalFacts,
} from '@tradehub/db/domain';

export type LoadedPayment = Loaded<Payment, 'supplier' | 'createdBy' | 'approvedBy'>;
export const PAYMENT_POPULATE = ['supplier', 'createdBy', 'approvedBy'] as const;

/** The approval facts of a loaded payment, as the domain's approval view reads them. */
export const approvalFactsOf = (payment: Payment): ApprovalFacts => ({
  approvalStatus: payment.approvalStatus,
  approvalsRequired: payment.approvalsRequired,
  approvals: payment.approvals,
  createdById: payment.createdBy.id,
});

/** A timeline entry as the contract shows it (entries written before message keys have none). */
export const paymentEventItem = (entry: Payment['events'][number]): PaymentItem['events'][number] => ({
  at: entry.at,
  event: entry.event,
  by: entry.by,
  note: entry.note,
  messageKey: entry.messageKey ?? null,
  params: entry.params ?? null,
});

/** The viewer as the approval view's member. */
export const approvingMember = (viewer: Viewer) => ({
  userId: viewer.userId,
  permissions: viewer.profile.permissions,
});

/**
 * The payment as the contract shows it to the viewer. `approverIds`: the organisation's members with
 * Payment Approval (domain loadPolicyTeam), to tell when nobody is left who could approve it.
 */
export function toPaymentItem(
  payment: LoadedPayment,
  viewer: Viewer,
  approverIds: readonly string[],
): PaymentItem {
  const approvedBy = payment.approvedBy?.$;
  const facts = approvalFactsOf(payment);
  return {
    ...paymentFields(payment, payment.createdBy.$),
    supplier: {
      id: payment.supplier.id,
      name: payment.supplier.$.name,
      screeningStatus: payment.supplier.$.screeningStatus,
    },
    approvalBasis: payment.approvalBasis ?? null,
    approvals: payment.approvals.map(({ userId, name, at }) => ({ id: userId, name, at })),
    approversMissing: approversMissing(facts, approverIds),
    approvedBy: approvedBy ? { id: approvedBy.id, name: personName(approvedBy) } : null,
    events: payment.events.map(paymentEventItem),
    canApprove: mayApprovePayment(facts, approvingMember(viewer)),
  };
}
