import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '../../api/dashboard/queries';
import type { WorkspaceOverview } from '../../api/workspace/queries';
import { useFormat } from '../../i18n/useFormat';
import { ExposureChartCard } from './charts/ExposureChartCard';
import { PaymentsByStatusCard } from './charts/PaymentsByStatusCard';
import { CurrencyRateCard } from './CurrencyRateCard';
import { FxExposurePanel } from './FxExposurePanel';
import { RecentActivityCard } from './RecentActivityCard';
import { RecentTransactionsCard } from './RecentTransactionsCard';
import { RiskAlertsCard } from './RiskAlertsCard';
import type { DashboardRange } from './risk/dashboardRange';
import { RiskMetricsCard } from './risk/RiskMetricsCard';
import { SupplierListCard } from './SupplierListCard';
import { SupplierSummaryCard } from './SupplierSummaryCard';
import { Windowed } from './Windowed';

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

export interface DashboardCardsProps {
  data: DashboardData;
  overview: WorkspaceOverview;
  updating: boolean;
  shownRange: DashboardRange;
}

/**
 * Everything below the risk tiles: exposure and currency impact, the charts, rates, metrics, suppliers,
 * alerts, activity and transactions. A chunk of its own, rendered once the tiles have painted
 * (DashboardPage's CardsAfterTiles).
 */
export default function DashboardCards({ data, overview, updating, shownRange }: DashboardCardsProps) {
  const { suppliers, fxRates } = overview;
  return (
    <>
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
    </>
  );
}
