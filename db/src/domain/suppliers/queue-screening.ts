// Sanctions screening runs in the workers ('screening' queue), never in a gateway request: matching a name
// against tens of thousands of list names is CPU work that would stall every request on that gateway's
// event loop. A command that needs a supplier screened sets its screening `pending` and writes the job to the
// outbox in its own transaction; the worker's result is pushed (`supplier:changed`). Until it lands the
// supplier cannot be verified or paid (409 screening_pending).
import { rooms, SCREENING_PENDING_CODE } from '@tradehub/contract';
import { LockMode, Supplier, type EntityManager } from '../../index.js';
import type { OutboxMessage } from '../../outbox/outbox-message.js';
import { enqueueJob, pushSocket } from '../../outbox/writer.js';
import { DomainError, domainNotFound } from '../errors.js';
import { assertCanRequestScreening } from '../quotas/unreviewed-quotas.js';
import { SupplierEffects, type SupplierActor, type SupplierChange } from './supplier-effects.js';

/**
 * Marks the supplier `pending` and queues its screening when the caller's transaction commits (the job's
 * outbox row). The caller pushes `supplier:changed` (its command's effects, or pushScreeningQueued).
 */
export function queueScreening(em: EntityManager, supplier: Supplier): OutboxMessage {
  supplier.screeningStatus = 'pending';
  return enqueueJob(em, {
    aggregate: ['supplier', supplier.id],
    queue: 'screening',
    name: 'screen-supplier',
    data: { supplierId: supplier.id },
  });
}

/** `supplier:changed` for a screening queued by the system (no command effects of its own). */
export function pushScreeningQueued(em: EntityManager, supplier: Supplier): void {
  pushSocket(em, {
    aggregate: ['supplier', supplier.id],
    rooms: [rooms.organisation(supplier.organisation.id)],
    event: 'supplier:changed',
    args: [{ supplierId: supplier.id }],
  });
}

/** Whether a supplier's screening result is in: not while one is queued, nor before any was. */
export const isScreened = (supplier: Pick<Supplier, 'screeningStatus'>) =>
  supplier.screeningStatus !== 'pending' && supplier.screeningStatus !== 'not_screened';

/** The 409 that verifying or paying a supplier answers until its screening has landed. */
export const screeningPendingError = (supplier: Pick<Supplier, 'name'>) =>
  new DomainError(
    'conflict',
    SCREENING_PENDING_CODE,
    `This supplier is still being screened against the sanctions lists: ${supplier.name} can be verified and paid once the screening is done (usually within seconds).`,
    undefined,
    { params: { name: supplier.name } },
  );

/** The domain check of every verify and pay path: a DomainError `screening_pending` until screened. */
export function assertScreened(supplier: Pick<Supplier, 'name' | 'screeningStatus'>): void {
  if (!isScreened(supplier)) throw screeningPendingError(supplier);
}

/**
 * 'Screen again': queues a fresh screening of one of the organisation's suppliers, audited (an
 * organisation under review may queue so many an hour: UNREVIEWED_QUOTAS).
 */
export async function requestSupplierScreening(
  em: EntityManager,
  actor: SupplierActor,
  supplierId: string,
  now = new Date(),
): Promise<SupplierChange> {
  // The quota takes the organisation's lock first, before the supplier's (the order every command keeps).
  await assertCanRequestScreening(em, actor, now);
  const supplier = await em.findOne(
    Supplier,
    { id: supplierId, organisation: actor.organisationId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!supplier) throw domainNotFound('No supplier with this id.');
  const before = supplier.screeningStatus;
  const job = queueScreening(em, supplier);
  return new SupplierEffects(em, supplier, actor)
    .audit('supplier.screening_requested', { screeningStatus: { before, after: 'pending' } })
    .done([job]);
}
