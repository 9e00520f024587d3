import type { RateAlert } from '@tradehub/contract';
import { pairLabel, type CurrencyPair } from '@tradehub/contract/fx-pairs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/useFormat';
import { formatPercentThreshold } from './fxFormat';

type AlertCondition = Pick<RateAlert, 'base' | 'quote' | 'kind' | 'threshold' | 'windowMinutes'>;

/**
 * How a rate alert reads, on its pair as every screen writes it: 'EUR/USD', 'Above 1.0900',
 * 'Below 145.00', 'Moves 0.5% within 60 min'; and a rate of its pair ('1.0858', '148.25').
 */
export function useRateAlertText() {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const pairOf = (alert: Pick<RateAlert, 'base' | 'quote'>): CurrencyPair => ({
      base: alert.base,
      quote: alert.quote,
    });
    const pair = (alert: Pick<RateAlert, 'base' | 'quote'>) => pairLabel(pairOf(alert));
    const rate = (alert: Pick<RateAlert, 'base' | 'quote'>, value: number | null) =>
      value === null ? '—' : format.pairRate(pairOf(alert), value);
    const condition = (alert: AlertCondition) => {
      switch (alert.kind) {
        case 'above':
          return t('rateAlerts.condition.above', { level: rate(alert, alert.threshold) });
        case 'below':
          return t('rateAlerts.condition.below', { level: rate(alert, alert.threshold) });
        case 'change':
          return t('rateAlerts.condition.change', {
            percent: formatPercentThreshold(alert.threshold, format.locale),
            minutes: format.number(alert.windowMinutes ?? 0),
          });
      }
    };
    return { pair, rate, condition, full: (alert: AlertCondition) => `${pair(alert)} ${condition(alert)}` };
  }, [t, format]);
}
