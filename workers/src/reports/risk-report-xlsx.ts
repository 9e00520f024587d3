// The rows behind the risk report as an XLSX workbook: one sheet per table, numbers as numbers with
// formats (money converted exactly from integer minor units), a bold frozen header row on every sheet.
import ExcelJS from 'exceljs';
import { minorDigits } from '@tradehub/contract';
import { formatTileTrend, minorUnitsToNumber, usdPairRate } from './format.js';
import { IMPACT_MOVES, impactLabel, rangeText, TILE_KEYS, type RiskReportContent } from './report-content.js';

/** The workbook's sheets in order, named `report.sheets.<key>` in the report's language. */
export const XLSX_SHEETS = ['summary', 'exposures', 'payments', 'transactions', 'rates'] as const;

const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
const PERCENT_FORMAT = '0.00%';
/** A pair's rate with the decimals every screen shows it with: "0.0000", or "0.00" for yen-like quotes. */
const rateFormat = (decimals: number) => `0.${'0'.repeat(decimals)}`;

/** "#,##0.00" for USD, "#,##0" for JPY. */
export function moneyFormat(currency: string): string {
  const digits = minorDigits(currency);
  return digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`;
}

interface ColumnSpec {
  header: string;
  width: number;
  numFmt?: string;
}

function addSheet(workbook: ExcelJS.Workbook, name: string, columns: ColumnSpec[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F5F9' } };
  header.alignment = { vertical: 'middle' };
  return sheet;
}

/** A percentage figure (12.5) as a spreadsheet percentage (0.125 shown as 12.50%). */
const share = (percent: number | null) => (percent === null ? null : percent / 100);

/** Builds the workbook and resolves with its bytes. */
export async function buildRiskReportXlsx(content: RiskReportContent): Promise<Buffer> {
  const { dashboard, translator: tr } = content;
  const { t } = tr;
  const base = dashboard.baseCurrency;
  const baseFormat = moneyFormat(base);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TradeHub';
  workbook.title = t('report.documentTitle', { organisation: content.organisationName });
  workbook.created = content.generatedAt;
  workbook.modified = content.generatedAt;

  // Summary: the four tiles, then what the export covers.
  const summary = addSheet(workbook, t('report.sheets.summary'), [
    { header: t('report.xlsx.tile'), width: 26 },
    { header: t('report.xlsx.value'), width: 18 },
    { header: t('report.xlsx.unit'), width: 10 },
    { header: t('report.xlsx.previousWindow'), width: 18 },
    { header: t('report.xlsx.level'), width: 10 },
    { header: t('report.xlsx.trend'), width: 40 },
    { header: t('report.xlsx.howComputed'), width: 80 },
  ]);
  for (const key of TILE_KEYS) {
    const tile = dashboard.tiles[key];
    const toCell = (value: number | null) =>
      value === null ? null : tile.unit === 'money' ? minorUnitsToNumber(Math.round(value), base) : value;
    const unit = tile.unit === 'money' ? base : tile.unit === 'percent' ? '%' : t('report.xlsx.score');
    const row = summary.addRow([
      t(`report.tiles.${key}`),
      toCell(tile.value),
      unit,
      toCell(tile.previous),
      t(`report.levels.${tile.level}`),
      formatTileTrend(tile, base, tr),
      tile.explanation,
    ]);
    const numFmt = tile.unit === 'money' ? baseFormat : tile.unit === 'percent' ? '0.0' : '0';
    row.getCell(2).numFmt = numFmt;
    row.getCell(4).numFmt = numFmt;
  }
  summary.addRow([]);
  const details: [string, ExcelJS.CellValue, string?][] = [
    [t('report.xlsx.organisation'), content.organisationName],
    [t('report.labels.range'), rangeText(tr, dashboard.range)],
    [t('report.xlsx.windowFrom'), new Date(dashboard.window.from), DATE_TIME_FORMAT],
    [t('report.xlsx.windowTo'), new Date(dashboard.window.to), DATE_TIME_FORMAT],
    [t('report.labels.baseCurrency'), base],
    [
      t('report.xlsx.valueAtRisk'),
      minorUnitsToNumber(dashboard.tiles.fxRiskExposure.valueAtRisk95Minor, base),
      baseFormat,
    ],
    [
      t('report.xlsx.scheduledPayments'),
      minorUnitsToNumber(dashboard.tiles.cashflowRisk.scheduledMinor, base),
      baseFormat,
    ],
    [
      t('report.xlsx.settledPayments'),
      minorUnitsToNumber(dashboard.tiles.cashflowRisk.settledMinor, base),
      baseFormat,
    ],
    [
      t('report.xlsx.pendingPayments'),
      minorUnitsToNumber(dashboard.tiles.cashflowRisk.pendingMinor, base),
      baseFormat,
    ],
    // failedShare is already a fraction (0–1), which is what a percent-formatted cell holds.
    [t('report.xlsx.failedShare'), dashboard.tiles.cashflowRisk.failedShare, PERCENT_FORMAT],
    [t('report.xlsx.ratesSource'), dashboard.ratesSource ?? t('report.xlsx.none')],
    [
      t('report.xlsx.ratesAsOf'),
      dashboard.ratesAsOf ? new Date(dashboard.ratesAsOf) : null,
      DATE_TIME_FORMAT,
    ],
    [t('report.xlsx.exportedBy'), content.exportedBy],
    [t('report.xlsx.exportedAt'), content.exportedAt, DATE_TIME_FORMAT],
  ];
  for (const [label, value, numFmt] of details) {
    const row = summary.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (numFmt) row.getCell(2).numFmt = numFmt;
  }

  // Exposures, with the impact of each move.
  const exposures = addSheet(workbook, t('report.sheets.exposures'), [
    { header: t('report.exposure.currency'), width: 10 },
    { header: t('report.exposure.amount'), width: 18 },
    { header: t('report.exposure.baseAmount', { base }), width: 20, numFmt: baseFormat },
    { header: t('report.exposure.hedged'), width: 10, numFmt: PERCENT_FORMAT },
    { header: t('report.exposure.unhedged', { base }), width: 20, numFmt: baseFormat },
    { header: t('report.exposure.riskLevel'), width: 11 },
    { header: t('report.xlsx.volatility'), width: 22, numFmt: PERCENT_FORMAT },
    { header: t('report.rates.pair'), width: 10 },
    { header: t('report.rates.rate'), width: 12 },
    ...IMPACT_MOVES.map((move) => ({
      header: t('report.xlsx.impact', { move: impactLabel(move), base }),
      width: 18,
      numFmt: baseFormat,
    })),
  ]);
  for (const row of dashboard.exposures) {
    const shown = usdPairRate(row.currency, row.rate);
    const added = exposures.addRow([
      row.currency,
      minorUnitsToNumber(row.amountMinor, row.currency),
      minorUnitsToNumber(row.baseAmountMinor, base),
      share(row.hedgedPercent),
      minorUnitsToNumber(row.unhedgedBaseMinor, base),
      t(`report.levels.${row.riskLevel}`),
      share(row.volatilityPercent),
      shown?.pair ?? null,
      shown?.text ? Number(shown.text) : null,
      ...IMPACT_MOVES.map((move) => minorUnitsToNumber(row.impact[move] ?? 0, base)),
    ]);
    // The amount is in the row's own currency; the rate in its pair's decimals.
    added.getCell(2).numFmt = moneyFormat(row.currency);
    if (shown) added.getCell(9).numFmt = rateFormat(shown.decimals);
  }

  const payments = addSheet(workbook, t('report.sheets.payments'), [
    { header: t('report.xlsx.bucketStart'), width: 20, numFmt: DATE_TIME_FORMAT },
    { header: t('report.statuses.completed'), width: 12, numFmt: '0' },
    { header: t('report.statuses.pending'), width: 12, numFmt: '0' },
    { header: t('report.statuses.failed'), width: 12, numFmt: '0' },
    { header: t('report.exposure.total'), width: 12, numFmt: '0' },
  ]);
  for (const bucket of dashboard.paymentsByStatus.buckets) {
    payments.addRow([
      new Date(bucket.start),
      bucket.completed,
      bucket.pending,
      bucket.failed,
      bucket.completed + bucket.pending + bucket.failed,
    ]);
  }

  const transactions = addSheet(workbook, t('report.sheets.transactions'), [
    { header: t('report.xlsx.date'), width: 20, numFmt: DATE_TIME_FORMAT },
    { header: t('report.xlsx.supplier'), width: 32 },
    { header: t('report.exposure.amount'), width: 18 },
    { header: t('report.exposure.currency'), width: 10 },
    { header: t('report.xlsx.status'), width: 12 },
    { header: t('report.xlsx.method'), width: 16 },
    { header: t('report.xlsx.transactionId'), width: 38 },
  ]);
  for (const transaction of dashboard.recentTransactions) {
    const added = transactions.addRow([
      new Date(transaction.date),
      transaction.supplierName,
      minorUnitsToNumber(transaction.amountMinor, transaction.currency),
      transaction.currency,
      t(`report.statuses.${transaction.status}`),
      t(`report.methods.${transaction.method}`),
      transaction.id,
    ]);
    added.getCell(3).numFmt = moneyFormat(transaction.currency);
  }

  // Each currency as its market pair against USD (EUR/USD, USD/JPY), at the rate every screen shows.
  const rates = addSheet(workbook, t('report.sheets.rates'), [
    { header: t('report.exposure.currency'), width: 10 },
    { header: t('report.rates.pair'), width: 10 },
    { header: t('report.rates.rate'), width: 12 },
    { header: t('report.rates.sourceColumn'), width: 16 },
    { header: t('report.xlsx.asOf'), width: 20, numFmt: DATE_TIME_FORMAT },
  ]);
  for (const row of dashboard.exposures) {
    const shown = usdPairRate(row.currency, row.rate);
    const added = rates.addRow([
      row.currency,
      shown?.pair ?? null,
      shown?.text ? Number(shown.text) : null,
      dashboard.ratesSource ?? t('report.xlsx.none'),
      dashboard.ratesAsOf ? new Date(dashboard.ratesAsOf) : null,
    ]);
    if (shown) added.getCell(3).numFmt = rateFormat(shown.decimals);
  }

  const bytes = await workbook.xlsx.writeBuffer();
  return Buffer.from(bytes as ArrayBuffer);
}
