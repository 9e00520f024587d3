import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillItem } from '../../../api/bills/queries';
import { useFormat } from '../../../i18n/useFormat';
import { BillActions } from './BillActions';
import { BillDueDate } from './BillDueDate';
import { isOverdue, isPayable } from './billLogic';
import { billRowAttributes } from './billRowAttributes';
import { BillSourceRequest } from './BillSourceRequest';
import { BillStatusTag } from './BillStatusTag';

export interface BillsTableProps {
  bills: BillItem[];
  loading: boolean;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  selectable: boolean;
}

/** Bills as a table, each row with a checkbox to pay it (when the viewer may) and its actions. */
export function BillsTable({ bills, loading, selected, onSelect, selectable }: BillsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumnsType<BillItem> = [
    {
      title: t('payments.bills.columns.reference'),
      key: 'reference',
      render: (_, bill) => (
        <span>
          <strong>{bill.reference}</strong>
          {bill.kind === 'purchase_order' && (
            <span className="th-bills__kind"> · {t('payments.bills.kind.purchase_order')}</span>
          )}
          <BillSourceRequest bill={bill} />
        </span>
      ),
    },
    { title: t('payments.bills.columns.supplier'), key: 'supplier', render: (_, bill) => bill.supplier.name },
    {
      title: t('payments.bills.columns.amount'),
      key: 'amount',
      align: 'right',
      render: (_, bill) => (
        <span data-testid="bill-amount">{format.money(bill.amountMinor, bill.currency)}</span>
      ),
    },
    {
      title: t('payments.bills.columns.open'),
      key: 'open',
      align: 'right',
      render: (_, bill) => format.money(bill.openMinor, bill.currency),
    },
    { title: t('payments.bills.columns.due'), key: 'due', render: (_, bill) => <BillDueDate bill={bill} /> },
    {
      title: t('payments.bills.columns.status'),
      key: 'status',
      render: (_, bill) => <BillStatusTag status={bill.status} />,
    },
    {
      title: t('payments.bills.columns.actions'),
      key: 'actions',
      render: (_, bill) => <BillActions bill={bill} />,
    },
  ];
  return (
    <Table<BillItem>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={bills}
      scroll={{ x: 900 }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: t('payments.bills.empty') }}
      rowClassName={(bill) => (isOverdue(bill) ? 'th-bills__row--overdue' : '')}
      onRow={billRowAttributes}
      rowSelection={
        selectable
          ? {
              // No select-all checkbox: antd measures column widths with a hidden copy of each header, and a
              // checkbox there is focusable inside aria-hidden (axe aria-hidden-focus). Bills are chosen one by one.
              hideSelectAll: true,
              columnTitle: t('payments.bills.selectColumn'),
              selectedRowKeys: [...selected],
              onChange: (keys) => onSelect(keys.map(String)),
              getCheckboxProps: (bill) => ({
                disabled: !isPayable(bill),
                'aria-label': t('payments.bills.selectLabel', { reference: bill.reference }),
              }),
            }
          : undefined
      }
      data-testid="bills-table"
    />
  );
}
