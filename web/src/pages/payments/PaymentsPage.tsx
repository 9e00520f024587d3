import type { TransferMethod } from '@tradehub/contract/enums';
import {
  BankOutlined,
  DownloadOutlined,
  PlusOutlined,
  SendOutlined,
  SwapOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageHeader } from '../../components/PageHeader';
import '../dashboard/dashboard.css';
import { BatchDetailsDrawer } from './BatchDetailsDrawer';
import { BatchesCard } from './BatchesCard';
import { BatchUploadDialog } from './BatchUploadDialog';
import { BillsTab } from './bills/BillsTab';
import { NewPaymentDrawer } from './NewPaymentDrawer';
import { PaymentDetailsDrawer } from './PaymentDetailsDrawer';
import { PaymentMethodsCard } from './PaymentMethodsCard';
import { PaymentRequestsCard } from './PaymentRequestsCard';
import { PaymentsTable } from './PaymentsTable';
import type { PaymentFilters } from './paymentLogic';
import { PendingApprovalsCard } from './PendingApprovalsCard';
import { RequestPaymentDrawer } from './RequestPaymentDrawer';
import './payments.css';

type PaymentsTab = 'payments' | 'bills';

/**
 * /payments for approved accounts: the Payments tab (methods, quick actions, approvals, batches and the paged
 * payments list) and the Bills tab (payables by due date, paid in batches); `?tab=bills` opens the latter.
 */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useSignedInProfile();
  const [filters, setFilters] = useState<PaymentFilters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const [newPayment, setNewPayment] = useState<{ method: TransferMethod | undefined } | undefined>(undefined);
  const [requestOpen, setRequestOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | undefined>(undefined);
  const [batchOpen, setBatchOpen] = useState(false);
  const [batchId, setBatchId] = useState<string | undefined>(undefined);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: PaymentsTab = searchParams.get('tab') === 'bills' ? 'bills' : 'payments';
  const setTab = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === 'bills') params.set('tab', 'bills');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  const readOnlyHint = profile.readOnly ? t('fxManagement.readOnly') : undefined;
  const openNew = (method?: TransferMethod) => setNewPayment({ method });
  const actions = [
    { key: 'sendPayment', icon: <SendOutlined aria-hidden="true" />, run: () => openNew(), write: true },
    {
      key: 'requestPayment',
      icon: <DownloadOutlined aria-hidden="true" />,
      run: () => setRequestOpen(true),
      write: true,
    },
    {
      key: 'bankTransfer',
      icon: <BankOutlined aria-hidden="true" />,
      run: () => openNew('Bank Transfer'),
      write: true,
    },
    {
      key: 'currencyExchange',
      icon: <SwapOutlined aria-hidden="true" />,
      run: () => void navigate('/fx-management?newTrade=1'),
      write: false,
    },
  ] as const;

  return (
    <div className="th-payments">
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={
          <Space wrap>
            <Tooltip title={readOnlyHint}>
              <Button
                icon={<UploadOutlined aria-hidden="true" />}
                disabled={profile.readOnly}
                onClick={() => setBatchOpen(true)}
                data-testid="batch-open"
              >
                {t('payments.batches.open')}
              </Button>
            </Tooltip>
            <Tooltip title={readOnlyHint}>
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden="true" />}
                disabled={profile.readOnly}
                onClick={() => openNew()}
                data-testid="new-payment"
              >
                {t('payments.newPayment')}
              </Button>
            </Tooltip>
          </Space>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        data-testid="payments-tabs"
        items={[
          {
            key: 'payments',
            label: t('payments.tabs.payments'),
            children: (
              <Row gutter={[16, 16]}>
                <Col xs={24} lg={12}>
                  <PaymentMethodsCard />
                </Col>
                <Col xs={24} lg={12}>
                  <Card
                    className="th-card"
                    title={<h2 className="th-card-title">{t('payments.quickActions.title')}</h2>}
                  >
                    <div className="th-payments__actions">
                      {actions.map(({ key, icon, run, write }) => (
                        <Tooltip key={key} title={write ? readOnlyHint : undefined}>
                          <Button
                            icon={icon}
                            block
                            disabled={write && profile.readOnly}
                            onClick={run}
                            data-testid={`quick-action-${key}`}
                          >
                            {t(`payments.quickActions.${key}`)}
                          </Button>
                        </Tooltip>
                      ))}
                    </div>
                  </Card>
                </Col>
                <Col span={24}>
                  <PendingApprovalsCard onView={setDetailsId} />
                </Col>
                <Col span={24}>
                  <BatchesCard onView={setBatchId} />
                </Col>
                <Col span={24}>
                  <PaymentRequestsCard />
                </Col>
                <Col span={24}>
                  <PaymentsTable
                    filters={filters}
                    onFilters={(next) => {
                      setFilters(next);
                      setPaging((p) => ({ ...p, page: 1 }));
                    }}
                    page={paging.page}
                    pageSize={paging.pageSize}
                    onPage={(page, pageSize) => setPaging({ page, pageSize })}
                    onView={setDetailsId}
                  />
                </Col>
              </Row>
            ),
          },
          {
            key: 'bills',
            label: <span data-testid="payments-tab-bills">{t('payments.tabs.bills')}</span>,
            children: <BillsTab onBatch={(batch) => setBatchId(batch.id)} />,
          },
        ]}
      />
      <NewPaymentDrawer
        open={newPayment !== undefined}
        presetMethod={newPayment?.method}
        onClose={() => setNewPayment(undefined)}
        onCreated={(payment) => {
          setNewPayment(undefined);
          setDetailsId(payment.id);
        }}
      />
      <RequestPaymentDrawer open={requestOpen} onClose={() => setRequestOpen(false)} />
      <PaymentDetailsDrawer paymentId={detailsId} onClose={() => setDetailsId(undefined)} />
      <BatchUploadDialog
        open={batchOpen}
        onClose={() => setBatchOpen(false)}
        onCreated={(batch) => setBatchId(batch.id)}
      />
      <BatchDetailsDrawer batchId={batchId} onClose={() => setBatchId(undefined)} />
    </div>
  );
}
