import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat';
import { groupBySupplier } from './billLogic';
import { BillList, type BillListProps } from './BillList';

/** The "by supplier" view: a section per supplier, headed by its name, bill count and totals. */
export function BillsBySupplier({ bills, ...list }: BillListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (bills.length === 0) return <Empty description={t('payments.bills.empty')} data-testid="bills-empty" />;
  return groupBySupplier(bills).map((group) => (
    <section
      key={group.supplier.id}
      className="th-bills__group"
      aria-label={group.supplier.name}
      data-testid="bill-supplier-group"
      data-supplier={group.supplier.name}
    >
      <h3 className="th-bills__group-title">
        {group.supplier.name}{' '}
        <span className="th-bills__group-total">
          {t('payments.bills.groupTotal', {
            count: group.bills.length,
            total: group.totals.map((total) => format.money(total.amountMinor, total.currency)).join(' · '),
          })}
        </span>
      </h3>
      <BillList bills={group.bills} {...list} />
    </section>
  ));
}
