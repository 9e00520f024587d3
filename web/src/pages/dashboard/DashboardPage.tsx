import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Result, Row } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { dashboardQuery, newestCachedDashboard } from '../../api/dashboard/queries';
import { exposureReportQuery } from '../../api/fx/queries';
import { withLiveExposure } from './liveExposure';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { useAfterFirstPaint } from '../../hooks/useAfterFirstPaint';
import { useWorkspace } from '../../workspace/workspaceContext';
import { preloadCharts } from './charts/ChartFrame';
import { ReportActions } from './reports/ReportActions';
import { ReportExportStatus } from './reports/ReportExportStatus';
import { useReports } from './reports/useReports';
import { rangeFromSearch, searchWithRange, type DashboardRange } from './risk/dashboardRange';
import { RangeSelector } from './risk/RangeSelector';
import { RiskTiles } from './risk/RiskTiles';
import type { DashboardCardsProps } from './DashboardCards';
import { Windowed } from './Windowed';
import './dashboard.css';

// The cards below the tiles are a chunk of their own (with the charts' wrappers, tables, rate history and
// alerts), asked for once the tiles are on screen, so that neither its download nor its evaluation comes
// before their first paint.
const DashboardCards = lazy(() => import('./DashboardCards'));

/**
 * The cards below the tiles, once the tiles have painted. The tiles and the window line above them (the
 * largest text on screen, the page's LCP element) commit on their own; the cards follow in the next task.
 * Committed together, the tiles' first paint waited for every card's components and antd styles, and for
 * the charts' chunk, which React fetched and evaluated in the middle of that render (a Chromium trace of
 * the load, BENCH_CDP_TRACE in loadtests/README.md).
 */
function CardsAfterTiles(props: DashboardCardsProps) {
  const { t } = useTranslation();
  const tilesPainted = useAfterFirstPaint();
  // The charts' chunk is asked for beside the cards' (which rendering them asks for), and only now: asked for
  // as the tiles committed, they could arrive and be evaluated (echarts alone ~200 ms) before the tiles'
  // paint (bench:web counted 56 scripts fetched before the tiles then, 47 now).
  useEffect(() => {
    if (tilesPainted) preloadCharts();
  }, [tilesPainted]);
  if (!tilesPainted) return null;
  return (
    <Suspense
      fallback={
        <Col span={24}>
          <PageLoading label={t('dashboard.loading')} />
        </Col>
      }
    >
      <DashboardCards {...props} />
    </Suspense>
  );
}

/**
 * `/` when signed in: the organisation's risk dashboard for a time range kept in the URL (`?range=30d`):
 * risk tiles, FX exposure with its currency impact, payments and exposure charts, risk metrics, report
 * export; and the live widgets: rates, alerts, activity. Suppliers come from the workspace overview.
 * Every figure is a cached query that the realtime bridge refreshes when an event says it moved.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const profile = useSignedInProfile();
  const overview = useWorkspace();
  const [searchParams, setSearchParams] = useSearchParams();
  const range = rangeFromSearch(searchParams);
  const queryClient = useQueryClient();
  const dashboard = useQuery(dashboardQuery(range));
  // The FX figures follow the one exposure report, revalued on every tick (the same entry FX Management reads).
  const liveExposure = useQuery(exposureReportQuery());
  const reports = useReports();
  const retryDashboard = () => void dashboard.refetch();

  // A new history entry per choice, so back and forward step through the ranges. Applied at once rather than
  // as a transition: live rate ticks would keep interrupting the whole page's re-render, and the new figures
  // (asked for by the route's loader) would wait behind it.
  const selectRange = (next: DashboardRange) =>
    setSearchParams(searchWithRange(searchParams, next), { flushSync: true });

  // A range that failed to load leaves the last figures shown on screen, under a warning.
  const answered = dashboard.data ?? (dashboard.isError ? newestCachedDashboard(queryClient) : undefined);
  const data = answered && withLiveExposure(answered, liveExposure.data);
  if (overview.status === 'loading' || (!data && dashboard.isPending)) {
    return <PageLoading label={t('dashboard.loading')} />;
  }

  if (overview.status === 'error' || !data) {
    const error = overview.status === 'error' ? overview.error : dashboard.error;
    return (
      <Result
        status="error"
        title={<h1 className="th-result-title">{t('dashboard.loadFailed')}</h1>}
        subTitle={apiErrorMessage(error, t)}
        extra={
          <Button
            type="primary"
            onClick={() => {
              if (overview.status === 'error') overview.retry();
              if (dashboard.isError) retryDashboard();
            }}
          >
            {t('common.retry')}
          </Button>
        }
        data-testid="dashboard-error"
      />
    );
  }

  const { organisation } = overview.data;
  // Another range's figures (or a retry after a failure) are on their way: what is shown is dimmed.
  const updating = dashboard.isPlaceholderData || (dashboard.isError && dashboard.isFetching);
  const shownRange = data.range;

  return (
    <div className="th-dashboard" data-testid="dashboard" data-range={shownRange}>
      <PageHeader
        title={organisation.name}
        subtitle={t(profile.demoMode ? 'dashboard.subtitleDemo' : 'dashboard.subtitle')}
        actions={<ReportActions reports={reports} range={range} />}
      />
      <div className="th-dashboard__toolbar">
        <RangeSelector value={range} onChange={selectRange} updating={updating} />
        <p className="th-dashboard__window" data-testid="dashboard-window">
          {t('dashboard.window', {
            current: format.dateTimeRange(data.window.from, data.window.to),
            previous: format.dateTimeRange(data.previousWindow.from, data.previousWindow.to),
          })}
        </p>
      </div>
      {dashboard.isError && !dashboard.isFetching && (
        <Alert
          type="warning"
          showIcon
          className="th-dashboard__alert"
          title={t('dashboard.updateFailed', { period: t(`dashboard.range.long.${range}`) })}
          description={apiErrorMessage(dashboard.error, t)}
          action={
            <Button size="small" onClick={retryDashboard}>
              {t('common.retry')}
            </Button>
          }
          data-testid="dashboard-update-failed"
        />
      )}
      <ReportExportStatus reports={reports} range={range} />
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Windowed updating={updating}>
            <RiskTiles tiles={data.tiles} baseCurrency={data.baseCurrency} range={shownRange} />
          </Windowed>
        </Col>
        <CardsAfterTiles data={data} overview={overview.data} updating={updating} shownRange={shownRange} />
      </Row>
    </div>
  );
}
