import type { Loaded, Payment } from '@tradehub/db';
import type { PaymentItem } from '@tradehub/contract';
import type { Viewer } from '../auth/viewer.js';

import { PAYMENT_APPROVAL } from '@tradehub/db/domain';

export { PAYMENT_APPROVAL };

export type LoadedPayment = Loaded<Payment, 'supplier' | 'createdBy' | 'approvedBy'>;
export const PAYMENT_POPULATE = ['supplier', 'createdBy', 'approvedBy'] as const;

/** How a person is named on a payment: their full name, else the business name. */
export const nameOf = (user: { fullName?: string | null; businessName: string }) =>
  user.fullName ?? user.businessName;

/**
 * The approval rule, on the two facts it needs (so a loaded entity and a raw SQL row share it): the
 * viewer has the permission, did not create the payment, and it is awaiting approval.
 */
export function isApprovableBy(
  viewer: Viewer,
  approvalStatus: Payment['approvalStatus'],
  createdById: string,
): boolean {
  return (
    approvalStatus === 'awaiting' &&
    createdById !== viewer.userId &&
    viewer.profile.permissions.includes(PAYMENT_APPROVAL)
  );
}

/** Whether the viewer may approve the payment now: permission, not its creator, awaiting approval. */
export function canApprove(viewer: Viewer, payment: Payment): boolean {
  return isApprovableBy(viewer, payment.approvalStatus, payment.createdBy.id);
}

export function toPaymentItem(payment: LoadedPayment, viewer: Viewer): PaymentItem {
  const approvedBy = payment.approvedBy?.$;
  return {
    id: payment.id,
    supplier: {
      id: payment.supplier.id,
      name: payment.supplier.$.name,
      screeningStatus: payment.supplier.$.screeningStatus,
    },
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    status: payment.status,
    approvalStatus: payment.approvalStatus,
    approvalReasons: [...payment.approvalReasons],
    method: payment.method,
    reference: payment.reference ?? null,
    date: payment.date.toISOString(),
    feeMinor: payment.feeMinor ?? null,
    fxRate: payment.fxRate === null || payment.fxRate === undefined ? null : Number(payment.fxRate),
    baseAmountMinor: payment.baseAmountMinor ?? null,
    createdBy: { id: payment.createdBy.id, name: nameOf(payment.createdBy.$) },
    approvedBy: approvedBy ? { id: approvedBy.id, name: nameOf(approvedBy) } : null,
    failureReason: payment.failureReason ?? null,
    events: payment.events.map((entry) => ({ ...entry })),
    canApprove: canApprove(viewer, payment),
  };
}
