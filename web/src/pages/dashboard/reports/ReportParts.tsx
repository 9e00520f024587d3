import type { Report } from '@tradehub/contract';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { App, Tag } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGetBlob, sendsAccessToken } from '../../../api/client';
import { useSignedInProfile } from '../../../auth/profileContext';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';

const statusColor: Record<Report['status'], string> = {
  queued: 'default',
  running: 'processing',
  completed: 'success',
  failed: 'error',
};

export function ReportStatusTag({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColor[report.status]} data-testid="report-status" data-status={report.status}>
      {report.status === 'running'
        ? t('reports.status.runningPercent', { percent: report.progress })
        : t(`reports.status.${report.status}`)}
    </Tag>
  );
}

function fileName(report: Report, format: 'pdf' | 'xlsx') {
  return `tradehub-risk-report-${report.range}-${report.createdAt.slice(0, 10)}.${format}`;
}

/**
 * 'Download PDF' and 'Download XLSX'. Plain links where the session cookie goes with them; with Auth0's
 * bearer tokens the file is fetched with the token and handed to the browser as a blob.
 */
export function ReportDownloads({ report, testIdPrefix }: { report: Report; testIdPrefix: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSignedInProfile();
  if (!report.files) return null;
  // The gateway serves the files to Financial Reports only (403 otherwise): say so instead of a dead link.
  if (!permissions.includes('Financial Reports'))
    return (
      <span className="th-report-downloads" data-testid={`${testIdPrefix}-download-denied`}>
        {t('reports.downloadNeedsPermission')}
      </span>
    );
  const files = report.files;

  const download = (format: 'pdf' | 'xlsx') => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!sendsAccessToken()) return;
    event.preventDefault();
    apiGetBlob(files[format]).then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName(report, format);
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
      (error: unknown) => void message.error(apiErrorMessage(error, t)),
    );
  };

  return (
    <span className="th-report-downloads">
      <a
        href={files.pdf}
        download={fileName(report, 'pdf')}
        onClick={download('pdf')}
        data-testid={`${testIdPrefix}-download-pdf`}
      >
        <FilePdfOutlined aria-hidden="true" /> {t('reports.downloadPdf')}
      </a>
      <a
        href={files.xlsx}
        download={fileName(report, 'xlsx')}
        onClick={download('xlsx')}
        data-testid={`${testIdPrefix}-download-xlsx`}
      >
        <FileExcelOutlined aria-hidden="true" /> {t('reports.downloadXlsx')}
      </a>
    </span>
  );
}
