// What the API and the webhooks say about a payment alike, whoever is looking: one builder, so a field
// added or reworded changes both (the viewer's own fields, such as canApprove, are the gateway's).
import type { PaymentItem } from '@tradehub/contract';
import type { Payment, UserProfile } from '../../index.js';
import { personName } from '../accounts/person-name.js';

export type PaymentFields = Pick<
  PaymentItem,
  | 'id'
  | 'amountMinor'
  | 'currency'
  | 'status'
  | 'approvalStatus'
  | 'approvalReasons'
  | 'method'
  | 'reference'
  | 'date'
  | 'feeMinor'
  | 'fxRate'
  | 'baseAmountMinor'
  | 'approvalsRequired'
  | 'failureReason'
  | 'createdBy'
>;

/** The payment's own fields, its maker (`creator`, loaded by the caller) named by the one rule. */
export function paymentFields(payment: Payment, creator: UserProfile): PaymentFields {
  return {
    id: payment.id,
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
    approvalsRequired: payment.approvalsRequired,
    failureReason: payment.failureReason ?? null,
    createdBy: { id: creator.id, name: personName(creator) },
  };
}
