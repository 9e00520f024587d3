import type { CurrencyExposureRow } from '@tradehub/contract';
import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat';
import { formatPercent } from '../risk/tileFormat';
import { ChartFrame } from './ChartFrame';
import { exposureChartOption, hedgedBaseMinor } from './chartOptions';

/** 'Exposure by currency': each currency's exposure in the base currency, hedged and unhedged. */
export function ExposureChartCard({
  exposures,
  baseCurrency,
}: {
  exposures: CurrencyExposureRow[];
  baseCurrency: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const option = useMemo(
    () =>
      exposureChartOption({
        exposures,
        baseCurrency,
        locale: format.locale,
        seriesNames: {
          hedged: t('dashboard.charts.exposure.hedged'),
          unhedged: t('dashboard.charts.exposure.unhedged'),
        },
      }),
    [exposures, baseCurrency, format.locale, t],
  );

  const summary = t('dashboard.charts.exposure.summary', {
    currency: baseCurrency,
    items: exposures
      .map((row) =>
        t('dashboard.charts.exposure.summaryItem', {
          currency: row.currency,
          amount: format.money(row.baseAmountMinor, baseCurrency),
          hedged: formatPercent(row.hedgedPercent, format.locale),
        }),
      )
      .join('; '),
  });

  const table = (
    <table className="th-data-table">
      <caption>{t('dashboard.charts.exposure.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.impact.columns.currency')}</th>
          <th scope="col">{t('dashboard.charts.exposure.total', { currency: baseCurrency })}</th>
          <th scope="col">{t('dashboard.charts.exposure.hedged')}</th>
          <th scope="col">{t('dashboard.charts.exposure.unhedged')}</th>
        </tr>
      </thead>
      <tbody>
        {exposures.map((row) => (
          <tr key={row.currency}>
            <th scope="row">{row.currency}</th>
            <td className="th-numeric">{format.money(row.baseAmountMinor, baseCurrency)}</td>
            <td className="th-numeric">{format.money(hedgedBaseMinor(row), baseCurrency)}</td>
            <td className="th-numeric">{format.money(row.unhedgedBaseMinor, baseCurrency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <Card
      title={<h2 className="th-card-title">{t('dashboard.charts.exposure.title')}</h2>}
      className="th-card"
      data-testid="exposure-by-currency"
    >
      <p className="th-card-subtitle">
        {t('dashboard.charts.exposure.subtitle', { currency: baseCurrency })}
      </p>
      {exposures.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.impact.empty')} />
      ) : (
        <ChartFrame
          option={option}
          height={Math.max(160, 56 + exposures.length * 40)}
          summary={summary}
          table={table}
          testId="exposure-chart"
        />
      )}
    </Card>
  );
}
