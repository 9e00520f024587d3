import { RATE_ALERT_KINDS } from '@tradehub/contract/enums';
import { pairDecimals } from '@tradehub/contract/fx-pairs';
import { Alert, App, Button, Form, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client';
import {
  useCreateRateAlert,
  type NewRateAlertBody,
  type RateAlertItem,
} from '../../../api/rate-alerts/queries';
import { usdPairLabel, usdPairQuote } from '../../../fx/usdPairs';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { useFormat } from '../../../i18n/useFormat';

type AlertKind = RateAlertItem['kind'];

/** The longest window of a percentage-move alert (the gateway's limit: one week). */
export const maxWindowMinutes = 7 * 24 * 60;

interface FormValues {
  /** The currency watched; the alert is on its market pair against USD (EUR → EUR/USD). */
  currency?: string;
  kind: AlertKind;
  threshold?: number | null;
  windowMinutes?: number | null;
}

const fieldNames = ['currency', 'kind', 'threshold', 'windowMinutes'] as const;
type FieldName = (typeof fieldNames)[number];

/** The form field a 400's `field` names ('threshold', or a path ending in it), if it is one of ours. */
function formField(field: string | undefined): FieldName | undefined {
  const last = field?.split(/[./]/u).pop();
  return fieldNames.find((name) => name === last);
}

/** A 400 naming one of the form's fields, shown on that field rather than above the form. */
function fieldError(error: unknown): { name: FieldName; message: string } | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return undefined;
  const name = formField(error.field);
  return name && { name, message: error.message };
}

interface RateAlertFormProps {
  /** The latest snapshot's rates: the currencies to choose from, and the current level as a hint. */
  rates: Readonly<Record<string, number>>;
  readOnly: boolean;
}

/**
 * A new alert: currency (offered as its market pair against USD, EUR/USD or USD/JPY, as every screen writes
 * it), condition (above, below, percentage move), threshold (a rate of that pair, as shown) and, for a move,
 * a window. The created alert joins the cached list the drawer shows.
 */
export function RateAlertForm({ rates, readOnly }: RateAlertFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateRateAlert();
  // Bad input is shown on the field it concerns; anything else above the form.
  const failure = create.error && !fieldError(create.error) ? create.error : undefined;
  const currencies = Object.keys(rates)
    .filter((code) => code !== 'USD')
    .sort();
  const kind = Form.useWatch('kind', form) ?? 'above';
  const currency = Form.useWatch('currency', form);
  const shown = currency === undefined ? undefined : usdPairQuote(currency, rates);

  const submit = (values: FormValues) => {
    if (values.currency === undefined || values.threshold === undefined || values.threshold === null) return;
    const body: NewRateAlertBody = {
      currency: values.currency,
      kind: values.kind,
      threshold: values.threshold,
    };
    if (values.kind === 'change' && typeof values.windowMinutes === 'number') {
      body.windowMinutes = values.windowMinutes;
    }
    create.mutate(body, {
      onSuccess: () => {
        form.resetFields(['threshold', 'windowMinutes']);
        void message.success(t('rateAlerts.created'));
      },
      onError: (error) => {
        const field = fieldError(error);
        if (field) form.setFields([{ name: field.name, errors: [field.message] }]);
      },
    });
  };

  let thresholdHint: string;
  if (kind === 'change') thresholdHint = t('rateAlerts.form.thresholdPercentHint');
  else if (shown?.text !== undefined) {
    thresholdHint = t('rateAlerts.form.thresholdRateHint', {
      base: shown.pair.base,
      quote: shown.pair.quote,
      rate: format.pairRate(shown.pair, shown.text),
    });
  } else thresholdHint = t('rateAlerts.form.thresholdLevelHint');
  // A step of the pair's last shown decimal: 0.0001 for EUR/USD, 0.01 for USD/JPY.
  const rateStep = 10 ** -(shown ? pairDecimals(shown.pair) : 4);

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={{ kind: 'above', currency: currencies.includes('EUR') ? 'EUR' : currencies[0] }}
      onFinish={submit}
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
        name="currency"
        label={t('rateAlerts.form.currency')}
        rules={[{ required: true, message: t('rateAlerts.form.currencyRequired') }]}
        extra={currencies.length === 0 ? t('rateAlerts.form.noCurrencies') : undefined}
      >
        <Select
          options={currencies.map((code) => ({ value: code, label: usdPairLabel(code) }))}
          showSearch={{ optionFilterProp: 'label' }}
          disabled={readOnly || currencies.length === 0}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('rateAlerts.form.kind')}>
        <Radio.Group
          options={RATE_ALERT_KINDS.map((value) => ({
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
          step={kind === 'change' ? 0.1 : rateStep}
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
        loading={create.isPending}
        disabled={readOnly || currencies.length === 0}
      >
        {t('rateAlerts.form.submit')}
      </Button>
    </Form>
  );
}
