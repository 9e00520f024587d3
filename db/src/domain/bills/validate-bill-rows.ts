// A bill import file's rows, checked one by one before anything is created (as a batch file's are): the
// supplier by id or name, the reference, the amount exactly in its currency, the dates, the budget rate;
// and duplicates refused, within the file and against the bills already recorded (one per supplier and
// reference). Each error is a stable code the web translates, with the English message beside it.
import type { BillImportColumn } from '@tradehub/contract';
import { Bill, Organisation, Supplier, type EntityManager } from '../../index.js';
import { DomainError } from '../errors.js';
import { parseNewBill, type NewBill } from './bill-commands.js';

export interface BillRowInput {
  row: number;
  values: Record<BillImportColumn, string>;
}

export interface BillRowError {
  column: BillImportColumn | 'row';
  code: string;
  message: string;
}

export interface CheckedBillRow extends BillRowInput {
  errors: BillRowError[];
  /** What createBill takes, when the row is valid. */
  bill: NewBill | null;
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The code of a field refused by parseNewBill (the web words it). */
function codeOf(field: string, message: string): string {
  if (field === 'amount') return message.includes('decimals') ? 'amount_precision' : 'amount_format';
  if (field === 'currency') return 'currency_unknown';
  if (field === 'dueDate' && message.includes('before')) return 'due_before_issue';
  if (field === 'issueDate' || field === 'dueDate') return 'date_invalid';
  if (field === 'budgetRate') return 'rate_invalid';
  return 'invalid';
}

export async function validateBillRows(
  em: EntityManager,
  input: {
    organisationId: string;
    rows: readonly BillRowInput[];
    rates: Readonly<Record<string, number>> | undefined;
  },
): Promise<CheckedBillRow[]> {
  const suppliers = await em.find(
    Supplier,
    { organisation: input.organisationId },
    { fields: ['id', 'name'] },
  );
  const { baseCurrency } = await em.findOneOrFail(Organisation, input.organisationId, {
    fields: ['baseCurrency'],
  });
  const byId = new Map(suppliers.map((supplier) => [supplier.id, supplier]));
  const byName = new Map<string, typeof suppliers>();
  for (const supplier of suppliers)
    byName.set(normalName(supplier.name), [...(byName.get(normalName(supplier.name)) ?? []), supplier]);

  const checked: CheckedBillRow[] = input.rows.map((row) => {
    const errors: BillRowError[] = [];
    const fail = (column: BillRowError['column'], code: string, message: string) =>
      errors.push({ column, code, message });
    for (const [column, value] of Object.entries(row.values) as [BillImportColumn, string][]) {
      if (FORMULA_START.test(value))
        fail(column, 'formula', `${column}: must not start with ${JSON.stringify(value[0])}.`);
      else if (CONTROL.test(value)) fail(column, 'control', `${column}: contains control characters.`);
      else if (value.length > 200) fail(column, 'too_long', `${column}: at most 200 characters.`);
    }
    if (errors.length) return { ...row, errors, bill: null };
    const supplierText = row.values.supplier.trim();
    const named = byId.get(supplierText)
      ? [byId.get(supplierText)!]
      : (byName.get(normalName(supplierText)) ?? []);
    if (!supplierText)
      fail('supplier', 'supplier_required', 'supplier: is required (a supplier name or id).');
    else if (named.length === 0)
      fail('supplier', 'supplier_unknown', `supplier: no supplier is named or has the id '${supplierText}'.`);
    else if (named.length > 1)
      fail(
        'supplier',
        'supplier_ambiguous',
        `supplier: ${named.length} suppliers are named '${supplierText}'; use the supplier's id.`,
      );
    const bill: NewBill = {
      supplierId: named[0]?.id ?? '',
      kind: /^po[-\s]/i.test(row.values.reference.trim()) ? 'purchase_order' : 'invoice',
      reference: row.values.reference,
      currency: row.values.currency,
      amount: row.values.amount,
      issueDate: row.values.issueDate.trim(),
      dueDate: row.values.dueDate.trim(),
      budgetRate: row.values.budgetRate.trim() || null,
    };
    try {
      const parsed = parseNewBill(bill, input.rates, baseCurrency);
      bill.reference = parsed.reference;
      bill.currency = parsed.currency;
    } catch (error) {
      if (!(error instanceof DomainError) || !error.field) throw error;
      const column = (error.field === 'supplierId' ? 'supplier' : error.field) as BillImportColumn;
      fail(column, codeOf(error.field, error.message), error.message);
    }
    return { ...row, errors, bill: errors.length ? null : bill };
  });

  // Duplicates: the same supplier and reference twice in the file, or already recorded.
  const valid = checked.filter((row) => row.bill);
  const existing = valid.length
    ? await em.find(
        Bill,
        {
          organisation: input.organisationId,
          $or: valid.map((row) => ({ supplier: row.bill!.supplierId, reference: row.bill!.reference })),
        },
        { fields: ['id', 'reference', 'supplier'] },
      )
    : [];
  const recorded = new Set(existing.map((bill) => `${bill.supplier.id}\u0000${bill.reference}`));
  const firstRow = new Map<string, number>();
  for (const row of valid) {
    const key = `${row.bill!.supplierId}\u0000${row.bill!.reference}`;
    if (recorded.has(key))
      row.errors.push({
        column: 'reference',
        code: 'duplicate_bill',
        message: `Duplicate: bill ${row.bill!.reference} of this supplier is already recorded.`,
      });
    else if (firstRow.has(key))
      row.errors.push({
        column: 'row',
        code: 'duplicate_row',
        message: `Duplicate: the same supplier and reference as row ${firstRow.get(key)}.`,
      });
    else {
      firstRow.set(key, row.row);
      continue;
    }
    row.bill = null;
  }
  return checked;
}
