// FX management in the client cache, under the `fx` root: the organisation's exposure (the one engine's
// report, and one currency's detail), its booked trades, and the rate history the charts draw. The realtime
// bridge invalidates the root on `fx:exposure-changed` (a bill, payment, batch, trade or target changed
// anywhere in the organisation) and on a reconnect, and writes the report each `fx:exposure` push carries
// (a tick's revaluation) straight into the cache: the dashboard and FX Management read that one entry.
// Live rates are not cached here: they stream into the tick store (fx/liveRates.ts).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { compareInputsVersions } from '@tradehub/contract/constants';
import type { ApiBody, ApiData, ApiQuery } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

export type ExposureReportData = ApiData<'/api/fx/exposure', 'get'>;
export type FxExposureRow = ExposureReportData['currencies'][number];
export type ExposureBucketRow = FxExposureRow['buckets'][number];
export type FxExposureDetail = ApiData<'/api/fx/exposures/{currency}', 'get'>;
export type FxTradesData = ApiData<'/api/fx/trades', 'get'>;
export type FxTradeItem = FxTradesData['trades'][number];
export type FxTradeQuote = ApiData<'/api/fx/trades/quote', 'post'>;
export type FxTradeQuoteBody = ApiBody<'/api/fx/trades/quote', 'post'>;
export type FxHistoryData = ApiData<'/api/fx/history', 'get'>;
export type FxHistoryRange = NonNullable<ApiQuery<'/api/fx/history', 'get'>['range']>;
export type FxSettingsData = ApiData<'/api/fx/settings', 'get'>;

export const fxKeys = {
  all: [queryRoots.fx] as const,
  report: () => [queryRoots.fx, 'exposure'] as const,
  exposure: (currency: string) => [queryRoots.fx, 'exposures', currency] as const,
  trades: () => [queryRoots.fx, 'trades'] as const,
  settings: () => [queryRoots.fx, 'settings'] as const,
  history: (quote: string, range: FxHistoryRange) => [queryRoots.fx, 'history', quote, range] as const,
};

/**
 * Whether `next` should replace `held`: it was computed from newer inputs, or from the same ones (then a push
 * at a later tick's rates, or a fetch at its own). A report from older inputs never replaces one from newer.
 */
export function replacesExposure(held: ExposureReportData | undefined, next: ExposureReportData): boolean {
  return !held || compareInputsVersions(next.inputsVersion, held.inputsVersion) >= 0;
}

/** What a fetch that lands leaves in the cache: what is held if it has the same or newer inputs, else the fetch. */
export function settledExposure(
  held: ExposureReportData | undefined,
  fetched: ExposureReportData,
): ExposureReportData {
  return held && compareInputsVersions(held.inputsVersion, fetched.inputsVersion) >= 0 ? held : fetched;
}

/**
 * The organisation's exposure: what the dashboard's FX figures and FX Management both show. A fetch (asked
 * for on a change) that lands after a tick's push of the same inputs keeps the push: the push is what every
 * other open screen shows, where the fetch was valued at its own instant's rates.
 */
export const exposureReportQuery = () =>
  queryOptions({
    queryKey: fxKeys.report(),
    queryFn: async ({ signal, client }) => {
      const fetched = await unwrap(http.GET('/api/fx/exposure', { signal }));
      return settledExposure(client.getQueryData<ExposureReportData>(fxKeys.report()), fetched);
    },
  });

/**
 * A tick's revaluation (`fx:exposure`): the report as it is now, unless what is held was computed from newer
 * inputs (a fetch after a change the workers had not loaded yet when they valued this tick): then it waits
 * for the next push, which the workers send on every tick for a few seconds after they load a change
 * (workers/src/fx/exposure-revaluation.ts).
 */
export function exposureRevalued(client: QueryClient, report: ExposureReportData): boolean {
  // Handled either way: an older push is dropped, not a reason to ask again.
  if (replacesExposure(client.getQueryData<ExposureReportData>(fxKeys.report()), report))
    client.setQueryData(fxKeys.report(), report);
  return true;
}

export const fxExposureQuery = (currency: string) =>
  queryOptions({
    queryKey: fxKeys.exposure(currency),
    queryFn: ({ signal }) =>
      unwrap(http.GET('/api/fx/exposures/{currency}', { params: { path: { currency } }, signal })),
  });

export const fxTradesQuery = () =>
  queryOptions({
    queryKey: fxKeys.trades(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/fx/trades', { signal })),
  });

/**
 * USD/`quote` OHLC over `range`. Another range of the same pair keeps the previous line on screen (dimmed)
 * until it arrives; another pair starts blank rather than showing the wrong currency's line.
 */
export const fxHistoryQuery = (quote: string, range: FxHistoryRange) =>
  queryOptions({
    queryKey: fxKeys.history(quote, range),
    queryFn: ({ signal }) =>
      unwrap(http.GET('/api/fx/history', { params: { query: { quote, range } }, signal })),
    placeholderData: (previous) => (previous?.quote === quote ? previous : undefined),
  });

/** Exposures and trades changed (a trade booked, a target set): ask again for what is on screen. */
function exposuresChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === queryRoots.fx && queryKey[1] !== 'history',
  });
}

/** Locks a rate for a trade (no cache change: a quote is the form's own, and expires). */
export function useFxTradeQuote() {
  return useMutation({
    mutationFn: (body: FxTradeQuoteBody) => unwrap(http.POST('/api/fx/trades/quote', { body })),
  });
}

export function useBookFxTrade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quote: Pick<FxTradeQuote, 'quoteId'>) =>
      unwrap(http.POST('/api/fx/trades', { body: { quoteId: quote.quoteId } })),
    onSuccess: ({ trade }) => {
      client.setQueryData(fxKeys.trades(), (data: FxTradesData | undefined) =>
        data && !data.trades.some((item) => item.id === trade.id)
          ? { trades: [trade, ...data.trades] }
          : data,
      );
      void exposuresChanged(client);
    },
  });
}

export function useSetHedgeTarget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, targetHedgePercent }: { currency: string; targetHedgePercent: number }) =>
      unwrap(
        http.PUT('/api/fx/exposures/{currency}/target', {
          params: { path: { currency } },
          body: { targetHedgePercent },
        }),
      ),
    onSuccess: (report, { currency }) => {
      client.setQueryData(fxKeys.report(), report);
      const exposure = report.currencies.find((row) => row.currency === currency) ?? null;
      client.setQueryData(fxKeys.exposure(currency), (data: FxExposureDetail | undefined) =>
        data ? { ...data, exposure } : data,
      );
      void exposuresChanged(client);
    },
  });
}

/** The organisation's FX settings: the margin guard's default tolerance. */
export const fxSettingsQuery = () =>
  queryOptions({
    queryKey: fxKeys.settings(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/fx/settings', { signal })),
  });

export function useSetMarginTolerance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (marginTolerancePercent: number) =>
      unwrap(http.PUT('/api/fx/settings', { body: { marginTolerancePercent } })),
    onSuccess: (settings) => {
      client.setQueryData(fxKeys.settings(), settings);
    },
  });
}
