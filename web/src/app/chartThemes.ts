// The charts' colours: the series colours and one ECharts theme per colour scheme (EChart.tsx registers
// both and draws with the one in use). Plain objects, so this module never loads echarts itself. The
// dark theme's greys are theme.css's dark slate values.
import type { ResolvedColorScheme } from './colorScheme';

/** Green, gold and red as the status tags use them; strong enough to read on white and on dark slate. */
export const paymentStatusColors = {
  completed: '#16a34a',
  pending: '#d4a106',
  failed: '#dc2626',
} as const;

export const exposureColors = { hedged: '#1d4ed8', unhedged: '#f59e0b' } as const;

export const chartThemeNames: Record<ResolvedColorScheme, string> = {
  light: 'tradehub-light',
  dark: 'tradehub-dark',
};

/** ECharts' own look on the card's background (the cards draw it, not the canvas). */
export const lightChartTheme = { backgroundColor: 'transparent' };

const darkAxis = {
  axisLine: { lineStyle: { color: '#64748b' } },
  axisTick: { lineStyle: { color: '#64748b' } },
  axisLabel: { color: '#cbd5e1' },
  splitLine: { lineStyle: { color: ['#334155'] } },
};

export const darkChartTheme = {
  backgroundColor: 'transparent',
  textStyle: { color: '#cbd5e1' },
  legend: { textStyle: { color: '#cbd5e1' }, inactiveColor: '#64748b' },
  tooltip: {
    backgroundColor: '#1e293b',
    borderColor: '#475569',
    textStyle: { color: '#e2e8f0' },
    axisPointer: { shadowStyle: { color: 'rgba(148, 163, 184, 0.15)' } },
  },
  categoryAxis: darkAxis,
  valueAxis: darkAxis,
};
