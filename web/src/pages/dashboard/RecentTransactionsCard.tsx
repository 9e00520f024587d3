import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { transferMethodName } from '../../i18n/transferMethodName';
import { useFormat } from '../../i18n/useFormat';
import { TransactionStatusTag } from './StatusTags';
import type { TransferMethod, Transaction } from './types';

interface RecentTransactionsCardProps {
  transactions: Transaction[];
  /** The card's heading; 'Recent transactions' unless given. */
  title?: string;
  /** The heading's level: h2 on the dashboard. */
  headingLevel?: 'h2' | 'h3';
}

export function RecentTransactionsCard({
  transactions,
  title,
  headingLevel = 'h2',
}: RecentTransactionsCardProps) {
  const Heading = headingLevel;
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
        render: (method: TransferMethod) => transferMethodName(method, t),
      },
    ],
    [t, format],
  );

  return (
    <Card
      title={<Heading className="th-card-title">{title ?? t('dashboard.transactions.title')}</Heading>}
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
