import { Alert, App, Button, Drawer, Empty, Progress, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedInProfile } from '../../../auth/profileContext';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { useFormat } from '../../../i18n/useFormat';
import { ReportDownloads, ReportStatusTag } from './ReportParts';
import { isActive } from '../../../api/reports/reportList';
import type { ReportsState } from './useReports';
import './reports.css';

export interface PastReportsDrawerProps {
  open: boolean;
  onClose: () => void;
  reports: ReportsState;
}

function PastReportsList({ reports }: { reports: ReportsState }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const { readOnly } = useSignedInProfile();

  if (!reports.reports && reports.listLoading) {
    return (
      <div className="th-card-state" role="status">
        <Spin size="small" /> {t('reports.past.loading')}
      </div>
    );
  }
  if (!reports.reports) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('reports.past.loadFailed')}
        description={apiErrorMessage(reports.listError, t)}
        action={
          <Button size="small" onClick={reports.reloadList}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (reports.reports.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.past.empty')} />;
  }
  return (
    <ul className="th-reports">
      {reports.reports.map((report) => (
        <li
          key={report.id}
          className="th-reports__item"
          data-testid="past-report"
          data-report-id={report.id}
          data-status={report.status}
        >
          <div className="th-reports__head">
            <strong>{t(`dashboard.range.long.${report.range}`)}</strong>
            <ReportStatusTag report={report} />
          </div>
          <p className="th-reports__meta">
            {t('reports.past.by', { name: report.createdBy.name })} ·{' '}
            <time dateTime={report.createdAt}>{format.dateTime(report.createdAt)}</time>
          </p>
          {isActive(report) && (
            <Progress
              percent={report.progress}
              size="small"
              status="active"
              aria-label={t('reports.progressLabel')}
            />
          )}
          {report.status === 'failed' && (
            <div className="th-reports__failed">
              <p className="th-reports__error">{report.error ?? t('reports.failedNoReason')}</p>
              {!readOnly && (
                <Button
                  size="small"
                  loading={reports.retryingId === report.id}
                  data-testid="past-report-retry"
                  onClick={() =>
                    void reports
                      .retry(report.id)
                      .catch((error: unknown) => void message.error(apiErrorMessage(error, t)))
                  }
                >
                  {t('common.retry')}
                </Button>
              )}
            </div>
          )}
          {report.status === 'completed' && <ReportDownloads report={report} testIdPrefix="past-report" />}
        </li>
      ))}
    </ul>
  );
}

/** Every risk report the member exported: status, range, who, when, and the downloads. */
export default function PastReportsDrawer({ open, onClose, reports }: PastReportsDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('reports.past.title')}
      placement="right"
      size={440}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      closable={{ 'aria-label': t('reports.past.close') }}
      data-testid="past-reports"
    >
      <PastReportsList reports={reports} />
    </Drawer>
  );
}
