import { useQuery } from '@tanstack/react-query';
import type { AdminOrganisation } from '@tradehub/contract';
import { App, Button, Empty, Result, Switch, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { organisationsQuery, useOrganisationsSaving, useSetAiPremium } from '../../api/admin/queries';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';

/** Every organisation, with the administrator's switch for unlimited AI questions. */
export function OrganisationsTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const organisations = useQuery(organisationsQuery());
  const { mutateAsync: changePlan } = useSetAiPremium();
  const busyIds = useOrganisationsSaving();

  const columns = useMemo<TableColumnsType<AdminOrganisation>>(() => {
    // Several switches may be flipped before the first answer: each reports its own outcome (a mutate
    // call's own callbacks would only run for the latest).
    const setPremium = (organisation: AdminOrganisation, aiPremium: boolean) =>
      changePlan({ organisation, aiPremium }).then(
        (answer) => {
          const done = answer.organisation.aiPremium
            ? 'admin.organisations.premiumOn'
            : 'admin.organisations.premiumOff';
          void message.success(t(done, { name: answer.organisation.name }));
        },
        (error: unknown) => void message.error(apiErrorMessage(error, t)),
      );
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
  }, [t, format, busyIds, message, changePlan]);

  if (!organisations.data && !organisations.isError) {
    return <PageLoading label={t('admin.organisations.loading')} />;
  }
  if (!organisations.data) {
    return (
      <Result
        status="error"
        title={<h2 className="th-result-title">{t('admin.organisations.loadFailed')}</h2>}
        subTitle={apiErrorMessage(organisations.error, t)}
        extra={
          <Button type="primary" onClick={() => void organisations.refetch()}>
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
