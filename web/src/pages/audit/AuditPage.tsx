import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@tradehub/contract';
import { auditText, type AuditChangeText } from '@tradehub/contract/audit-text';
import { App, Button, Form, Input, Result, Table, type TableColumnsType } from 'antd';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { auditPageQuery } from '../../api/audit/queries';
import { apiGetBlob, sendsAccessToken } from '../../api/client';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageHeader } from '../../components/PageHeader';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useAppLanguage } from '../../i18n/useAppLanguage';
import { auditParams, auditQuery, emptyAuditFilters, type AuditFilters } from './auditLogic';
import './audit.css';

const pageSize = 25;

/**
 * Each changed field in words, its values in the reader's words and formats (the code as the title): the
 * contract's renderer, the one the CSV export writes with, so the page and the file read the same.
 */
function Changes({ changes }: { changes: readonly AuditChangeText[] }) {
  if (changes.length === 0) return <>—</>;
  return (
    <ul className="th-audit__changes">
      {changes.map((change) => (
        <li key={change.field} data-testid="audit-change">
          <strong title={change.field}>{change.label}</strong>: {change.value}
        </li>
      ))}
    </ul>
  );
}

function AuditLog() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  // Every word of an entry, from the contract's one renderer of audit entries, in the viewer's time zone.
  const words = useMemo(() => auditText(language), [language]);
  const { message } = App.useApp();
  const [form] = Form.useForm<AuditFilters>();
  const [filters, setFilters] = useState<AuditFilters>(emptyAuditFilters);
  const [page, setPage] = useState(1);
  // A new filter or page keeps the previous page on screen, dimmed, until its answer.
  const list = useQuery(auditPageQuery(auditParams(filters, { page, pageSize })));
  // The file's words in the language the reader sees the page in, its dates in the reader's time zone.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const exportHref = `/api/audit/export.csv?${auditQuery(filters)}&${new URLSearchParams({ language, timeZone }).toString()}`;

  // With Auth0 a plain link would go without the bearer token: fetch the file instead.
  const exportCsv = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!sendsAccessToken()) return;
    event.preventDefault();
    apiGetBlob(exportHref).then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = 'audit-log.csv';
        link.click();
        URL.revokeObjectURL(url);
      },
      (failure: unknown) => void message.error(apiErrorMessage(failure, t)),
    );
  };

  const columns: TableColumnsType<AuditEntry> = [
    { key: 'at', title: t('audit.columns.when'), render: (_, entry) => words.entry(entry).at },
    {
      key: 'who',
      title: t('audit.columns.who'),
      render: (_, entry) => words.actor(entry.actor),
    },
    {
      key: 'action',
      title: t('audit.columns.action'),
      // The code stays visible: admins filter by it.
      render: (_, entry) => (
        <>
          {words.action(entry.action)}
          <code className="th-audit__code" data-testid="audit-action-code">
            {entry.action}
          </code>
        </>
      ),
    },
    {
      key: 'entity',
      title: t('audit.columns.entity'),
      render: (_, entry) => (
        <>
          <span title={entry.entityType}>{words.entityType(entry.entityType)}</span>{' '}
          <span className="th-audit__id">{entry.entityId}</span>
        </>
      ),
    },
    {
      key: 'changes',
      title: t('audit.columns.changes'),
      render: (_, entry) => <Changes changes={words.changes(entry.changes)} />,
    },
  ];

  return (
    <>
      <Form<AuditFilters>
        form={form}
        layout="inline"
        className="th-audit__filters"
        initialValues={emptyAuditFilters}
        onFinish={(values) => {
          setFilters({ ...emptyAuditFilters, ...values });
          setPage(1);
        }}
        data-testid="audit-filters"
      >
        <Form.Item name="action" label={t('audit.filters.action')}>
          <Input allowClear data-testid="audit-filter-action" />
        </Form.Item>
        <Form.Item name="entityType" label={t('audit.filters.entityType')}>
          <Input allowClear data-testid="audit-filter-entity-type" />
        </Form.Item>
        <Form.Item name="from" label={t('audit.filters.from')}>
          <Input type="date" data-testid="audit-filter-from" />
        </Form.Item>
        <Form.Item name="to" label={t('audit.filters.to')}>
          <Input type="date" data-testid="audit-filter-to" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="audit-filter-apply">
            {t('audit.filters.apply')}
          </Button>
        </Form.Item>
      </Form>
      {list.isError && !list.data ? (
        <Result
          status="error"
          title={<h2 className="th-result-title">{t('audit.loadFailed')}</h2>}
          subTitle={apiErrorMessage(list.error, t)}
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          className="th-audit__table"
          data-testid="audit-table"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isPending || list.isPlaceholderData}
          scroll={{ x: 720 }}
          locale={{ emptyText: t('audit.empty') }}
          onRow={() => ({ 'data-testid': 'audit-row' }) as never}
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      )}
      <p>
        <a href={exportHref} onClick={exportCsv} download="audit-log.csv" data-testid="audit-export">
          <DownloadOutlined aria-hidden="true" /> {t('audit.export')}
        </a>
      </p>
    </>
  );
}

/** /audit: the organisation's audit trail, for members holding 'Audit Logs'. */
export default function AuditPage() {
  const { t } = useTranslation();
  const profile = useSignedInProfile();
  const allowed = profile.permissions.includes('Audit Logs');
  return (
    <div className="th-page-container">
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      {allowed ? (
        <AuditLog />
      ) : (
        <Result
          status="403"
          title={t('audit.forbidden')}
          subTitle={t('audit.forbiddenDetail')}
          data-testid="audit-forbidden"
        />
      )}
    </div>
  );
}
