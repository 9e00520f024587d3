// A batch's two CSV files: the result (each row's outcome, once settled) and the template to fill in.
import { BATCH_COLUMN_HEADERS, BATCH_COLUMNS, minorToDecimalString } from '@tradehub/contract';
import { Payment, type EntityManager } from '@tradehub/db';
import type { CsvColumn } from '../csv/csv-export.js';

export interface BatchResultRow {
  row: number | null;
  supplier: string;
  amountMinor: number;
  currency: string;
  status: string;
  paymentId: string;
  failureReason: string | null;
}

export const BATCH_RESULT_CSV_COLUMNS: readonly CsvColumn<BatchResultRow>[] = [
  { header: 'Row', kind: 'number', value: (row) => (row.row === null ? null : String(row.row)) },
  { header: 'Supplier', value: (row) => row.supplier },
  { header: 'Amount', kind: 'number', value: (row) => minorToDecimalString(row.amountMinor, row.currency) },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Status', value: (row) => row.status },
  { header: 'Payment ID', value: (row) => row.paymentId },
  { header: 'Failure reason', value: (row) => row.failureReason },
];

/** The batch's payments in row order, read a page at a time as the CSV stream asks for them. */
export async function* batchResultRows(em: EntityManager, batchId: string): AsyncIterable<BatchResultRow> {
  const pageSize = 200;
  for (let offset = 0; ; offset += pageSize) {
    const page = await em
      .fork()
      .find(
        Payment,
        { batch: batchId },
        { populate: ['supplier'], orderBy: { batchRow: 'asc', id: 'asc' }, limit: pageSize, offset },
      );
    for (const payment of page)
      yield {
        row: payment.batchRow ?? null,
        supplier: payment.supplier.$.name,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        status: payment.status,
        paymentId: payment.id,
        failureReason: payment.failureReason ?? null,
      };
    if (page.length < pageSize) return;
  }
}

export type TemplateRow = Record<(typeof BATCH_COLUMNS)[number], string>;

export const BATCH_TEMPLATE_CSV_COLUMNS: readonly CsvColumn<TemplateRow>[] = BATCH_COLUMNS.map((column) => ({
  header: BATCH_COLUMN_HEADERS[column],
  kind: column === 'amount' ? ('number' as const) : ('text' as const),
  value: (row: TemplateRow) => row[column],
}));
