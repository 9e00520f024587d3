// The one module that loads echarts: its own lazy chunk (ChartFrame imports it on demand), with only the
// bar chart, its grid, tooltip and legend, and the canvas renderer registered.
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import EChartsCoreImport from 'echarts-for-react/lib/core';
import { chartThemeNames, darkChartTheme, lightChartTheme } from '../../../app/chartThemes';
import { useResolvedColorScheme } from '../../../app/colorScheme';
import type { BarChartOption } from './chartOptions';

echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);
// Every chart draws with the theme of the colour scheme in use (a change of scheme redraws it).
echarts.registerTheme(chartThemeNames.light, lightChartTheme);
echarts.registerTheme(chartThemeNames.dark, darkChartTheme);

// lib/core is CommonJS: as the bundler interoperates, its default import is the component class itself or
// the exports object that holds it.
const ReactEChartsCore =
  (EChartsCoreImport as unknown as { default?: typeof EChartsCoreImport }).default ?? EChartsCoreImport;

export interface EChartProps {
  option: BarChartOption;
  height: number;
}

// The same object on every render: echarts-for-react re-creates the chart when `opts` changes.
const opts = { renderer: 'canvas' } as const;
const style = { width: '100%' };

/** Draws `option`; the caller memoises it (a new option object redraws the chart). */
export default function EChart({ option, height }: EChartProps) {
  const theme = chartThemeNames[useResolvedColorScheme()];
  return (
    <ReactEChartsCore
      echarts={echarts}
      theme={theme}
      option={option}
      notMerge
      opts={opts}
      style={{ ...style, height }}
      className="th-chart__echarts"
    />
  );
}
