// The member's risk report exports as the page knows them: the list from GET /api/reports, changed by the
// answers to POST /api/reports and …/retry, by 'report:updated' pushes and by polls when pushes go quiet.
import type { Report } from '@tradehub/contract';

export type { Report };

export interface ReportsResponse {
  reports: Report[];
}

export interface ReportResponse {
  report: Report;
}

/** Without a push for this long, the page polls GET /api/reports … */
export const pushSilenceMs = 5_000;
/** … this often, until no report is queued or running (or pushes resume). */
export const pollEveryMs = 2_000;

export function isActive(report: Pick<Report, 'status'>): boolean {
  return report.status === 'queued' || report.status === 'running';
}

const stage: Record<Report['status'], number> = { queued: 0, running: 1, completed: 2, failed: 2 };

/**
 * Where an update comes from. A push or the answer to our own request is the newest word on a report
 * (a retry legitimately takes a failed report back to queued); a poll's answer may have been overtaken
 * by a push while it was on its way, so it never moves a report backwards.
 */
export type ReportUpdateSource = 'push' | 'action' | 'poll';

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
  if (!current || (source === 'poll' && isBehind(current, incoming))) return [...list];
  const next = [...list];
  next[index] = incoming;
  return next;
}

/** A polled list merged into the known one, report by report. */
export function mergePolledReports(list: readonly Report[], polled: readonly Report[]): Report[] {
  return polled.reduce<Report[]>((merged, report) => mergeReport(merged, report, 'poll'), [...list]);
}
