import { PAYMENT_STATUSES } from '@tradehub/contract/enums';
import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat';
import type { DashboardRange } from '../risk/dashboardRange';
import { ChartFrame } from './ChartFrame';
import { bucketLabel, paymentsChartOption, paymentTotals, type PaymentsByStatus } from './chartOptions';

const chartHeight = 260;

/** 'Payments by status': completed, pending and failed payments per hour, day or week of the range. */
export function PaymentsByStatusCard({
  paymentsByStatus,
  range,
}: {
  paymentsByStatus: PaymentsByStatus;
  range: DashboardRange;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { buckets, interval } = paymentsByStatus;
  const totals = paymentTotals(buckets);

  const option = useMemo(
    () =>
      paymentsChartOption({
        paymentsByStatus,
        locale: format.locale,
        seriesNames: {
          completed: t('transactionStatus.completed'),
          pending: t('transactionStatus.pending'),
          failed: t('transactionStatus.failed'),
        },
      }),
    [paymentsByStatus, format.locale, t],
  );

  const period = t(`dashboard.range.long.${range}`);
  const summary = t('dashboard.charts.payments.summary', {
    period,
    completed: format.number(totals.completed),
    pending: format.number(totals.pending),
    failed: format.number(totals.failed),
  });

  const table = (
    <table className="th-data-table">
      <caption>
        {t('dashboard.charts.payments.title')} · {period}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t(`dashboard.charts.payments.interval.${interval}`)}</th>
          {PAYMENT_STATUSES.map((status) => (
            <th key={status} scope="col">
              {t(`transactionStatus.${status}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {buckets.map((bucket) => (
          <tr key={bucket.start}>
            <th scope="row">{bucketLabel(bucket.start, interval, format.locale).full}</th>
            {PAYMENT_STATUSES.map((status) => (
              <td key={status} className="th-numeric">
                {format.number(bucket[status])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <Card
      title={<h2 className="th-card-title">{t('dashboard.charts.payments.title')}</h2>}
      className="th-card"
      data-testid="payments-by-status"
    >
      <p className="th-card-subtitle">{t(`dashboard.charts.payments.subtitle.${interval}`)}</p>
      {totals.total === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('dashboard.charts.payments.empty')}
          data-testid="payments-chart-empty"
        />
      ) : (
        <ChartFrame
          option={option}
          height={chartHeight}
          summary={summary}
          table={table}
          testId="payments-chart"
        />
      )}
    </Card>
  );
}
