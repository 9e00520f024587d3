import type { RiskMetrics } from '@tradehub/contract';
import { Card, Empty, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat';
import { formatPercent } from './tileFormat';

type MetricKey = Exclude<keyof RiskMetrics, 'computedAt'>;
const metricOrder: readonly MetricKey[] = [
  'supplierVerificationRate',
  'paymentSuccessRate',
  'averageResponseTimeHours',
  'complianceScore',
];

/** Supplier verification rate, payment success rate, average response time and compliance score. */
export function RiskMetricsCard({ metrics }: { metrics: RiskMetrics | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card
      title={<h2 className="th-card-title">{t('dashboard.metrics.title')}</h2>}
      className="th-card"
      data-testid="risk-metrics"
    >
      {!metrics ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.metrics.empty')} />
      ) : (
        <>
          <dl className="th-metrics">
            {metricOrder.map((key) => {
              const isHours = key === 'averageResponseTimeHours';
              const value = isHours
                ? t('dashboard.metrics.hours', {
                    value: format.number(metrics[key], { maximumFractionDigits: 1 }),
                  })
                : formatPercent(metrics[key], format.locale);
              return (
                <div key={key} className="th-metrics__item">
                  <dt className="th-metrics__label">{t(`dashboard.metrics.${key}`)}</dt>
                  <dd className="th-metrics__value">
                    <span data-testid={`risk-metric-${key}`}>{value}</span>
                    {!isHours && (
                      <Progress
                        percent={Math.min(100, Math.max(0, metrics[key]))}
                        showInfo={false}
                        size="small"
                        aria-hidden="true"
                      />
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className="th-metrics__computed" data-testid="risk-metrics-computed">
            {t('dashboard.metrics.computed', { time: format.dateTime(metrics.computedAt) })}
          </p>
        </>
      )}
    </Card>
  );
}
