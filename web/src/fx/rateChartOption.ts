// The rate history chart's echarts option, built from the series (rateSeries.ts). Only echarts' types are
// imported, so this never loads the library itself.
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { exposureColors } from '../app/chartThemes';
import type { RateBar, RateInterval } from './rateSeries';

export type LineChartOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;

export interface RateChartInput {
  points: readonly RateBar[];
  interval: RateInterval;
  /** The series' name (the pair, 'EUR/USD') for the tooltip. */
  name: string;
  /** The pair's decimals (the contract's pair rule: 4, or 2 for yen-like quotes). */
  decimals: number;
  locale: string;
}

/** A time as the axis shows it: the time of day for minutes and hours, the date for days (UTC, as cut). */
function axisTimeFormat(interval: RateInterval, locale: string): Intl.DateTimeFormat {
  return interval === 'day'
    ? new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
    : interval === 'hour'
      ? new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric' })
      : new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
}

/** One line of closes on a time axis; the rate axis fits the line rather than starting at zero. */
export function rateChartOption({
  points,
  interval,
  name,
  decimals,
  locale,
}: RateChartInput): LineChartOption {
  const axisTime = axisTimeFormat(interval, locale);
  const tooltipTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(interval === 'day' ? { timeZone: 'UTC' } : { timeStyle: 'short' }),
  });
  const rate = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return {
    // Live ticks redraw the line up to ten times a second: no animation to replay each time.
    animation: false,
    grid: {
      top: 12,
      left: 4,
      right: 12,
      bottom: 4,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: {
        label: { formatter: ({ value }) => (typeof value === 'number' ? tooltipTime.format(value) : '') },
      },
      valueFormatter: (value) => (typeof value === 'number' ? rate.format(value) : ''),
    },
    xAxis: {
      type: 'time',
      axisLabel: { formatter: (value: number) => axisTime.format(value), hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      scale: true,
      axisLabel: { formatter: (value: number) => rate.format(value) },
    },
    series: [
      {
        type: 'line',
        name,
        showSymbol: false,
        data: points.map((point) => [point.t, point.close]),
        lineStyle: { width: 2, color: exposureColors.hedged },
        itemStyle: { color: exposureColors.hedged },
      },
    ],
  };
}
