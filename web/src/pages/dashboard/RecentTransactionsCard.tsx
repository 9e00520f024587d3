import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useFormat';
import { TransactionStatusTag } from './StatusTags';
import type { PaymentMethod, Transaction } from './types';

const methodKey = {
  'Bank Transfer': 'bankTransfer',
  'Wire Transfer': 'wireTransfer',
  ACH: 'ach',
} as const satisfies Record<PaymentMethod, string>;

export function RecentTransactionsCard({ transactions }: { transactions: Transaction[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo<TableColumnsType<Transaction>>(
    () => [
      { key: 'supplier', title: t('dashboard.transactions.columns.supplier'), dataIndex: 'supplierName' },
      {
        key: 'amount',
        title: t('dashboard.transactions.columns.amount'),
        align: 'right',
        className: 'th-numeric',
        render: (_, transaction) => format.money(transaction.amountMinor, transaction.currency),
      },
      {
        key: 'status',
        title: t('dashboard.transactions.columns.status'),
        dataIndex: 'status',
        render: (status: Transaction['status']) => <TransactionStatusTag status={status} />,
      },
      {
        key: 'date',
        title: t('dashboard.transactions.columns.date'),
        dataIndex: 'date',
        render: (date: string) => <time dateTime={date}>{format.date(date)}</time>,
      },
      {
        key: 'method',
        title: t('dashboard.transactions.columns.method'),
        dataIndex: 'method',
        render: (method: PaymentMethod) => t(`paymentMethod.${methodKey[method]}`),
      },
    ],
    [t, format],
  );

  return (
    <Card
      title={<h2 className="th-card-title">{t('dashboard.transactions.title')}</h2>}
      className="th-card th-card--table"
    >
      {transactions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.transactions.empty')} />
      ) : (
        <Table<Transaction>
          rowKey="id"
          columns={columns}
          dataSource={transactions}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="middle"
        />
      )}
    </Card>
  );
}
