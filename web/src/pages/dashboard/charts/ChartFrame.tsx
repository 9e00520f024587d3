import { Button, Spin } from 'antd';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../../../app/lazyWithPreload';
import type { BarChartOption } from './chartOptions';
import type { EChartProps } from './EChart';
import './charts.css';
import { ChartErrorBoundary } from '../../../components/charts/ChartErrorBoundary';

// echarts is a large library: it comes in its own chunk, asked for as soon as the dashboard mounts so it
// downloads while the figures load.
const EChart = lazyWithPreload<EChartProps>(() => import('./EChart'));
export const preloadCharts = () => void EChart.preload().catch(() => undefined);

interface ChartFrameProps {
  option: BarChartOption;
  height: number;
  /** What the chart shows in one sentence: its accessible name. */
  summary: string;
  /**
   * The figures as a table (a <table> with a caption): hidden until asked for, always read by screen readers.
   * Left out where the same figures are already a visible table beside the chart.
   */
  table?: ReactNode;
  testId: string;
}

/**
 * A chart with its accessible twin: the canvas is an image named by `summary`, and the same figures are
 * a table that screen readers always find and that a 'Show data table' button reveals to everyone.
 */
export function ChartFrame({ option, height, summary, table, testId }: ChartFrameProps) {
  const { t } = useTranslation();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <div className="th-chart" data-testid={testId}>
      <div className="th-chart__canvas" role="img" aria-label={summary} style={{ minHeight: height }}>
        <ChartErrorBoundary fallback={<p className="th-chart__failed">{t('dashboard.charts.failed')}</p>}>
          <Suspense
            fallback={
              <div className="th-chart__loading" style={{ height }}>
                <Spin />
              </div>
            }
          >
            <EChart option={option} height={height} />
          </Suspense>
        </ChartErrorBoundary>
      </div>
      {table !== undefined && (
        <>
          <Button
            type="link"
            size="small"
            className="th-chart__toggle"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {t(tableShown ? 'dashboard.charts.hideTable' : 'dashboard.charts.showTable')}
          </Button>
          <div id={tableId} className={tableShown ? 'th-chart__table' : 'th-visually-hidden'}>
            {table}
          </div>
        </>
      )}
    </div>
  );
}
