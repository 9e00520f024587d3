import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchItem } from '../../api/payment-batches/queries';
import { batchPercent } from './batchLogic';

/** A batch's settlement as a bar, with its counts in words (the bar alone says nothing to a screen reader). */
export function BatchProgress({ batch }: { batch: BatchItem }) {
  const { t } = useTranslation();
  const done = batch.progress.settled + batch.progress.failed;
  const status =
    batch.status === 'rejected' || (batch.status === 'completed' && batch.progress.failed > 0)
      ? 'exception'
      : batch.status === 'completed'
        ? 'success'
        : 'active';
  return (
    <div className="th-batches__progress">
      <Progress
        percent={batchPercent(batch)}
        status={batch.status === 'awaiting_approval' ? 'normal' : status}
        aria-label={t('payments.batches.progressLabel', { name: batch.fileName })}
        data-testid="batch-progress"
        data-done={done}
        data-total={batch.rowCount}
      />
      <span className="th-batches__progress-text">
        {t('payments.batches.progressText', {
          done: batch.progress.settled,
          total: batch.rowCount,
          failed: batch.progress.failed,
        })}
      </span>
    </div>
  );
}
