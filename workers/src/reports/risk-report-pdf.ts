// The risk report as an A4 PDF: a TradeHub header and footer on every page, the four tiles, the exposure
// and impact tables, the charts (ECharts SVG drawn as vectors), the recent risk alerts and the rates used.
import PDFDocument from 'pdfkit';
import type { Dashboard, RiskTile } from '@tradehub/contract';
import type { ChartSvg, ReportCharts } from './charts.js';
import type { ServerTranslator } from '../i18n/server-i18n.js';
import {
  formatDateTimeUtc,
  formatMoney,
  formatPercent,
  formatTileTrend,
  formatTileValue,
  usdPairRate,
} from './format.js';
import { IMPACT_MOVES, impactLabel, rangeText, TILE_KEYS, type RiskReportContent } from './report-content.js';
import { reportFontsFor, type ReportFonts } from './report-fonts.js';
import { svgToPdf } from './svg-to-pdfkit.js';
import { alertText } from './alert-text.js';

type Doc = PDFKit.PDFDocument;
/** The document being written, the language it is written in and the fonts that language needs. */
interface Pen {
  doc: Doc;
  tr: ServerTranslator;
  fonts: ReportFonts;
}
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

const contentWidth = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
const pageBottom = (doc: Doc) => doc.page.height - MARGIN.bottom;

/** Starts a new page unless `height` more points fit on this one. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

function sectionHeading({ doc, fonts }: Pen, title: string, spaceAfter = 0) {
  ensureSpace(doc, 40 + spaceAfter);
  doc.moveDown(1.2);
  doc.x = MARGIN.left;
  doc.font(fonts.bold).fontSize(13).fillColor(COLOURS.brand).text(title);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc.y = y + 8;
}

function paragraph(
  { doc, fonts }: Pen,
  text: string,
  options: { colour?: string; size?: number; font?: string } = {},
) {
  doc.x = MARGIN.left;
  doc
    .font(options.font ?? fonts.regular)
    .fontSize(options.size ?? 9.5)
    .fillColor(options.colour ?? COLOURS.text)
    .text(text, { width: contentWidth(doc) });
}

function writeTitle(pen: Pen, { organisationName, exportedBy, exportedAt, dashboard }: RiskReportContent) {
  const { doc, tr, fonts } = pen;
  const { t } = tr;
  doc.font(fonts.bold).fontSize(26).fillColor(COLOURS.text).text(t('report.title'));
  doc.moveDown(0.15);
  doc.font(fonts.bold).fontSize(14).fillColor(COLOURS.brand).text(organisationName);
  doc.moveDown(0.5);
  const { window, previousWindow } = dashboard;
  const lines: [string, string][] = [
    [t('report.labels.range'), rangeText(tr, dashboard.range)],
    [
      t('report.labels.window'),
      `${formatDateTimeUtc(window.from, tr)} – ${formatDateTimeUtc(window.to, tr)}`,
    ],
    [
      t('report.labels.comparedWith'),
      `${formatDateTimeUtc(previousWindow.from, tr)} – ${formatDateTimeUtc(previousWindow.to, tr)}`,
    ],
    [t('report.labels.baseCurrency'), dashboard.baseCurrency],
  ];
  for (const [label, value] of lines) {
    const y = doc.y;
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(COLOURS.muted)
      .text(label, MARGIN.left, y, { lineBreak: false });
    doc
      .font(fonts.regular)
      .fillColor(COLOURS.text)
      .text(value, MARGIN.left + 90, y, { lineBreak: false });
    doc.x = MARGIN.left;
    doc.y = y + 14;
  }
  doc.moveDown(0.4);
  doc
    .font(fonts.regular)
    .fontSize(9.5)
    .fillColor(COLOURS.muted)
    .text(t('report.exportedBy', { name: exportedBy, date: formatDateTimeUtc(exportedAt, tr) }));
}

function tileDetail(
  tr: ServerTranslator,
  dashboard: Dashboard,
  key: (typeof TILE_KEYS)[number],
): string | null {
  const base = dashboard.baseCurrency;
  if (key === 'fxRiskExposure') {
    const amount = formatMoney(dashboard.tiles.fxRiskExposure.valueAtRisk95Minor, base, tr);
    return tr.t('report.valueAtRisk', { amount });
  }
  if (key === 'cashflowRisk') {
    const tile = dashboard.tiles.cashflowRisk;
    return tr.t('report.cashflowDetail', {
      settled: formatMoney(tile.settledMinor, base, tr),
      pending: formatMoney(tile.pendingMinor, base, tr),
      failed: formatPercent(tile.failedShare * 100, tr),
    });
  }
  return null;
}

function writeTiles(pen: Pen, dashboard: Dashboard) {
  const { doc, tr, fonts } = pen;
  sectionHeading(pen, tr.t('report.sections.overview'), 190);
  const gap = 12;
  const width = (contentWidth(doc) - gap) / 2;
  const height = 88;
  const top = doc.y;
  TILE_KEYS.forEach((key, index) => {
    const tile = dashboard.tiles[key];
    const name = tr.t(`report.tiles.${key}`);
    const x = MARGIN.left + (index % 2) * (width + gap);
    const y = top + Math.floor(index / 2) * (height + gap);
    doc.roundedRect(x, y, width, height, 6).lineWidth(0.75).fillAndStroke(COLOURS.tileFill, COLOURS.rule);
    doc
      .font(fonts.bold)
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text(name.toLocaleUpperCase(tr.locale), x + 12, y + 10, {
        width: width - 100,
        lineBreak: false,
      });
    // The level as a coloured badge in the top right corner.
    const badge = tr.t('report.levelBadge', { level: tr.t(`report.levels.${tile.level}`) });
    doc.font(fonts.bold).fontSize(8);
    const badgeWidth = doc.widthOfString(badge) + 14;
    doc.roundedRect(x + width - badgeWidth - 10, y + 8, badgeWidth, 15, 7.5).fill(LEVEL_COLOURS[tile.level]);
    doc.fillColor('#ffffff').text(badge, x + width - badgeWidth - 10, y + 12, {
      width: badgeWidth,
      align: 'center',
      lineBreak: false,
    });
    doc
      .font(fonts.bold)
      .fontSize(20)
      .fillColor(COLOURS.text)
      .text(formatTileValue(tile, tile.value, dashboard.baseCurrency, tr), x + 12, y + 28, {
        width: width - 24,
        lineBreak: false,
      });
    doc
      .font(fonts.regular)
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(formatTileTrend(tile, dashboard.baseCurrency, tr), x + 12, y + 54, {
        width: width - 24,
        lineBreak: false,
      });
    const detail = tileDetail(tr, dashboard, key);
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

function drawTable({ doc, fonts }: Pen, columns: Column[], rows: string[][], options: TableOptions = {}) {
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
      fonts.bold,
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
      isTotal ? fonts.bold : fonts.regular,
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

function writeExposureTable(pen: Pen, dashboard: Dashboard) {
  const { tr } = pen;
  const { t } = tr;
  const base = dashboard.baseCurrency;
  sectionHeading(pen, t('report.sections.exposure'), 60);
  if (dashboard.exposures.length === 0) {
    paragraph(pen, t('report.exposure.none'), { colour: COLOURS.muted });
    return;
  }
  const rows = dashboard.exposures.map((row) => [
    row.currency,
    formatMoney(row.amountMinor, row.currency, tr),
    formatMoney(row.baseAmountMinor, base, tr),
    formatPercent(row.hedgedPercent, tr),
    formatMoney(row.unhedgedBaseMinor, base, tr),
    t(`report.levels.${row.riskLevel}`),
    row.volatilityPercent === null
      ? t('report.exposure.notAvailable')
      : formatPercent(row.volatilityPercent, tr),
  ]);
  const sum = (pick: (row: Dashboard['exposures'][number]) => number) =>
    dashboard.exposures.reduce((total, row) => total + pick(row), 0);
  rows.push([
    t('report.exposure.total'),
    '',
    formatMoney(
      sum((row) => row.baseAmountMinor),
      base,
      tr,
    ),
    '',
    formatMoney(
      sum((row) => row.unhedgedBaseMinor),
      base,
      tr,
    ),
    '',
    '',
  ]);
  drawTable(
    pen,
    [
      { header: t('report.exposure.currency'), weight: 0.8 },
      { header: t('report.exposure.amount'), weight: 1.7, align: 'right' },
      { header: t('report.exposure.baseAmount', { base }), weight: 1.6, align: 'right' },
      { header: t('report.exposure.hedged'), weight: 0.9, align: 'right' },
      { header: t('report.exposure.unhedged', { base }), weight: 1.6, align: 'right' },
      { header: t('report.exposure.riskLevel'), weight: 0.9 },
      { header: t('report.exposure.volatility'), weight: 0.9, align: 'right' },
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
  paragraph(pen, t('report.exposure.volatilityNote'), { colour: COLOURS.muted, size: 8 });
}

function writeImpactTable(pen: Pen, dashboard: Dashboard) {
  const { doc, tr } = pen;
  const { t } = tr;
  const base = dashboard.baseCurrency;
  sectionHeading(pen, t('report.sections.impact'), 60);
  if (dashboard.exposures.length === 0) {
    paragraph(pen, t('report.impact.none'), { colour: COLOURS.muted });
    return;
  }
  paragraph(pen, t('report.impact.note', { base }), { colour: COLOURS.muted, size: 8.5 });
  doc.moveDown(0.4);
  const rows = dashboard.exposures.map((row) => [
    row.currency,
    ...IMPACT_MOVES.map((move) => formatMoney(row.impact[move] ?? 0, base, tr, { signed: true })),
  ]);
  rows.push([
    t('report.exposure.total'),
    ...IMPACT_MOVES.map((move) =>
      formatMoney(
        dashboard.exposures.reduce((total, row) => total + (row.impact[move] ?? 0), 0),
        base,
        tr,
        { signed: true },
      ),
    ),
  ]);
  const gainOrLoss = (text: string) =>
    text.startsWith('-') ? '#b91c1c' : text.startsWith('+') ? '#15803d' : undefined;
  drawTable(
    pen,
    [
      { header: t('report.exposure.currency'), weight: 1 },
      ...IMPACT_MOVES.map((move) => ({ header: impactLabel(move), weight: 1.3, align: 'right' as const })),
    ],
    rows,
    {
      totalRow: true,
      cellColour: (row, col) => (col === 0 ? undefined : gainOrLoss(rows[row]?.[col] ?? '')),
    },
  );
}

function paymentsCaption({ tr }: Pen, dashboard: Dashboard): string {
  const total = dashboard.paymentsByStatus.buckets.reduce(
    (sum, bucket) => sum + bucket.completed + bucket.pending + bucket.failed,
    0,
  );
  return tr.t(`report.charts.paymentsCaption_${dashboard.paymentsByStatus.interval}`, {
    total: new Intl.NumberFormat(tr.locale).format(total),
  });
}

function writeChart(pen: Pen, title: string, chart: ChartSvg, caption: string) {
  const { doc, fonts } = pen;
  const width = contentWidth(doc);
  const height = (chart.height * width) / chart.width;
  sectionHeading(pen, title, height + 24);
  paragraph(pen, caption, { colour: COLOURS.muted, size: 8.5 });
  doc.moveDown(0.3);
  const y = doc.y;
  // The charts' text in the report's font (the SVG names Helvetica; Chinese labels need the CJK font).
  const fontCallback = (_family: string, bold: boolean) => (bold ? fonts.bold : fonts.regular);
  svgToPdf(doc, chart.svg, MARGIN.left, y, { width, height, assumePt: true, fontCallback });
  doc.x = MARGIN.left;
  doc.y = y + height + 4;
}

function writeAlerts(pen: Pen, { alerts }: RiskReportContent) {
  const { doc, tr, fonts } = pen;
  sectionHeading(pen, tr.t('report.sections.alerts'), 30);
  if (alerts.length === 0) {
    paragraph(pen, tr.t('report.alerts.none'), { colour: COLOURS.muted });
    return;
  }
  for (const alert of alerts) {
    const text = alertText(alert, tr);
    ensureSpace(doc, 40);
    doc.x = MARGIN.left;
    const top = doc.y;
    doc.rect(MARGIN.left, top + 1, 3, 10).fill(alert.status === 'failed' ? '#dc2626' : '#d97706');
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(COLOURS.text)
      .text(text.title, MARGIN.left + 10, top, { width: contentWidth(doc) - 130 });
    const afterTitle = doc.y;
    doc
      .font(fonts.regular)
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(formatDateTimeUtc(alert.date, tr), MARGIN.left + contentWidth(doc) - 120, top + 1, {
        width: 120,
        align: 'right',
        lineBreak: false,
      });
    doc
      .font(fonts.regular)
      .fontSize(9)
      .fillColor(COLOURS.text)
      .text(text.description, MARGIN.left + 10, afterTitle + 1, { width: contentWidth(doc) - 10 });
    doc.moveDown(0.6);
  }
  doc.x = MARGIN.left;
}

function writeRates(pen: Pen, dashboard: Dashboard) {
  const { doc, tr } = pen;
  const { t } = tr;
  sectionHeading(pen, t('report.sections.rates'), 60);
  if (!dashboard.ratesSource || !dashboard.ratesAsOf) {
    paragraph(pen, t('report.rates.none'));
    return;
  }
  paragraph(
    pen,
    t('report.rates.source', {
      source: dashboard.ratesSource,
      date: formatDateTimeUtc(dashboard.ratesAsOf, tr),
    }),
  );
  doc.moveDown(0.4);
  // Each currency as its market pair against USD, at the rate every screen shows (fx-pairs.ts).
  const rows = dashboard.exposures.flatMap((row) => {
    const shown = usdPairRate(row.currency, row.rate);
    if (!shown) return [];
    const asOf = formatDateTimeUtc(dashboard.ratesAsOf ?? '', tr);
    return [[shown.pair, shown.text ?? t('report.exposure.notAvailable'), dashboard.ratesSource ?? '', asOf]];
  });
  if (rows.length > 0) {
    drawTable(
      pen,
      [
        { header: t('report.rates.pair'), weight: 1 },
        { header: t('report.rates.rate'), weight: 1.2, align: 'right' },
        { header: t('report.rates.sourceColumn'), weight: 1.2 },
        { header: t('report.rates.asOf'), weight: 1.6 },
      ],
      rows,
    );
  }
}

function writeExplanations(pen: Pen, dashboard: Dashboard) {
  const { doc, tr, fonts } = pen;
  sectionHeading(pen, tr.t('report.sections.explanations'), 40);
  for (const key of TILE_KEYS) {
    const name = tr.t(`report.tiles.${key}`);
    ensureSpace(doc, 30);
    doc.x = MARGIN.left;
    doc.font(fonts.bold).fontSize(8.5).fillColor(COLOURS.text).text(`${name}: `, { continued: true });
    doc
      .font(fonts.regular)
      .fillColor(COLOURS.muted)
      .text(dashboard.tiles[key].explanation, { width: contentWidth(doc) });
    doc.moveDown(0.3);
  }
}

/** The brand header and the page footer, drawn on every page once the page count is known. */
function writeHeadersAndFooters({ doc, tr, fonts }: Pen, content: RiskReportContent) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the margins must not push text onto a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = contentWidth(doc);
    doc.rect(0, 0, doc.page.width, 40).fill(COLOURS.brand);
    doc
      .font(fonts.bold)
      .fontSize(15)
      .fillColor('#ffffff')
      .text('TradeHub', MARGIN.left, 13, { lineBreak: false });
    doc
      .font(fonts.regular)
      .fontSize(9)
      .fillColor('#dbeafe')
      .text(tr.t('report.headerLine', { organisation: content.organisationName }), MARGIN.left, 16, {
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
      .font(fonts.regular)
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(
        tr.t('report.footerGenerated', { date: formatDateTimeUtc(content.generatedAt, tr) }),
        MARGIN.left,
        footerY,
        {
          lineBreak: false,
        },
      );
    doc.text(tr.t('report.footerPage', { page: index - start + 1, count }), MARGIN.left, footerY, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
