import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@tradehub/contract/constants';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateWebhookEndpoint } from '../../../api/developers/queries';
import { showApiError } from '../../formErrors';
import { formLevelError } from '../../formLevelError';
import { SecretOnce } from './SecretOnce';

interface EndpointValues {
  url: string;
  description?: string;
  eventTypes: WebhookEventType[];
}
const fields = ['url', 'description', 'eventTypes'] as const;

/** Add endpoint: its https URL and the events it wants; then its signing secret, once. */
export function AddEndpointDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EndpointValues>();
  const creating = useCreateWebhookEndpoint();
  const [secret, setSecret] = useState<string | null>(null);
  const error = formLevelError(creating.error, fields, t);
  const submit = (values: EndpointValues) =>
    creating.mutate(
      {
        url: values.url.trim(),
        description: values.description?.trim() || null,
        eventTypes: values.eventTypes,
      },
      {
        onSuccess: (answer) => setSecret(answer.secret),
        onError: (failure) => showApiError(form, failure, t, fields),
      },
    );
  return (
    <Modal
      open
      width={640}
      title={t('developers.webhooks.add')}
      okText={secret ? t('developers.done') : t('developers.webhooks.addSubmit')}
      cancelButtonProps={secret ? { style: { display: 'none' } } : undefined}
      confirmLoading={creating.isPending}
      onCancel={onClose}
      onOk={() => (secret ? onClose() : form.submit())}
      okButtonProps={
        { 'data-testid': secret ? 'developers-endpoint-done' : 'developers-endpoint-submit' } as never
      }
      destroyOnHidden
    >
      {secret ? (
        <>
          <SecretOnce secret={secret} testId="developers-endpoint-secret" />
          <p>{t('developers.webhooks.verifyHint')}</p>
        </>
      ) : (
        <Form<EndpointValues>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ url: '', eventTypes: [] }}
        >
          {error && <Alert type="error" showIcon title={error} className="th-developers__alert" />}
          <Form.Item
            name="url"
            label={t('developers.webhooks.url')}
            extra={t('developers.webhooks.urlHint')}
            rules={[{ required: true, whitespace: true, message: t('developers.validation.required') }]}
          >
            <Input
              placeholder="https://example.com/webhooks/tradehub"
              data-testid="developers-endpoint-url"
            />
          </Form.Item>
          <Form.Item name="description" label={t('developers.webhooks.description')}>
            <Input maxLength={200} data-testid="developers-endpoint-description" />
          </Form.Item>
          <Form.Item
            name="eventTypes"
            label={t('developers.webhooks.events')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('developers.webhooks.eventsRequired') },
            ]}
          >
            <Checkbox.Group
              className="th-developers__events"
              options={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: <code>{type}</code> }))}
              data-testid="developers-endpoint-events"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
