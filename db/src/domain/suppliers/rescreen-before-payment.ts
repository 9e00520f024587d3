// Payee screening at payment time: a supplier never screened, or last screened before the sanctions lists'
// latest import, is screened (again) before it is verified, or a payment or a batch to it is quoted or
// created, so a party added to a list since is caught. The screening itself runs in the workers: this queues
// it and the caller refuses with 409 screening_pending until its result lands (then an open hit blocks with
// 409 sanctions_hit_open). The payments worker screens such a payee itself before it submits a payment, so
// nothing is paid to an unscreened supplier whatever path led there.
import { LockMode, Supplier, type EntityManager } from '../../index.js';
import { DomainError } from '../errors.js';
import { findOpenScreeningHit, openHitReason, SANCTIONS_HIT_OPEN } from './open-hit.js';
import { pushScreeningQueued, queueScreening, screeningPendingError } from './queue-screening.js';
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

type ScreenedFacts = Pick<Supplier, 'screenedAt' | 'screeningStatus'>;

/** Whether the supplier must be screened before it is used: never screened, or screened before the lists. */
export const needsScreening = (supplier: ScreenedFacts, importedAt: Date | null) =>
  supplier.screeningStatus === 'not_screened' || screeningIsStale(supplier, importedAt);

/**
 * Queues a screening for each supplier that needs one and has none queued, in a transaction of its own (so it
 * stays queued when the caller then refuses), and answers the ids of the suppliers whose screening has not
 * landed: queued now or before. Call before checking for an open hit or `assertScreened`.
 */
export async function queueStaleScreenings(
  em: EntityManager,
  suppliers: readonly Pick<Supplier, 'id' | 'screenedAt' | 'screeningStatus'>[],
): Promise<Set<string>> {
  const waiting = new Set(
    suppliers.filter((supplier) => supplier.screeningStatus === 'pending').map(({ id }) => id),
  );
  const importedAt = await sanctionsListsImportedAt(em);
  const stale = suppliers.filter(
    (supplier) => supplier.screeningStatus !== 'pending' && needsScreening(supplier, importedAt),
  );
  if (stale.length === 0) return waiting;
  await em.fork().transactional(async (tx) => {
    const locked = await tx.find(
      Supplier,
      { id: { $in: stale.map(({ id }) => id) } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    for (const supplier of locked) {
      // A concurrent request queued it, or a worker screened it, meanwhile.
      if (supplier.screeningStatus !== 'pending' && needsScreening(supplier, importedAt)) {
        queueScreening(tx, supplier);
        pushScreeningQueued(tx, supplier);
      }
      if (supplier.screeningStatus === 'pending') waiting.add(supplier.id);
    }
  });
  return waiting;
}

/**
 * The payee checks of a quote or a payment, in order: an open sanctions match (409 sanctions_hit_open), then a
 * screening that has not landed, queued here when the supplier needs one (409 screening_pending).
 */
export async function assertPayeeScreened(
  em: EntityManager,
  supplier: Pick<Supplier, 'id' | 'name' | 'screenedAt' | 'screeningStatus'>,
): Promise<void> {
  const hit = await findOpenScreeningHit(em, supplier.id);
  if (hit) throw new DomainError('conflict', SANCTIONS_HIT_OPEN, openHitReason(hit));
  const waiting = await queueStaleScreenings(em, [supplier]);
  if (waiting.has(supplier.id)) throw screeningPendingError(supplier);
}

/**
 * The payments worker's last check before the rail: a payee whose screening is queued, missing, or older
 * than the lists' last import is screened right here (this runs in the workers), so an open hit it finds
 * fails the payment. Answers whether it screened.
 */
export async function screenPayeeIfDue(em: EntityManager, supplierId: string): Promise<boolean> {
  const supplier = await em.findOne(
    Supplier,
    { id: supplierId },
    { fields: ['id', 'screenedAt', 'screeningStatus'], disableIdentityMap: true },
  );
  if (!supplier) return false;
  const due =
    supplier.screeningStatus === 'pending' || needsScreening(supplier, await sanctionsListsImportedAt(em));
  if (due) await screenSupplier(em.fork(), supplierId);
  return due;
}
