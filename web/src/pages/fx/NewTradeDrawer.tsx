import { Alert, App, Button, Descriptions, Drawer, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { useBookFxTrade, useFxTradeQuote, type FxTradeItem, type FxTradeQuote } from '../../api/fx/queries';
import { PairRate } from '../../fx/PairRate';
import { useNow } from '../../hooks/useNow';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { amountRules, useCurrencyOptions } from '../payments/NewPaymentDrawer';
import { todayIso } from '../payments/paymentLogic';
import { formatCountdown, secondsLeft } from './tradeCountdown';
import type { TradePrefill } from './tradePrefill';

interface TradeValues {
  kind: 'spot' | 'forward';
  side: 'buy' | 'sell';
  currency: string;
  amount: string;
  valueDate: string;
}

const fields = new Set(['kind', 'side', 'currency', 'amount', 'valueDate']);

function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="th-fx__countdown"
      data-testid="fx-quote-countdown"
      data-seconds={seconds}
      role="timer"
      aria-live={seconds % 10 === 0 || seconds <= 5 ? 'polite' : 'off'}
      aria-label={t('fxManagement.trade.expiresInLabel', { seconds })}
    >
      {t('fxManagement.trade.expiresIn', { time: formatCountdown(seconds) })}
    </div>
  );
}

function NewTradeForm({
  canTrade,
  prefill,
  onClose,
  onBooked,
}: {
  canTrade: boolean;
  prefill: TradePrefill | undefined;
  onClose: () => void;
  onBooked: (trade: FxTradeItem) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const [form] = Form.useForm<TradeValues>();
  const [quote, setQuote] = useState<FxTradeQuote | undefined>(undefined);
  const [gone, setGone] = useState(false);
  const now = useNow(1000);
  const [error, setError] = useState<string | undefined>(undefined);
  const quoting = useFxTradeQuote();
  const booking = useBookFxTrade();
  const busy = quoting.isPending || booking.isPending;
  const currencies = useCurrencyOptions().filter((c) => c !== 'USD');
  const seconds = quote ? secondsLeft(quote.expiresAt, now) : 0;
  const expired = quote !== undefined && (gone || seconds === 0);

  const getRate = async () => {
    setError(undefined);
    const values = await form.validateFields();
    quoting.mutate(
      { ...values, amount: values.amount.trim() },
      {
        onSuccess: (next) => {
          setQuote(next);
          setGone(false);
        },
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.field && fields.has(failure.field)) {
            form.setFields([{ name: failure.field as keyof TradeValues, errors: [failure.message] }]);
          } else setError(apiErrorMessage(failure, t));
        },
      },
    );
  };

  const book = () => {
    if (!quote) return;
    setError(undefined);
    booking.mutate(quote, {
      onSuccess: ({ trade }) => {
        void message.success(t('fxManagement.trade.booked'));
        onBooked(trade);
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.status === 410) setGone(true);
        else setError(apiErrorMessage(failure, t));
      },
    });
  };

  return (
    <Form<TradeValues>
      form={form}
      layout="vertical"
      initialValues={{ kind: 'spot', side: 'buy', currency: 'EUR', valueDate: todayIso(), ...prefill }}
      onValuesChange={() => setQuote(undefined)}
      data-testid="fx-trade-form"
    >
      <Form.Item name="kind" label={t('fxManagement.trade.kind')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'spot', label: t('fxManagement.trade.spot') },
            { value: 'forward', label: t('fxManagement.trade.forward') },
          ]}
          data-testid="fx-trade-kind"
        />
      </Form.Item>
      <Form.Item name="side" label={t('fxManagement.trade.side')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'buy', label: t('fxManagement.trade.buy') },
            { value: 'sell', label: t('fxManagement.trade.sell') },
          ]}
          data-testid="fx-trade-side"
        />
      </Form.Item>
      <Form.Item name="currency" label={t('fxManagement.trade.currency')} rules={[{ required: true }]}>
        <Select
          showSearch
          options={currencies.map((c) => ({ value: c, label: c }))}
          data-testid="fx-trade-currency"
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('fxManagement.trade.amount')}
        rules={amountRules(t)}
        validateFirst
        dependencies={['currency']}
      >
        <Input inputMode="decimal" autoComplete="off" data-testid="fx-trade-amount" />
      </Form.Item>
      <Form.Item
        name="valueDate"
        label={t('fxManagement.trade.valueDate')}
        rules={[{ required: true, message: t('payments.form.required') }]}
      >
        <Input type="date" min={todayIso()} data-testid="fx-trade-value-date" />
      </Form.Item>
      {error && <Alert type="error" showIcon role="alert" title={error} data-testid="fx-trade-error" />}
      {quote && (
        <div className="th-fx__quote" data-testid="fx-trade-quote">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('fxManagement.trade.rate')}>
              <PairRate base="USD" currency={quote.currency} rate={quote.rate} testId="fx-quote-rate" />
            </Descriptions.Item>
            <Descriptions.Item label={t('fxManagement.trade.amount')}>
              {format.money(quote.amountMinor, quote.currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fxManagement.trade.usdAmount')}>
              <span data-testid="fx-quote-usd">{format.money(quote.usdAmountMinor, 'USD')}</span>
            </Descriptions.Item>
          </Descriptions>
          {expired ? (
            <Alert
              type="warning"
              showIcon
              role="alert"
              title={t('fxManagement.trade.expired')}
              data-testid="fx-quote-expired"
            />
          ) : (
            <Countdown seconds={seconds} />
          )}
        </div>
      )}
      <div className="th-payments__form-buttons">
        <Button onClick={onClose}>{t('payments.form.cancel')}</Button>
        {quote && !expired ? (
          <Button
            type="primary"
            loading={busy}
            disabled={!canTrade}
            onClick={book}
            data-testid="fx-book-trade"
          >
            {t('fxManagement.trade.book')}
          </Button>
        ) : (
          <Button
            type="primary"
            loading={busy}
            disabled={!canTrade}
            onClick={() => void getRate().catch(() => undefined)}
            data-testid={quote ? 'fx-requote' : 'fx-get-rate'}
          >
            {quote ? t('fxManagement.trade.requote') : t('fxManagement.trade.getRate')}
          </Button>
        )}
      </div>
    </Form>
  );
}

export function NewTradeDrawer({
  open,
  canTrade,
  prefill,
  onClose,
  onBooked,
}: {
  open: boolean;
  canTrade: boolean;
  /** What the form starts with (a hedge's currency, amount and value date); another prefill starts it afresh. */
  prefill?: TradePrefill | undefined;
  onClose: () => void;
  onBooked: (trade: FxTradeItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('fxManagement.trade.title')}
      size={480}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
      data-testid="fx-trade-drawer"
    >
      {open && (
        <NewTradeForm
          key={JSON.stringify(prefill ?? {})}
          canTrade={canTrade}
          prefill={prefill}
          onClose={onClose}
          onBooked={onBooked}
        />
      )}
    </Drawer>
  );
}
