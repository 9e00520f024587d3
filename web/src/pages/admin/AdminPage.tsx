import type { ReviewOrganisation } from '@tradehub/contract';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Result, Space, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewsQuery, useApproveOrganisation, type ReviewStatus } from '../../api/admin/queries';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { OrganisationsTable } from './OrganisationsTable';
import { RejectAccountDialog } from './RejectAccountDialog';
import '../dashboard/dashboard.css';

function AccountsTable({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const accounts = useQuery(reviewsQuery(status));
  const approving = useApproveOrganisation();
  const { mutate: approveAccount } = approving;
  const busyId = approving.isPending ? approving.variables.id : undefined;
  const [rejecting, setRejecting] = useState<ReviewOrganisation | undefined>(undefined);

  const columns = useMemo<TableColumnsType<ReviewOrganisation>>(() => {
    const approve = (account: ReviewOrganisation) =>
      approveAccount(account, {
        onSuccess: () => void message.success(t('admin.approved', { name: account.businessName })),
        onError: (error) => void message.error(apiErrorMessage(error, t)),
      });
    const list: TableColumnsType<ReviewOrganisation> = [
      {
        key: 'businessName',
        title: t('admin.columns.businessName'),
        dataIndex: 'businessName',
        render: (name: string) => <strong>{name}</strong>,
      },
      { key: 'email', title: t('admin.columns.email'), dataIndex: 'email' },
      {
        key: 'members',
        title: t('admin.organisations.columns.members'),
        dataIndex: 'memberCount',
        align: 'right',
      },
      {
        key: 'emailVerified',
        title: t('admin.columns.emailVerified'),
        dataIndex: 'emailVerified',
        render: (verified: boolean) =>
          verified ? (
            <Tag color="green" icon={<CheckCircleFilled aria-hidden="true" />}>
              {t('admin.verified')}
            </Tag>
          ) : (
            <Tag icon={<CloseCircleFilled aria-hidden="true" />}>{t('admin.notVerified')}</Tag>
          ),
      },
      {
        key: 'createdAt',
        title: t('admin.columns.signedUp'),
        dataIndex: 'createdAt',
        render: (date: string) => <time dateTime={date}>{format.date(date)}</time>,
      },
    ];
    if (status === 'rejected') {
      list.push({
        key: 'reason',
        title: t('admin.columns.reason'),
        dataIndex: 'rejectionReason',
        render: (reason: string | null) => reason ?? '—',
      });
    }
    list.push({
      key: 'actions',
      title: t('admin.columns.actions'),
      render: (_, account) => (
        <Space wrap>
          <Button
            type="primary"
            size="small"
            disabled={busyId !== undefined}
            loading={busyId === account.id}
            aria-label={t('admin.approveLabel', { name: account.businessName })}
            onClick={() => approve(account)}
          >
            {t('admin.approve')}
          </Button>
          {status === 'pending' && (
            <Button
              danger
              size="small"
              disabled={busyId !== undefined}
              aria-label={t('admin.rejectLabel', { name: account.businessName })}
              onClick={() => setRejecting(account)}
            >
              {t('admin.reject')}
            </Button>
          )}
        </Space>
      ),
    });
    return list;
  }, [t, format, status, busyId, message, approveAccount]);

  const rejected = (account: ReviewOrganisation) => {
    void message.success(t('admin.rejected', { name: account.businessName }));
    setRejecting(undefined);
  };

  if (!accounts.data && !accounts.isError) return <PageLoading label={t('admin.loading')} />;
  if (!accounts.data) {
    return (
      <Result
        status="error"
        title={<h2 className="th-result-title">{t('admin.loadFailed')}</h2>}
        subTitle={apiErrorMessage(accounts.error, t)}
        extra={
          <Button type="primary" onClick={() => void accounts.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (accounts.data.organisations.length === 0) {
    return <Empty description={t(status === 'pending' ? 'admin.emptyPending' : 'admin.emptyRejected')} />;
  }
  return (
    <>
      <Table<ReviewOrganisation>
        rowKey="id"
        columns={columns}
        dataSource={accounts.data.organisations}
        pagination={accounts.data.organisations.length > 20 ? { pageSize: 20 } : false}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
      <RejectAccountDialog
        account={rejecting}
        onCancel={() => setRejecting(undefined)}
        onRejected={rejected}
      />
    </>
  );
}

/**
 * /admin (administrators only): approve or reject the businesses awaiting review, and choose which
 * organisations have unlimited AI questions.
 */
export default function AdminPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <Card className="th-card">
        <Tabs
          destroyOnHidden
          items={[
            { key: 'pending', label: t('admin.tabs.pending'), children: <AccountsTable status="pending" /> },
            {
              key: 'rejected',
              label: t('admin.tabs.rejected'),
              children: <AccountsTable status="rejected" />,
            },
            {
              key: 'organisations',
              label: t('admin.tabs.organisations'),
              children: <OrganisationsTable />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
