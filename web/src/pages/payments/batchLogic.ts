import type { TFunction } from 'i18next';
import type { BatchItem, BatchValidation } from '../../api/payment-batches/queries';
import { approvalReasonTexts } from './approvalReasonTexts';

/**
 * Why a batch needs approvers, in the reader's words: its total's band, each risk rule, and the maker's recent
 * payments it was judged with.
 */
export function batchReasonTexts(
  batch: Pick<BatchValidation, 'approvalReasons' | 'approvalBasis' | 'baseCurrency'>,
  totalText: string,
  t: TFunction,
  money: (minor: number, currency: string) => string,
): string[] {
  return approvalReasonTexts(
    {
      reasons: batch.approvalReasons,
      basis: batch.approvalBasis,
      baseCurrency: batch.baseCurrency,
      threshold: totalText,
      overThreshold: t('payments.batches.overThreshold', { total: totalText }),
    },
    t,
    money,
  ).map(({ text }) => text);
}

/** Settled or failed rows, as a share of the batch (0–100). */
export const batchPercent = (batch: Pick<BatchItem, 'progress' | 'rowCount'>) =>
  batch.rowCount === 0
    ? 100
    : Math.floor(((batch.progress.settled + batch.progress.failed) * 100) / batch.rowCount);
