import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportsQuery, useRetryReport, useStartReport } from '../../../api/reports/queries';
import type { Report } from '../../../api/reports/reportList';
import type { DashboardRange } from '../risk/dashboardRange';

export interface ReportsState {
  /** Every export of the organisation, newest first; undefined until the list has loaded. */
  reports: Report[] | undefined;
  listError: unknown;
  listLoading: boolean;
  reloadList(): void;
  /** The export started (or retried) on this page, as it progresses. */
  current: Report | undefined;
  /** Set while POST /api/reports is on its way. */
  starting: boolean;
  /** Why the last export could not start. */
  startError: unknown;
  start(range: DashboardRange): void;
  /** Re-runs a failed export; rejects with the API's error. */
  retry(reportId: string): Promise<void>;
  retryingId: string | undefined;
  /** Hides the current export's progress. */
  dismiss(): void;
}

/**
 * Risk report exports: the cached list (kept current by `report:updated` pushes, see cacheUpdates.ts), the
 * start and retry mutations, and which export this page follows.
 */
export function useReports(): ReportsState {
  const list = useQuery(reportsQuery());
  const starter = useStartReport();
  const retrier = useRetryReport();
  const [currentId, setCurrentId] = useState<string | undefined>(undefined);

  const reports = list.data?.reports;
  return {
    reports,
    listError: list.error ?? undefined,
    listLoading: list.isPending,
    reloadList: () => void list.refetch(),
    current: currentId === undefined ? undefined : reports?.find((report) => report.id === currentId),
    starting: starter.isPending,
    startError: starter.error ?? undefined,
    start: (range) =>
      starter.mutate(range, {
        onSuccess: ({ report }) => setCurrentId(report.id),
        onError: () => setCurrentId(undefined),
      }),
    retry: async (reportId) => {
      const { report } = await retrier.mutateAsync(reportId);
      setCurrentId(report.id);
    },
    retryingId: retrier.isPending ? retrier.variables : undefined,
    dismiss: () => {
      setCurrentId(undefined);
      starter.reset();
    },
  };
}
