// The risk report as an A4 PDF: a TradeHub header and footer on every page, the four tiles, the exposure
// and impact tables, the charts (ECharts SVG drawn as vectors), the recent risk alerts and the rates used.
// Each section is written by its own file under risk-report-pdf/; this one lays them out in order.
import PDFDocument from 'pdfkit';
import type { ReportCharts } from './charts.js';
import type { RiskReportContent } from './report-content.js';
import { reportFontsFor } from './report-fonts.js';
import { writeAlerts } from './risk-report-pdf/alerts.js';
import { paymentsCaption, writeChart } from './risk-report-pdf/chart.js';
import { writeExplanations } from './risk-report-pdf/explanations.js';
import { writeExposureTable } from './risk-report-pdf/exposure-table.js';
import { writeHeadersAndFooters } from './risk-report-pdf/headers-and-footers.js';
import { writeImpactTable } from './risk-report-pdf/impact-table.js';
import { MARGIN, type Pen } from './risk-report-pdf/pen.js';
import { writeRates } from './risk-report-pdf/rates.js';
import { writeTiles } from './risk-report-pdf/tiles.js';
import { writeTitle } from './risk-report-pdf/title.js';

/** Builds the PDF in memory (a report is a few pages) and resolves with its bytes. */
export function buildRiskReportPdf(content: RiskReportContent, charts: ReportCharts): Promise<Buffer> {
  const tr = content.translator;
  const { t } = tr;
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: tr.locale,
    info: {
      Title: t('report.documentTitle', { organisation: content.organisationName }),
      Author: 'TradeHub',
      Creator: 'TradeHub',
      Subject: t('report.subject', { range: t(`report.ranges.${content.dashboard.range}`) }),
      CreationDate: content.generatedAt,
    },
  });
  const fonts = reportFontsFor(tr.language);
  fonts.register(doc);
  doc.font(fonts.regular);
  const pen: Pen = { doc, tr, fonts };
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  writeTitle(pen, content);
  writeTiles(pen, content.dashboard);
  writeExposureTable(pen, content.dashboard);
  writeImpactTable(pen, content.dashboard);
  writeChart(
    pen,
    t('report.sections.paymentsChart'),
    charts.paymentsByStatus,
    paymentsCaption(pen, content.dashboard),
  );
  writeChart(
    pen,
    t('report.sections.exposureChart'),
    charts.exposureByCurrency,
    t('report.charts.exposureCaption', { base: content.dashboard.baseCurrency }),
  );
  writeAlerts(pen, content);
  writeRates(pen, content.dashboard);
  writeExplanations(pen, content.dashboard);
  writeHeadersAndFooters(pen, content);

  doc.end();
  return finished;
}
