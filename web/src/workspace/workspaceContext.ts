import { createContext, useContext } from 'react';
import type { WorkspaceOverview } from '../api/types';
import type { ApiGetState } from '../hooks/useApiGet';

export type WorkspaceState = ApiGetState<WorkspaceOverview> & { retry: () => void };

export const WorkspaceContext = createContext<WorkspaceState | null>(null);

/**
 * The signed-in member's organisation (GET /api/workspace/overview), read once by the shell and shared
 * by the dashboard, the sidebar's supplier list and the search box.
 */
export function useWorkspace(): WorkspaceState {
  const state = useContext(WorkspaceContext);
  if (!state) throw new Error('useWorkspace must be used inside the signed-in shell');
  return state;
}
