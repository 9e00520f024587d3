import type { AdminOrganisation, AdminOrganisationsResponse } from '@tradehub/contract';
import { App, Button, Empty, Result, Switch, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import type { AdminOrganisationResponse } from '../../api/types';
import { PageLoading } from '../../components/PageLoading';
import { useRefreshableGet } from '../../hooks/useRefreshableGet';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';

const organisationsPath = '/api/admin/organisations';

/** Every organisation, with the administrator's switch for unlimited AI questions. */
export function OrganisationsTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const organisations = useRefreshableGet<AdminOrganisationsResponse>(organisationsPath);
  const { setData, reload } = organisations;
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const columns = useMemo<TableColumnsType<AdminOrganisation>>(() => {
    const setPremium = async (organisation: AdminOrganisation, aiPremium: boolean) => {
      setBusyIds((ids) => new Set(ids).add(organisation.id));
      try {
        const answer = await api.patch<AdminOrganisationResponse>(
          `${organisationsPath}/${encodeURIComponent(organisation.id)}`,
          { aiPremium },
        );
        setData(
          (current) =>
            current && {
              organisations: current.organisations.map((item) =>
                item.id === answer.organisation.id ? answer.organisation : item,
              ),
            },
        );
        const done = answer.organisation.aiPremium
          ? 'admin.organisations.premiumOn'
          : 'admin.organisations.premiumOff';
        void message.success(t(done, { name: answer.organisation.name }));
      } catch (error) {
        void message.error(apiErrorMessage(error, t));
      } finally {
        setBusyIds((ids) => {
          const next = new Set(ids);
          next.delete(organisation.id);
          return next;
        });
      }
    };
    return [
      {
        key: 'name',
        title: t('admin.organisations.columns.name'),
        dataIndex: 'name',
        render: (name: string) => <strong>{name}</strong>,
      },
      {
        key: 'memberCount',
        title: t('admin.organisations.columns.members'),
        dataIndex: 'memberCount',
        align: 'right',
        render: (count: number) => format.number(count),
      },
      {
        key: 'createdAt',
        title: t('admin.organisations.columns.created'),
        dataIndex: 'createdAt',
        render: (date: string) => <time dateTime={date}>{format.date(date)}</time>,
      },
      {
        key: 'aiPremium',
        title: t('admin.organisations.columns.premium'),
        render: (_, organisation) => (
          <Switch
            checked={organisation.aiPremium}
            loading={busyIds.has(organisation.id)}
            disabled={busyIds.has(organisation.id)}
            aria-label={t('admin.organisations.premiumLabel', { name: organisation.name })}
            data-testid={`organisation-premium-${organisation.id}`}
            onChange={(checked) => void setPremium(organisation, checked)}
          />
        ),
      },
    ];
  }, [t, format, busyIds, message, setData]);

  if (!organisations.data && organisations.loading) {
    return <PageLoading label={t('admin.organisations.loading')} />;
  }
  if (!organisations.data) {
    return (
      <Result
        status="error"
        title={<h2 className="th-result-title">{t('admin.organisations.loadFailed')}</h2>}
        subTitle={apiErrorMessage(organisations.error, t)}
        extra={
          <Button type="primary" onClick={() => void reload()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (organisations.data.organisations.length === 0) {
    return <Empty description={t('admin.organisations.empty')} />;
  }
  return (
    <Table<AdminOrganisation>
      rowKey="id"
      columns={columns}
      dataSource={organisations.data.organisations}
      pagination={organisations.data.organisations.length > 20 ? { pageSize: 20 } : false}
      scroll={{ x: 'max-content' }}
      size="middle"
    />
  );
}
