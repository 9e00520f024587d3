import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillStatus } from '../../../api/bills/queries';

const colors: Record<BillStatus, string> = {
  open: 'blue',
  scheduled: 'gold',
  partly_paid: 'cyan',
  paid: 'green',
  cancelled: 'default',
};

/** A bill's status: open, scheduled (a payment is on its way), partly paid, paid, cancelled. */
export function BillStatusTag({ status }: { status: BillStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-testid="bill-status" data-status={status}>
      {t(`payments.bills.status.${status}`)}
    </Tag>
  );
}
