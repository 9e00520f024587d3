import { minorToDecimalString } from '@tradehub/contract';
import type { CsvColumn } from '../csv/csv-export.js';
import type { AccountingRow } from './accounting-row.js';

/**
 * The layout accounting tools import (Xero, QuickBooks, Sage: a bank-statement style CSV): one dated,
 * signed line per movement, with its counterparty, reference and description, the base-currency value,
 * the fee and the rate. Amounts are plain decimals (number columns).
 */
export const ACCOUNTING_COLUMNS: readonly (CsvColumn<AccountingRow> & { width: number })[] = [
  { header: 'Date', width: 12, value: (row) => row.date },
  { header: 'Type', width: 10, value: (row) => row.kind },
  { header: 'Payee', width: 28, value: (row) => row.payee },
  { header: 'Reference', width: 18, value: (row) => row.reference },
  { header: 'Description', width: 44, value: (row) => row.description },
  {
    header: 'Amount',
    width: 14,
    kind: 'number',
    value: (row) => minorToDecimalString(row.amountMinor, row.currency),
  },
  { header: 'Currency', width: 9, value: (row) => row.currency },
  {
    header: 'Base amount',
    width: 14,
    kind: 'number',
    value: (row) =>
      row.baseAmountMinor === null ? null : minorToDecimalString(row.baseAmountMinor, row.baseCurrency),
  },
  { header: 'Base currency', width: 9, value: (row) => row.baseCurrency },
  {
    header: 'Fee',
    width: 10,
    kind: 'number',
    value: (row) => (row.feeMinor === null ? null : minorToDecimalString(row.feeMinor, row.baseCurrency)),
  },
  {
    header: 'Rate',
    width: 12,
    kind: 'number',
    value: (row) => (row.rate === null ? null : String(row.rate)),
  },
  { header: 'Status', width: 11, value: (row) => row.status },
];
