// The report's charts, rendered on the server by ECharts as SVG (its SSR mode: no DOM, no canvas) and
// drawn into the PDF as vectors.
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { PAYMENT_STATUSES, type Dashboard } from '@tradehub/contract';
import type { ServerTranslator } from '../i18n/server-i18n.js';
import { minorUnitsToNumber } from './format.js';

echarts.use([BarChart, GridComponent, LegendComponent, TitleComponent, SVGRenderer]);

export interface ChartSvg {
  svg: string;
  width: number;
  height: number;
}

export interface ReportCharts {
  paymentsByStatus: ChartSvg;
  exposureByCurrency: ChartSvg;
}

export const CHART_WIDTH = 500;
export const CHART_HEIGHT = 230;

export const STATUS_COLOURS = { completed: '#16a34a', pending: '#f59e0b', failed: '#dc2626' } as const;
const HEDGED_COLOUR = '#2563eb';
const UNHEDGED_COLOUR = '#93c5fd';
const FONT = 'Helvetica';

function render(option: echarts.EChartsCoreOption, width = CHART_WIDTH, height = CHART_HEIGHT): ChartSvg {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, textStyle: { fontFamily: FONT, fontSize: 10 }, ...option });
    return { svg: chart.renderToSVGString(), width, height };
  } finally {
    chart.dispose();
  }
}

/** A bucket's label on the axis: "14:00" for hours, "21 Nov" for days and weeks (in the report's language). */
export function bucketLabel(
  start: string,
  interval: Dashboard['paymentsByStatus']['interval'],
  tr: Pick<ServerTranslator, 'language' | 'locale'>,
): string {
  const locale = tr.language === 'en' ? 'en-GB' : tr.locale;
  const format =
    interval === 'hour'
      ? new Intl.DateTimeFormat(locale, {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: 'UTC',
        })
      : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return format.format(new Date(start));
}

const legend = { bottom: 0, itemWidth: 10, itemHeight: 10, textStyle: { fontFamily: FONT, fontSize: 10 } };
const grid = { left: 56, right: 16, top: 16, bottom: 48 };

/** Payments per bucket of the window, stacked by status. */
export function paymentsByStatusChart(dashboard: Dashboard, tr: ServerTranslator): ChartSvg {
  const { interval, buckets } = dashboard.paymentsByStatus;
  const names = PAYMENT_STATUSES.map((status) => tr.t(`report.charts.${status}`));
  return render({
    legend: { ...legend, data: names },
    grid,
    xAxis: {
      type: 'category',
      data: buckets.map((bucket) => bucketLabel(bucket.start, interval, tr)),
      axisLabel: { fontFamily: FONT, fontSize: 9, hideOverlap: true },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { fontFamily: FONT, fontSize: 9 } },
    series: PAYMENT_STATUSES.map((status, index) => ({
      name: names[index],
      type: 'bar',
      stack: 'payments',
      barMaxWidth: 28,
      itemStyle: { color: STATUS_COLOURS[status] },
      data: buckets.map((bucket) => bucket[status]),
    })),
  });
}

/** Each currency's exposure in the base currency, split into its hedged and unhedged parts. */
export function exposureByCurrencyChart(dashboard: Dashboard, tr: ServerTranslator): ChartSvg {
  const base = dashboard.baseCurrency;
  const rows = dashboard.exposures;
  const major = (minor: number) => minorUnitsToNumber(minor, base);
  const hedged = tr.t('report.charts.hedged', { base });
  const unhedged = tr.t('report.charts.unhedged', { base });
  return render({
    legend: { ...legend, data: [hedged, unhedged] },
    grid: { ...grid, left: 72 },
    xAxis: {
      type: 'category',
      data: rows.map((row) => row.currency),
      axisLabel: { fontFamily: FONT, fontSize: 10 },
    },
    yAxis: {
      type: 'value',
      axisLabel: {
        fontFamily: FONT,
        fontSize: 9,
        formatter: (value: number) =>
          new Intl.NumberFormat(tr.locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value),
      },
    },
    series: [
      {
        name: hedged,
        type: 'bar',
        stack: 'exposure',
        barMaxWidth: 48,
        itemStyle: { color: HEDGED_COLOUR },
        data: rows.map((row) => major(row.baseAmountMinor - row.unhedgedBaseMinor)),
      },
      {
        name: unhedged,
        type: 'bar',
        stack: 'exposure',
        barMaxWidth: 48,
        itemStyle: { color: UNHEDGED_COLOUR },
        data: rows.map((row) => major(row.unhedgedBaseMinor)),
      },
    ],
  });
}

export function renderReportCharts(dashboard: Dashboard, tr: ServerTranslator): ReportCharts {
  return {
    paymentsByStatus: paymentsByStatusChart(dashboard, tr),
    exposureByCurrency: exposureByCurrencyChart(dashboard, tr),
  };
}
