// What every chart module shares: echarts-for-react's core component drawing with the theme of the colour
// scheme in use (a change of scheme redraws it). Imported only by the lazy chart modules (the dashboard's
// EChart.tsx, the rate history's RateLineChart.tsx), which register the charts they draw on `echarts`.
import type * as Echarts from 'echarts/core';
import EChartsCoreImport from 'echarts-for-react/lib/core';
import { useMemo } from 'react';
import { chartThemeNames, darkChartTheme, lightChartTheme } from '../../app/chartThemes';
import { useResolvedColorScheme } from '../../app/colorScheme';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';

// lib/core is CommonJS: as the bundler interoperates, its default import is the component class itself or
// the exports object that holds it.
const ReactEChartsCore =
  (EChartsCoreImport as unknown as { default?: typeof EChartsCoreImport }).default ?? EChartsCoreImport;

type EchartsCore = typeof Echarts;
const themed = new WeakSet<EchartsCore>();

/** Registers the light and dark chart themes on `echarts` (once). */
function registerThemes(echarts: EchartsCore) {
  if (themed.has(echarts)) return;
  echarts.registerTheme(chartThemeNames.light, lightChartTheme);
  echarts.registerTheme(chartThemeNames.dark, darkChartTheme);
  themed.add(echarts);
}

// The same object on every render: echarts-for-react re-creates the chart when `opts` changes.
const opts = { renderer: 'canvas' } as const;

export interface ThemedEChartProps {
  echarts: EchartsCore;
  /** Memoised by the caller: a new option object redraws the chart. */
  option: object;
  height: number;
  className?: string;
}

export function ThemedEChart({ echarts, option, height, className }: ThemedEChartProps) {
  registerThemes(echarts);
  const theme = chartThemeNames[useResolvedColorScheme()];
  // A reader who asked for less motion sees each chart drawn at once, without its entry animation.
  const reducedMotion = usePrefersReducedMotion();
  const drawn = useMemo(
    () => (reducedMotion ? { ...option, animation: false } : option),
    [option, reducedMotion],
  );
  return (
    <ReactEChartsCore
      echarts={echarts}
      theme={theme}
      option={drawn}
      notMerge
      opts={opts}
      style={{ width: '100%', height }}
      {...(className ? { className } : {})}
    />
  );
}
