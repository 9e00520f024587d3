import { FileTextOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../../../app/lazyWithPreload';
import { useSignedInProfile } from '../../../auth/profileContext';
import type { DashboardRange } from '../risk/dashboardRange';
import type { PastReportsDrawerProps } from './PastReportsDrawer';
import { isActive } from '../../../api/reports/reportList';
import type { ReportsState } from './useReports';
import { ExplainedDisabledButton } from '../../../components/ExplainedDisabledButton';

const PastReportsDrawer = lazyWithPreload<PastReportsDrawerProps>(() => import('./PastReportsDrawer'));
const preloadDrawer = () => void PastReportsDrawer.preload().catch(() => undefined);

/** 'Export Risk Report' (spec section 2) for the selected range, and the way in to past reports. */
export function ReportActions({ reports, range }: { reports: ReportsState; range: DashboardRange }) {
  const { t } = useTranslation();
  const { readOnly } = useSignedInProfile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const busy = reports.starting || (reports.current !== undefined && isActive(reports.current));

  const exportButton = readOnly ? (
    <ExplainedDisabledButton
      reason={t('reports.readOnly')}
      type="primary"
      icon={<FileTextOutlined aria-hidden="true" />}
      data-testid="export-report"
    >
      {t('reports.export')}
    </ExplainedDisabledButton>
  ) : (
    <Button
      type="primary"
      icon={<FileTextOutlined aria-hidden="true" />}
      loading={busy}
      onClick={() => reports.start(range)}
      data-testid="export-report"
    >
      {t('reports.export')}
    </Button>
  );

  return (
    <>
      {exportButton}
      <Button
        icon={<HistoryOutlined aria-hidden="true" />}
        onClick={() => {
          setDrawerLoaded(true);
          setDrawerOpen(true);
        }}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        data-testid="past-reports-button"
      >
        {t('reports.past.button')}
      </Button>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <PastReportsDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} reports={reports} />
        </Suspense>
      )}
    </>
  );
}
