import { useQuery } from '@tanstack/react-query';
import { BILL_KINDS, type BillKind } from '@tradehub/contract/enums';
import { usdPair } from '@tradehub/contract/fx-pairs';
import { Alert, App, Button, Drawer, Form, Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateBill, type BillItem } from '../../api/bills/queries';
import { suppliersListQuery } from '../../api/suppliers/queries';
import { showApiError } from '../formErrors';
import { formLevelError } from '../formLevelError';
import { BillFromRequestForm } from './BillFromRequestForm';
import { amountRules, useCurrencyOptions } from './NewPaymentDrawer';
import { todayIso } from './paymentLogic';

interface FormValues {
  supplierId: string;
  kind: BillKind;
  currency: string;
  amount: string;
  issueDate: string;
  dueDate: string;
  reference: string;
  budgetRate?: string;
}

const formFields = [
  'supplierId',
  'kind',
  'currency',
  'amount',
  'issueDate',
  'dueDate',
  'reference',
  'budgetRate',
] as const;

function NewBillForm({ onClose, onCreated }: { onClose: () => void; onCreated: (bill: BillItem) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const suppliers = useQuery(suppliersListQuery({}));
  const currencies = useCurrencyOptions();
  const creating = useCreateBill();
  const formError = formLevelError(creating.error, formFields, t);
  const currency = Form.useWatch('currency', form) ?? 'EUR';
  const pair = usdPair(currency);

  const submit = async () => {
    creating.reset();
    const values = await form.validateFields();
    const budgetRate = values.budgetRate?.trim();
    creating.mutate(
      {
        supplierId: values.supplierId,
        kind: values.kind,
        currency: values.currency,
        amount: values.amount.trim(),
        issueDate: values.issueDate,
        dueDate: values.dueDate,
        reference: values.reference.trim(),
        ...(budgetRate ? { budgetRate } : {}),
      },
      {
        onSuccess: ({ bill }) => {
          void message.success(t('payments.bills.form.created', { reference: bill.reference }));
          onCreated(bill);
        },
        onError: (error) => showApiError(form, error, t, formFields),
      },
    );
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ kind: 'invoice', currency: 'EUR', issueDate: todayIso() }}
      onFinish={() => void submit().catch(() => undefined)}
      data-testid="new-bill-form"
    >
      <Form.Item
        name="supplierId"
        label={t('payments.bills.form.supplier')}
        rules={[{ required: true, message: t('payments.bills.form.required') }]}
        extra={
          suppliers.isSuccess && suppliers.data.suppliers.length === 0
            ? t('payments.bills.form.noSuppliers')
            : undefined
        }
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={suppliers.isPending}
          placeholder={t('payments.bills.form.supplierPlaceholder')}
          options={(suppliers.data?.suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
          data-testid="bill-supplier"
        />
      </Form.Item>
      <Form.Item name="kind" label={t('payments.bills.form.kind')} rules={[{ required: true }]}>
        <Select
          options={BILL_KINDS.map((kind) => ({
            value: kind,
            label: t(`payments.bills.kind.${kind}`),
          }))}
          data-testid="bill-kind"
        />
      </Form.Item>
      <div className="th-payments__amount-row">
        <Form.Item
          name="amount"
          label={t('payments.bills.form.amount')}
          rules={amountRules(t)}
          validateFirst
          dependencies={['currency']}
        >
          <Input inputMode="decimal" autoComplete="off" data-testid="bill-amount" />
        </Form.Item>
        <Form.Item name="currency" label={t('payments.bills.form.currency')} rules={[{ required: true }]}>
          <Select
            showSearch
            options={currencies.map((c) => ({ value: c, label: c }))}
            data-testid="bill-currency"
          />
        </Form.Item>
      </div>
      <div className="th-payments__amount-row">
        <Form.Item
          name="issueDate"
          label={t('payments.bills.form.issueDate')}
          rules={[{ required: true, message: t('payments.bills.form.required') }]}
        >
          <Input type="date" data-testid="bill-issue-date" />
        </Form.Item>
        <Form.Item
          name="dueDate"
          label={t('payments.bills.form.dueDate')}
          rules={[{ required: true, message: t('payments.bills.form.required') }]}
        >
          <Input type="date" data-testid="bill-due-date" />
        </Form.Item>
      </div>
      <Form.Item
        name="reference"
        label={t('payments.bills.form.reference')}
        rules={[
          { required: true, whitespace: true, message: t('payments.bills.form.required') },
          { max: 140 },
        ]}
      >
        <Input maxLength={140} autoComplete="off" data-testid="bill-reference" />
      </Form.Item>
      <Form.Item
        name="budgetRate"
        label={t('payments.bills.form.budgetRate')}
        extra={
          pair
            ? t('payments.bills.form.budgetRateHint', { pair: `${pair.base}/${pair.quote}` })
            : t('payments.bills.form.budgetRateNone')
        }
      >
        <Input inputMode="decimal" autoComplete="off" disabled={!pair} data-testid="bill-budget-rate" />
      </Form.Item>

      {formError && (
        <Alert type="error" showIcon title={formError} role="alert" data-testid="bill-form-error" />
      )}

      <div className="th-payments__form-buttons">
        <Button onClick={onClose}>{t('payments.bills.form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={creating.isPending} data-testid="bill-save">
          {t('payments.bills.form.save')}
        </Button>
      </div>
    </Form>
  );
}

/** New bill: a supplier's invoice or a purchase order, with its due date and optional budget rate. */
export function NewBillDrawer({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (bill: BillItem) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'hand' | 'request'>('hand');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('payments.bills.form.title')}
      size={520}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) setMode('hand');
      }}
      data-testid="new-bill-drawer"
    >
      {open && (
        <>
          <Segmented
            block
            className="th-bills__mode"
            value={mode}
            onChange={setMode}
            aria-label={t('payments.bills.form.modeLabel')}
            options={[
              { value: 'hand', label: t('payments.bills.form.modeHand') },
              {
                value: 'request',
                label: <span data-testid="bill-mode-request">{t('payments.bills.form.modeRequest')}</span>,
              },
            ]}
            data-testid="bill-mode"
          />
          {mode === 'hand' ? (
            <NewBillForm onClose={onClose} onCreated={onCreated} />
          ) : (
            <BillFromRequestForm onClose={onClose} onCreated={onCreated} />
          )}
        </>
      )}
    </Drawer>
  );
}
