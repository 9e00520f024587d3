// What each screen reads first, asked for by its route's loader: alongside the screen's chunk rather than after
// it has downloaded and rendered (on the dashboard that is most of a second sooner). Not awaited: a screen shows
// its own loading state, and a navigation never waits for data. Screens whose area has no queries.ts yet
// prefetch nothing.
import type { QueryClient } from '@tanstack/react-query';
import { recentActivitiesQuery } from '../../api/activities/queries';
import { dashboardQuery } from '../../api/dashboard/queries';
import { latestNotificationsQuery } from '../../api/notifications/queries';
import { reportsQuery } from '../../api/reports/queries';
import { supplierQuery } from '../../api/suppliers/queries';
import { workspaceOverviewQuery } from '../../api/workspace/queries';
import { recentActivitiesLimit } from '../../pages/dashboard/dashboardReads';
import { rangeFromSearch } from '../../pages/dashboard/risk/dashboardRange';

/** The signed-in shell: the workspace (sidebar, search box, dashboard cards) and the notifications. */
export function prefetchShell(client: QueryClient): void {
  void client.prefetchQuery(workspaceOverviewQuery());
  void client.prefetchQuery(latestNotificationsQuery());
}

/** The risk dashboard for the range in the URL (`?range=30d`). */
export function prefetchDashboard(client: QueryClient, url: URL): void {
  void client.prefetchQuery(dashboardQuery(rangeFromSearch(url.search)));
  void client.prefetchQuery(reportsQuery());
  void client.prefetchQuery(recentActivitiesQuery(recentActivitiesLimit));
}

export function prefetchSupplier(client: QueryClient, supplierId: string | undefined): void {
  if (supplierId) void client.prefetchQuery(supplierQuery(supplierId));
}
