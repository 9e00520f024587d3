// The risk dashboard in the client cache: one entry per time range, under the `dashboard` root. The realtime
// bridge invalidates that root on `dashboard:changed`, `payment:changed`, `supplier:changed` and
// `fx:exposure-changed`, so tiles, charts and recent transactions follow with no listener of their own.
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@tradehub/contract';
import type { ApiQuery } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

/**
 * The contract's type of the answer (the gateway serialises through the same schema): the OpenAPI document
 * renders the impact table's keys ('-10' … '10') as any string, which the screens' tables cannot index by.
 */
export type DashboardData = Dashboard;
export type DashboardRangeParam = NonNullable<ApiQuery<'/api/dashboard', 'get'>['range']>;

export const dashboardKeys = {
  all: [queryRoots.dashboard] as const,
  risks: () => [queryRoots.dashboard, 'risk'] as const,
  risk: (range: DashboardRangeParam) => [queryRoots.dashboard, 'risk', range] as const,
};

/**
 * The dashboard's figures for a range. Switching the range keeps the previous range's figures on screen
 * (the page dims them) until the new ones arrive, rather than blanking the page.
 */
export const dashboardQuery = (range: DashboardRangeParam) =>
  queryOptions({
    queryKey: dashboardKeys.risk(range),
    queryFn: async ({ signal }): Promise<DashboardData> =>
      (await unwrap(http.GET('/api/dashboard', { params: { query: { range } }, signal }))) as DashboardData,
    placeholderData: keepPreviousData,
  });

/**
 * The newest figures cached for any range. Placeholder data only covers the wait: when another range's
 * figures fail to load, the page keeps showing these under a warning instead of an empty error page.
 */
export function newestCachedDashboard(client: QueryClient): DashboardData | undefined {
  let newest: { data: DashboardData; at: number } | undefined;
  for (const query of client.getQueryCache().findAll({ queryKey: dashboardKeys.risks() })) {
    const data = query.state.data as DashboardData | undefined;
    if (data !== undefined && (!newest || query.state.dataUpdatedAt > newest.at))
      newest = { data, at: query.state.dataUpdatedAt };
  }
  return newest?.data;
}
