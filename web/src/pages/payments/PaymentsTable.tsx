import { TRANSFER_METHODS, PAYMENT_STATUSES } from '@tradehub/contract/enums';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGetBlob, sendsAccessToken } from '../../api/client';
import type { PaymentItem } from '@tradehub/contract';
import { paymentsListQuery } from '../../api/payments/queries';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { PaymentStatusTags } from './PaymentTags';
import { paymentListParams, paymentsExportUrl, type PaymentFilters } from './paymentLogic';
import { transferMethodName } from '../../i18n/transferMethodName';

/** Recent Transactions: the filtered, paged list; a filter or page change dims the rows shown until it loads. */
export function PaymentsTable({
  filters,
  onFilters,
  page,
  pageSize,
  onPage,
  onView,
}: {
  filters: PaymentFilters;
  onFilters: (filters: PaymentFilters) => void;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  onView: (id: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const exportUrl = paymentsExportUrl(filters);
  const list = useQuery(paymentsListQuery(paymentListParams(filters, page, pageSize)));

  const download = async () => {
    const blob = await apiGetBlob(exportUrl);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'payments.csv';
    link.click();
    URL.revokeObjectURL(url);
  };

  const columns: TableColumnsType<PaymentItem> = [
    { title: t('payments.columns.supplier'), key: 'supplier', render: (_, p) => p.supplier.name },
    {
      title: t('payments.columns.amount'),
      key: 'amount',
      align: 'right',
      render: (_, p) => format.money(p.amountMinor, p.currency),
    },
    {
      title: t('payments.columns.status'),
      key: 'status',
      render: (_, p) => <PaymentStatusTags payment={p} />,
    },
    {
      title: t('payments.columns.date'),
      key: 'date',
      render: (_, p) => <time dateTime={p.date}>{format.date(p.date)}</time>,
    },
    {
      title: t('payments.columns.method'),
      key: 'method',
      render: (_, p) => transferMethodName(p.method, t),
    },
    {
      title: t('payments.columns.actions'),
      key: 'actions',
      render: (_, p) => (
        <Button
          type="link"
          onClick={() => onView(p.id)}
          aria-label={t('payments.viewDetailsLabel', { name: p.supplier.name })}
          data-testid="payment-view-details"
        >
          {t('payments.viewDetails')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      className="th-card"
      title={<h2 className="th-card-title">{t('payments.recentTransactions')}</h2>}
      extra={
        <Button
          icon={<DownloadOutlined aria-hidden="true" />}
          href={exportUrl}
          download="payments.csv"
          onClick={(event) => {
            if (!sendsAccessToken()) return;
            event.preventDefault();
            void download();
          }}
          data-testid="payments-export-csv"
        >
          {t('payments.exportCsv')}
        </Button>
      }
      data-testid="payments-transactions"
    >
      <div className="th-payments__filters">
        <Select
          allowClear
          placeholder={t('payments.filters.allStatuses')}
          aria-label={t('payments.filters.status')}
          value={filters.status}
          onChange={(status) => onFilters({ ...filters, status })}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`transactionStatus.${s}`) }))}
          data-testid="payments-filter-status"
        />
        <Select
          allowClear
          placeholder={t('payments.filters.allMethods')}
          aria-label={t('payments.filters.method')}
          value={filters.method}
          onChange={(method) => onFilters({ ...filters, method })}
          options={TRANSFER_METHODS.map((m) => ({ value: m, label: transferMethodName(m, t) }))}
          data-testid="payments-filter-method"
        />
        <Input.Search
          allowClear
          placeholder={t('payments.filters.search')}
          aria-label={t('payments.filters.search')}
          defaultValue={filters.q}
          onSearch={(q) => onFilters({ ...filters, q })}
          data-testid="payments-search"
        />
      </div>
      {list.isError && list.data && <Alert type="error" showIcon title={apiErrorMessage(list.error, t)} />}
      {list.isError && !list.data ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('payments.loadFailed')}
          description={apiErrorMessage(list.error, t)}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Table<PaymentItem>
          rowKey="id"
          size="middle"
          loading={list.isPending || list.isPlaceholderData}
          columns={columns}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 640 }}
          locale={{ emptyText: t('payments.empty') }}
          onRow={(p) =>
            ({
              'data-testid': 'payment-row',
              'data-status': p.status,
              'data-approval': p.approvalStatus,
              'data-payment-id': p.id,
            }) as HTMLAttributes<HTMLElement>
          }
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            onChange: onPage,
          }}
          data-testid="payments-table"
        />
      )}
    </Card>
  );
}
