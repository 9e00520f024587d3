// The report export: building the risk report's files, where they are stored, and the report's wire shape.
export {
  buildRiskReport,
  PermanentReportError,
  REPORT_STEPS,
  type ComputeDashboard,
  type ReportStep,
} from './build-risk-report.js';
export { renderReportCharts, type ReportCharts } from './charts.js';
export type { RiskReportContent } from './report-content.js';
export { buildRiskReportPdf } from './risk-report-pdf.js';
export { buildRiskReportXlsx, XLSX_SHEETS } from './risk-report-xlsx.js';
