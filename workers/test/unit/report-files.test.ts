import { describe, expect, it } from 'vitest';
import { renderReportCharts } from '../../src/reports/charts.js';
import { translatorFor } from '../../src/i18n/server-i18n.js';
import { formatMoney, formatTileValue } from '../../src/reports/format.js';
import { TILE_KEYS } from '../../src/reports/report-content.js';
import { buildRiskReportPdf } from '../../src/reports/risk-report-pdf.js';
import { buildRiskReportXlsx, XLSX_SHEETS } from '../../src/reports/risk-report-xlsx.js';
import { pdfText, readWorkbook } from '../support/report-file-readers.js';
import { alertActivity, buildDashboard, buildReportContent } from './report-fixtures.js';

const content = buildReportContent();
const { dashboard } = content;
const en = translatorFor('en');
const zh = translatorFor('zh');
const es = translatorFor('es');

describe('money in the report', () => {
  it('converts integer minor units exactly, with each currency’s own decimals', () => {
    expect(formatMoney(123_456_789, 'USD', en)).toBe('$1,234,567.89');
    expect(formatMoney(15_000_000, 'JPY', en)).toBe('¥15,000,000');
    expect(formatMoney(-2_500, 'EUR', en, { signed: true })).toBe('-€25.00');
    expect(formatMoney(2_500, 'EUR', en, { signed: true })).toBe('+€25.00');
    // ₹ is not in the PDF's standard fonts: the code is used instead.
    expect(formatMoney(100_00, 'INR', en)).toMatch(/^INR\s100\.00$/);
  });

  it('writes amounts in the formats of the report’s language', () => {
    expect(formatMoney(123_456_789, 'USD', zh)).toBe('US$1,234,567.89');
    expect(formatMoney(123_456_789, 'EUR', es)).toMatch(/^1\.234\.567,89\s€$/);
    // The Chinese report embeds a font that draws ₹.
    expect(formatMoney(100_00, 'INR', zh)).toBe('₹100.00');
  });

  it('formats each tile in its unit', () => {
    expect(formatTileValue({ unit: 'score' }, 42, 'USD', en)).toBe('42 / 100');
    expect(formatTileValue({ unit: 'money' }, 123_456_789, 'USD', en)).toBe('$1,234,567.89');
    expect(formatTileValue({ unit: 'percent' }, 12.5, 'USD', en)).toBe('12.5%');
    expect(formatTileValue({ unit: 'percent' }, 12.5, 'USD', es)).toMatch(/^12,5\s%$/);
  });
});

describe('the risk report PDF', () => {
  it('shows the organisation, every tile’s formatted value, who exported it and the rates’ source', async () => {
    const pdf = await buildRiskReportPdf(content, renderReportCharts(dashboard, en));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('TradeHub');
    expect(text).toContain('Risk Report');
    expect(text).toContain('Acme Imports Ltd');
    expect(text).toContain('Last 7 days');
    for (const key of TILE_KEYS) {
      const tile = dashboard.tiles[key];
      expect(text).toContain(en.t(`report.tiles.${key}`).toUpperCase());
      expect(text).toContain(formatTileValue(tile, tile.value, 'USD', en));
      expect(text).toContain(`${tile.level} risk`);
    }
    expect(text).toContain('COUNTERPARTY RISK SCORE');
    expect(text).toContain('Up 4 points on the previous window');
    expect(text).toContain('No previous window to compare');
    expect(text).toContain('Exported by Jane Doe on 21 Nov 2026, 12:05 UTC');
    expect(text).toContain('Rates used: source simulated, as of 21 Nov 2026, 11:59 UTC');
    // The exposure and impact tables, the alerts and the charts' own labels (drawn from the SVG).
    expect(text).toContain('€1,000,000.00');
    expect(text).toContain('$1,086,956.52');
    expect(text).toContain('-$81,521.74');
    expect(text).toContain('EUR/USD below 1.0526');
    expect(text).toContain('GBP/USD moved 2% in 1h');
    // The rates used, each as its market pair (EUR at 0.92 per USD is EUR/USD 1.0870; yen to 2 decimals).
    expect(text).toMatch(/EUR\/USD\s*1\.0870/);
    expect(text).toMatch(/GBP\/USD\s*1\.2658/);
    expect(text).toMatch(/USD\/CNY\s*7\.2500/);
    expect(text).toMatch(/USD\/JPY\s*149\.00/);
    expect(text).not.toContain('USD/EUR');
    expect(text).toContain('Completed');
    expect(text).toContain('Unhedged (USD)');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('says so when there are no rates, exposures or alerts', async () => {
    const empty = buildReportContent({
      dashboard: buildDashboard({ exposures: [], ratesAsOf: null, ratesSource: null }),
      alerts: [],
    });
    const { text } = await pdfText(await buildRiskReportPdf(empty, renderReportCharts(empty.dashboard, en)));
    expect(text).toContain('The organisation has no currency exposure recorded.');
    expect(text).toContain('No risk alerts were raised for the organisation.');
    expect(text).toContain('Rates used: none were available');
  });
});

describe('the risk report XLSX', () => {
  it('reads back with one sheet per table, the rows, exact money and frozen bold headers', async () => {
    const workbook = await readWorkbook(await buildRiskReportXlsx(content));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
      XLSX_SHEETS.map((key) => en.t(`report.sheets.${key}`)),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Exposures',
      'Payments by status',
      'Transactions',
      'Rates',
    ]);
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
    expect(eur.getCell(8).value).toBe('EUR/USD');
    expect(eur.getCell(9).value).toBe(1.087);
    expect(eur.getCell(9).numFmt).toBe('0.0000');
    expect(eur.getCell(10).value).toBe(-81_521.74);
    const jpy = sheet('Exposures').getRow(5);
    expect(jpy.getCell(2).value).toBe(15_000_000);
    expect(jpy.getCell(2).numFmt).toBe('#,##0');
    expect([jpy.getCell(8).value, jpy.getCell(9).value, jpy.getCell(9).numFmt]).toEqual([
      'USD/JPY',
      149,
      '0.00',
    ]);

    const transaction = sheet('Transactions').getRow(3);
    expect(transaction.getCell(2).value).toBe('Müller Maschinenbau GmbH');
    expect(transaction.getCell(3).value).toBe(8_800.5);
    expect(transaction.getCell(1).value).toEqual(new Date(dashboard.recentTransactions[1]!.date));

    const rate = sheet('Rates').getRow(2);
    expect(rate.getCell(1).value).toBe('EUR');
    expect(rate.getCell(2).value).toBe('EUR/USD');
    expect(rate.getCell(3).value).toBe(1.087);
    expect(rate.getCell(4).value).toBe('simulated');
    expect(rate.getCell(5).value).toEqual(new Date(dashboard.ratesAsOf!));
  });
});

describe('the risk report in the requester’s language', () => {
  it('writes the Chinese PDF in Chinese with an embedded CJK font, subset so the file stays small', async () => {
    // A rate alert the server wrote with its message key: said in Chinese, its money for zh-CN.
    const keyedAlert = {
      ...alertActivity('a-0', 'Rate alert: USD/CNY', 0),
      messageKey: 'rateAlertAboveWithImpact',
      params: {
        pair: 'USD/CNY',
        threshold: '7.2000',
        rate: '7.2450',
        currency: 'CNY',
        impactDeltaMinor: -250_000,
        impactDeltaCurrency: 'USD',
      },
    };
    const base = buildReportContent({ translator: zh });
    const chinese = { ...base, alerts: [keyedAlert, ...base.alerts] };
    const pdf = await buildRiskReportPdf(chinese, renderReportCharts(chinese.dashboard, zh));
    const { text } = await pdfText(pdf);
    for (const heading of ['风险报告', '风险概览', '货币敞口', '货币影响分析', '近期风险警报', '所用汇率']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('交易对手风险评分');
    expect(text).toContain('由 Jane Doe 于');
    expect(text).toContain('US$1,086,956.52');
    // The chart's legend, drawn from the SVG in the same font.
    expect(text).toContain('已完成');
    expect(text).toMatch(/第 1 页，共 \d 页/);
    expect(text).not.toContain('Risk Report');
    expect(text).toContain('汇率提醒：USD/CNY');
    expect(text).toContain('USD/CNY 升至 7.2000 以上（当前 7.2450）');
    expect(text).toContain('-US$2,500.00');
    expect(text).not.toContain('Rate alert: USD/CNY');
    // The font is embedded as a subset (a six-letter tag before its name), not the 10 MB file.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(pdf.length).toBeLessThan(1024 * 1024);
  });

  it('writes the Spanish PDF and workbook in Spanish', async () => {
    const spanish = buildReportContent({ translator: es });
    const { text } = await pdfText(
      await buildRiskReportPdf(spanish, renderReportCharts(spanish.dashboard, es)),
    );
    expect(text).toContain('Informe de riesgos');
    expect(text).toContain('Resumen de riesgos');
    expect(text).toContain('Exposición por moneda');
    expect(text).toContain('Últimos 7 días');
    expect(text).toMatch(/Página 1 de \d/);
    const workbook = await readWorkbook(await buildRiskReportXlsx(spanish));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Resumen',
      'Exposiciones',
      'Pagos por estado',
      'Transacciones',
      'Tipos de cambio',
    ]);
    expect(workbook.getWorksheet('Resumen')!.getRow(3).getCell(1).value).toBe(
      'Exposición al riesgo cambiario',
    );
  });
});
