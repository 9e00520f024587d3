import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Result, Row } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { dashboardQuery, newestCachedDashboard, type DashboardData } from '../../api/dashboard/queries';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { useWorkspace } from '../../workspace/workspaceContext';
import { preloadCharts } from './charts/ChartFrame';
import { ExposureChartCard } from './charts/ExposureChartCard';
import { PaymentsByStatusCard } from './charts/PaymentsByStatusCard';
import { CurrencyRateCard } from './CurrencyRateCard';
import { FxExposurePanel } from './FxExposurePanel';
import { RecentActivityCard } from './RecentActivityCard';
import { RecentTransactionsCard } from './RecentTransactionsCard';
import { ReportActions } from './reports/ReportActions';
import { ReportExportStatus } from './reports/ReportExportStatus';
import { useReports } from './reports/useReports';
import { RiskAlertsCard } from './RiskAlertsCard';
import { rangeFromSearch, searchWithRange, type DashboardRange } from './risk/dashboardRange';
import { RangeSelector } from './risk/RangeSelector';
import { RiskMetricsCard } from './risk/RiskMetricsCard';
import { RiskTiles } from './risk/RiskTiles';
import { SupplierListCard } from './SupplierListCard';
import { SupplierSummaryCard } from './SupplierSummaryCard';
import './dashboard.css';

/** Figures that depend on the range: dimmed and marked busy while another range's figures load. */
function Windowed({ updating, children }: { updating: boolean; children: ReactNode }) {
  return (
    <div className="th-windowed" data-updating={updating} aria-busy={updating}>
      {children}
    </div>
  );
}

/** 'ECB reference rates of Nov 20, 2025 · as of …': where the impact figures' rates come from. */
function RatesNote({ dashboard }: { dashboard: DashboardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!dashboard.ratesAsOf) return <p className="th-impact__note">{t('dashboard.impact.noRates')}</p>;
  let source: string;
  switch (dashboard.ratesSource) {
    case 'simulated':
      source = t('dashboard.fx.sources.simulated');
      break;
    case 'frankfurter':
      source = t('dashboard.fx.sources.frankfurter', {
        date: format.date(dashboard.ratesAsOf, { timeZone: 'UTC' }),
      });
      break;
    case 'seed':
      source = t('dashboard.fx.sources.seed');
      break;
    default:
      source = dashboard.ratesSource ?? t('dashboard.fx.sources.seed');
  }
  return (
    <p className="th-impact__note" data-testid="impact-rates-note">
      {t('dashboard.impact.ratesAsOf', { source, time: format.dateTime(dashboard.ratesAsOf) })}
    </p>
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
  const reports = useReports();
  const retryDashboard = () => void dashboard.refetch();

  // The charts' chunk downloads while the figures load.
  useEffect(preloadCharts, []);

  // A new history entry per choice, so back and forward step through the ranges. Applied at once rather than
  // as a transition: live rate ticks would keep interrupting the whole page's re-render, and the new figures
  // (asked for by the route's loader) would wait behind it.
  const selectRange = (next: DashboardRange) =>
    setSearchParams(searchWithRange(searchParams, next), { flushSync: true });

  // A range that failed to load leaves the last figures shown on screen, under a warning.
  const data = dashboard.data ?? (dashboard.isError ? newestCachedDashboard(queryClient) : undefined);
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

  const { organisation, suppliers, fxRates } = overview.data;
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
        <Col span={24}>
          <FxExposurePanel
            fallback={fxRates}
            exposures={data.exposures}
            baseCurrency={data.baseCurrency}
            ratesNote={<RatesNote dashboard={data} />}
            updating={updating}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Windowed updating={updating}>
            <PaymentsByStatusCard paymentsByStatus={data.paymentsByStatus} range={shownRange} />
          </Windowed>
        </Col>
        <Col xs={24} lg={12}>
          <Windowed updating={updating}>
            <ExposureChartCard exposures={data.exposures} baseCurrency={data.baseCurrency} />
          </Windowed>
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <CurrencyRateCard fallback={fxRates} />
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <RiskMetricsCard metrics={data.riskMetrics} />
        </Col>
        <Col xs={24} xl={8}>
          <SupplierSummaryCard suppliers={suppliers} />
        </Col>
        <Col xs={24} xl={12}>
          <RiskAlertsCard />
        </Col>
        <Col xs={24} xl={12}>
          <RecentActivityCard />
        </Col>
        <Col span={24}>
          <SupplierListCard suppliers={suppliers.items} />
        </Col>
        <Col span={24}>
          <RecentTransactionsCard transactions={data.recentTransactions} />
        </Col>
      </Row>
    </div>
  );
}
