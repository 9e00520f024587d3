// A batch's two CSV files: the result (each row's outcome, once settled) and the template to fill in.
import { BATCH_COLUMN_HEADERS, BATCH_COLUMNS, minorToDecimalString } from '@tradehub/contract';
import { BillPayment, Payment, type EntityManager } from '@tradehub/db';
import type { CsvColumn } from '../csv/csv-export.js';

export interface BatchResultRow {
  row: number | null;
  supplier: string;
  amountMinor: number;
  currency: string;
  status: string;
  paymentId: string;
  failureReason: string | null;
  /** The references of the bills the row's payment pays (its file's `bill` column), '; '-separated. */
  bills: string;
}

export const BATCH_RESULT_CSV_COLUMNS: readonly CsvColumn<BatchResultRow>[] = [
  { header: 'Row', kind: 'number', value: (row) => (row.row === null ? null : String(row.row)) },
  { header: 'Supplier', value: (row) => row.supplier },
  { header: 'Amount', kind: 'number', value: (row) => minorToDecimalString(row.amountMinor, row.currency) },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Status', value: (row) => row.status },
  { header: 'Payment ID', value: (row) => row.paymentId },
  { header: 'Failure reason', value: (row) => row.failureReason },
  // Last, so the columns before it keep their places for whoever reads the file by position.
  { header: 'Bill', value: (row) => row.bills },
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
    const bills = new Map<string, string[]>();
    if (page.length > 0)
      for (const paid of await em
        .fork()
        .find(
          BillPayment,
          { payment: { $in: page.map((payment) => payment.id) } },
          { populate: ['bill'], orderBy: { bill: { reference: 'asc' } } },
        ))
        bills.set(paid.payment.id, [...(bills.get(paid.payment.id) ?? []), paid.bill.$.reference]);
    for (const payment of page)
      yield {
        row: payment.batchRow ?? null,
        supplier: payment.supplier.$.name,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        status: payment.status,
        paymentId: payment.id,
        failureReason: payment.failureReason ?? null,
        bills: (bills.get(payment.id) ?? []).join('; '),
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
