// The list of risk report exports as the client knows it: GET /api/reports, changed by the answers to
// POST /api/reports and …/retry, and by `report:updated` pushes. Pure functions, shared by the cache
// (queries.ts) and the screens.
import type { Report } from '@tradehub/contract';

export type { Report };

export function isActive(report: Pick<Report, 'status'>): boolean {
  return report.status === 'queued' || report.status === 'running';
}

const stage: Record<Report['status'], number> = { queued: 0, running: 1, completed: 2, failed: 2 };

/**
 * Where an update comes from. A push or the answer to our own request is the newest word on a report
 * (a retry legitimately takes a failed report back to queued); a fetched list may have been overtaken
 * by a push while it was on its way (a refetch after a reconnect), so it never moves a report backwards.
 */
export type ReportUpdateSource = 'push' | 'action' | 'fetch';

function isBehind(current: Report, incoming: Report): boolean {
  if (stage[incoming.status] !== stage[current.status]) return stage[incoming.status] < stage[current.status];
  return incoming.status === current.status && incoming.progress < current.progress;
}

const newestFirst = (a: Report, b: Report) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/** The list with `incoming` put in: replaced in place, or added, newest first. */
export function mergeReport(list: readonly Report[], incoming: Report, source: ReportUpdateSource): Report[] {
  const index = list.findIndex((report) => report.id === incoming.id);
  if (index === -1) return [incoming, ...list].sort(newestFirst);
  const current = list[index];
  if (!current || (source === 'fetch' && isBehind(current, incoming))) return [...list];
  const next = [...list];
  next[index] = incoming;
  return next;
}

/** A fetched list merged into the known one, report by report. */
export function mergeFetchedReports(list: readonly Report[], fetched: readonly Report[]): Report[] {
  return fetched.reduce<Report[]>((merged, report) => mergeReport(merged, report, 'fetch'), [...list]);
}
