import { BILL_KINDS, type BillKind } from '@tradehub/contract/enums';
import { marketPair } from '@tradehub/contract/fx-pairs';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateBill } from '../../../api/bills/queries';
import { paymentSettingsQuery } from '../../../api/payments/queries';
import { BillFormFooter } from './BillFormFooter';
import { BillSupplierField } from './BillSupplierField';
import { amountRules, useCurrencyOptions } from '../NewPaymentDrawer';
import { todayIso } from '../paymentLogic';
import { useBillCreation, type BillFormProps } from './useBillCreation';

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

/** New bill by hand: the supplier, invoice or purchase order, amount, dates, reference and budget rate. */
export function NewBillForm({ onClose, onCreated }: BillFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const currencies = useCurrencyOptions();
  const { onFinish, formError, saving } = useBillCreation({
    form,
    creating: useCreateBill(),
    fields: formFields,
    toBody: (values: FormValues) => {
      const budgetRate = values.budgetRate?.trim();
      return {
        supplierId: values.supplierId,
        kind: values.kind,
        currency: values.currency,
        amount: values.amount.trim(),
        issueDate: values.issueDate,
        dueDate: values.dueDate,
        reference: values.reference.trim(),
        ...(budgetRate ? { budgetRate } : {}),
      };
    },
    onCreated,
  });
  const currency = Form.useWatch('currency', form) ?? 'EUR';
  // The budget rate is typed on the currency's pair against the organisation's base currency (EUR/USD; EUR/GBP
  // for a GBP-based organisation), as the server reads it.
  const baseCurrency = useQuery(paymentSettingsQuery()).data?.baseCurrency ?? 'USD';
  const pair = marketPair(currency, baseCurrency);

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ kind: 'invoice', currency: 'EUR', issueDate: todayIso() }}
      onFinish={onFinish}
      data-testid="new-bill-form"
    >
      <BillSupplierField testId="bill-supplier" />
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

      <BillFormFooter formError={formError} saving={saving} saveTestId="bill-save" onClose={onClose} />
    </Form>
  );
}
