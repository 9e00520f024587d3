import type { Loaded, PaymentBatch } from '@tradehub/db';
import type { PaymentBatchItem } from '@tradehub/contract';
import { approversMissing, mayApprovePayment, type ApprovalFacts } from '@tradehub/db/domain';
import type { Viewer } from '../auth/viewer.js';
import { approvingMember, nameOf } from './payment-dto.js';

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
    id: batch.id,
    fileName: batch.fileName,
    status: batch.status,
    rowCount: batch.rowCount,
    totals: batch.totals.map(({ currency, amountMinor }) => ({ currency, amountMinor })),
    baseCurrency: batch.baseCurrency,
    baseTotalMinor: batch.baseTotalMinor,
    approvalsRequired: batch.approvalsRequired,
    approvalReasons: [...batch.approvalReasons] as PaymentBatchItem['approvalReasons'],
    approvalBasis: batch.approvalBasis ?? null,
    approversMissing: approversMissing(facts, approverIds),
    approvals: batch.approvals.map(({ userId, name, at }) => ({ id: userId, name, at })),
    progress: {
      settled: batch.settledCount,
      failed: batch.failedCount,
      pending: Math.max(0, batch.rowCount - batch.settledCount - batch.failedCount),
    },
    canApprove: mayApprovePayment(facts, approvingMember(viewer)),
    createdBy: { id: batch.createdBy.id, name: nameOf(batch.createdBy.$) },
    createdAt: batch.createdAt.toISOString(),
    completedAt: batch.completedAt?.toISOString() ?? null,
    rejectionReason: batch.rejectionReason ?? null,
  };
}
