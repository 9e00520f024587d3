import type { Loaded, Report as ReportEntity } from '../../index.js';
import { personName } from '../accounts/person-name.js';
import { FX_RANGES, isLanguage, type FxRange, type Language, type Report } from '@tradehub/contract';

export type ReportWithCreator = Loaded<ReportEntity, 'createdBy'>;

/** The range a report was requested for, from its stored parameters (null if they are not valid). */
export function reportRange(report: Pick<ReportEntity, 'parameters'>): FxRange | null {
  const range = report.parameters.range;
  return typeof range === 'string' && (FX_RANGES as readonly string[]).includes(range)
    ? (range as FxRange)
    : null;
}

/** The language a report's files are written in (reports from before languages were kept: English). */
export function reportLanguage(report: Pick<ReportEntity, 'parameters'>): Language {
  const language = report.parameters.language;
  return isLanguage(language) ? language : 'en';
}

/** How many times the report was retried by hand (each retry queues a new job through the outbox). */
export function reportRetries(report: Pick<ReportEntity, 'parameters'>): number {
  const retries = report.parameters.retries;
  return typeof retries === 'number' && Number.isInteger(retries) && retries > 0 ? retries : 0;
}

/** The download path of one of a report's files. */
export const reportFileUrl = (reportId: string, format: 'pdf' | 'xlsx') =>
  `/api/reports/${encodeURIComponent(reportId)}/files/${format}`;

/** The wire shape of a report (the REST answers and the `report:updated` event). */
export function toReportDto(report: ReportWithCreator): Report {
  const completed = report.status === 'completed' && report.pdfKey && report.xlsxKey;
  return {
    id: report.id,
    kind: 'risk',
    status: report.status,
    progress: Math.max(0, Math.min(100, Math.round(report.progress))),
    range: reportRange(report) ?? '7d',
    language: reportLanguage(report),
    error: report.error ?? null,
    createdAt: report.createdAt.toISOString(),
    completedAt: report.completedAt?.toISOString() ?? null,
    createdBy: { id: report.createdBy.id, name: personName(report.createdBy.$) },
    files: completed
      ? { pdf: reportFileUrl(report.id, 'pdf'), xlsx: reportFileUrl(report.id, 'xlsx') }
      : null,
  };
}
