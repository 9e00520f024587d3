import { TRANSFER_METHODS, type TransferMethod } from '@tradehub/contract/enums';
import { useQuery } from '@tanstack/react-query';
// The money module on its own: the contract's root also holds the zod schemas, whose eval probe a strict
// CSP reports.
import { minorDigits } from '@tradehub/contract/money';
import type { PaymentItem } from '@tradehub/contract';
import { Alert, App, Button, Descriptions, Drawer, Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  paymentSettingsQuery,
  useCreatePayment,
  usePaymentQuote,
  type PaymentQuote,
} from '../../api/payments/queries';
import { suppliersListQuery } from '../../api/suppliers/queries';
import { useLiveRates } from '../../fx/liveRates';
import { PairRate } from '../../fx/PairRate';
import { useFormat } from '../../i18n/useFormat';
import { showApiError } from '../formErrors';
import { formLevelError, isFieldError } from '../formLevelError';
import { QuoteApproval } from './QuoteApproval';
import { newIdempotencyKey, primaryCurrencies, todayIso, validateDecimalAmount } from './paymentLogic';
import { transferMethodName } from '../../i18n/transferMethodName';

interface FormValues {
  supplierId: string;
  amount: string;
  currency: string;
  method: TransferMethod;
  reference?: string;
  valueDate: string;
}

const formFields = ['supplierId', 'amount', 'currency', 'method', 'reference', 'valueDate'] as const;

/** USD, EUR, GBP, JPY, CNY first, then the other currencies of the live rates. */
export function useCurrencyOptions(): string[] {
  const live = useLiveRates();
  return useMemo(() => {
    const others = Object.keys(live.snapshot?.rates ?? {})
      .filter((code) => !(primaryCurrencies as readonly string[]).includes(code))
      .sort();
    return [...primaryCurrencies, ...others];
  }, [live.snapshot]);
}

/**
 * The rules of a required amount field: `required` (so the label is not marked optional, and an empty field
 * says so), then the decimal check for the form's currency. Use with Form.Item `validateFirst`, so one
 * message shows at a time.
 */
export function amountRules(t: TFunction) {
  return [{ required: true, message: t('payments.form.amountErrors.required') }, amountRule(t)];
}

/** A Form.Item rule checking a decimal amount for the currency in the form's `currency` field. */
function amountRule(t: TFunction) {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator(_: unknown, value: unknown) {
      const currency = String(getFieldValue('currency') ?? 'USD');
      const problem = validateDecimalAmount(typeof value === 'string' ? value : '', currency);
      if (!problem) return Promise.resolve();
      return Promise.reject(
        new Error(
          String(
            t(`payments.form.amountErrors.${problem}`, {
              currency,
              digits: minorDigits(currency),
            }),
          ),
        ),
      );
    },
  });
}

function NewPaymentForm({
  presetMethod,
  onClose,
  onCreated,
}: {
  presetMethod: TransferMethod | undefined;
  onClose: () => void;
  onCreated: (payment: PaymentItem) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const suppliers = useQuery(suppliersListQuery({ status: 'verified' }));
  const settings = useQuery(paymentSettingsQuery());
  const currencies = useCurrencyOptions();
  const quoting = usePaymentQuote();
  const creating = useCreatePayment();
  // The quote shown: the last one answered, dropped by any change to the form (onValuesChange).
  const [quote, setQuote] = useState<PaymentQuote | undefined>(undefined);
  const busy = quoting.isPending || creating.isPending;
  const formError = formLevelError(quoting.error ?? creating.error, formFields, t);

  // A field the gateway names gets the error under it, and the quote (for other values) goes.
  const showFieldError = (error: Error) => {
    showApiError(form, error, t, formFields);
    if (isFieldError(error, formFields)) setQuote(undefined);
  };

  const body = (values: FormValues) => ({
    supplierId: values.supplierId,
    amount: values.amount.trim(),
    currency: values.currency,
    method: values.method,
  });

  // A new attempt clears the last one's error, as the form is checked again.
  const clearErrors = () => {
    quoting.reset();
    creating.reset();
  };

  const review = async () => {
    clearErrors();
    const values = await form.validateFields();
    quoting.mutate(body(values), { onSuccess: (answer) => setQuote(answer), onError: showFieldError });
  };

  const confirm = async () => {
    clearErrors();
    const values = await form.validateFields();
    const reference = values.reference?.trim();
    creating.mutate(
      { ...body(values), ...(reference ? { reference } : {}), valueDate: values.valueDate, idempotencyKey },
      {
        onSuccess: ({ payment }) => {
          void message.success({
            content: t('payments.form.created', {
              name: payment.supplier.name,
              amount: format.money(payment.amountMinor, payment.currency),
            }),
            // A toast that says what was sent, found by tests among other messages.
            className: 'th-payment-created-toast',
          });
          onCreated(payment);
        },
        onError: showFieldError,
      },
    );
  };

  const supplierList = suppliers.data?.suppliers ?? [];

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ currency: 'USD', method: presetMethod ?? 'Bank Transfer', valueDate: todayIso() }}
      onValuesChange={() => setQuote(undefined)}
      data-testid="new-payment-form"
    >
      <Form.Item
        name="supplierId"
        label={t('payments.form.supplier')}
        rules={[{ required: true, message: t('payments.form.required') }]}
        extra={
          suppliers.isSuccess && supplierList.length === 0 ? (
            <span data-testid="no-verified-suppliers">{t('payments.form.noSuppliers')}</span>
          ) : undefined
        }
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={suppliers.isPending}
          placeholder={t('payments.form.supplierPlaceholder')}
          options={supplierList.map((s) =>
            // An open sanctions hit blocks paying the supplier (409 sanctions_hit_open), and so does a
            // screening in progress (409 screening_pending): shown, not offered.
            s.screeningStatus === 'hit'
              ? { value: s.id, label: t('payments.form.sanctionsBlocked', { name: s.name }), disabled: true }
              : s.screeningStatus === 'pending'
                ? {
                    value: s.id,
                    label: t('payments.form.screeningPending', { name: s.name }),
                    disabled: true,
                  }
                : { value: s.id, label: s.name },
          )}
          data-testid="payment-supplier"
        />
      </Form.Item>
      <div className="th-payments__amount-row">
        <Form.Item
          name="amount"
          label={t('payments.form.amount')}
          rules={amountRules(t)}
          validateFirst
          dependencies={['currency']}
        >
          <Input inputMode="decimal" autoComplete="off" data-testid="payment-amount" />
        </Form.Item>
        <Form.Item name="currency" label={t('payments.form.currency')} rules={[{ required: true }]}>
          <Select
            showSearch
            options={currencies.map((c) => ({ value: c, label: c }))}
            data-testid="payment-currency"
          />
        </Form.Item>
      </div>
      <Form.Item name="method" label={t('payments.form.method')} rules={[{ required: true }]}>
        <Select
          options={TRANSFER_METHODS.map((m) => ({ value: m, label: transferMethodName(m, t) }))}
          data-testid="payment-method-select"
        />
      </Form.Item>
      <Form.Item name="reference" label={t('payments.form.reference')} rules={[{ max: 140 }]}>
        <Input maxLength={140} data-testid="payment-reference" />
      </Form.Item>
      <Form.Item
        name="valueDate"
        label={t('payments.form.valueDate')}
        rules={[{ required: true, message: t('payments.form.required') }]}
      >
        <Input type="date" min={todayIso()} data-testid="payment-value-date" />
      </Form.Item>

      {formError && (
        <Alert type="error" showIcon title={formError} role="alert" data-testid="payment-form-error" />
      )}

      {quote && (
        <div className="th-payments__quote" data-testid="payment-quote" aria-live="polite">
          <Descriptions column={1} size="small" bordered title={t('payments.form.quote.title')}>
            <Descriptions.Item label={t('payments.form.quote.amount')}>
              <span data-testid="quote-amount">{format.money(quote.amountMinor, quote.currency)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.form.quote.rate')}>
              <span data-testid="quote-rate">
                {quote.fxRate === null ? (
                  t('payments.form.quote.noRate')
                ) : (
                  <PairRate base={quote.baseCurrency} currency={quote.currency} rate={quote.fxRate} />
                )}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.form.quote.baseAmount', { base: quote.baseCurrency })}>
              <span data-testid="quote-base-amount">
                {format.money(quote.baseAmountMinor, quote.baseCurrency)}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.form.quote.fee')}>
              <span data-testid="quote-fee">{format.money(quote.feeMinor, quote.baseCurrency)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.form.quote.total')}>
              <strong data-testid="quote-total">
                {format.money(quote.totalBaseMinor, quote.baseCurrency)}
              </strong>
            </Descriptions.Item>
          </Descriptions>
          <QuoteApproval quote={quote} bands={settings.data?.approvalTiers} />
        </div>
      )}

      <div className="th-payments__form-buttons">
        <Button onClick={onClose}>{t('payments.form.cancel')}</Button>
        {quote ? (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void confirm().catch(() => undefined)}
            data-testid="payment-confirm"
          >
            {t('payments.form.confirm')}
          </Button>
        ) : (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void review().catch(() => undefined)}
            data-testid="payment-review"
          >
            {t('payments.form.review')}
          </Button>
        )}
      </div>
    </Form>
  );
}

export function NewPaymentDrawer({
  open,
  presetMethod,
  onClose,
  onCreated,
}: {
  open: boolean;
  presetMethod: TransferMethod | undefined;
  onClose: () => void;
  onCreated: (payment: PaymentItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('payments.form.title')}
      size={520}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
      data-testid="new-payment-drawer"
    >
      {open && <NewPaymentForm presetMethod={presetMethod} onClose={onClose} onCreated={onCreated} />}
    </Drawer>
  );
}
