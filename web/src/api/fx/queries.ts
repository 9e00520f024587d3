// FX management in the client cache, under the `fx` root: the organisation's exposures (and one currency's
// detail), its booked trades, and the rate history the charts draw. The realtime bridge invalidates the root
// on `fx:exposure-changed` (a trade booked or a target set anywhere in the organisation) and on a reconnect.
// Live rates are not cached here: they stream into the tick store (fx/liveRates.ts).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData, ApiQuery } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

export type FxExposuresData = ApiData<'/api/fx/exposures', 'get'>;
export type FxExposureRow = FxExposuresData['exposures'][number];
export type FxExposureDetail = ApiData<'/api/fx/exposures/{currency}', 'get'>;
export type FxTradesData = ApiData<'/api/fx/trades', 'get'>;
export type FxTradeItem = FxTradesData['trades'][number];
export type FxTradeQuote = ApiData<'/api/fx/trades/quote', 'post'>;
export type FxTradeQuoteBody = ApiBody<'/api/fx/trades/quote', 'post'>;
export type FxHistoryData = ApiData<'/api/fx/history', 'get'>;
export type FxHistoryRange = NonNullable<ApiQuery<'/api/fx/history', 'get'>['range']>;

export const fxKeys = {
  all: [queryRoots.fx] as const,
  exposures: () => [queryRoots.fx, 'exposures'] as const,
  exposure: (currency: string) => [queryRoots.fx, 'exposures', currency] as const,
  trades: () => [queryRoots.fx, 'trades'] as const,
  history: (quote: string, range: FxHistoryRange) => [queryRoots.fx, 'history', quote, range] as const,
};

export const fxExposuresQuery = () =>
  queryOptions({
    queryKey: fxKeys.exposures(),
    queryFn: ({ signal }) => unwrap(http.GET('/api/fx/exposures', { signal })),
  });

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
    onSuccess: ({ exposure }) => {
      client.setQueryData(fxKeys.exposures(), (data: FxExposuresData | undefined) =>
        data
          ? {
              exposures: data.exposures.map((row) => (row.currency === exposure.currency ? exposure : row)),
            }
          : data,
      );
      client.setQueryData(fxKeys.exposure(exposure.currency), (data: FxExposureDetail | undefined) =>
        data ? { ...data, exposure } : data,
      );
      void exposuresChanged(client);
    },
  });
}
