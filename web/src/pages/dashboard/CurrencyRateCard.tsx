import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChange } from '../../fx/fxFormat';
import { loadPreviousCloses } from '../../fx/liveRates';
import { usdPairChangePercent, usdPairQuote } from '../../fx/usdPairs';
import { useFormat } from '../../i18n/useFormat';
import { FxFreshness } from './FxFreshness';
import { FxRatesStatus } from './FxRatesStatus';
import type { FxRate } from './types';
import { useDisplayedRates } from './useDisplayedRates';

/**
 * The currencies of the rate card, each against USD (spec section 2: EUR, GBP, JPY and USD against USD; the
 * dollar against itself, always 1, is not shown).
 */
export const rateCardCurrencies = ['EUR', 'GBP', 'JPY'] as const;

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

/**
 * Each currency's market pair against USD with its rate (four decimals, two for yen) and its change on that
 * pair, green and up when it reads '+'.
 */
export function CurrencyRateCard({ fallback }: { fallback: readonly FxRate[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currencyName = useCurrencyNames(format.locale);
  const { snapshot, updatedAt, live } = useDisplayedRates(fallback);
  const previousCloses = usePreviousCloses(rateCardCurrencies);

  const closesKnown = rateCardCurrencies.filter((currency) => previousCloses[currency]).length;
  const basis =
    closesKnown === rateCardCurrencies.length ? 'previousClose' : closesKnown === 0 ? 'firstRate' : 'mixed';

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
            {rateCardCurrencies.map((currency) => {
              const shown = usdPairQuote(currency, snapshot.rates);
              if (!shown) return null;
              const usdRate = snapshot.rates[currency];
              // The baseline is in the feed's terms (per 1 USD); the move is measured on the pair shown.
              const usdBaseline = previousCloses[currency] ?? live.firstRates[currency] ?? usdRate;
              const change =
                usdRate === undefined
                  ? undefined
                  : formatChange(usdPairChangePercent(currency, usdRate, usdBaseline), format.locale);
              return (
                <li key={currency} className="th-rate-card__row" data-testid={`rate-card-${currency}`}>
                  <div className="th-rate-card__currency">
                    <span className="th-rate-card__code">{currency}</span>
                    <span className="th-rate-card__name">
                      {shown.label} · {currencyName(currency)}
                    </span>
                  </div>
                  <div className="th-rate-card__values">
                    <span
                      className="th-rate-card__rate"
                      data-testid={`rate-card-${currency}-rate`}
                      data-rate={shown.rate ?? ''}
                    >
                      {shown.text === undefined
                        ? t('dashboard.fx.noRate')
                        : format.pairRate(shown.pair, shown.text)}
                    </span>
                    {change && (
                      <span
                        className={`th-change th-change--${change.positive ? 'up' : 'down'}`}
                        data-testid={`rate-card-${currency}-change`}
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
