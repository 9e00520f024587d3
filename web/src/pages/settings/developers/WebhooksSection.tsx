import { Alert, Button, Card, Collapse, Modal, Popconfirm, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhookEndpoint,
  webhookEndpointsQuery,
  type WebhookEndpointItem,
} from '../../../api/developers/queries';
import { AddEndpointDialog } from './AddEndpointDialog';
import { DeliveryLog } from './DeliveryLog';
import { SecretOnce } from './SecretOnce';

function EndpointActions({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpointItem;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const testing = useSendTestEvent();
  const rotating = useRotateWebhookSecret();
  const updating = useUpdateWebhookEndpoint();
  const removing = useDeleteWebhookEndpoint();
  return (
    <Space wrap onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        loading={testing.isPending}
        disabled={!endpoint.enabled}
        onClick={() => testing.mutate(endpoint.id)}
        data-testid="developers-endpoint-test"
      >
        {t('developers.webhooks.sendTest')}
      </Button>
      <Popconfirm
        title={t('developers.webhooks.rotateConfirm')}
        okText={t('developers.webhooks.rotate')}
        cancelText={t('developers.cancel')}
        onConfirm={() => rotating.mutateAsync(endpoint.id).then((answer) => onSecret(answer.secret))}
      >
        <Button size="small">{t('developers.webhooks.rotate')}</Button>
      </Popconfirm>
      <Button
        size="small"
        loading={updating.isPending}
        onClick={() => updating.mutate({ endpointId: endpoint.id, changes: { enabled: !endpoint.enabled } })}
      >
        {endpoint.enabled ? t('developers.webhooks.disable') : t('developers.webhooks.enable')}
      </Button>
      <Popconfirm
        title={t('developers.webhooks.deleteConfirm')}
        okText={t('developers.webhooks.delete')}
        cancelText={t('developers.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => removing.mutateAsync(endpoint.id)}
      >
        <Button size="small" danger>
          {t('developers.webhooks.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** Webhook endpoints: add, send a test event, rotate the secret, turn off or on, remove; each with its log. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const endpoints = useQuery(webhookEndpointsQuery());
  const [adding, setAdding] = useState(false);
  const [rotatedSecret, setRotatedSecret] = useState<string | null>(null);
  // Every endpoint's log open unless closed by hand (a new endpoint opens with its log showing).
  const [closed, setClosed] = useState<string[]>([]);
  const items = endpoints.data?.items ?? [];
  const ids = items.map((endpoint) => endpoint.id);
  return (
    <Card
      className="th-settings__section"
      title={<h2 className="th-settings__title">{t('developers.webhooks.title')}</h2>}
      extra={
        <Button type="primary" onClick={() => setAdding(true)} data-testid="developers-endpoint-add">
          {t('developers.webhooks.add')}
        </Button>
      }
    >
      <p className="th-developers__intro">{t('developers.webhooks.intro')}</p>
      {items.length === 0 && !endpoints.isLoading && <p>{t('developers.webhooks.empty')}</p>}
      <Collapse
        activeKey={ids.filter((id) => !closed.includes(id))}
        onChange={(open) => setClosed(ids.filter((id) => !([open].flat() as string[]).includes(id)))}
        data-testid="developers-endpoint-list"
        items={items.map((endpoint) => ({
          key: endpoint.id,
          label: (
            <span className="th-developers__endpoint">
              <code>{endpoint.url}</code>{' '}
              <Tag color={endpoint.enabled ? 'green' : 'red'}>
                {endpoint.enabled ? t('developers.webhooks.enabled') : t('developers.webhooks.disabled')}
              </Tag>
            </span>
          ),
          extra: <EndpointActions endpoint={endpoint} onSecret={setRotatedSecret} />,
          children: (
            <>
              {endpoint.disabledReason && (
                <Alert
                  type="error"
                  showIcon
                  title={endpoint.disabledReason}
                  className="th-developers__alert"
                />
              )}
              <p>
                {t('developers.webhooks.events')}:{' '}
                {endpoint.eventTypes.map((type) => (
                  <Tag key={type}>{type}</Tag>
                ))}
              </p>
              <DeliveryLog endpointId={endpoint.id} />
            </>
          ),
        }))}
      />
      {adding && <AddEndpointDialog onClose={() => setAdding(false)} />}
      {rotatedSecret && (
        <Modal
          open
          title={t('developers.webhooks.rotated')}
          onOk={() => setRotatedSecret(null)}
          onCancel={() => setRotatedSecret(null)}
          cancelButtonProps={{ style: { display: 'none' } }}
          okText={t('developers.done')}
        >
          <SecretOnce secret={rotatedSecret} testId="developers-rotated-secret" />
          <p>{t('developers.webhooks.graceHint')}</p>
        </Modal>
      )}
    </Card>
  );
}
