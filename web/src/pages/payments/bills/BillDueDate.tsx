import { useTranslation } from 'react-i18next';
import type { BillItem } from '../../../api/bills/queries';
import { useFormat } from '../../../i18n/useFormat';
import { daysUntil } from './billLogic';

/** A bill's due date and, while it is still open, how many days are left or overdue. */
export function BillDueDate({ bill }: { bill: BillItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const days = daysUntil(bill.dueDate);
  const open = bill.status !== 'paid' && bill.status !== 'cancelled';
  return (
    <span className="th-bills__due">
      <time dateTime={bill.dueDate}>{format.date(bill.dueDate)}</time>
      {open && (
        <span className={days < 0 ? 'th-bills__overdue' : 'th-bills__days'} data-testid="bill-due-in">
          {days < 0
            ? t('payments.bills.overdueBy', { count: -days })
            : days === 0
              ? t('payments.bills.dueToday')
              : t('payments.bills.dueIn', { count: days })}
        </span>
      )}
    </span>
  );
}
