import { Button, Table, Tag, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  useResendDelivery,
  webhookDeliveriesQuery,
  type WebhookDeliveryItem,
} from '../../../api/developers/queries';

const STATUS_COLOURS: Record<WebhookDeliveryItem['status'], string> = {
  pending: 'default',
  retrying: 'orange',
  delivered: 'green',
  failed: 'red',
};

/** One endpoint's delivery log, newest first; each attempt arrives live (`developers:changed`). */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t, i18n } = useTranslation();
  const deliveries = useQuery(webhookDeliveriesQuery(endpointId));
  const resending = useResendDelivery();
  return (
    <Table<WebhookDeliveryItem>
      rowKey="id"
      size="small"
      loading={deliveries.isLoading}
      dataSource={deliveries.data?.items ?? []}
      pagination={false}
      locale={{ emptyText: t('developers.log.empty') }}
      data-testid={`developers-log-${endpointId}`}
      columns={[
        {
          title: t('developers.log.when'),
          render: (_, delivery) => new Date(delivery.createdAt).toLocaleString(i18n.resolvedLanguage),
        },
        {
          title: t('developers.log.event'),
          dataIndex: 'eventType',
          render: (type: string) => <code>{type}</code>,
        },
        {
          title: t('developers.log.status'),
          render: (_, delivery) => (
            <Tag color={STATUS_COLOURS[delivery.status]} data-testid="developers-log-status">
              {t(`developers.log.statuses.${delivery.status}`)}
            </Tag>
          ),
        },
        { title: t('developers.log.attempts'), dataIndex: 'attempts' },
        {
          title: t('developers.log.latency'),
          render: (_, delivery) =>
            delivery.latencyMs === null ? '—' : t('developers.log.ms', { ms: delivery.latencyMs }),
        },
        {
          title: t('developers.log.response'),
          render: (_, delivery) => (
            <Tooltip title={delivery.responseBody ?? delivery.error ?? undefined}>
              <span>{delivery.responseStatus ?? (delivery.error ? t('developers.log.noAnswer') : '—')}</span>
            </Tooltip>
          ),
        },
        {
          title: t('developers.actions'),
          render: (_, delivery) => (
            <Button
              size="small"
              disabled={delivery.status === 'pending'}
              onClick={() => resending.mutate({ endpointId, deliveryId: delivery.id })}
            >
              {t('developers.log.resend')}
            </Button>
          ),
        },
      ]}
    />
  );
}
