// Risk report exports in the client cache, under the `reports` root. A report's progress arrives as
// `report:updated` pushes carrying the report, applied to the cached list in place (cacheUpdates.ts); a
// reconnect refetches the list. Nothing polls.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAppLanguage } from '../../i18n/useAppLanguage';
import type { ApiBody, ApiData } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';
import { mergeFetchedReports, mergeReport, type Report, type ReportUpdateSource } from './reportList';

export type ReportsData = ApiData<'/api/reports', 'get'>;
export type NewReportBody = ApiBody<'/api/reports', 'post'>;

export const reportKeys = {
  all: [queryRoots.reports] as const,
  list: () => [queryRoots.reports, 'list'] as const,
};

/**
 * The organisation's recent exports, newest first. The answer is merged into what the cache already holds,
 * because a push that arrived while the request was on its way is newer than the answer.
 */
export const reportsQuery = () =>
  queryOptions({
    queryKey: reportKeys.list(),
    queryFn: async ({ signal, client, queryKey }): Promise<ReportsData> => {
      const fetched = await unwrap(http.GET('/api/reports', { signal }));
      const known = client.getQueryData<ReportsData>(queryKey);
      return known ? { reports: mergeFetchedReports(known.reports, fetched.reports) } : fetched;
    },
  });

/**
 * Puts a report into the cached list. Our own export's answer starts a list when none has loaded (the page
 * follows that export); a push only updates a loaded list, so a screen without one reads the whole list
 * when it asks. False when there was nothing to update.
 */
export function putReport(client: QueryClient, report: Report, source: ReportUpdateSource): boolean {
  let updated = false;
  client.setQueryData<ReportsData>(reportKeys.list(), (current) => {
    if (!current && source !== 'action') return current;
    updated = true;
    return { reports: mergeReport(current?.reports ?? [], report, source) };
  });
  return updated;
}

/** `report:updated`: the pushed report replaces the listed one (or joins the list). */
export const applyReportUpdate = (client: QueryClient, report: Report): boolean =>
  putReport(client, report, 'push');

/** Export a risk report for a range, written in the language the app is in; the answer (queued) joins the list at once. */
export function useStartReport() {
  const client = useQueryClient();
  const language = useAppLanguage();
  return useMutation({
    mutationFn: (range: NewReportBody['range']) =>
      unwrap(http.POST('/api/reports', { body: { range, language } })),
    onSuccess: ({ report }) => {
      putReport(client, report, 'action');
    },
  });
}

/** Run a failed export again; the answer (queued again) replaces the failed one in the list. */
export function useRetryReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) =>
      unwrap(http.POST('/api/reports/{reportId}/retry', { params: { path: { reportId } } })),
    onSuccess: ({ report }) => {
      putReport(client, report, 'action');
    },
  });
}
