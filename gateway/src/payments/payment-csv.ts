import { minorToDecimalString } from '@tradehub/contract';
import { toMinor } from '@tradehub/db/domain';
import type { CsvColumn } from '../csv/csv-export.js';
import type { PaymentExportRow } from './payment-list-query.js';

/** Recent Transactions as CSV: the amount is a plain decimal in the payment's currency (a number column). */
export const PAYMENT_CSV_COLUMNS: readonly CsvColumn<PaymentExportRow>[] = [
  { header: 'Supplier', value: (row) => row.supplier_name },
  {
    header: 'Amount',
    kind: 'number',
    value: (row) => minorToDecimalString(toMinor(row.amount_minor), row.currency),
  },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Status', value: (row) => row.status },
  { header: 'Approval', value: (row) => row.approval_status },
  { header: 'Date', value: (row) => new Date(row.date).toISOString().slice(0, 10) },
  { header: 'Method', value: (row) => row.method },
  { header: 'Reference', value: (row) => row.reference },
];
