import type { CreateRateAlertBody, RateAlert } from '@tradehub/contract';
import { Alert, App, Button, Form, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client';
import { formatRateLevel } from '../../../fx/fxFormat';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { useFormat } from '../../../i18n/useFormat';
import { maxWindowMinutes, rateAlertsApi } from './rateAlertsApi';

type AlertKind = RateAlert['kind'];

interface FormValues {
  quote?: string;
  kind: AlertKind;
  threshold?: number | null;
  windowMinutes?: number | null;
}

const fieldNames = ['quote', 'kind', 'threshold', 'windowMinutes'] as const;
type FieldName = (typeof fieldNames)[number];

/** The form field a 400's `field` names ('threshold', or a path ending in it), if it is one of ours. */
function formField(field: string | undefined): FieldName | undefined {
  const last = field?.split(/[./]/u).pop();
  return fieldNames.find((name) => name === last);
}

interface RateAlertFormProps {
  /** The latest snapshot's rates: the currencies to choose from, and the current level as a hint. */
  rates: Readonly<Record<string, number>>;
  readOnly: boolean;
  onCreated: (alert: RateAlert) => void;
}

/** A new alert: currency, condition (above, below, percentage move), threshold and, for a move, a window. */
export function RateAlertForm({ rates, readOnly, onCreated }: RateAlertFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const quotes = Object.keys(rates)
    .filter((quote) => quote !== 'USD')
    .sort();
  const kind = Form.useWatch('kind', form) ?? 'above';
  const quote = Form.useWatch('quote', form);
  const currentRate = quote === undefined ? undefined : rates[quote];

  const submit = async (values: FormValues) => {
    if (values.quote === undefined || values.threshold === undefined || values.threshold === null) return;
    const body: CreateRateAlertBody = { quote: values.quote, kind: values.kind, threshold: values.threshold };
    if (values.kind === 'change' && typeof values.windowMinutes === 'number') {
      body.windowMinutes = values.windowMinutes;
    }
    setSubmitting(true);
    setFailure(undefined);
    try {
      const { alert } = await rateAlertsApi.create(body);
      onCreated(alert);
      form.resetFields(['threshold', 'windowMinutes']);
      void message.success(t('rateAlerts.created'));
    } catch (error) {
      // Bad input is shown on the field it concerns; anything else above the form.
      const field =
        error instanceof ApiRequestError && error.status === 400 ? formField(error.field) : undefined;
      if (field && error instanceof ApiRequestError)
        form.setFields([{ name: field, errors: [error.message] }]);
      else setFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  let thresholdHint: string;
  if (kind === 'change') thresholdHint = t('rateAlerts.form.thresholdPercentHint');
  else if (quote !== undefined && currentRate !== undefined) {
    thresholdHint = t('rateAlerts.form.thresholdRateHint', {
      quote,
      rate: formatRateLevel(currentRate, format.locale),
    });
  } else thresholdHint = t('rateAlerts.form.thresholdLevelHint');

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={{ kind: 'above', quote: quotes.includes('EUR') ? 'EUR' : quotes[0] }}
      onFinish={(values) => void submit(values)}
      className="th-rate-alert-form"
      data-testid="rate-alert-form"
    >
      {failure !== undefined && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(failure, t)}
          className="th-rate-alert-form__error"
        />
      )}
      <Form.Item
        name="quote"
        label={t('rateAlerts.form.currency')}
        rules={[{ required: true, message: t('rateAlerts.form.currencyRequired') }]}
        extra={quotes.length === 0 ? t('rateAlerts.form.noCurrencies') : undefined}
      >
        <Select
          options={quotes.map((code) => ({ value: code, label: `USD/${code}` }))}
          showSearch={{ optionFilterProp: 'label' }}
          disabled={readOnly || quotes.length === 0}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('rateAlerts.form.kind')}>
        <Radio.Group
          options={(['above', 'below', 'change'] as const).map((value) => ({
            value,
            label: t(`rateAlerts.form.kinds.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="threshold"
        label={t('rateAlerts.form.threshold')}
        extra={thresholdHint}
        rules={[
          { required: true, message: t('rateAlerts.form.thresholdRequired') },
          { type: 'number', min: Number.MIN_VALUE, message: t('rateAlerts.form.thresholdPositive') },
        ]}
      >
        <InputNumber<number>
          className="th-rate-alert-form__number"
          min={0}
          step={kind === 'change' ? 0.1 : 0.0001}
          inputMode="decimal"
        />
      </Form.Item>
      {kind === 'change' && (
        <Form.Item
          name="windowMinutes"
          label={t('rateAlerts.form.windowMinutes')}
          rules={[
            { required: true, message: t('rateAlerts.form.windowRequired') },
            {
              type: 'integer',
              min: 1,
              max: maxWindowMinutes,
              message: t('rateAlerts.form.windowRange', { max: format.number(maxWindowMinutes) }),
            },
          ]}
        >
          <InputNumber<number>
            className="th-rate-alert-form__number"
            min={1}
            max={maxWindowMinutes}
            precision={0}
            inputMode="numeric"
          />
        </Form.Item>
      )}
      <Button
        type="primary"
        htmlType="submit"
        loading={submitting}
        disabled={readOnly || quotes.length === 0}
      >
        {t('rateAlerts.form.submit')}
      </Button>
    </Form>
  );
}
