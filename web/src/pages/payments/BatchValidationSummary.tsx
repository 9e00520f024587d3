import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchValidation } from '../../api/payment-batches/queries';
import { useFormat } from '../../i18n/useFormat';
import { batchReasonTexts } from './batchLogic';

/** What a checked batch file would make: a copy of an earlier batch, its valid rows, totals and approvers. */
export function BatchValidationSummary({ answer }: { answer: BatchValidation }) {
  const { t } = useTranslation();
  const format = useFormat();
  const baseTotal = format.money(answer.baseTotalMinor, answer.baseCurrency);
  const reasons = batchReasonTexts(answer, baseTotal, t, format.money);
  return (
    <div className="th-batches__summary" data-testid="batch-summary">
      {answer.duplicateOf && (
        <Alert
          type="error"
          showIcon
          data-testid="batch-duplicate"
          title={t('payments.batches.duplicate', {
            name: answer.duplicateOf.fileName,
            date: format.date(answer.duplicateOf.createdAt),
          })}
        />
      )}
      <p className="th-batches__counts" data-testid="batch-counts">
        <strong>{t('payments.batches.summary', { valid: answer.validCount, total: answer.rowCount })}</strong>
        {answer.invalidCount > 0 && (
          <span className="th-batches__invalid">
            {' '}
            · {t('payments.batches.invalidRows', { count: answer.invalidCount })}
          </span>
        )}
      </p>
      {answer.totals.length > 0 && (
        <p>
          {t('payments.batches.totals')}:{' '}
          <span data-testid="batch-totals">
            {answer.totals.map((total) => format.money(total.amountMinor, total.currency)).join(' · ')}
          </span>{' '}
          ({t('payments.batches.baseTotal', { base: answer.baseCurrency })}: {baseTotal})
        </p>
      )}
      <div data-testid="batch-approvers" data-count={answer.approvalsRequired}>
        {t('payments.batches.approvers', { count: answer.approvalsRequired })}
        {reasons.length > 0 && (
          <ul className="th-payments__reasons">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
        {answer.approversMissing > 0 && (
          <p className="th-payments__hint">
            {t('payments.batches.approversMissing', { count: answer.approversMissing })}
          </p>
        )}
      </div>
    </div>
  );
}
