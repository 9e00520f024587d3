// What the API and the webhooks say about a batch alike, whoever is looking (the viewer's own fields,
// approversMissing and canApprove, are the gateway's).
import type { WebhookBatch } from '@tradehub/contract';
import type { PaymentBatch, UserProfile } from '../../index.js';
import { personName } from '../accounts/person-name.js';

/** The batch's own fields, its maker (`creator`, loaded by the caller) named by the one rule. */
export function batchFields(batch: PaymentBatch, creator: UserProfile): WebhookBatch {
  return {
    id: batch.id,
    fileName: batch.fileName,
    status: batch.status,
    rowCount: batch.rowCount,
    totals: batch.totals.map(({ currency, amountMinor }) => ({ currency, amountMinor })),
    baseCurrency: batch.baseCurrency,
    baseTotalMinor: batch.baseTotalMinor,
    approvalsRequired: batch.approvalsRequired,
    approvalReasons: [...batch.approvalReasons] as WebhookBatch['approvalReasons'],
    approvalBasis: batch.approvalBasis ?? null,
    approvals: batch.approvals.map(({ userId, name, at }) => ({ id: userId, name, at })),
    progress: {
      settled: batch.settledCount,
      failed: batch.failedCount,
      pending: Math.max(0, batch.rowCount - batch.settledCount - batch.failedCount),
    },
    createdBy: { id: creator.id, name: personName(creator) },
    createdAt: batch.createdAt.toISOString(),
    completedAt: batch.completedAt?.toISOString() ?? null,
    rejectionReason: batch.rejectionReason ?? null,
  };
}
