import type { TFunction } from 'i18next';
import type { BatchItem, BatchValidation } from '../../api/payment-batches/queries';

type Reasons = BatchValidation['approvalReasons'];

/** Why a batch needs approvers, in the reader's words: its total's band, then each risk rule. */
export function batchReasonTexts(reasons: Reasons, totalText: string, t: TFunction): string[] {
  return reasons.map((reason) =>
    reason === 'over_threshold'
      ? t('payments.batches.overThreshold', { total: totalText })
      : t(`payments.approvalReasons.${reason}`),
  );
}

/** Settled or failed rows, as a share of the batch (0–100). */
export const batchPercent = (batch: Pick<BatchItem, 'progress' | 'rowCount'>) =>
  batch.rowCount === 0
    ? 100
    : Math.floor(((batch.progress.settled + batch.progress.failed) * 100) / batch.rowCount);
