// The rate history's echarts module, in its own lazy chunk (RateHistoryChart imports it on demand) so echarts
// stays out of the initial bundle: only the line chart, its grid and tooltip, and the canvas renderer.
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { ThemedEChart } from '../components/charts/ThemedEChart';
import type { LineChartOption } from './rateChartOption';

echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface RateLineChartProps {
  option: LineChartOption;
  height: number;
}

/** Draws `option` (memoised by the caller: a new option redraws, at most ten times a second). */
export default function RateLineChart({ option, height }: RateLineChartProps) {
  return <ThemedEChart echarts={echarts} option={option} height={height} />;
}
