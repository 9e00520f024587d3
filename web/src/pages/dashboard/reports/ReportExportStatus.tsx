import { CloseOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Progress, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedInProfile } from '../../../auth/profileContext';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import type { DashboardRange } from '../risk/dashboardRange';
import { ReportDownloads } from './ReportParts';
import { isActive } from '../../../api/reports/reportList';
import type { ReportsState } from './useReports';

/**
 * The export started on this page: a progress bar while it is queued or running, the PDF and XLSX
 * downloads once completed, the error and a Retry button if it failed.
 */
export function ReportExportStatus({ reports, range }: { reports: ReportsState; range: DashboardRange }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { readOnly } = useSignedInProfile();
  const { current, starting, startError } = reports;
  if (!current && !starting && startError === undefined) return null;

  const close = (
    <Button
      type="text"
      size="small"
      icon={<CloseOutlined aria-hidden="true" />}
      aria-label={t('reports.dismiss')}
      onClick={reports.dismiss}
      data-testid="report-dismiss"
    />
  );

  let body;
  if (startError !== undefined && !current) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reports.startFailed')}
        description={apiErrorMessage(startError, t)}
        action={
          !readOnly && (
            <Button size="small" onClick={() => reports.start(range)} loading={starting}>
              {t('common.retry')}
            </Button>
          )
        }
      />
    );
  } else if (!current) {
    body = (
      <div className="th-card-state" role="status">
        <Spin size="small" /> {t('reports.starting')}
      </div>
    );
  } else if (current.status === 'failed') {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reports.failed')}
        description={<span data-testid="report-error">{current.error ?? t('reports.failedNoReason')}</span>}
        action={
          !readOnly && (
            <Button
              size="small"
              loading={reports.retryingId === current.id}
              data-testid="report-retry"
              onClick={() =>
                void reports
                  .retry(current.id)
                  .catch((error: unknown) => void message.error(apiErrorMessage(error, t)))
              }
            >
              {t('common.retry')}
            </Button>
          )
        }
      />
    );
  } else {
    const active = isActive(current);
    body = (
      <>
        <Progress
          percent={current.status === 'completed' ? 100 : current.progress}
          status={active ? 'active' : 'success'}
          aria-label={t('reports.progressLabel')}
          data-testid="report-progress"
        />
        <p className="th-report-status__text" role="status">
          {active ? t(`reports.status.${current.status}`) : t('reports.ready')}
        </p>
        {current.status === 'completed' && <ReportDownloads report={current} testIdPrefix="report" />}
      </>
    );
  }

  const finished = !starting && (!current || !isActive(current));
  return (
    <Card
      size="small"
      className="th-report-status"
      data-testid="report-export"
      data-status={current?.status ?? (starting ? 'starting' : 'error')}
      title={
        <h2 className="th-card-title">
          {t('reports.exportTitle', { period: t(`dashboard.range.long.${current?.range ?? range}`) })}
        </h2>
      }
      extra={finished && close}
    >
      {body}
    </Card>
  );
}
