// The report's charts, rendered on the server by ECharts as SVG (its SSR mode: no DOM, no canvas) and
// drawn into the PDF as vectors.
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { Dashboard } from '@tradehub/contract';
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

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const HOUR_LABEL = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

export function bucketLabel(start: string, interval: Dashboard['paymentsByStatus']['interval']): string {
  return interval === 'hour' ? HOUR_LABEL.format(new Date(start)) : DAY_LABEL.format(new Date(start));
}

const legend = { bottom: 0, itemWidth: 10, itemHeight: 10, textStyle: { fontFamily: FONT, fontSize: 10 } };
const grid = { left: 56, right: 16, top: 16, bottom: 48 };

/** Payments per bucket of the window, stacked by status. */
export function paymentsByStatusChart(dashboard: Dashboard): ChartSvg {
  const { interval, buckets } = dashboard.paymentsByStatus;
  const statuses = ['completed', 'pending', 'failed'] as const;
  return render({
    legend: { ...legend, data: ['Completed', 'Pending', 'Failed'] },
    grid,
    xAxis: {
      type: 'category',
      data: buckets.map((bucket) => bucketLabel(bucket.start, interval)),
      axisLabel: { fontFamily: FONT, fontSize: 9, hideOverlap: true },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { fontFamily: FONT, fontSize: 9 } },
    series: statuses.map((status) => ({
      name: status[0]!.toUpperCase() + status.slice(1),
      type: 'bar',
      stack: 'payments',
      barMaxWidth: 28,
      itemStyle: { color: STATUS_COLOURS[status] },
      data: buckets.map((bucket) => bucket[status]),
    })),
  });
}

/** Each currency's exposure in the base currency, split into its hedged and unhedged parts. */
export function exposureByCurrencyChart(dashboard: Dashboard): ChartSvg {
  const base = dashboard.baseCurrency;
  const rows = dashboard.exposures;
  const major = (minor: number) => minorUnitsToNumber(minor, base);
  return render({
    legend: { ...legend, data: [`Hedged (${base})`, `Unhedged (${base})`] },
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
          new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value),
      },
    },
    series: [
      {
        name: `Hedged (${base})`,
        type: 'bar',
        stack: 'exposure',
        barMaxWidth: 48,
        itemStyle: { color: HEDGED_COLOUR },
        data: rows.map((row) => major(row.baseAmountMinor - row.unhedgedBaseMinor)),
      },
      {
        name: `Unhedged (${base})`,
        type: 'bar',
        stack: 'exposure',
        barMaxWidth: 48,
        itemStyle: { color: UNHEDGED_COLOUR },
        data: rows.map((row) => major(row.unhedgedBaseMinor)),
      },
    ],
  });
}

export function renderReportCharts(dashboard: Dashboard): ReportCharts {
  return {
    paymentsByStatus: paymentsByStatusChart(dashboard),
    exposureByCurrency: exposureByCurrencyChart(dashboard),
  };
}
