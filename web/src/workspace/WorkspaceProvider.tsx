import type { ReactNode } from 'react';
import type { WorkspaceOverview } from '../api/types';
import { useApiGet } from '../hooks/useApiGet';
import { WorkspaceContext } from './workspaceContext';
import { workspaceOverviewPath } from '../layouts/shellReads';

export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const overview = useApiGet<WorkspaceOverview>(workspaceOverviewPath);
  return <WorkspaceContext value={overview}>{children}</WorkspaceContext>;
}
