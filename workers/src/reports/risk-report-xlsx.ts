// The rows behind the risk report as an XLSX workbook: one sheet per table, numbers as numbers with
// formats (money converted exactly from integer minor units), a bold frozen header row on every sheet.
import ExcelJS from 'exceljs';
import { minorDigits } from '@tradehub/contract';
import { formatTileTrend, minorUnitsToNumber } from './format.js';
import { IMPACT_MOVES, impactLabel, RANGE_LABELS, TILES, type RiskReportContent } from './report-content.js';

export const XLSX_SHEETS = ['Summary', 'Exposures', 'Payments by status', 'Transactions', 'Rates'] as const;

const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
const PERCENT_FORMAT = '0.00%';
const RATE_FORMAT = '0.0000';

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
  const { dashboard } = content;
  const base = dashboard.baseCurrency;
  const baseFormat = moneyFormat(base);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TradeHub';
  workbook.title = `Risk Report - ${content.organisationName}`;
  workbook.created = content.generatedAt;
  workbook.modified = content.generatedAt;

  // Summary: the four tiles, then what the export covers.
  const summary = addSheet(workbook, 'Summary', [
    { header: 'Tile', width: 26 },
    { header: 'Value', width: 18 },
    { header: 'Unit', width: 10 },
    { header: 'Previous window', width: 18 },
    { header: 'Level', width: 10 },
    { header: 'Trend', width: 40 },
    { header: 'How it is computed', width: 80 },
  ]);
  for (const { key, name } of TILES) {
    const tile = dashboard.tiles[key];
    const toCell = (value: number | null) =>
      value === null ? null : tile.unit === 'money' ? minorUnitsToNumber(Math.round(value), base) : value;
    const unit = tile.unit === 'money' ? base : tile.unit === 'percent' ? '%' : 'score';
    const row = summary.addRow([
      name,
      toCell(tile.value),
      unit,
      toCell(tile.previous),
      tile.level,
      formatTileTrend(tile, base),
      tile.explanation,
    ]);
    const numFmt = tile.unit === 'money' ? baseFormat : tile.unit === 'percent' ? '0.0' : '0';
    row.getCell(2).numFmt = numFmt;
    row.getCell(4).numFmt = numFmt;
  }
  summary.addRow([]);
  const details: [string, ExcelJS.CellValue, string?][] = [
    ['Organisation', content.organisationName],
    ['Range', `${RANGE_LABELS[dashboard.range]} (${dashboard.range})`],
    ['Window from (UTC)', new Date(dashboard.window.from), DATE_TIME_FORMAT],
    ['Window to (UTC)', new Date(dashboard.window.to), DATE_TIME_FORMAT],
    ['Base currency', base],
    [
      '1-day value at risk 95%',
      minorUnitsToNumber(dashboard.tiles.fxRiskExposure.valueAtRisk95Minor, base),
      baseFormat,
    ],
    ['Scheduled payments', minorUnitsToNumber(dashboard.tiles.cashflowRisk.scheduledMinor, base), baseFormat],
    ['Settled payments', minorUnitsToNumber(dashboard.tiles.cashflowRisk.settledMinor, base), baseFormat],
    ['Pending payments', minorUnitsToNumber(dashboard.tiles.cashflowRisk.pendingMinor, base), baseFormat],
    // failedShare is already a fraction (0–1), which is what a percent-formatted cell holds.
    ['Failed share', dashboard.tiles.cashflowRisk.failedShare, PERCENT_FORMAT],
    ['Rates source', dashboard.ratesSource ?? 'none'],
    ['Rates as of (UTC)', dashboard.ratesAsOf ? new Date(dashboard.ratesAsOf) : null, DATE_TIME_FORMAT],
    ['Exported by', content.exportedBy],
    ['Exported at (UTC)', content.exportedAt, DATE_TIME_FORMAT],
  ];
  for (const [label, value, numFmt] of details) {
    const row = summary.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (numFmt) row.getCell(2).numFmt = numFmt;
  }

  // Exposures, with the impact of each move.
  const exposures = addSheet(workbook, 'Exposures', [
    { header: 'Currency', width: 10 },
    { header: 'Amount', width: 18 },
    { header: `Base amount (${base})`, width: 20, numFmt: baseFormat },
    { header: 'Hedged', width: 10, numFmt: PERCENT_FORMAT },
    { header: `Unhedged (${base})`, width: 20, numFmt: baseFormat },
    { header: 'Risk level', width: 11 },
    { header: 'Volatility (annualised)', width: 22, numFmt: PERCENT_FORMAT },
    { header: 'Rate (per 1 USD)', width: 16, numFmt: RATE_FORMAT },
    ...IMPACT_MOVES.map((move) => ({
      header: `Impact ${impactLabel(move)} (${base})`,
      width: 18,
      numFmt: baseFormat,
    })),
  ]);
  for (const row of dashboard.exposures) {
    const added = exposures.addRow([
      row.currency,
      minorUnitsToNumber(row.amountMinor, row.currency),
      minorUnitsToNumber(row.baseAmountMinor, base),
      share(row.hedgedPercent),
      minorUnitsToNumber(row.unhedgedBaseMinor, base),
      row.riskLevel,
      share(row.volatilityPercent),
      row.rate,
      ...IMPACT_MOVES.map((move) => minorUnitsToNumber(row.impact[move] ?? 0, base)),
    ]);
    // The amount is in the row's own currency.
    added.getCell(2).numFmt = moneyFormat(row.currency);
  }

  const payments = addSheet(workbook, 'Payments by status', [
    { header: 'Bucket start (UTC)', width: 20, numFmt: DATE_TIME_FORMAT },
    { header: 'Completed', width: 12, numFmt: '0' },
    { header: 'Pending', width: 12, numFmt: '0' },
    { header: 'Failed', width: 12, numFmt: '0' },
    { header: 'Total', width: 12, numFmt: '0' },
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

  const transactions = addSheet(workbook, 'Transactions', [
    { header: 'Date (UTC)', width: 20, numFmt: DATE_TIME_FORMAT },
    { header: 'Supplier', width: 32 },
    { header: 'Amount', width: 18 },
    { header: 'Currency', width: 10 },
    { header: 'Status', width: 12 },
    { header: 'Method', width: 16 },
    { header: 'Transaction id', width: 38 },
  ]);
  for (const transaction of dashboard.recentTransactions) {
    const added = transactions.addRow([
      new Date(transaction.date),
      transaction.supplierName,
      minorUnitsToNumber(transaction.amountMinor, transaction.currency),
      transaction.currency,
      transaction.status,
      transaction.method,
      transaction.id,
    ]);
    added.getCell(3).numFmt = moneyFormat(transaction.currency);
  }

  const rates = addSheet(workbook, 'Rates', [
    { header: 'Currency', width: 10 },
    { header: 'Rate (units per 1 USD)', width: 22, numFmt: RATE_FORMAT },
    { header: 'Source', width: 16 },
    { header: 'As of (UTC)', width: 20, numFmt: DATE_TIME_FORMAT },
  ]);
  for (const row of dashboard.exposures) {
    rates.addRow([
      row.currency,
      row.rate,
      dashboard.ratesSource ?? 'none',
      dashboard.ratesAsOf ? new Date(dashboard.ratesAsOf) : null,
    ]);
  }

  const bytes = await workbook.xlsx.writeBuffer();
  return Buffer.from(bytes as ArrayBuffer);
}
