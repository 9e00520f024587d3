// The rate history's echarts module, in its own lazy chunk (RateHistoryChart imports it on demand) so echarts
// stays out of the initial bundle: only the line chart, its grid and tooltip, and the canvas renderer.
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import EChartsCoreImport from 'echarts-for-react/lib/core';
import { chartThemeNames, darkChartTheme, lightChartTheme } from '../app/chartThemes';
import { useResolvedColorScheme } from '../app/colorScheme';
import type { LineChartOption } from './rateChartOption';

echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);
// The charts' themes, one per colour scheme (the dashboard's chart module registers the same two).
echarts.registerTheme(chartThemeNames.light, lightChartTheme);
echarts.registerTheme(chartThemeNames.dark, darkChartTheme);

// lib/core is CommonJS: as the bundler interoperates, its default import is the component class itself or
// the exports object that holds it.
const ReactEChartsCore =
  (EChartsCoreImport as unknown as { default?: typeof EChartsCoreImport }).default ?? EChartsCoreImport;

export interface RateLineChartProps {
  option: LineChartOption;
  height: number;
}

// The same object on every render: echarts-for-react re-creates the chart when `opts` changes.
const opts = { renderer: 'canvas' } as const;

/** Draws `option` (memoised by the caller: a new option redraws, at most ten times a second). */
export default function RateLineChart({ option, height }: RateLineChartProps) {
  const theme = chartThemeNames[useResolvedColorScheme()];
  return (
    <ReactEChartsCore
      echarts={echarts}
      theme={theme}
      option={option}
      notMerge
      opts={opts}
      style={{ width: '100%', height }}
    />
  );
}
