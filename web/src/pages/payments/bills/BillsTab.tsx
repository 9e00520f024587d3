import { PlusOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Segmented, Space, Spin, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { billsListQuery, type BillItem } from '../../../api/bills/queries';
import type { BatchItem } from '../../../api/payment-batches/queries';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { BillImportDialog } from './BillImportDialog';
import { BillList, type BillListProps } from './BillList';
import { apiViewOf, billTabViews, isPayable, type BillTabView } from './billLogic';
import { BillsBySupplier } from './BillsBySupplier';
import { NewBillDrawer } from './NewBillDrawer';
import { PayBillsDialog } from './PayBillsDialog';
import { useBillPermissions } from './useBillPermissions';
import './bills.css';

/** The Bills tab: the organisation's payables by view, new and imported bills, and paying several as a batch. */
export function BillsTab({ onBatch }: { onBatch: (batch: BatchItem) => void }) {
  const { t } = useTranslation();
  const permissions = useBillPermissions();
  const [view, setView] = useState<BillTabView>('open');
  const [selected, setSelected] = useState<string[]>([]);
  const [newOpen, setNewOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [paying, setPaying] = useState<BillItem[] | undefined>(undefined);
  const list = useQuery(billsListQuery({ view: apiViewOf(view) }));
  const bills = list.data?.bills ?? [];
  // Only what is on screen and still payable stays selected (a bill paid or cancelled live drops out).
  const selectedBills = bills.filter((bill) => selected.includes(bill.id) && isPayable(bill));
  const writeHint = permissions.writeHint ? t(`payments.bills.hints.${permissions.writeHint}`) : undefined;
  const listProps: BillListProps = {
    bills,
    loading: list.isPlaceholderData,
    selected,
    onSelectedChange: setSelected,
    selectable: permissions.canWrite,
  };

  let body: ReactNode;
  if (list.isPending)
    body = (
      <Spin tip={t('payments.bills.loading')} data-testid="bills-loading">
        <div className="th-bills__spin" />
      </Spin>
    );
  else if (list.isError && !list.data)
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('payments.bills.loadFailed')}
        description={apiErrorMessage(list.error, t)}
        action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else if (view === 'by_supplier') body = <BillsBySupplier {...listProps} />;
  else body = <BillList {...listProps} />;

  return (
    <Card
      className="th-card"
      title={<h2 className="th-card-title">{t('payments.bills.title')}</h2>}
      data-testid="bills-tab"
      extra={
        <Space wrap>
          <Tooltip title={writeHint}>
            <Button
              icon={<UploadOutlined aria-hidden="true" />}
              disabled={!permissions.canWrite}
              onClick={() => setImportOpen(true)}
              data-testid="bills-import"
            >
              {t('payments.bills.importButton')}
            </Button>
          </Tooltip>
          <Tooltip title={writeHint}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden="true" />}
              disabled={!permissions.canWrite}
              onClick={() => setNewOpen(true)}
              data-testid="bills-new"
            >
              {t('payments.bills.newBill')}
            </Button>
          </Tooltip>
        </Space>
      }
    >
      {writeHint && (
        <Alert
          type="info"
          showIcon
          title={writeHint}
          className="th-bills__hint"
          data-testid="bills-write-hint"
        />
      )}
      <div className="th-bills__toolbar">
        <Segmented<BillTabView>
          value={view}
          onChange={(next) => setView(next)}
          options={billTabViews.map((v) => ({ value: v, label: t(`payments.bills.views.${v}`) }))}
          aria-label={t('payments.bills.viewsLabel')}
          data-testid="bills-views"
        />
        {permissions.canWrite && (
          <Button
            icon={<SendOutlined aria-hidden="true" />}
            disabled={selectedBills.length === 0}
            onClick={() => setPaying(selectedBills)}
            data-testid="bills-pay-selected"
          >
            {t('payments.bills.paySelected', { count: selectedBills.length })}
          </Button>
        )}
      </div>
      <div aria-live="polite" aria-busy={list.isFetching}>
        {body}
      </div>
      <NewBillDrawer open={newOpen} onClose={() => setNewOpen(false)} onCreated={() => setNewOpen(false)} />
      <BillImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
      <PayBillsDialog
        bills={paying}
        onClose={() => setPaying(undefined)}
        onPaid={(batch) => {
          setPaying(undefined);
          setSelected([]);
          onBatch(batch);
        }}
      />
    </Card>
  );
}
