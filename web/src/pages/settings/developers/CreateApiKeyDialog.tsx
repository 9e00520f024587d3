import {
  API_SCOPE_AREAS,
  READ_ONLY_SCOPE_AREAS,
  type ApiScope,
  type ApiScopeArea,
} from '@tradehub/contract/constants';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateApiKey, type NewApiKeyBody } from '../../../api/developers/queries';
import { showApiError } from '../../formErrors';
import { formLevelError } from '../../formLevelError';
import { SecretOnce } from './SecretOnce';

type Access = 'none' | 'read' | 'write';
interface KeyValues {
  name: string;
  expiresOn?: string;
  access: Record<ApiScopeArea, Access>;
}
const fields = ['name', 'scopes', 'expiresOn'] as const;

/** The scopes the per-area choices give: read, or write (which includes read). */
export const scopesOf = (access: Record<ApiScopeArea, Access>): ApiScope[] =>
  API_SCOPE_AREAS.flatMap((area) => (access[area] === 'none' ? [] : [`${area}:${access[area]}` as ApiScope]));

/** Create API key: a name, read or read-write per area, an optional last day; then the secret, once. */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<KeyValues>();
  const creating = useCreateApiKey();
  const [secret, setSecret] = useState<string | null>(null);
  const [noScope, setNoScope] = useState(false);
  const error = formLevelError(creating.error, fields, t);
  const submit = (values: KeyValues) => {
    const scopes = scopesOf(values.access);
    setNoScope(scopes.length === 0);
    if (scopes.length === 0) return;
    creating.mutate(
      {
        name: values.name.trim(),
        scopes: scopes as NewApiKeyBody['scopes'],
        expiresOn: values.expiresOn || null,
      },
      {
        onSuccess: (answer) => setSecret(answer.secret),
        onError: (failure) => showApiError(form, failure, t, fields),
      },
    );
  };
  const levelOptions = (area: ApiScopeArea) =>
    (['none', 'read', 'write'] as const)
      .filter((level) => level !== 'write' || !READ_ONLY_SCOPE_AREAS.includes(area))
      .map((level) => ({ value: level, label: t(`developers.keys.levels.${level}`) }));
  return (
    <Modal
      open
      title={t('developers.keys.create')}
      okText={secret ? t('developers.done') : t('developers.keys.createSubmit')}
      cancelButtonProps={secret ? { style: { display: 'none' } } : undefined}
      confirmLoading={creating.isPending}
      onCancel={onClose}
      onOk={() => (secret ? onClose() : form.submit())}
      okButtonProps={{ 'data-testid': secret ? 'developers-key-done' : 'developers-key-submit' } as never}
      destroyOnHidden
    >
      {secret ? (
        <SecretOnce secret={secret} testId="developers-key-secret" />
      ) : (
        <Form<KeyValues>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{
            name: '',
            access: Object.fromEntries(API_SCOPE_AREAS.map((area) => [area, 'none'])) as Record<
              ApiScopeArea,
              Access
            >,
          }}
        >
          {error && <Alert type="error" showIcon title={error} className="th-developers__alert" />}
          {noScope && (
            <Alert
              type="error"
              showIcon
              title={t('developers.keys.noScope')}
              className="th-developers__alert"
            />
          )}
          <Form.Item
            name="name"
            label={t('developers.keys.name')}
            rules={[{ required: true, whitespace: true, message: t('developers.validation.required') }]}
          >
            <Input maxLength={100} data-testid="developers-key-name" />
          </Form.Item>
          <div className="th-developers__scopes">
            {API_SCOPE_AREAS.map((area) => (
              <Form.Item key={area} name={['access', area]} label={t(`developers.areas.${area}`)}>
                <Select options={levelOptions(area)} data-testid={`developers-key-scope-${area}`} />
              </Form.Item>
            ))}
          </div>
          <Form.Item
            name="expiresOn"
            label={t('developers.keys.expiresOn')}
            extra={t('developers.keys.expiresHint')}
          >
            <Input type="date" data-testid="developers-key-expires" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
