// The accounting export as XLSX, streamed like the CSV: exceljs's streaming writer commits each row to the
// zip as it is read, so memory holds a batch, not the workbook. The one place the gateway writes XLSX
// (.dependency-cruiser.cjs allows exceljs here and in the batch-file reader only). Cells are typed: dates
// as text (YYYY-MM-DD, as accounting imports read them), amounts as numbers formatted with their
// currency's decimals; a string cell is never a formula in XLSX, so nothing needs neutralising.
import { PassThrough, type Readable } from 'node:stream';
import { minorDigits } from '@tradehub/contract';
import ExcelJS from 'exceljs';
import type { AccountingRow } from './accounting-row.js';
import { ACCOUNTING_COLUMNS } from './accounting-csv.js';

const NUMBER_HEADERS = new Set(['Amount', 'Base amount', 'Fee', 'Rate']);
const numberFormat = (digits: number) => (digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`);

export function accountingXlsxStream(rows: AsyncIterable<AccountingRow>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet('Accounting export');
  sheet.columns = ACCOUNTING_COLUMNS.map((column) => ({
    header: column.header,
    key: column.header,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const row of rows) {
        const values = ACCOUNTING_COLUMNS.map((column) => {
          const value = column.value(row);
          return value !== null && NUMBER_HEADERS.has(column.header) ? Number(value) : value;
        });
        const written = sheet.addRow(values);
        written.getCell(6).numFmt = numberFormat(minorDigits(row.currency));
        written.getCell(8).numFmt = numberFormat(minorDigits(row.baseCurrency));
        written.getCell(10).numFmt = numberFormat(minorDigits(row.baseCurrency));
        written.commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}
