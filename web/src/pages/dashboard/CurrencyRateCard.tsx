import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePercent, formatChange } from '../../fx/fxFormat';
import { loadPreviousCloses } from '../../fx/liveRates';
import { useFormat } from '../../i18n/useFormat';
import { FxFreshness } from './FxFreshness';
import { FxRatesStatus } from './FxRatesStatus';
import type { FxRate } from './types';
import { useDisplayedRates } from './useDisplayedRates';

/** The currencies of the rate card (spec section 2: EUR, GBP, JPY and USD against USD). */
export const rateCardCurrencies = ['EUR', 'GBP', 'JPY', 'USD'] as const;

function usePreviousCloses(quotes: readonly string[]): Record<string, number> {
  const [closes, setCloses] = useState<Record<string, number>>({});
  const key = quotes.join(',');
  useEffect(() => {
    const controller = new AbortController();
    loadPreviousCloses(key.split(','), controller.signal).then(setCloses, () => undefined);
    return () => controller.abort();
  }, [key]);
  return closes;
}

function useCurrencyNames(locale: string): (code: string) => string {
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'currency' });
    } catch {
      names = undefined;
    }
    return (code: string) => names?.of(code) ?? code;
  }, [locale]);
}

/** Each currency's rate against USD to four decimals and its change, green and up when it reads '+'. */
export function CurrencyRateCard({ fallback }: { fallback: readonly FxRate[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currencyName = useCurrencyNames(format.locale);
  const { snapshot, updatedAt, live } = useDisplayedRates(fallback);
  const previousCloses = usePreviousCloses(rateCardCurrencies);

  const closesKnown = rateCardCurrencies.filter((quote) => quote !== 'USD' && previousCloses[quote]).length;
  const basis =
    closesKnown === rateCardCurrencies.length - 1
      ? 'previousClose'
      : closesKnown === 0
        ? 'firstRate'
        : 'mixed';

  return (
    <Card
      title={<h2 className="th-card-title">{t('dashboard.fx.ratesTitle')}</h2>}
      className="th-card"
      data-testid="rate-card"
    >
      {!snapshot ? (
        <FxRatesStatus live={live} />
      ) : (
        <>
          <FxFreshness snapshot={snapshot} updatedAt={updatedAt} />
          <ul className="th-rate-card">
            {rateCardCurrencies.map((quote) => {
              const rate = quote === 'USD' ? 1 : snapshot.rates[quote];
              const baseline =
                quote === 'USD' ? 1 : (previousCloses[quote] ?? live.firstRates[quote] ?? rate);
              const change =
                rate === undefined ? undefined : formatChange(changePercent(rate, baseline), format.locale);
              return (
                <li key={quote} className="th-rate-card__row" data-testid={`rate-card-${quote}`}>
                  <div className="th-rate-card__currency">
                    <span className="th-rate-card__code">{quote}</span>
                    <span className="th-rate-card__name">
                      {snapshot.base}/{quote} · {currencyName(quote)}
                    </span>
                  </div>
                  <div className="th-rate-card__values">
                    <span className="th-rate-card__rate" data-testid={`rate-card-${quote}-rate`}>
                      {rate === undefined ? t('dashboard.fx.noRate') : format.rate(rate)}
                    </span>
                    {change && (
                      <span
                        className={`th-change th-change--${change.positive ? 'up' : 'down'}`}
                        data-testid={`rate-card-${quote}-change`}
                        data-direction={change.positive ? 'up' : 'down'}
                      >
                        {change.positive ? (
                          <ArrowUpOutlined aria-hidden="true" />
                        ) : (
                          <ArrowDownOutlined aria-hidden="true" />
                        )}
                        {change.text}
                      </span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="th-rate-card__note">{t(`dashboard.fx.changeSince.${basis}`)}</p>
        </>
      )}
    </Card>
  );
}
