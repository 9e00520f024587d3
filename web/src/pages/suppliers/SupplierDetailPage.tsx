import { ArrowLeftOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/routing/decideRoute';
import type { ScreenProps } from '../../app/routing/screens';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useWorkspace } from '../../workspace/workspaceContext';
import { RiskBadge, SupplierStatusTag } from '../dashboard/StatusTags';

function FailedToLoad({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={<h1 className="th-result-title">{t('supplierDetail.failed')}</h1>}
      subTitle={reason}
      extra={
        <Button type="primary" onClick={() => void navigate(paths.supplierVerification)}>
          {t('supplierDetail.returnToSuppliers')}
        </Button>
      }
    />
  );
}

/** /supplier-verification/{supplierId}: the supplier from the workspace; verification detail comes later. */
export default function SupplierDetailPage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const workspace = useWorkspace();
  const { supplierId } = params;

  if (!supplierId) return <FailedToLoad reason={t('supplierDetail.noId')} />;
  if (workspace.status === 'loading') return <PageLoading label={t('supplierDetail.loading')} />;
  if (workspace.status === 'error') return <FailedToLoad reason={apiErrorMessage(workspace.error, t)} />;

  const supplier = workspace.data.suppliers.items.find((item) => item.id === supplierId);
  if (!supplier) return <FailedToLoad reason={t('supplierDetail.notFound')} />;

  return (
    <div className="th-page-container">
      <Link to={paths.supplierVerification} className="th-back-link">
        <ArrowLeftOutlined aria-hidden="true" />
        {t('supplierDetail.backToSuppliers')}
      </Link>
      <PageHeader title={supplier.name} subtitle={t('supplierDetail.subtitle')} />
      <Card className="th-card" title={<h2 className="th-card-title">{t('supplierDetail.summary')}</h2>}>
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          size="small"
          items={[
            {
              key: 'location',
              label: t('dashboard.suppliers.columns.location'),
              children: supplier.location,
            },
            {
              key: 'category',
              label: t('dashboard.suppliers.columns.category'),
              children: supplier.category,
            },
            {
              key: 'status',
              label: t('dashboard.suppliers.columns.status'),
              children: <SupplierStatusTag status={supplier.status} />,
            },
            {
              key: 'risk',
              label: t('dashboard.suppliers.columns.risk'),
              children: <RiskBadge level={supplier.riskScore} />,
            },
          ]}
        />
      </Card>
      <Result
        icon={<ToolOutlined />}
        title={t('comingSoon.text')}
        subTitle={t('supplierDetail.comingSoon')}
      />
    </div>
  );
}
