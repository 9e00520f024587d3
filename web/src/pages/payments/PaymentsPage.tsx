import {
  BankOutlined,
  PlusOutlined,
  SendOutlined,
  SwapOutlined,
  WalletOutlined,
  DownloadOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Result, Row, Tag, Tooltip } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentsResponse } from '../../api/types';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useApiGet } from '../../hooks/useApiGet';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { RecentTransactionsCard } from '../dashboard/RecentTransactionsCard';
import '../dashboard/dashboard.css';
import './payments.css';

/** A control whose feature arrives in a later release: shown, disabled, and saying so. */
function AvailableSoon({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Tooltip title={t('payments.availableSoon')}>{children}</Tooltip>;
}

function SoonTag() {
  const { t } = useTranslation();
  return <Tag>{t('payments.availableSoon')}</Tag>;
}

const quickActions: ReadonlyArray<{
  key: 'sendPayment' | 'requestPayment' | 'bankTransfer' | 'currencyExchange';
  icon: ComponentType;
}> = [
  { key: 'sendPayment', icon: SendOutlined },
  { key: 'requestPayment', icon: DownloadOutlined },
  { key: 'bankTransfer', icon: BankOutlined },
  { key: 'currencyExchange', icon: SwapOutlined },
];

function Transactions() {
  const { t } = useTranslation();
  const payments = useApiGet<PaymentsResponse>('/api/payments');
  if (payments.status === 'loading') {
    return (
      <Card className="th-card">
        <PageLoading label={t('payments.loading')} />
      </Card>
    );
  }
  if (payments.status === 'error') {
    return (
      <Card className="th-card">
        <Result
          status="error"
          title={<h2 className="th-result-title">{t('payments.loadFailed')}</h2>}
          subTitle={apiErrorMessage(payments.error, t)}
          extra={
            <Button type="primary" onClick={payments.retry}>
              {t('common.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <RecentTransactionsCard
      transactions={payments.data.transactions}
      title={t('payments.recentTransactions')}
    />
  );
}

/** /payments for approved accounts: the real recent payments; the other widgets come later. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  return (
    <div className="th-payments">
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={
          <AvailableSoon>
            <Button type="primary" icon={<PlusOutlined />} disabled>
              {t('payments.newPayment')}
            </Button>
          </AvailableSoon>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card
            className="th-card"
            title={<h2 className="th-card-title">{t('payments.methods.title')}</h2>}
            extra={<SoonTag />}
          >
            <p className="th-payments__text">{t('payments.methods.text')}</p>
            <AvailableSoon>
              <Button icon={<WalletOutlined />} disabled>
                {t('payments.methods.add')}
              </Button>
            </AvailableSoon>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            className="th-card"
            title={<h2 className="th-card-title">{t('payments.quickActions.title')}</h2>}
            extra={<SoonTag />}
          >
            <div className="th-payments__actions">
              {quickActions.map(({ key, icon: Icon }) => (
                <AvailableSoon key={key}>
                  <Button icon={<Icon />} disabled block>
                    {t(`payments.quickActions.${key}`)}
                  </Button>
                </AvailableSoon>
              ))}
            </div>
          </Card>
        </Col>
        <Col span={24}>
          <Transactions />
        </Col>
      </Row>
    </div>
  );
}
