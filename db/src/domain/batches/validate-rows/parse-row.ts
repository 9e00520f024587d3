// The first pass over a row: each cell on its own (cell-problem.ts), the supplier it names
// (batch-suppliers.ts), its values (row-values.ts), and, when all of them are good, the payment it would
// make priced in the base currency (payment-price.ts, as a single payment's quote is).
import { BATCH_COLUMNS, type BatchColumn, type BatchRowError, type UsdRates } from '@tradehub/contract';
import { pricePayment } from '../../payments/payment-price.js';
import type { BatchRowDraft, BatchRowInput } from './batch-row-types.js';
import { resolveBatchSupplier, type BatchSupplierDirectory } from './batch-suppliers.js';
import { cellProblem } from './cell-problem.js';
import type { RowProblem } from './row-problem.js';
import {
  amountMissing,
  methodProblem,
  readRowAmount,
  readRowCurrency,
  readRowMethod,
  valueDateProblem,
} from './row-values.js';

export interface RowParsingContext {
  suppliers: BatchSupplierDirectory;
  baseCurrency: string;
  /** The FX feed's latest rates (units per USD); null before the first tick. */
  rates: UsdRates | null;
}

export function parseBatchRow(rowInput: BatchRowInput, context: RowParsingContext): BatchRowDraft {
  const { values } = rowInput;
  const { baseCurrency } = context;
  const errors: BatchRowError[] = [];
  // A column with a problem is not checked further: one error per cell.
  const bad = new Set<BatchColumn>();
  const fail = (column: BatchColumn, found: RowProblem) => {
    errors.push({ column, ...found });
    bad.add(column);
  };
  for (const column of BATCH_COLUMNS) {
    const found = cellProblem(column, values[column] ?? '');
    if (found) fail(column, found);
  }
  const draft: BatchRowDraft = { input: rowInput, errors };

  if (!bad.has('supplier')) {
    const resolved = resolveBatchSupplier(context.suppliers, values.supplier);
    if ('problem' in resolved) fail('supplier', resolved.problem);
    else draft.supplier = resolved.supplier;
  }

  let currency = values.currency.trim().toUpperCase();
  let fxRate: number | null = null;
  if (!bad.has('currency')) {
    const read = readRowCurrency(values.currency, baseCurrency, context.rates);
    ({ currency, fxRate } = read);
    if (read.problem) fail('currency', read.problem);
  }

  let amountMinor: number | undefined;
  if (!bad.has('amount')) {
    const missing = amountMissing(values.amount);
    if (missing) fail('amount', missing);
    else if (!bad.has('currency')) {
      const read = readRowAmount(values.amount, currency);
      if ('problem' in read) fail('amount', read.problem);
      else amountMinor = read.amountMinor;
    }
  }

  const method = readRowMethod(values.method);
  if (!bad.has('method') && !method) fail('method', methodProblem(values.method));

  const valueDate = values.valueDate.trim();
  const dateProblem = bad.has('valueDate') ? undefined : valueDateProblem(valueDate);
  if (dateProblem) fail('valueDate', dateProblem);

  if (errors.length === 0 && draft.supplier && amountMinor !== undefined && method) {
    const { baseAmountMinor, feeMinor } = pricePayment({
      amountMinor,
      currency,
      baseCurrency,
      fxRate,
      method,
    });
    draft.parsed = {
      supplierId: draft.supplier.id,
      supplierName: draft.supplier.name,
      amountMinor,
      currency,
      method,
      reference: values.reference.trim() || null,
      valueDate,
      baseAmountMinor,
      feeMinor,
      fxRate,
      bill: null,
    };
  }
  return draft;
}
