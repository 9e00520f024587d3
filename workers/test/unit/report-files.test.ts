import { describe, expect, it } from 'vitest';
import { renderReportCharts } from '../../src/reports/charts.js';
import { formatMoney, formatTileValue } from '../../src/reports/format.js';
import { TILES } from '../../src/reports/report-content.js';
import { buildRiskReportPdf } from '../../src/reports/risk-report-pdf.js';
import { buildRiskReportXlsx, XLSX_SHEETS } from '../../src/reports/risk-report-xlsx.js';
import { pdfText, readWorkbook } from '../support/report-file-readers.js';
import { buildDashboard, buildReportContent } from './report-fixtures.js';

const content = buildReportContent();
const { dashboard } = content;

describe('money in the report', () => {
  it('converts integer minor units exactly, with each currency’s own decimals', () => {
    expect(formatMoney(123_456_789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(15_000_000, 'JPY')).toBe('¥15,000,000');
    expect(formatMoney(-2_500, 'EUR', { signed: true })).toBe('-€25.00');
    expect(formatMoney(2_500, 'EUR', { signed: true })).toBe('+€25.00');
    // ₹ is not in the PDF's standard fonts: the code is used instead.
    expect(formatMoney(100_00, 'INR')).toMatch(/^INR\s100\.00$/);
  });

  it('formats each tile in its unit', () => {
    expect(formatTileValue({ unit: 'score' }, 42, 'USD')).toBe('42 / 100');
    expect(formatTileValue({ unit: 'money' }, 123_456_789, 'USD')).toBe('$1,234,567.89');
    expect(formatTileValue({ unit: 'percent' }, 12.5, 'USD')).toBe('12.5%');
  });
});

describe('the risk report PDF', () => {
  it('shows the organisation, every tile’s formatted value, who exported it and the rates’ source', async () => {
    const pdf = await buildRiskReportPdf(content, renderReportCharts(dashboard));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('TradeHub');
    expect(text).toContain('Risk Report');
    expect(text).toContain('Acme Imports Ltd');
    expect(text).toContain('Last 7 days');
    for (const { key, name } of TILES) {
      const tile = dashboard.tiles[key];
      expect(text).toContain(name.toUpperCase());
      expect(text).toContain(formatTileValue(tile, tile.value, 'USD'));
      expect(text).toContain(`${tile.level} risk`);
    }
    expect(text).toContain('Up 4 points on the previous window');
    expect(text).toContain('No previous window to compare');
    expect(text).toContain('Exported by Jane Doe on 21 Nov 2026, 12:05 UTC');
    expect(text).toContain('Rates used: source simulated, as of 21 Nov 2026, 11:59 UTC');
    // The exposure and impact tables, the alerts and the charts' own labels (drawn from the SVG).
    expect(text).toContain('€1,000,000.00');
    expect(text).toContain('$1,086,956.52');
    expect(text).toContain('-$81,521.74');
    expect(text).toContain('USD/EUR above 0.9500');
    expect(text).toContain('USD/GBP moved 2% in 1h');
    expect(text).toContain('Completed');
    expect(text).toContain('Unhedged (USD)');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('says so when there are no rates, exposures or alerts', async () => {
    const empty = buildReportContent({
      dashboard: buildDashboard({ exposures: [], ratesAsOf: null, ratesSource: null }),
      alerts: [],
    });
    const { text } = await pdfText(await buildRiskReportPdf(empty, renderReportCharts(empty.dashboard)));
    expect(text).toContain('The organisation has no currency exposure recorded.');
    expect(text).toContain('No risk alerts were raised for the organisation.');
    expect(text).toContain('Rates used: none were available');
  });
});

describe('the risk report XLSX', () => {
  it('reads back with one sheet per table, the rows, exact money and frozen bold headers', async () => {
    const workbook = await readWorkbook(await buildRiskReportXlsx(content));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([...XLSX_SHEETS]);
    const sheet = (name: string) => workbook.getWorksheet(name)!;

    // Header + 4 tiles, a blank row, 14 details.
    expect(sheet('Summary').rowCount).toBe(1 + 4 + 1 + 14);
    expect(sheet('Exposures').rowCount).toBe(1 + dashboard.exposures.length);
    expect(sheet('Payments by status').rowCount).toBe(1 + dashboard.paymentsByStatus.buckets.length);
    expect(sheet('Transactions').rowCount).toBe(1 + dashboard.recentTransactions.length);
    expect(sheet('Rates').rowCount).toBe(1 + dashboard.exposures.length);

    for (const worksheet of workbook.worksheets) {
      expect(worksheet.getRow(1).font?.bold, worksheet.name).toBe(true);
      expect(worksheet.views[0], worksheet.name).toMatchObject({ state: 'frozen', ySplit: 1 });
    }

    const fx = sheet('Summary').getRow(3);
    expect(fx.getCell(1).value).toBe('FX Risk Exposure');
    expect(fx.getCell(2).value).toBe(1_234_567.89);
    expect(fx.getCell(2).numFmt).toBe('#,##0.00');

    const eur = sheet('Exposures').getRow(2);
    expect(eur.getCell(1).value).toBe('EUR');
    expect(eur.getCell(2).value).toBe(1_000_000);
    expect(eur.getCell(3).value).toBe(1_086_956.52);
    expect(eur.getCell(4).value).toBe(0.25);
    expect(eur.getCell(4).numFmt).toBe('0.00%');
    expect(eur.getCell(9).value).toBe(-81_521.74);
    const jpy = sheet('Exposures').getRow(5);
    expect(jpy.getCell(2).value).toBe(15_000_000);
    expect(jpy.getCell(2).numFmt).toBe('#,##0');

    const transaction = sheet('Transactions').getRow(3);
    expect(transaction.getCell(2).value).toBe('Müller Maschinenbau GmbH');
    expect(transaction.getCell(3).value).toBe(8_800.5);
    expect(transaction.getCell(1).value).toEqual(new Date(dashboard.recentTransactions[1]!.date));

    const rate = sheet('Rates').getRow(2);
    expect(rate.getCell(2).value).toBe(0.92);
    expect(rate.getCell(3).value).toBe('simulated');
    expect(rate.getCell(4).value).toEqual(new Date(dashboard.ratesAsOf!));
  });
});
