import type { Loaded, PaymentBatch } from '@tradehub/db';
import type { PaymentBatchItem } from '@tradehub/contract';
import { approversMissing, batchFields, mayApprovePayment, type ApprovalFacts } from '@tradehub/db/domain';
import type { Viewer } from '../auth/viewer.js';
import { approvingMember } from './payment-dto.js';

export type LoadedBatch = Loaded<PaymentBatch, 'createdBy'>;
export const BATCH_POPULATE = ['createdBy'] as const;

/** A batch's approval as the approval view reads a payment's: the same rules decide both. */
const approvalFactsOf = (batch: PaymentBatch): ApprovalFacts => ({
  approvalStatus: batch.status === 'awaiting_approval' ? 'awaiting' : batch.status,
  approvalsRequired: batch.approvalsRequired,
  approvals: batch.approvals,
  createdById: batch.createdBy.id,
});

/** The batch as the contract shows it to the viewer (approverIds: the members with Payment Approval). */
export function toBatchItem(
  batch: LoadedBatch,
  viewer: Viewer,
  approverIds: readonly string[],
): PaymentBatchItem {
  const facts = approvalFactsOf(batch);
  return {
    ...batchFields(batch, batch.createdBy.$),
    approversMissing: approversMissing(facts, approverIds),
    canApprove: mayApprovePayment(facts, approvingMember(viewer)),
  };
}
