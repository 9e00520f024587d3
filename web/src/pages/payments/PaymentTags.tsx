import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentItem } from '@tradehub/contract';
import { TransactionStatusTag } from '../dashboard/StatusTags';

/** The payment's status tag (completed green, pending yellow, failed red) and its approval tag when awaiting. */
export function PaymentStatusTags({ payment }: { payment: PaymentItem }) {
  const { t } = useTranslation();
  return (
    <span className="th-payments__tags">
      <TransactionStatusTag status={payment.status} />
      {payment.approvalStatus === 'awaiting' && (
        <Tag color="orange" data-testid="payment-approval-tag">
          {t('payments.approval.awaiting')}
        </Tag>
      )}
      {payment.approvalStatus === 'rejected' && <Tag color="red">{t('payments.approval.rejected')}</Tag>}
    </span>
  );
}
