// The supplier a row names, by id or by name (spaces and case aside), among the organisation's suppliers,
// and whether it can be paid at all (supplierPaymentRefusal, the rule every payment path asks).
import { Supplier, type EntityManager } from '../../../index.js';
import { supplierPaymentRefusal } from '../../payments/supplier-payment-refusal.js';
import type { BatchSupplier } from './batch-row-types.js';
import { problem, type RowProblem } from './row-problem.js';

export interface BatchSupplierDirectory {
  byId: Map<string, BatchSupplier>;
  byName: Map<string, BatchSupplier[]>;
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The organisation's suppliers, by id and by name, read once for the whole file. */
export async function loadBatchSuppliers(
  em: EntityManager,
  organisationId: string,
): Promise<BatchSupplierDirectory> {
  const suppliers: BatchSupplier[] = await em.find(
    Supplier,
    { organisation: organisationId },
    {
      fields: [
        'id',
        'name',
        'status',
        'rejectionReason',
        'screenedAt',
        'screeningStatus',
        'bankDetailsChangedAt',
        'bankIban',
        'bankSwift',
        'countryCode',
      ],
    },
  );
  const byId = new Map(suppliers.map((supplier) => [supplier.id, supplier]));
  const byName = new Map<string, BatchSupplier[]>();
  for (const supplier of suppliers) {
    const key = normalName(supplier.name);
    byName.set(key, [...(byName.get(key) ?? []), supplier]);
  }
  return { byId, byName };
}

/** The one payable supplier the cell names, or why it names none. */
export function resolveBatchSupplier(
  directory: BatchSupplierDirectory,
  cell: string,
): { supplier: BatchSupplier } | { problem: RowProblem } {
  const text = cell.trim();
  if (!text)
    return { problem: problem('supplier_required', 'supplier: is required (a supplier name or id).') };
  const named = directory.byId.get(text)
    ? [directory.byId.get(text)!]
    : (directory.byName.get(normalName(text)) ?? []);
  if (named.length === 0)
    return {
      problem: problem('supplier_unknown', `supplier: no supplier is named or has the id '${text}'.`, {
        value: text,
      }),
    };
  if (named.length > 1)
    return {
      problem: problem(
        'supplier_ambiguous',
        `supplier: ${named.length} suppliers are named '${text}'; use the supplier's id.`,
        { count: named.length, value: text },
      ),
    };
  const supplier = named[0]!;
  const refusal = supplierPaymentRefusal(supplier);
  if (refusal)
    return { problem: problem(refusal.code, `supplier: ${refusal.message(supplier.name)}`, refusal.params) };
  return { supplier };
}
