// The risk report as an A4 PDF: a TradeHub header and footer on every page, the four tiles, the exposure
// and impact tables, the charts (ECharts SVG drawn as vectors), the recent risk alerts and the rates used.
import PDFDocument from 'pdfkit';
import type { Dashboard, RiskTile } from '@tradehub/contract';
import type { ChartSvg, ReportCharts } from './charts.js';
import {
  formatDateTimeUtc,
  formatMoney,
  formatPercent,
  formatRate,
  formatTileTrend,
  formatTileValue,
} from './format.js';
import { IMPACT_MOVES, impactLabel, RANGE_LABELS, TILES, type RiskReportContent } from './report-content.js';
import { svgToPdf } from './svg-to-pdfkit.js';

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right' | 'center';

const MARGIN = { top: 72, bottom: 60, left: 48, right: 48 };
const COLOURS = {
  brand: '#0f4c81',
  text: '#0f172a',
  muted: '#64748b',
  rule: '#e2e8f0',
  headerFill: '#f1f5f9',
  zebra: '#f8fafc',
  tileFill: '#fbfdff',
};
const LEVEL_COLOURS: Record<RiskTile['level'], string> = {
  Low: '#16a34a',
  Medium: '#d97706',
  High: '#dc2626',
};
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** Builds the PDF in memory (a report is a few pages) and resolves with its bytes. */
export function buildRiskReportPdf(content: RiskReportContent, charts: ReportCharts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: `Risk Report - ${content.organisationName}`,
      Author: 'TradeHub',
      Creator: 'TradeHub',
      Subject: `${RANGE_LABELS[content.dashboard.range]} risk report`,
      CreationDate: content.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  writeTitle(doc, content);
  writeTiles(doc, content.dashboard);
  writeExposureTable(doc, content.dashboard);
  writeImpactTable(doc, content.dashboard);
  writeChart(doc, 'Payments by status', charts.paymentsByStatus, paymentsCaption(content.dashboard));
  writeChart(
    doc,
    'Exposure by currency',
    charts.exposureByCurrency,
    `Each currency's exposure in ${content.dashboard.baseCurrency} at the rates used, hedged and unhedged.`,
  );
  writeAlerts(doc, content);
  writeRates(doc, content.dashboard);
  writeExplanations(doc, content.dashboard);
  writeHeadersAndFooters(doc, content);

  doc.end();
  return finished;
}

const contentWidth = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
const pageBottom = (doc: Doc) => doc.page.height - MARGIN.bottom;

/** Starts a new page unless `height` more points fit on this one. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

function sectionHeading(doc: Doc, title: string, spaceAfter = 0) {
  ensureSpace(doc, 40 + spaceAfter);
  doc.moveDown(1.2);
  doc.x = MARGIN.left;
  doc.font(BOLD).fontSize(13).fillColor(COLOURS.brand).text(title);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc.y = y + 8;
}

function paragraph(doc: Doc, text: string, options: { colour?: string; size?: number; font?: string } = {}) {
  doc.x = MARGIN.left;
  doc
    .font(options.font ?? REGULAR)
    .fontSize(options.size ?? 9.5)
    .fillColor(options.colour ?? COLOURS.text)
    .text(text, { width: contentWidth(doc) });
}

function writeTitle(doc: Doc, { organisationName, exportedBy, exportedAt, dashboard }: RiskReportContent) {
  doc.font(BOLD).fontSize(26).fillColor(COLOURS.text).text('Risk Report');
  doc.moveDown(0.15);
  doc.font(BOLD).fontSize(14).fillColor(COLOURS.brand).text(organisationName);
  doc.moveDown(0.5);
  const { window, previousWindow } = dashboard;
  const lines: [string, string][] = [
    ['Range', `${RANGE_LABELS[dashboard.range]} (${dashboard.range})`],
    ['Window', `${formatDateTimeUtc(window.from)} – ${formatDateTimeUtc(window.to)}`],
    ['Compared with', `${formatDateTimeUtc(previousWindow.from)} – ${formatDateTimeUtc(previousWindow.to)}`],
    ['Base currency', dashboard.baseCurrency],
  ];
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font(BOLD).fontSize(9.5).fillColor(COLOURS.muted).text(label, MARGIN.left, y, { lineBreak: false });
    doc
      .font(REGULAR)
      .fillColor(COLOURS.text)
      .text(value, MARGIN.left + 90, y, { lineBreak: false });
    doc.x = MARGIN.left;
    doc.y = y + 14;
  }
  doc.moveDown(0.4);
  doc
    .font(REGULAR)
    .fontSize(9.5)
    .fillColor(COLOURS.muted)
    .text(`Exported by ${exportedBy} on ${formatDateTimeUtc(exportedAt)}`);
}

function tileDetail(dashboard: Dashboard, key: (typeof TILES)[number]['key']): string | null {
  const base = dashboard.baseCurrency;
  if (key === 'fxRiskExposure') {
    return `1-day value at risk (95%): ${formatMoney(dashboard.tiles.fxRiskExposure.valueAtRisk95Minor, base)}`;
  }
  if (key === 'cashflowRisk') {
    const t = dashboard.tiles.cashflowRisk;
    return `Settled ${formatMoney(t.settledMinor, base)} · Pending ${formatMoney(t.pendingMinor, base)} · Failed ${formatPercent(t.failedShare * 100)}`;
  }
  return null;
}

function writeTiles(doc: Doc, dashboard: Dashboard) {
  sectionHeading(doc, 'Risk overview', 190);
  const gap = 12;
  const width = (contentWidth(doc) - gap) / 2;
  const height = 88;
  const top = doc.y;
  TILES.forEach(({ key, name }, index) => {
    const tile = dashboard.tiles[key];
    const x = MARGIN.left + (index % 2) * (width + gap);
    const y = top + Math.floor(index / 2) * (height + gap);
    doc.roundedRect(x, y, width, height, 6).lineWidth(0.75).fillAndStroke(COLOURS.tileFill, COLOURS.rule);
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text(name.toUpperCase(), x + 12, y + 10, {
        width: width - 100,
        lineBreak: false,
      });
    // The level as a coloured badge in the top right corner.
    const badge = `${tile.level} risk`;
    doc.font(BOLD).fontSize(8);
    const badgeWidth = doc.widthOfString(badge) + 14;
    doc.roundedRect(x + width - badgeWidth - 10, y + 8, badgeWidth, 15, 7.5).fill(LEVEL_COLOURS[tile.level]);
    doc.fillColor('#ffffff').text(badge, x + width - badgeWidth - 10, y + 12, {
      width: badgeWidth,
      align: 'center',
      lineBreak: false,
    });
    doc
      .font(BOLD)
      .fontSize(20)
      .fillColor(COLOURS.text)
      .text(formatTileValue(tile, tile.value, dashboard.baseCurrency), x + 12, y + 28, {
        width: width - 24,
        lineBreak: false,
      });
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(formatTileTrend(tile, dashboard.baseCurrency), x + 12, y + 54, {
        width: width - 24,
        lineBreak: false,
      });
    const detail = tileDetail(dashboard, key);
    if (detail) doc.text(detail, x + 12, y + 68, { width: width - 24, lineBreak: false });
  });
  doc.x = MARGIN.left;
  doc.y = top + 2 * height + gap;
}

interface Column {
  header: string;
  /** A share of the content width. */
  weight: number;
  align?: Align;
}
interface TableOptions {
  /** The last row is a total: bold, with a rule above it. */
  totalRow?: boolean;
  /** The colour of one cell's text (e.g. a risk level). */
  cellColour?: (row: number, column: number) => string | undefined;
}

const ROW_HEIGHT = 18;

function drawTable(doc: Doc, columns: Column[], rows: string[][], options: TableOptions = {}) {
  const totalWeight = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / totalWeight) * contentWidth(doc));
  const lefts = widths.map((_, index) => MARGIN.left + widths.slice(0, index).reduce((a, b) => a + b, 0));

  const drawRow = (
    cells: string[],
    y: number,
    font: string,
    fill?: string,
    colour?: (col: number) => string,
  ) => {
    if (fill) doc.rect(MARGIN.left, y, contentWidth(doc), ROW_HEIGHT).fill(fill);
    cells.forEach((cell, col) => {
      doc
        .font(font)
        .fontSize(8.5)
        .fillColor(colour?.(col) ?? COLOURS.text)
        .text(cell, lefts[col]! + 5, y + 5, {
          width: widths[col]! - 10,
          height: ROW_HEIGHT - 4,
          align: columns[col]?.align ?? 'left',
          lineBreak: false,
          ellipsis: true,
        });
    });
  };
  const header = () => {
    const y = doc.y;
    drawRow(
      columns.map((column) => column.header),
      y,
      BOLD,
      COLOURS.headerFill,
      () => COLOURS.muted,
    );
    doc.y = y + ROW_HEIGHT;
  };

  ensureSpace(doc, ROW_HEIGHT * Math.min(rows.length + 1, 4));
  header();
  rows.forEach((cells, index) => {
    if (doc.y + ROW_HEIGHT > pageBottom(doc)) {
      doc.addPage();
      header();
    }
    const isTotal = options.totalRow === true && index === rows.length - 1;
    if (isTotal) {
      doc
        .moveTo(MARGIN.left, doc.y)
        .lineTo(MARGIN.left + contentWidth(doc), doc.y)
        .lineWidth(0.75)
        .strokeColor(COLOURS.muted)
        .stroke();
    }
    const y = doc.y;
    drawRow(
      cells,
      y,
      isTotal ? BOLD : REGULAR,
      index % 2 === 1 && !isTotal ? COLOURS.zebra : undefined,
      (col) => options.cellColour?.(index, col) ?? COLOURS.text,
    );
    doc.y = y + ROW_HEIGHT;
  });
  doc
    .moveTo(MARGIN.left, doc.y)
    .lineTo(MARGIN.left + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc.x = MARGIN.left;
  doc.y += 4;
}

function writeExposureTable(doc: Doc, dashboard: Dashboard) {
  const base = dashboard.baseCurrency;
  sectionHeading(doc, 'Currency exposure', 60);
  if (dashboard.exposures.length === 0) {
    paragraph(doc, 'The organisation has no currency exposure recorded.', { colour: COLOURS.muted });
    return;
  }
  const rows = dashboard.exposures.map((row) => [
    row.currency,
    formatMoney(row.amountMinor, row.currency),
    formatMoney(row.baseAmountMinor, base),
    formatPercent(row.hedgedPercent),
    formatMoney(row.unhedgedBaseMinor, base),
    row.riskLevel,
    row.volatilityPercent === null ? 'n/a' : formatPercent(row.volatilityPercent),
  ]);
  const sum = (pick: (row: Dashboard['exposures'][number]) => number) =>
    dashboard.exposures.reduce((total, row) => total + pick(row), 0);
  rows.push([
    'Total',
    '',
    formatMoney(
      sum((row) => row.baseAmountMinor),
      base,
    ),
    '',
    formatMoney(
      sum((row) => row.unhedgedBaseMinor),
      base,
    ),
    '',
    '',
  ]);
  drawTable(
    doc,
    [
      { header: 'Currency', weight: 0.8 },
      { header: 'Amount', weight: 1.7, align: 'right' },
      { header: `Base amount (${base})`, weight: 1.6, align: 'right' },
      { header: 'Hedged', weight: 0.9, align: 'right' },
      { header: `Unhedged (${base})`, weight: 1.6, align: 'right' },
      { header: 'Risk level', weight: 0.9 },
      { header: 'Volatility', weight: 0.9, align: 'right' },
    ],
    rows,
    {
      totalRow: true,
      cellColour: (row, col) => {
        const level = dashboard.exposures[row]?.riskLevel;
        return col === 5 && level ? LEVEL_COLOURS[level] : undefined;
      },
    },
  );
  paragraph(doc, 'Volatility is annualised, realised over the window.', { colour: COLOURS.muted, size: 8 });
}

function writeImpactTable(doc: Doc, dashboard: Dashboard) {
  const base = dashboard.baseCurrency;
  sectionHeading(doc, 'Currency impact analysis', 60);
  if (dashboard.exposures.length === 0) {
    paragraph(doc, 'No exposure, so no impact to estimate.', { colour: COLOURS.muted });
    return;
  }
  paragraph(
    doc,
    `Gain (+) or loss (-) on the unhedged exposure, in ${base}, if each currency moves by the percentage shown.`,
    { colour: COLOURS.muted, size: 8.5 },
  );
  doc.moveDown(0.4);
  const rows = dashboard.exposures.map((row) => [
    row.currency,
    ...IMPACT_MOVES.map((move) => formatMoney(row.impact[move] ?? 0, base, { signed: true })),
  ]);
  rows.push([
    'Total',
    ...IMPACT_MOVES.map((move) =>
      formatMoney(
        dashboard.exposures.reduce((total, row) => total + (row.impact[move] ?? 0), 0),
        base,
        { signed: true },
      ),
    ),
  ]);
  const gainOrLoss = (text: string) =>
    text.startsWith('-') ? '#b91c1c' : text.startsWith('+') ? '#15803d' : undefined;
  drawTable(
    doc,
    [
      { header: 'Currency', weight: 1 },
      ...IMPACT_MOVES.map((move) => ({ header: impactLabel(move), weight: 1.3, align: 'right' as const })),
    ],
    rows,
    {
      totalRow: true,
      cellColour: (row, col) => (col === 0 ? undefined : gainOrLoss(rows[row]?.[col] ?? '')),
    },
  );
}

function paymentsCaption(dashboard: Dashboard): string {
  const per = { hour: 'hour', day: 'day', week: 'week' }[dashboard.paymentsByStatus.interval];
  const total = dashboard.paymentsByStatus.buckets.reduce(
    (sum, bucket) => sum + bucket.completed + bucket.pending + bucket.failed,
    0,
  );
  return `Payments per ${per} (UTC) by status: ${total} in the window.`;
}

function writeChart(doc: Doc, title: string, chart: ChartSvg, caption: string) {
  const width = contentWidth(doc);
  const height = (chart.height * width) / chart.width;
  sectionHeading(doc, title, height + 24);
  paragraph(doc, caption, { colour: COLOURS.muted, size: 8.5 });
  doc.moveDown(0.3);
  const y = doc.y;
  svgToPdf(doc, chart.svg, MARGIN.left, y, { width, height, assumePt: true });
  doc.x = MARGIN.left;
  doc.y = y + height + 4;
}

function writeAlerts(doc: Doc, { alerts }: RiskReportContent) {
  sectionHeading(doc, 'Recent risk alerts', 30);
  if (alerts.length === 0) {
    paragraph(doc, 'No risk alerts were raised for the organisation.', { colour: COLOURS.muted });
    return;
  }
  for (const alert of alerts) {
    ensureSpace(doc, 40);
    doc.x = MARGIN.left;
    const top = doc.y;
    doc.rect(MARGIN.left, top + 1, 3, 10).fill(alert.status === 'failed' ? '#dc2626' : '#d97706');
    doc
      .font(BOLD)
      .fontSize(9.5)
      .fillColor(COLOURS.text)
      .text(alert.title, MARGIN.left + 10, top, { width: contentWidth(doc) - 130 });
    const afterTitle = doc.y;
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(formatDateTimeUtc(alert.date), MARGIN.left + contentWidth(doc) - 120, top + 1, {
        width: 120,
        align: 'right',
        lineBreak: false,
      });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(COLOURS.text)
      .text(alert.description, MARGIN.left + 10, afterTitle + 1, { width: contentWidth(doc) - 10 });
    doc.moveDown(0.6);
  }
  doc.x = MARGIN.left;
}

function writeRates(doc: Doc, dashboard: Dashboard) {
  sectionHeading(doc, 'Rates used', 60);
  if (!dashboard.ratesSource || !dashboard.ratesAsOf) {
    paragraph(doc, 'Rates used: none were available when the report was built; amounts are not converted.');
    return;
  }
  paragraph(
    doc,
    `Rates used: source ${dashboard.ratesSource}, as of ${formatDateTimeUtc(dashboard.ratesAsOf)}`,
  );
  doc.moveDown(0.4);
  const rows = dashboard.exposures.map((row) => [
    `USD/${row.currency}`,
    row.rate === null ? 'n/a' : formatRate(row.rate),
    dashboard.ratesSource ?? '',
    formatDateTimeUtc(dashboard.ratesAsOf ?? ''),
  ]);
  if (rows.length > 0) {
    drawTable(
      doc,
      [
        { header: 'Pair', weight: 1 },
        { header: 'Units per 1 USD', weight: 1.2, align: 'right' },
        { header: 'Source', weight: 1.2 },
        { header: 'As of', weight: 1.6 },
      ],
      rows,
    );
  }
}

function writeExplanations(doc: Doc, dashboard: Dashboard) {
  sectionHeading(doc, 'How the figures are computed', 40);
  for (const { key, name } of TILES) {
    ensureSpace(doc, 30);
    doc.x = MARGIN.left;
    doc.font(BOLD).fontSize(8.5).fillColor(COLOURS.text).text(`${name}: `, { continued: true });
    doc
      .font(REGULAR)
      .fillColor(COLOURS.muted)
      .text(dashboard.tiles[key].explanation, { width: contentWidth(doc) });
    doc.moveDown(0.3);
  }
}

/** The brand header and the page footer, drawn on every page once the page count is known. */
function writeHeadersAndFooters(doc: Doc, content: RiskReportContent) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the margins must not push text onto a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = contentWidth(doc);
    doc.rect(0, 0, doc.page.width, 40).fill(COLOURS.brand);
    doc.font(BOLD).fontSize(15).fillColor('#ffffff').text('TradeHub', MARGIN.left, 13, { lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor('#dbeafe')
      .text(`Risk Report · ${content.organisationName}`, MARGIN.left, 16, {
        width,
        align: 'right',
        lineBreak: false,
      });
    const footerY = doc.page.height - 36;
    doc
      .moveTo(MARGIN.left, footerY - 6)
      .lineTo(MARGIN.left + width, footerY - 6)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(`Generated ${formatDateTimeUtc(content.generatedAt)} · Confidential`, MARGIN.left, footerY, {
        lineBreak: false,
      });
    doc.text(`Page ${index - start + 1} of ${count}`, MARGIN.left, footerY, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
