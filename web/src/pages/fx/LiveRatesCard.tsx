import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageLoading';
import { useLiveRates } from '../../fx/liveRates';
import { usdPairQuote } from '../../fx/usdPairs';
import { useFormat } from '../../i18n/useFormat';
import { FxFreshness } from '../dashboard/FxFreshness';
import { FxCard } from './FxCard';
import { rateCurrencies } from './rateCurrencies';

/** Live Exchange Rates: the latest rate of each pair and how fresh it is. */
export function LiveRatesCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const live = useLiveRates();
  const snapshot = live.snapshot;
  return (
    <FxCard title={t('fxManagement.rates.title')} testId="fx-live-rates">
      {!snapshot ? (
        live.status === 'loading' || live.status === 'idle' ? (
          <PageLoading label={t('fxManagement.rates.loading')} />
        ) : (
          <Alert type="info" showIcon title={t('fxManagement.rates.unavailable')} />
        )
      ) : (
        <>
          <dl className="th-fx__rates">
            {rateCurrencies.map((currency) => {
              const shown = usdPairQuote(currency, snapshot.rates);
              if (!shown) return null;
              return (
                <div key={currency} className="th-fx__rate" data-testid="fx-rate" data-currency={currency}>
                  <dt>{shown.label}</dt>
                  <dd data-rate={shown.rate ?? ''}>
                    {shown.text === undefined ? '—' : format.pairRate(shown.pair, shown.text)}
                  </dd>
                </div>
              );
            })}
          </dl>
          <FxFreshness snapshot={snapshot} updatedAt={live.updatedAt} />
        </>
      )}
    </FxCard>
  );
}
