import { useQuery } from '@tanstack/react-query';
import { workspaceOverviewQuery, type WorkspaceOverview } from '../api/workspace/queries';

export type WorkspaceState = (
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: WorkspaceOverview }
) & { retry: () => void };

/**
 * The signed-in member's organisation (GET /api/workspace/overview, one cached query), shared by the
 * dashboard, the sidebar's supplier list and the search box; it follows `supplier:changed`, `payment:changed`
 * and `dashboard:changed` through the realtime bridge.
 */
export function useWorkspace(): WorkspaceState {
  const { data, error, status, refetch } = useQuery(workspaceOverviewQuery());
  const retry = () => void refetch();
  if (status === 'success') return { status, data, retry };
  if (status === 'error') return { status, error, retry };
  return { status: 'loading', retry };
}
