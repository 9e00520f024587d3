import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentRequestsQuery, type PaymentRequestItem } from '../../api/payments/queries';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { useCopyLink } from './useCopyLink';

const STATUS_COLORS = { open: 'blue', paid: 'green', cancelled: 'default' } as const;

/**
 * The organisation's payment requests (Request Payment), newest first, with their share links. Live: a
 * request paid by its payer (`payment-request:changed`) turns Paid here without a reload.
 */
export function PaymentRequestsCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const copy = useCopyLink();
  const requests = useQuery(paymentRequestsQuery());

  const body = requests.isError ? (
    <p role="alert">
      {t('payments.requests.loadFailed')}: {apiErrorMessage(requests.error, t)}{' '}
      <Button size="small" onClick={() => void requests.refetch()}>
        {t('common.retry')}
      </Button>
    </p>
  ) : (
    <Table<PaymentRequestItem>
      rowKey="id"
      size="small"
      loading={requests.isPending}
      dataSource={requests.data?.requests ?? []}
      pagination={{ pageSize: 5, hideOnSinglePage: true }}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('payments.requests.empty') }}
      onRow={(request) =>
        ({
          'data-testid': 'payment-request-row',
          'data-reference': request.reference,
          'data-status': request.status,
        }) as HTMLAttributes<HTMLElement>
      }
      columns={[
        {
          key: 'reference',
          title: t('payments.requests.columns.reference'),
          render: (_, request) => <code>{request.reference}</code>,
        },
        {
          key: 'payer',
          title: t('payments.requests.columns.payer'),
          render: (_, request) => (
            <>
              <div>{request.payerName}</div>
              <div className="th-payments__hint">{request.payerEmail}</div>
            </>
          ),
        },
        {
          key: 'amount',
          title: t('payments.requests.columns.amount'),
          align: 'right',
          render: (_, request) => (
            <span data-testid="payment-request-amount">
              {format.money(request.amountMinor, request.currency)}
            </span>
          ),
        },
        {
          key: 'dueDate',
          title: t('payments.requests.columns.dueDate'),
          render: (_, request) =>
            request.dueDate ? (
              <time dateTime={request.dueDate}>{format.date(request.dueDate, { timeZone: 'UTC' })}</time>
            ) : (
              t('payments.requests.noDueDate')
            ),
        },
        {
          key: 'status',
          title: t('payments.requests.columns.status'),
          render: (_, request) => (
            <Tag color={STATUS_COLORS[request.status]} data-testid="payment-request-status">
              {t(`payments.requests.status.${request.status}`)}
            </Tag>
          ),
        },
        {
          key: 'created',
          title: t('payments.requests.columns.created'),
          render: (_, request) => format.date(request.createdAt),
        },
        {
          key: 'link',
          title: t('payments.requests.columns.link'),
          render: (_, request) => (
            <Button
              size="small"
              icon={<CopyOutlined aria-hidden="true" />}
              onClick={() => void copy(request.shareUrl)}
              aria-label={t('payments.requests.copyLabel', { reference: request.reference })}
              data-testid="payment-request-row-copy"
            >
              {t('payments.request.copy')}
            </Button>
          ),
        },
      ]}
    />
  );

  return (
    <Card
      className="th-card"
      title={<h2 className="th-card-title">{t('payments.requests.title')}</h2>}
      data-testid="payment-requests-card"
    >
      {body}
    </Card>
  );
}
