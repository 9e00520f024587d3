import type { ReactNode } from 'react';
import type { WorkspaceOverview } from '../api/types';
import { useApiGet } from '../hooks/useApiGet';
import { WorkspaceContext } from './workspaceContext';

export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const overview = useApiGet<WorkspaceOverview>('/api/workspace/overview');
  return <WorkspaceContext value={overview}>{children}</WorkspaceContext>;
}
