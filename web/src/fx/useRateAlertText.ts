import type { RateAlert } from '@tradehub/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/useFormat';
import { formatPercentThreshold, formatRateLevel } from './fxFormat';

type AlertCondition = Pick<RateAlert, 'base' | 'quote' | 'kind' | 'threshold' | 'windowMinutes'>;

/** How a rate alert reads: 'USD/EUR', 'Above 0.9300', 'Below 145.00', 'Moves 0.5% within 60 min'. */
export function useRateAlertText() {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const pair = (alert: Pick<RateAlert, 'base' | 'quote'>) => `${alert.base}/${alert.quote}`;
    const condition = (alert: AlertCondition) => {
      switch (alert.kind) {
        case 'above':
          return t('rateAlerts.condition.above', { level: formatRateLevel(alert.threshold, format.locale) });
        case 'below':
          return t('rateAlerts.condition.below', { level: formatRateLevel(alert.threshold, format.locale) });
        case 'change':
          return t('rateAlerts.condition.change', {
            percent: formatPercentThreshold(alert.threshold, format.locale),
            minutes: format.number(alert.windowMinutes ?? 0),
          });
      }
    };
    return { pair, condition, full: (alert: AlertCondition) => `${pair(alert)} ${condition(alert)}` };
  }, [t, format]);
}
