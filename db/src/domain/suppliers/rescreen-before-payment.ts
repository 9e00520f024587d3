// Payee screening at payment time: a supplier last screened before the sanctions lists' latest import is
// screened again before a payment or a batch to it is quoted or created, so a party added to a list since
// is caught (the open hit then blocks the payment with 409 sanctions_hit_open).
import type { EntityManager, Supplier } from '../../index.js';
import { screenSupplier } from './screen-supplier.js';

/** When the sanctions lists were last imported (null when none has been). */
export async function sanctionsListsImportedAt(em: EntityManager): Promise<Date | null> {
  const [row] = await em
    .getConnection()
    .execute<{ latest: Date | null }[]>('select max(imported_at) as latest from sanctions_entry');
  return row?.latest ? new Date(row.latest) : null;
}

/** Whether the supplier's last screening predates the lists' last import. */
export const screeningIsStale = (supplier: Pick<Supplier, 'screenedAt'>, importedAt: Date | null) =>
  importedAt !== null && (!supplier.screenedAt || supplier.screenedAt.getTime() < importedAt.getTime());

/**
 * Screens each supplier whose screening is older than the lists (in its own transaction, like any
 * screening) and answers the ids that were screened again. Call before checking for an open hit.
 */
export async function rescreenStaleSuppliers(
  em: EntityManager,
  suppliers: readonly Pick<Supplier, 'id' | 'screenedAt'>[],
): Promise<string[]> {
  const importedAt = await sanctionsListsImportedAt(em);
  const stale = suppliers.filter((supplier) => screeningIsStale(supplier, importedAt));
  for (const supplier of stale) await screenSupplier(em.fork(), supplier.id);
  return stale.map((supplier) => supplier.id);
}
