// The dashboard's echarts module: its own lazy chunk (ChartFrame imports it on demand), with only the bar
// chart, its grid, tooltip and legend, and the canvas renderer registered.
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { ThemedEChart } from '../../../components/charts/ThemedEChart';
import type { BarChartOption } from './chartOptions';

echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface EChartProps {
  option: BarChartOption;
  height: number;
}

/** Draws `option`; the caller memoises it (a new option object redraws the chart). */
export default function EChart({ option, height }: EChartProps) {
  return <ThemedEChart echarts={echarts} option={option} height={height} className="th-chart__echarts" />;
}
