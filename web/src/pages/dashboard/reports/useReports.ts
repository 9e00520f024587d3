import type { DashboardRange } from '../risk/dashboardRange';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../api/client';
import { useRefreshableGet } from '../../../hooks/useRefreshableGet';
import { useLiveEvent, useReconnect } from '../../../realtime/useLiveEvent';
import {
  isActive,
  mergePolledReports,
  mergeReport,
  pollEveryMs,
  pushSilenceMs,
  type Report,
  type ReportResponse,
  type ReportsResponse,
  type ReportUpdateSource,
} from './reportState';
import { reportsPath } from '../dashboardReads';

export interface ReportsState {
  /** Every export of the member, newest first; undefined until the list has loaded. */
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
  start(range: DashboardRange): Promise<void>;
  /** Re-runs a failed export; rejects with the API's error. */
  retry(reportId: string): Promise<void>;
  retryingId: string | undefined;
  /** Hides the current export's progress. */
  dismiss(): void;
}

/**
 * Risk report exports: starts them, follows them by 'report:updated' pushes and, when no push has come
 * for 5 s while one is queued or running, by polling GET /api/reports every 2 s.
 */
export function useReports(): ReportsState {
  const list = useRefreshableGet<ReportsResponse>(reportsPath);
  const { setData, reload } = list;
  const [currentId, setCurrentId] = useState<string | undefined>(undefined);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<unknown>(undefined);
  const [retryingId, setRetryingId] = useState<string | undefined>(undefined);
  // When the last push, or our own request's answer, said something about a report.
  const lastSignalAt = useRef(0);

  const put = useCallback(
    (report: Report, source: ReportUpdateSource) =>
      setData((current) => ({ reports: mergeReport(current?.reports ?? [], report, source) })),
    [setData],
  );

  useLiveEvent('report:updated', (report) => {
    lastSignalAt.current = Date.now();
    put(report, 'push');
  });
  useReconnect(() => void reload());

  const reports = list.data?.reports;
  const following = reports?.some(isActive) ?? false;

  useEffect(() => {
    if (!following) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Give the pushes their 5 s from the moment there is something to follow.
    lastSignalAt.current = Math.max(lastSignalAt.current, Date.now());
    const tick = async () => {
      const quietFor = Date.now() - lastSignalAt.current;
      if (quietFor < pushSilenceMs) {
        timer = setTimeout(() => void tick(), pushSilenceMs - quietFor);
        return;
      }
      try {
        const answer = await api.get<ReportsResponse>(reportsPath);
        if (cancelled) return;
        setData((current) => ({ reports: mergePolledReports(current?.reports ?? [], answer.reports) }));
      } catch {
        // The next poll tries again.
      }
      if (!cancelled) timer = setTimeout(() => void tick(), pollEveryMs);
    };
    void tick();
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [following, setData]);

  const start = useCallback(
    async (range: DashboardRange) => {
      setStarting(true);
      setStartError(undefined);
      try {
        const { report } = await api.post<ReportResponse>(reportsPath, { range });
        lastSignalAt.current = Date.now();
        put(report, 'action');
        setCurrentId(report.id);
      } catch (error) {
        setStartError(error);
        setCurrentId(undefined);
      } finally {
        setStarting(false);
      }
    },
    [put],
  );

  const retry = useCallback(
    async (reportId: string) => {
      setRetryingId(reportId);
      try {
        const { report } = await api.post<ReportResponse>(
          `${reportsPath}/${encodeURIComponent(reportId)}/retry`,
        );
        lastSignalAt.current = Date.now();
        put(report, 'action');
        setCurrentId(report.id);
      } finally {
        setRetryingId(undefined);
      }
    },
    [put],
  );

  const dismiss = useCallback(() => {
    setCurrentId(undefined);
    setStartError(undefined);
  }, []);

  return {
    reports,
    listError: list.error,
    listLoading: list.loading,
    reloadList: () => void reload(),
    current: currentId === undefined ? undefined : reports?.find((report) => report.id === currentId),
    starting,
    startError,
    start,
    retry,
    retryingId,
    dismiss,
  };
}
