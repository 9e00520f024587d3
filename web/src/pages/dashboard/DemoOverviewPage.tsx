import { Button, Col, Result, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageLoading';
import { useApiGet } from '../../hooks/useApiGet';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { FxRatesCard } from './FxRatesCard';
import { RecentTransactionsCard } from './RecentTransactionsCard';
import { SupplierListCard } from './SupplierListCard';
import { SupplierSummaryCard } from './SupplierSummaryCard';
import type { DemoOverview } from './types';
import './dashboard.css';

/** `/`: the read-only demo workspace: suppliers, FX rates and recent transactions. */
export function DemoOverviewPage() {
  const { t } = useTranslation();
  const overview = useApiGet<DemoOverview>('/api/demo/overview');

  if (overview.status === 'loading') return <PageLoading label={t('dashboard.loading')} />;

  if (overview.status === 'error') {
    return (
      <Result
        status="error"
        title={<h1 className="th-result-title">{t('dashboard.loadFailed')}</h1>}
        subTitle={apiErrorMessage(overview.error, t)}
        extra={
          <Button type="primary" onClick={overview.retry}>
            {t('dashboard.retry')}
          </Button>
        }
      />
    );
  }

  const { organisation, suppliers, fxRates, recentTransactions } = overview.data;
  return (
    <div className="th-dashboard">
      <header className="th-dashboard__header">
        <Typography.Title level={1} className="th-dashboard__title">
          {organisation.name}
        </Typography.Title>
        <Typography.Text type="secondary">{t('dashboard.subtitle')}</Typography.Text>
      </header>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <SupplierSummaryCard suppliers={suppliers} />
        </Col>
        <Col xs={24} lg={12}>
          <FxRatesCard rates={fxRates} />
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
