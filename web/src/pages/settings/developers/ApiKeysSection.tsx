import { Button, Card, Popconfirm, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeysQuery, useRevokeApiKey, type ApiKeyItem } from '../../../api/developers/queries';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

/** API keys: the list (name, prefix, scopes, created by, last used, expiry), create, revoke. */
export function ApiKeysSection() {
  const { t, i18n } = useTranslation();
  const keys = useQuery(apiKeysQuery());
  const revoking = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.resolvedLanguage) : t('developers.never');
  return (
    <Card
      className="th-settings__section"
      title={<h2 className="th-settings__title">{t('developers.keys.title')}</h2>}
      extra={
        <Button type="primary" onClick={() => setCreating(true)} data-testid="developers-key-create">
          {t('developers.keys.create')}
        </Button>
      }
    >
      <p className="th-developers__intro">{t('developers.keys.intro')}</p>
      <Table<ApiKeyItem>
        rowKey="id"
        size="small"
        loading={keys.isLoading}
        dataSource={keys.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t('developers.keys.empty') }}
        data-testid="developers-key-list"
        columns={[
          {
            title: t('developers.keys.name'),
            dataIndex: 'name',
            render: (name: string) => <strong>{name}</strong>,
          },
          {
            title: t('developers.keys.prefix'),
            dataIndex: 'prefix',
            render: (prefix: string) => <code>{prefix}…</code>,
          },
          {
            title: t('developers.keys.scopes'),
            dataIndex: 'scopes',
            render: (scopes: string[]) => scopes.map((scope) => <Tag key={scope}>{scope}</Tag>),
          },
          { title: t('developers.keys.createdBy'), render: (_, key) => key.createdBy.name },
          { title: t('developers.keys.lastUsed'), render: (_, key) => when(key.lastUsedAt) },
          {
            title: t('developers.keys.expires'),
            render: (_, key) =>
              key.expiresAt
                ? new Date(key.expiresAt).toLocaleDateString(i18n.resolvedLanguage)
                : t('developers.keys.noExpiry'),
          },
          {
            title: t('developers.actions'),
            render: (_, key) => (
              <Popconfirm
                title={t('developers.keys.revokeConfirm', { name: key.name })}
                okText={t('developers.keys.revoke')}
                cancelText={t('developers.cancel')}
                okButtonProps={{ danger: true, 'data-testid': 'developers-key-revoke-confirm' } as never}
                onConfirm={() => revoking.mutateAsync(key.id)}
              >
                <Button danger size="small" data-testid={`developers-key-revoke-${key.name}`}>
                  {t('developers.keys.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      {creating && <CreateApiKeyDialog onClose={() => setCreating(false)} />}
    </Card>
  );
}
