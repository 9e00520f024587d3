// The signed-in member's organisation in the client cache (suppliers by status, latest FX rates, recent
// transactions), under the `workspace` root: read by the shell (sidebar, search box) and the dashboard's cards.
// The realtime bridge invalidates that root on `supplier:changed`, `payment:changed` and `dashboard:changed`.
import type { WorkspaceOverview } from '@tradehub/contract';
import { queryOptions } from '@tanstack/react-query';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

export type { WorkspaceOverview };

export const workspaceKeys = {
  all: [queryRoots.workspace] as const,
  overview: () => [queryRoots.workspace, 'overview'] as const,
};

export const workspaceOverviewQuery = () =>
  queryOptions({
    queryKey: workspaceKeys.overview(),
    // The contract's type: the OpenAPI document loses the keys of `suppliers.byStatus` (a record by status).
    queryFn: async ({ signal }): Promise<WorkspaceOverview> =>
      (await unwrap(http.GET('/api/workspace/overview', { signal }))) as WorkspaceOverview,
  });
