// The rate history of a currency pair (issue 18 item 6): a line over 24 hours, 7, 30 or 90 days from GET
// /api/fx/history, with the live ticks folded in as they arrive, and a sentence that says what the line
// shows for those who cannot see it. Used on FX Management and on the dashboard's FX panel.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Segmented, Select, Spin } from 'antd';
import { Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fxHistoryQuery, type FxHistoryRange } from '../api/fx/queries';
import { lazyWithPreload } from '../app/lazyWithPreload';
import { apiErrorMessage } from '../i18n/apiErrorMessage';
import { useFormat } from '../i18n/useFormat';
import { useLiveRateBars } from './liveRateBars';
import { rateChartOption } from './rateChartOption';
import type { RateLineChartProps } from './RateLineChart';
import { buildRateSeries, intervalMs } from './rateSeries';
import { barInUsdPair, usdPairLabel } from './usdPairs';
import { pairDecimals, usdPair } from '@tradehub/contract/fx-pairs';
import './rateHistory.css';
import { ChartErrorBoundary } from '../components/charts/ChartErrorBoundary';

// echarts comes in its own chunk, asked for when a chart first mounts.
const RateLineChart = lazyWithPreload<RateLineChartProps>(() => import('./RateLineChart'));

export const rateHistoryRanges = ['24h', '7d', '30d', '90d'] as const satisfies readonly FxHistoryRange[];

const rangeWindowMs: Record<FxHistoryRange, number> = {
  '24h': intervalMs.day,
  '7d': 7 * intervalMs.day,
  '30d': 30 * intervalMs.day,
  '90d': 90 * intervalMs.day,
};

export interface RateHistoryChartProps {
  /**
   * Currencies offered, each drawn as its market pair against USD (EUR/USD, USD/JPY: the feed's rates per
   * 1 USD inverted where USD is the pair's quote); the first is shown first. Undefined while the screen
   * still works them out (its exposure is loading): the chart waits rather than draw a currency first and
   * jump to another when the exposure arrives.
   */
  pairs: readonly string[] | undefined;
  testId: string;
  /** Draws its own heading (the dashboard's panel); FX Management titles the card instead. */
  withHeading?: boolean;
  height?: number;
}

export function RateHistoryChart({
  pairs,
  testId,
  withHeading = false,
  height = 240,
}: RateHistoryChartProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [range, setRange] = useState<FxHistoryRange>('7d');
  const offered = pairs ?? [];
  const quote = chosen !== undefined && offered.includes(chosen) ? chosen : (offered[0] ?? 'EUR');
  const label = usdPairLabel(quote);
  const pair = useMemo(() => usdPair(quote) ?? { base: 'USD', quote }, [quote]);

  const history = useQuery({ ...fxHistoryQuery(quote, range), enabled: pairs !== undefined });
  const live = useLiveRateBars(quote);
  const { data, dataUpdatedAt } = history;

  const series = useMemo(() => {
    if (!data) return undefined;
    const lastTick = live.at(-1)?.receivedAt ?? 0;
    // The history and the ticks are the feed's rates per 1 USD: drawn in the pair as shown.
    return buildRateSeries({
      points: data.points.map((point) => barInUsdPair(data.quote, point)),
      interval: data.interval,
      fetchedAt: dataUpdatedAt,
      live: live.map((bar) => barInUsdPair(quote, bar)),
      windowMs: rangeWindowMs[data.range],
      // The window slides with the newest data, so the line keeps its length as ticks arrive.
      now: Math.max(dataUpdatedAt, lastTick),
    });
  }, [data, dataUpdatedAt, live, quote]);

  const option = useMemo(
    () =>
      data && series
        ? rateChartOption({
            points: series.points,
            interval: data.interval,
            name: label,
            decimals: pairDecimals(pair),
            locale: format.locale,
          })
        : undefined,
    [data, series, label, pair, format.locale],
  );

  const summary =
    data && series && series.first !== undefined && series.last !== undefined
      ? t('fxHistory.summary', {
          pair: usdPairLabel(data.quote),
          range: t(`fxHistory.rangeLong.${data.range}`),
          from: format.pairRate(pair, series.first),
          to: format.pairRate(pair, series.last),
          high: format.pairRate(pair, series.high ?? series.last),
          low: format.pairRate(pair, series.low ?? series.last),
          updated: format.dateTime(new Date(series.updatedAt)),
        })
      : undefined;

  let body: ReactNode;
  if (!data && (history.isPending || pairs === undefined)) {
    body = (
      <div className="th-rate-history__loading" style={{ height }} role="status">
        <Spin />
        <span className="th-visually-hidden">{t('fxHistory.loading')}</span>
      </div>
    );
  } else if (!data) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('fxHistory.loadFailed')}
        description={apiErrorMessage(history.error, t)}
        action={<Button onClick={() => void history.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (!option || series?.points.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fxHistory.empty')} />;
  } else {
    body = (
      // The canvas says nothing to a screen reader: the summary below is its text.
      <div className="th-rate-history__canvas" aria-hidden="true" style={{ minHeight: height }}>
        <ChartErrorBoundary
          fallback={<p className="th-rate-history__failed">{t('fxHistory.chartFailed')}</p>}
        >
          <Suspense
            fallback={
              <div className="th-rate-history__loading" style={{ height }}>
                <Spin />
              </div>
            }
          >
            <RateLineChart option={option} height={height} />
          </Suspense>
        </ChartErrorBoundary>
      </div>
    );
  }

  return (
    <section
      className="th-rate-history"
      aria-labelledby={withHeading ? headingId : undefined}
      aria-label={withHeading ? undefined : t('fxHistory.title')}
      data-testid={testId}
      data-quote={quote}
      data-range={range}
      data-points={series?.points.length ?? 0}
      data-last={series?.last ?? ''}
      data-updated-at={series?.updatedAt ?? ''}
    >
      {withHeading && (
        <h3 id={headingId} className="th-rate-history__title">
          {t('fxHistory.title')}
        </h3>
      )}
      <div className="th-rate-history__controls">
        <Select
          aria-label={t('fxHistory.pairLabel')}
          value={pairs === undefined ? undefined : quote}
          disabled={pairs === undefined}
          onChange={setChosen}
          options={offered.map((code) => ({ value: code, label: usdPairLabel(code) }))}
          popupMatchSelectWidth={false}
          data-testid={`${testId}-pair`}
        />
        <Segmented<FxHistoryRange>
          aria-label={t('fxHistory.rangeLabel')}
          value={range}
          onChange={setRange}
          options={rateHistoryRanges.map((value) => ({ value, label: t(`fxHistory.range.${value}`) }))}
          data-testid={`${testId}-range`}
        />
      </div>
      <div
        className="th-rate-history__body"
        data-updating={history.isPlaceholderData}
        aria-busy={history.isFetching}
      >
        {body}
      </div>
      {summary && (
        <p className="th-visually-hidden" data-testid={`${testId}-summary`}>
          {summary}
        </p>
      )}
    </section>
  );
}
