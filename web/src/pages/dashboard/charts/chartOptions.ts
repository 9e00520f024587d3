// Pure builders of the dashboard's echarts options: API figures in, option objects out. Only echarts'
// types are imported here, so the builders (and their tests) never load the library itself.
import type { CurrencyExposureRow, Dashboard } from '@tradehub/contract';
import { PAYMENT_STATUSES, type PaymentStatus } from '@tradehub/contract/enums';
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { exposureColors, paymentStatusColors } from '../../../app/chartThemes';
import { formatMoney, formatNumber } from '../../../i18n/format';

export type BarChartOption = ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

export type PaymentsByStatus = Dashboard['paymentsByStatus'];
export type PaymentBucket = PaymentsByStatus['buckets'][number];
export type BucketInterval = PaymentsByStatus['interval'];

// The series' colours live with the charts' themes (app/chartThemes.ts).
export { exposureColors, paymentStatusColors } from '../../../app/chartThemes';

const dayMs = 24 * 60 * 60 * 1000;

/** Room for the legend above; the axis labels are kept inside the chart's box rather than cut off. */
const labelledGrid = {
  top: 36,
  left: 4,
  bottom: 4,
  outerBoundsMode: 'same',
  outerBoundsContain: 'axisLabel',
} as const;

export interface BucketLabel {
  /** Under the bar: '2 PM' for an hour, 'Nov 21' for a day or a week. */
  short: string;
  /** In the tooltip and the data table: 'Nov 21, 2025, 2:00 PM', 'Nov 21, 2025', 'Nov 17 – 23, 2025'. */
  full: string;
}

/**
 * A bucket's labels. Hours show in the viewer's zone (or `timeZone`); days and weeks are calendar days
 * of UTC, as the gateway cuts them, so they read the same date in every zone.
 */
export function bucketLabel(
  start: string,
  interval: BucketInterval,
  locale: string,
  timeZone?: string,
): BucketLabel {
  const date = new Date(start);
  if (interval === 'hour') {
    const zone = timeZone === undefined ? {} : { timeZone };
    return {
      short: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', ...zone }).format(date),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...zone }).format(
        date,
      ),
    };
  }
  const short = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  if (interval === 'day') return { short, full: dayFormat.format(date) };
  return { short, full: dayFormat.formatRange(date, new Date(date.getTime() + 6 * dayMs)) };
}

export interface PaymentTotals {
  completed: number;
  pending: number;
  failed: number;
  total: number;
}

/** The payments of every bucket added up, for the chart's spoken summary. */
export function paymentTotals(buckets: readonly PaymentBucket[]): PaymentTotals {
  const totals = { completed: 0, pending: 0, failed: 0, total: 0 };
  for (const bucket of buckets) {
    totals.completed += bucket.completed;
    totals.pending += bucket.pending;
    totals.failed += bucket.failed;
  }
  totals.total = totals.completed + totals.pending + totals.failed;
  return totals;
}

export interface PaymentsChartInput {
  paymentsByStatus: PaymentsByStatus;
  locale: string;
  /** The series' names in the UI language (the legend and tooltip show them). */
  seriesNames: Record<PaymentStatus, string>;
  /** For hour buckets; the viewer's own zone when left out. */
  timeZone?: string;
}

/** 'Payments by status': one stacked bar per bucket, completed (green), pending (gold), failed (red). */
export function paymentsChartOption({
  paymentsByStatus,
  locale,
  seriesNames,
  timeZone,
}: PaymentsChartInput): BarChartOption {
  const { buckets, interval } = paymentsByStatus;
  const labels = buckets.map((bucket) => bucketLabel(bucket.start, interval, locale, timeZone));
  const count = (value: unknown) => (typeof value === 'number' ? formatNumber(value, locale) : '');
  return {
    animationDuration: 300,
    legend: { top: 0, left: 0, itemWidth: 14, itemHeight: 10 },
    grid: { ...labelledGrid, right: 8 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      valueFormatter: count,
    },
    xAxis: {
      type: 'category',
      // The full label names the bucket in the tooltip; the axis shows the short one.
      data: labels.map((label) => label.full),
      axisLabel: {
        formatter: (_value: string, index: number) => labels[index]?.short ?? '',
        hideOverlap: true,
      },
      axisTick: { alignWithLabel: true },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => formatNumber(value, locale) },
    },
    series: PAYMENT_STATUSES.map((status) => ({
      type: 'bar',
      name: seriesNames[status],
      stack: 'payments',
      data: buckets.map((bucket) => bucket[status]),
      itemStyle: { color: paymentStatusColors[status] },
      emphasis: { focus: 'series' },
      barMaxWidth: 28,
    })),
  };
}

export interface ExposureChartInput {
  exposures: readonly CurrencyExposureRow[];
  baseCurrency: string;
  locale: string;
  seriesNames: { hedged: string; unhedged: string };
}

/** The hedged part of an exposure in the base currency (never negative). */
export function hedgedBaseMinor(
  row: Pick<CurrencyExposureRow, 'baseAmountMinor' | 'unhedgedBaseMinor'>,
): number {
  return Math.max(0, row.baseAmountMinor - row.unhedgedBaseMinor);
}

/**
 * 'Exposure by currency': one horizontal bar per currency in the base currency, split into its hedged
 * and unhedged parts. Values stay integer minor units; the axis and tooltip format them as money.
 */
export function exposureChartOption({
  exposures,
  baseCurrency,
  locale,
  seriesNames,
}: ExposureChartInput): BarChartOption {
  // Axis ticks may fall between two minor units: round before formatting, never divide.
  const money = (value: unknown) =>
    typeof value === 'number' ? formatMoney(Math.round(value), baseCurrency, locale) : '';
  const compact = (value: number) =>
    formatMoney(Math.round(value), baseCurrency, locale, { notation: 'compact' });
  return {
    animationDuration: 300,
    legend: { top: 0, left: 0, itemWidth: 14, itemHeight: 10 },
    grid: { ...labelledGrid, right: 16 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true, valueFormatter: money },
    xAxis: { type: 'value', axisLabel: { formatter: compact, hideOverlap: true } },
    yAxis: { type: 'category', inverse: true, data: exposures.map((row) => row.currency) },
    series: [
      {
        type: 'bar',
        name: seriesNames.hedged,
        stack: 'exposure',
        data: exposures.map(hedgedBaseMinor),
        itemStyle: { color: exposureColors.hedged },
        barMaxWidth: 24,
      },
      {
        type: 'bar',
        name: seriesNames.unhedged,
        stack: 'exposure',
        data: exposures.map((row) => Math.max(0, row.unhedgedBaseMinor)),
        itemStyle: { color: exposureColors.unhedged },
        barMaxWidth: 24,
      },
    ],
  };
}
