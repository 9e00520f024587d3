// One attempt at building a risk report: compute the dashboard, draw the charts, write the PDF and the
// XLSX, store both under DATA_DIR, and move the report's progress on at each step.
import { Organisation, type EntityManager } from '@tradehub/db';
import type { Dashboard, FxRange } from '@tradehub/contract';
import path from 'node:path';
import {
  OrganisationNotFoundError,
  personName,
  reportLanguage,
  reportRange,
  type ReportWithCreator,
  removeLeftoverTemporaryFiles,
  reportFileKey,
  reportFilePath,
  writeFileAtomically,
} from '@tradehub/db/domain';
import { translatorFor } from '../i18n/server-i18n.js';
import { renderReportCharts } from './charts.js';
import type { RiskReportContent } from './report-content.js';
import { loadRecentRiskAlerts } from './risk-alerts.js';
import { buildRiskReportPdf } from './risk-report-pdf.js';
import { buildRiskReportXlsx } from './risk-report-xlsx.js';

export type ComputeDashboard = (
  em: EntityManager,
  organisationId: string,
  range: FxRange,
  now?: Date,
) => Promise<Dashboard>;

/** The steps of a build, with the progress reached when each is done and how a failure in it reads. */
export const REPORT_STEPS = {
  started: { progress: 5, failure: 'while starting' },
  computed: { progress: 10, failure: 'while computing the risk figures' },
  charts: { progress: 40, failure: 'while drawing the charts' },
  pdf: { progress: 70, failure: 'while writing the PDF' },
  xlsx: { progress: 90, failure: 'while writing the spreadsheet' },
  saved: { progress: 100, failure: 'while saving the files' },
} as const;
export type ReportStep = keyof typeof REPORT_STEPS;

const ORGANISATION_GONE = 'The organisation of this report no longer exists.';

/** A failure that another attempt cannot fix (the organisation is gone, the parameters are invalid). */
export class PermanentReportError extends Error {
  override name = 'PermanentReportError';
}

export interface BuildRiskReportInput {
  em: EntityManager;
  report: ReportWithCreator;
  dataDir: string;
  computeDashboard: ComputeDashboard;
  /** Called as each step begins, so a failure can say where it happened. */
  onStep: (step: ReportStep) => void;
  /** Called when a step is done, before the next begins. */
  onProgress: (progress: number) => Promise<void>;
  now?: Date;
}

export async function buildRiskReport({
  em,
  report,
  dataDir,
  computeDashboard,
  onStep,
  onProgress,
  now = new Date(),
}: BuildRiskReportInput): Promise<{ pdfKey: string; xlsxKey: string }> {
  const organisation = await em.findOne(Organisation, { id: report.organisation.id });
  if (!organisation) throw new PermanentReportError(ORGANISATION_GONE);
  const range = reportRange(report);
  if (!range) throw new PermanentReportError('The report was requested with an unknown time range.');

  onStep('computed');
  const dashboard = await computeDashboard(em, organisation.id, range, now).catch((error: unknown) => {
    // Deleted between the check above and the computation.
    if (error instanceof OrganisationNotFoundError) throw new PermanentReportError(ORGANISATION_GONE);
    throw error;
  });
  const alerts = await loadRecentRiskAlerts(em, organisation.id);
  const content: RiskReportContent = {
    organisationName: organisation.name,
    exportedBy: personName(report.createdBy.$),
    exportedAt: report.createdAt,
    generatedAt: now,
    dashboard,
    alerts,
    translator: translatorFor(reportLanguage(report)),
  };
  await onProgress(REPORT_STEPS.computed.progress);

  onStep('charts');
  const charts = renderReportCharts(dashboard, content.translator);
  await onProgress(REPORT_STEPS.charts.progress);

  onStep('pdf');
  const pdf = await buildRiskReportPdf(content, charts);
  await onProgress(REPORT_STEPS.pdf.progress);

  onStep('xlsx');
  const xlsx = await buildRiskReportXlsx(content);
  await onProgress(REPORT_STEPS.xlsx.progress);

  onStep('saved');
  const pdfKey = reportFileKey(organisation.id, report.id, 'pdf');
  const xlsxKey = reportFileKey(organisation.id, report.id, 'xlsx');
  const pdfPath = reportFilePath(dataDir, pdfKey);
  await removeLeftoverTemporaryFiles(path.dirname(pdfPath), report.id);
  await writeFileAtomically(pdfPath, pdf);
  await writeFileAtomically(reportFilePath(dataDir, xlsxKey), xlsx);
  return { pdfKey, xlsxKey };
}
