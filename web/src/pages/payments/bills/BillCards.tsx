import { Checkbox, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillItem } from '../../../api/bills/queries';
import { useFormat } from '../../../i18n/useFormat';
import { BillActions } from './BillActions';
import { BillDueDate } from './BillDueDate';
import { isPayable } from './billLogic';
import { billRowAttributes } from './billRowAttributes';
import { BillSourceRequest } from './BillSourceRequest';
import { BillStatusTag } from './BillStatusTag';

export interface BillCardsProps {
  bills: BillItem[];
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  selectable: boolean;
}

/** On a phone: a card per bill, its checkbox, figures and actions stacked. */
export function BillCards({ bills, selected, onSelect, selectable }: BillCardsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (bills.length === 0) return <Empty description={t('payments.bills.empty')} />;
  return (
    <ul className="th-bills__cards">
      {bills.map((bill) => (
        <li key={bill.id} className="th-bills__card" {...billRowAttributes(bill)}>
          <div className="th-bills__card-head">
            {selectable && (
              <Checkbox
                checked={selected.includes(bill.id)}
                disabled={!isPayable(bill)}
                onChange={(event) =>
                  onSelect(
                    event.target.checked ? [...selected, bill.id] : selected.filter((id) => id !== bill.id),
                  )
                }
                aria-label={t('payments.bills.selectLabel', { reference: bill.reference })}
              />
            )}
            <strong>{bill.reference}</strong>
            <BillStatusTag status={bill.status} />
          </div>
          <BillSourceRequest bill={bill} />
          <div>{bill.supplier.name}</div>
          <div className="th-bills__card-figures">
            <span data-testid="bill-amount">{format.money(bill.amountMinor, bill.currency)}</span>
            <BillDueDate bill={bill} />
          </div>
          {bill.openMinor !== bill.amountMinor && bill.status !== 'cancelled' && (
            <div>
              {t('payments.bills.columns.open')}: {format.money(bill.openMinor, bill.currency)}
            </div>
          )}
          <BillActions bill={bill} />
        </li>
      ))}
    </ul>
  );
}
