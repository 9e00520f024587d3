// 'Add New': a pending supplier, scored, with its sanctions screening queued for the workers, its audit row,
// activity and `supplier:changed`, all in the caller's unit of work (so a supplier is never stored without
// its screening queued). The gateway checks the country and bank details first (its form rules) and hands in
// the checked facts.
import { randomUUID } from 'node:crypto';
import { Supplier, type EntityManager } from '../../index.js';
import { DomainError } from '../errors.js';
import { assertCanAddSupplier } from '../quotas/unreviewed-quotas.js';
import { queueScreening } from './queue-screening.js';
import { SupplierEffects, type SupplierActor, type SupplierChange } from './supplier-effects.js';
import { refreshRiskScore } from './supplier-risk.js';

export interface NewSupplier {
  name: string;
  /** The country's name, stored as the supplier's location. */
  location: string;
  /** ISO 3166 alpha-2. */
  countryCode: string;
  category: string;
  address: string | null;
  registrationNumber: string | null;
  contactEmail: string | null;
  bankIban: string | null;
  bankSwift: string | null;
  bankAccountNumber: string | null;
}

/**
 * Adds a pending supplier to the actor's organisation and queues its sanctions screening for the workers: it
 * is `pending` screening (and cannot be verified or paid) until the result lands and is pushed. The stored
 * risk score counts it as not yet screened; the screening updates it. Any member may add one; verifying it
 * is another member's job (four-eyes). An organisation under review may hold UNREVIEWED_QUOTAS.suppliers.
 */
export async function createSupplier(
  em: EntityManager,
  actor: SupplierActor,
  input: NewSupplier,
): Promise<SupplierChange> {
  const name = input.name.trim();
  if (!name) throw new DomainError('invalid', 'invalid_input', 'name: is required', 'name');
  await assertCanAddSupplier(em, actor);
  const supplier = em.create(Supplier, {
    id: randomUUID(),
    organisation: actor.organisationId,
    createdBy: actor.userId,
    name,
    location: input.location,
    countryCode: input.countryCode,
    category: input.category,
    status: 'pending',
    riskScore: 'Medium',
    screeningStatus: 'pending',
    address: input.address,
    registrationNumber: input.registrationNumber,
    contactEmail: input.contactEmail,
    bankIban: input.bankIban,
    bankSwift: input.bankSwift,
    bankAccountNumber: input.bankAccountNumber,
    bankDetailsChangedAt: new Date(),
  });
  // The job before the push and the activity: the relay publishes an aggregate's rows in order.
  const job = queueScreening(em, supplier);
  await refreshRiskScore(em, supplier);
  return new SupplierEffects(em, supplier, actor)
    .audit('supplier.created', {
      status: { before: null, after: 'pending' },
      name: { before: null, after: name },
    })
    .activity({
      title: 'Supplier added',
      description: `${actor.displayName} added ${name} (${input.location}); it awaits verification.`,
      messageKey: 'supplierAdded',
      params: { by: actor.displayName, supplier: name, location: input.location },
      status: 'pending',
    })
    .done([job]);
}
