import { Button, Col, Result, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useWorkspace } from '../../workspace/workspaceContext';
import { CurrencyRateCard } from './CurrencyRateCard';
import { FxExposurePanel } from './FxExposurePanel';
import { RecentActivityCard } from './RecentActivityCard';
import { RecentTransactionsCard } from './RecentTransactionsCard';
import { RiskAlertsCard } from './RiskAlertsCard';
import { SupplierListCard } from './SupplierListCard';
import { SupplierSummaryCard } from './SupplierSummaryCard';
import './dashboard.css';

/**
 * `/` when signed in: the member's organisation: live FX rates and exposure, suppliers, risk alerts,
 * recent activity and transactions. Rates, alerts and activity update as the server pushes them.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const profile = useSignedInProfile();
  const overview = useWorkspace();

  if (overview.status === 'loading') return <PageLoading label={t('dashboard.loading')} />;

  if (overview.status === 'error') {
    return (
      <Result
        status="error"
        title={<h1 className="th-result-title">{t('dashboard.loadFailed')}</h1>}
        subTitle={apiErrorMessage(overview.error, t)}
        extra={
          <Button type="primary" onClick={overview.retry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const { organisation, suppliers, fxRates, recentTransactions } = overview.data;
  return (
    <div className="th-dashboard">
      <PageHeader
        title={organisation.name}
        subtitle={t(profile.demoMode ? 'dashboard.subtitleDemo' : 'dashboard.subtitle')}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <FxExposurePanel fallback={fxRates} />
        </Col>
        <Col xs={24} xl={12}>
          <CurrencyRateCard fallback={fxRates} />
        </Col>
        <Col xs={24} xl={12}>
          <SupplierSummaryCard suppliers={suppliers} />
        </Col>
        <Col xs={24} xl={12}>
          <RiskAlertsCard />
        </Col>
        <Col span={24}>
          <RecentActivityCard />
        </Col>
        <Col span={24}>
          <SupplierListCard suppliers={suppliers.items} />
        </Col>
        <Col span={24}>
          <RecentTransactionsCard transactions={recentTransactions} />
        </Col>
      </Row>
    </div>
  );
}
