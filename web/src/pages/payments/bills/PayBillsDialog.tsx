import { TRANSFER_METHODS, type TransferMethod } from '@tradehub/contract/enums';
import { Input, Radio, Select, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillItem } from '../../../api/bills/queries';
import type { BatchItem } from '../../../api/payment-batches/queries';
import { transferMethodName } from '../../../i18n/transferMethodName';
import { useFormat } from '../../../i18n/useFormat';
import { BatchDialog } from '../BatchDialog';
import { billsBatchCsv, openAmountText, payDateFor, type BillPaymentPlan, type PayTiming } from './billLogic';
import { todayIso } from '../paymentLogic';
import { useBatchFile } from '../useBatchFile';

/** How long the amounts rest before the batch is checked again (not on every keystroke). */
const RECHECK_AFTER_MS = 400;

/**
 * Pay selected: the chosen bills as one payment batch, a row per bill naming it, paying what is still open on
 * it or less (a part payment), today or on each bill's due date. The batch file is written here and checked
 * row by row by the batch validation (the same approvals, screening, duplicate and open-amount rules as an
 * uploaded file), then created.
 */
export function PayBillsDialog({
  bills,
  onClose,
  onPaid,
}: {
  /** The bills to pay; the dialog is open while there are some. */
  bills: BillItem[] | undefined;
  onClose: () => void;
  onPaid: (batch: BatchItem) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [method, setMethod] = useState<TransferMethod>('Bank Transfer');
  const [timing, setTiming] = useState<PayTiming>('today');
  /** The amounts typed, by bill id; a bill not typed in pays what is open on it. */
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const [amounts, setAmounts] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setAmounts(typed), RECHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const batch = useBatchFile();
  const { mutate: validate, reset: resetValidation } = batch.validation;
  const today = todayIso();
  const amountOf = (bill: BillItem, from: Readonly<Record<string, string>>) =>
    from[bill.id] ?? openAmountText(bill);
  const file = useMemo(() => {
    if (!bills?.length) return undefined;
    const plans: BillPaymentPlan[] = bills.map((bill) => ({
      bill,
      amount: amounts[bill.id] ?? openAmountText(bill),
      valueDate: payDateFor(bill, timing, today),
    }));
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
    return new File([billsBatchCsv(plans, method)], `bills-${stamp}.csv`, { type: 'text/csv' });
  }, [bills, method, amounts, timing, today]);

  useEffect(() => {
    if (file) validate(file);
    else resetValidation();
  }, [file, validate, resetValidation]);

  const close = () => {
    setTyped({});
    setAmounts({});
    setTiming('today');
    batch.reset();
    onClose();
  };
  const pay = () => {
    if (!file) return;
    batch.create(file, (created) => t('payments.bills.pay.created', { count: created.rowCount }), onPaid);
  };
  const canPay = batch.creatable && !batch.validation.isPending;
  // What the checked file pays, per currency (the rows the validation accepted).
  const totals = batch.answer?.totals ?? [];

  return (
    <BatchDialog
      open={bills !== undefined && bills.length > 0}
      title={t('payments.bills.pay.title', { count: bills?.length ?? 0 })}
      testId="pay-bills-dialog"
      batch={batch}
      labels={{
        cancel: t('payments.bills.pay.cancel'),
        confirm: t('payments.bills.pay.confirm', { count: batch.answer?.validCount ?? 0 }),
        checking: t('payments.bills.pay.checking'),
      }}
      testIds={{ confirm: 'pay-bills-confirm', createError: 'pay-bills-error' }}
      canConfirm={canPay}
      onConfirm={pay}
      onClose={close}
    >
      <p className="th-payments__text">{t('payments.bills.pay.intro')}</p>
      <Radio.Group
        value={timing}
        onChange={(event) => setTiming(event.target.value as PayTiming)}
        aria-label={t('payments.bills.pay.when')}
        data-testid="pay-bills-timing"
        options={[
          { value: 'today', label: t('payments.bills.pay.today', { date: format.date(today) }) },
          { value: 'due', label: t('payments.bills.pay.onDueDate') },
        ]}
      />
      <Table<BillItem>
        className="th-bills__pay-table"
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={bills ?? []}
        data-testid="pay-bills-plan"
        columns={[
          {
            title: t('payments.bills.columns.reference'),
            key: 'bill',
            render: (_, bill) => (
              <>
                <strong>{bill.reference}</strong>
                <div className="th-supplier-muted">{bill.supplier.name}</div>
              </>
            ),
          },
          {
            title: t('payments.bills.pay.payOn'),
            key: 'date',
            render: (_, bill) =>
              format.date(`${payDateFor(bill, timing, today)}T00:00:00.000Z`, { timeZone: 'UTC' }),
          },
          {
            title: t('payments.bills.columns.open'),
            key: 'open',
            align: 'right',
            render: (_, bill) => format.money(bill.openMinor, bill.currency),
          },
          {
            title: t('payments.bills.pay.amount'),
            key: 'amount',
            render: (_, bill) => (
              <Input
                inputMode="decimal"
                autoComplete="off"
                addonAfter={bill.currency}
                value={amountOf(bill, typed)}
                onChange={(event) => setTyped((current) => ({ ...current, [bill.id]: event.target.value }))}
                aria-label={t('payments.bills.pay.amountOf', { reference: bill.reference })}
                data-testid={`pay-bills-amount-${bill.reference}`}
                style={{ width: 180 }}
              />
            ),
          },
        ]}
      />
      <p data-testid="pay-bills-totals">
        {t('payments.bills.pay.totals')}:{' '}
        {totals.map((total) => format.money(total.amountMinor, total.currency)).join(' · ') || '—'}
      </p>
      <label className="th-bills__method">
        <span>{t('payments.bills.pay.method')}</span>
        <Select<TransferMethod>
          value={method}
          onChange={setMethod}
          options={TRANSFER_METHODS.map((m) => ({ value: m, label: transferMethodName(m, t) }))}
          aria-label={t('payments.bills.pay.method')}
          data-testid="pay-bills-method"
        />
      </label>
    </BatchDialog>
  );
}
