import { PaperClipOutlined, PlusOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Grid,
  Segmented,
  Space,
  Spin,
  Table,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import { useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  billDocumentUrl,
  billsListQuery,
  useAttachBillDocument,
  useCancelBill,
  type BillItem,
} from '../../../api/bills/queries';
import type { BatchItem } from '../../../api/payment-batches/queries';
import { useSignedInProfile } from '../../../auth/profileContext';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { useFormat } from '../../../i18n/useFormat';
import { BillImportDialog } from './BillImportDialog';
import { BillStatusTag } from './BillStatusTag';
import {
  apiViewOf,
  billTabViews,
  daysUntil,
  groupBySupplier,
  isCancellable,
  isOverdue,
  isPayable,
  type BillTabView,
} from './billLogic';
import { NewBillDrawer } from './NewBillDrawer';
import { PayBillsDialog } from './PayBillsDialog';

/** What the viewer may do with bills, and why not (a hint shown beside the disabled buttons). */
type BillHint = 'readOnly' | 'cancelPermission';

function useBillPermissions() {
  const profile = useSignedInProfile();
  const writeHint: BillHint | undefined = profile.readOnly ? 'readOnly' : undefined;
  return {
    canWrite: !profile.readOnly,
    writeHint,
    /** Cancelling another member's bill needs Payment Approval (the gateway's 403 otherwise). */
    cancelHint: (bill: BillItem): BillHint | undefined =>
      profile.readOnly
        ? 'readOnly'
        : bill.createdBy.id !== profile.id && !profile.permissions.includes('Payment Approval')
          ? 'cancelPermission'
          : undefined,
  };
}

/** The payment request a bill was recorded from (another organisation's `PR-…`), under its reference. */
function SourceRequest({ bill }: { bill: BillItem }) {
  const { t } = useTranslation();
  if (!bill.paymentRequestReference) return null;
  return (
    <span className="th-bills__source" data-testid="bill-source-request">
      {t('payments.bills.fromPaymentRequest', { reference: bill.paymentRequestReference })}
    </span>
  );
}

function DueDate({ bill }: { bill: BillItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const days = daysUntil(bill.dueDate);
  const open = bill.status !== 'paid' && bill.status !== 'cancelled';
  return (
    <span className="th-bills__due">
      <time dateTime={bill.dueDate}>{format.date(bill.dueDate)}</time>
      {open && (
        <span className={days < 0 ? 'th-bills__overdue' : 'th-bills__days'} data-testid="bill-due-in">
          {days < 0
            ? t('payments.bills.overdueBy', { count: -days })
            : days === 0
              ? t('payments.bills.dueToday')
              : t('payments.bills.dueIn', { count: days })}
        </span>
      )}
    </span>
  );
}

function BillActions({ bill }: { bill: BillItem }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const permissions = useBillPermissions();
  const cancelling = useCancelBill();
  const attaching = useAttachBillDocument();
  const cancelHint = permissions.cancelHint(bill);
  const documentUrl = billDocumentUrl(bill);
  // A plain file input behind the button (an Upload would wrap the button in a second focusable element).
  const fileInput = useRef<HTMLInputElement>(null);
  const attachText = t(bill.document ? 'payments.bills.attach.replace' : 'payments.bills.attach.button');
  const attach = (file: File) =>
    attaching.mutate(
      { bill, file },
      {
        onSuccess: () => void message.success(t('payments.bills.attach.done', { reference: bill.reference })),
        onError: (error) => void message.error(apiErrorMessage(error, t)),
      },
    );

  const confirmCancel = () =>
    modal.confirm({
      title: t('payments.bills.cancel.title', { reference: bill.reference }),
      content: t('payments.bills.cancel.text'),
      okText: t('payments.bills.cancel.confirm'),
      okButtonProps: { danger: true, 'data-testid': 'bill-cancel-confirm' } as never,
      cancelText: t('payments.bills.cancel.keep'),
      onOk: () =>
        cancelling.mutateAsync(bill).then(
          () => void message.success(t('payments.bills.cancel.done', { reference: bill.reference })),
          (error: unknown) => void message.error(apiErrorMessage(error, t)),
        ),
    });

  return (
    <Space size={4} wrap>
      {documentUrl && (
        <Button
          type="link"
          size="small"
          href={documentUrl}
          target="_blank"
          rel="noopener"
          icon={<PaperClipOutlined aria-hidden="true" />}
          aria-label={t('payments.bills.documentLabel', { reference: bill.reference })}
          data-testid="bill-document"
        >
          {bill.document!.name}
        </Button>
      )}
      {bill.status !== 'cancelled' && (
        <Tooltip
          title={permissions.writeHint ? t(`payments.bills.hints.${permissions.writeHint}`) : undefined}
        >
          <span>
            <input
              ref={fileInput}
              type="file"
              hidden
              tabIndex={-1}
              accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) attach(file);
              }}
              data-testid="bill-attach-file"
            />
            <Button
              size="small"
              loading={attaching.isPending}
              disabled={!permissions.canWrite}
              onClick={() => fileInput.current?.click()}
              // The visible words first, so a voice user saying them reaches this button (axe label-content-name-mismatch).
              aria-label={t('payments.bills.attach.label', { action: attachText, reference: bill.reference })}
              data-testid="bill-attach"
            >
              {attachText}
            </Button>
          </span>
        </Tooltip>
      )}
      {isCancellable(bill) && (
        <Tooltip title={cancelHint ? t(`payments.bills.hints.${cancelHint}`) : undefined}>
          <Button
            size="small"
            danger
            disabled={cancelHint !== undefined}
            onClick={confirmCancel}
            aria-label={t('payments.bills.cancel.label', { reference: bill.reference })}
            data-testid="bill-cancel"
          >
            {t('payments.bills.cancel.button')}
          </Button>
        </Tooltip>
      )}
    </Space>
  );
}

const rowAttributes = (bill: BillItem) =>
  ({
    'data-testid': 'bill-row',
    'data-bill-id': bill.id,
    'data-reference': bill.reference,
    'data-status': bill.status,
  }) as HTMLAttributes<HTMLElement>;

function BillsTable({
  bills,
  loading,
  selected,
  onSelect,
  selectable,
}: {
  bills: BillItem[];
  loading: boolean;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  selectable: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumnsType<BillItem> = [
    {
      title: t('payments.bills.columns.reference'),
      key: 'reference',
      render: (_, bill) => (
        <span>
          <strong>{bill.reference}</strong>
          {bill.kind === 'purchase_order' && (
            <span className="th-bills__kind"> · {t('payments.bills.kind.purchase_order')}</span>
          )}
          <SourceRequest bill={bill} />
        </span>
      ),
    },
    { title: t('payments.bills.columns.supplier'), key: 'supplier', render: (_, bill) => bill.supplier.name },
    {
      title: t('payments.bills.columns.amount'),
      key: 'amount',
      align: 'right',
      render: (_, bill) => (
        <span data-testid="bill-amount">{format.money(bill.amountMinor, bill.currency)}</span>
      ),
    },
    {
      title: t('payments.bills.columns.open'),
      key: 'open',
      align: 'right',
      render: (_, bill) => format.money(bill.openMinor, bill.currency),
    },
    { title: t('payments.bills.columns.due'), key: 'due', render: (_, bill) => <DueDate bill={bill} /> },
    {
      title: t('payments.bills.columns.status'),
      key: 'status',
      render: (_, bill) => <BillStatusTag status={bill.status} />,
    },
    {
      title: t('payments.bills.columns.actions'),
      key: 'actions',
      render: (_, bill) => <BillActions bill={bill} />,
    },
  ];
  return (
    <Table<BillItem>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={bills}
      scroll={{ x: 900 }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: t('payments.bills.empty') }}
      rowClassName={(bill) => (isOverdue(bill) ? 'th-bills__row--overdue' : '')}
      onRow={rowAttributes}
      rowSelection={
        selectable
          ? {
              // No select-all checkbox: antd measures column widths with a hidden copy of each header, and a
              // checkbox there is focusable inside aria-hidden (axe aria-hidden-focus). Bills are chosen one by one.
              hideSelectAll: true,
              columnTitle: t('payments.bills.selectColumn'),
              selectedRowKeys: [...selected],
              onChange: (keys) => onSelect(keys.map(String)),
              getCheckboxProps: (bill) => ({
                disabled: !isPayable(bill),
                'aria-label': t('payments.bills.selectLabel', { reference: bill.reference }),
              }),
            }
          : undefined
      }
      data-testid="bills-table"
    />
  );
}

/** On a phone: a card per bill, its checkbox, figures and actions stacked. */
function BillCards({
  bills,
  selected,
  onSelect,
  selectable,
}: {
  bills: BillItem[];
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  selectable: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (bills.length === 0) return <Empty description={t('payments.bills.empty')} />;
  return (
    <ul className="th-bills__cards">
      {bills.map((bill) => (
        <li key={bill.id} className="th-bills__card" {...rowAttributes(bill)}>
          <div className="th-bills__card-head">
            {selectable && (
              <Checkbox
                checked={selected.includes(bill.id)}
                disabled={!isPayable(bill)}
                onChange={(event) =>
                  onSelect(
                    event.target.checked ? [...selected, bill.id] : selected.filter((id) => id !== bill.id),
                  )
                }
                aria-label={t('payments.bills.selectLabel', { reference: bill.reference })}
              />
            )}
            <strong>{bill.reference}</strong>
            <BillStatusTag status={bill.status} />
          </div>
          <SourceRequest bill={bill} />
          <div>{bill.supplier.name}</div>
          <div className="th-bills__card-figures">
            <span data-testid="bill-amount">{format.money(bill.amountMinor, bill.currency)}</span>
            <DueDate bill={bill} />
          </div>
          {bill.openMinor !== bill.amountMinor && bill.status !== 'cancelled' && (
            <div>
              {t('payments.bills.columns.open')}: {format.money(bill.openMinor, bill.currency)}
            </div>
          )}
          <BillActions bill={bill} />
        </li>
      ))}
    </ul>
  );
}

/** The Bills tab: the organisation's payables by view, new and imported bills, and paying several as a batch. */
export function BillsTab({ onBatch }: { onBatch: (batch: BatchItem) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
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

  const listOf = (items: BillItem[]): ReactNode =>
    phone ? (
      <BillCards bills={items} selected={selected} onSelect={setSelected} selectable={permissions.canWrite} />
    ) : (
      <BillsTable
        bills={items}
        loading={list.isPlaceholderData}
        selected={selected}
        onSelect={(ids) =>
          // A group's table selects among its own bills: keep the other groups' selections.
          setSelected((current) => [...current.filter((id) => !items.some((bill) => bill.id === id)), ...ids])
        }
        selectable={permissions.canWrite}
      />
    );

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
  else if (view === 'by_supplier')
    body =
      bills.length === 0 ? (
        <Empty description={t('payments.bills.empty')} data-testid="bills-empty" />
      ) : (
        groupBySupplier(bills).map((group) => (
          <section
            key={group.supplier.id}
            className="th-bills__group"
            aria-label={group.supplier.name}
            data-testid="bill-supplier-group"
            data-supplier={group.supplier.name}
          >
            <h3 className="th-bills__group-title">
              {group.supplier.name}{' '}
              <span className="th-bills__group-total">
                {t('payments.bills.groupTotal', {
                  count: group.bills.length,
                  total: group.totals
                    .map((total) => format.money(total.amountMinor, total.currency))
                    .join(' · '),
                })}
              </span>
            </h3>
            {listOf(group.bills)}
          </section>
        ))
      );
  else body = listOf(bills);

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
