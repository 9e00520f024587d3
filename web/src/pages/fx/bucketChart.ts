// "Exposure by maturity": one currency's payables per maturity bucket as a stacked bar, the part its forwards
// hedge and the part still open. A pure builder (echarts' types only), drawn by the dashboard's bar-chart module.
import type { BarChartOption } from '../dashboard/charts/chartOptions';
import { exposureColors } from '../../app/chartThemes';
import { formatMoney } from '../../i18n/format';
import type { ExposureBucketRow } from '../../api/fx/queries';

/** What of a bucket's payables its forwards cover (forwards beyond the payables hedge nothing more). */
export const matchedHedgeMinor = (bucket: Pick<ExposureBucketRow, 'payablesMinor' | 'hedgedMinor'>) =>
  Math.min(bucket.payablesMinor, bucket.hedgedMinor);

export interface BucketChartInput {
  buckets: readonly ExposureBucketRow[];
  currency: string;
  locale: string;
  /** Each bucket's name in the UI language, in the buckets' order. */
  labels: readonly string[];
  seriesNames: { hedged: string; unhedged: string };
}

export function bucketChartOption({
  buckets,
  currency,
  locale,
  labels,
  seriesNames,
}: BucketChartInput): BarChartOption {
  // Axis ticks may fall between two minor units: round before formatting, never divide.
  const money = (value: unknown) =>
    typeof value === 'number' ? formatMoney(Math.round(value), currency, locale) : '';
  const compact = (value: number) =>
    formatMoney(Math.round(value), currency, locale, { notation: 'compact' });
  return {
    animationDuration: 300,
    legend: { top: 0, left: 0, itemWidth: 14, itemHeight: 10 },
    grid: { top: 36, left: 4, right: 8, bottom: 4, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true, valueFormatter: money },
    xAxis: {
      type: 'category',
      data: [...labels],
      axisLabel: { hideOverlap: true },
      axisTick: { alignWithLabel: true },
    },
    yAxis: { type: 'value', axisLabel: { formatter: compact, hideOverlap: true } },
    series: [
      {
        type: 'bar',
        name: seriesNames.hedged,
        stack: 'maturity',
        data: buckets.map(matchedHedgeMinor),
        itemStyle: { color: exposureColors.hedged },
        barMaxWidth: 36,
      },
      {
        type: 'bar',
        name: seriesNames.unhedged,
        stack: 'maturity',
        data: buckets.map((bucket) => Math.max(0, bucket.unhedgedMinor)),
        itemStyle: { color: exposureColors.unhedged },
        barMaxWidth: 36,
      },
    ],
  };
}
