import { useTranslation } from 'react-i18next';
import type { BillItem } from '../../../api/bills/queries';

/** The payment request a bill was recorded from (another organisation's `PR-…`), under its reference. */
export function BillSourceRequest({ bill }: { bill: BillItem }) {
  const { t } = useTranslation();
  if (!bill.paymentRequestReference) return null;
  return (
    <span className="th-bills__source" data-testid="bill-source-request">
      {t('payments.bills.fromPaymentRequest', { reference: bill.paymentRequestReference })}
    </span>
  );
}
