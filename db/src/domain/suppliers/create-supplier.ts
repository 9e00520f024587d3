// 'Add New': a pending supplier, screened against the sanctions lists and scored, with its audit row,
// activity and `supplier:changed`, all in the caller's unit of work (so a supplier is never stored
// unscreened). The gateway checks the country and bank details first (its form rules) and hands in the
// checked facts.
import { randomUUID } from 'node:crypto';
import { Supplier, type EntityManager } from '../../index.js';
import { DomainError } from '../errors.js';
import type { ScreeningEntry } from './entry-cache.js';
import { screenSupplier, type ScreenSupplierResult } from './screen-supplier.js';
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

export interface CreateSupplierOptions {
  /**
   * The sanctions entries to screen against (loadScreeningEntries), loaded before the transaction: that
   * load reads on a connection of its own, which must not wait inside a transaction (the embedded
   * database is one session).
   */
  entries: ScreeningEntry[];
}

/** The answer: also what the screening found (a hit has raised its own alert by then). */
export interface SupplierCreation extends SupplierChange {
  screening: ScreenSupplierResult;
}

/**
 * Adds a pending supplier to the actor's organisation, screens it at once (a possible match raises its
 * alert and makes it High) and stores its risk score from the result. Any member may add one; verifying
 * it is another member's job (four-eyes).
 */
export async function createSupplier(
  em: EntityManager,
  actor: SupplierActor,
  input: NewSupplier,
  { entries }: CreateSupplierOptions,
): Promise<SupplierCreation> {
  const name = input.name.trim();
  if (!name) throw new DomainError('invalid', 'invalid_input', 'name: is required', 'name');
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
    screeningStatus: 'not_screened',
    address: input.address,
    registrationNumber: input.registrationNumber,
    contactEmail: input.contactEmail,
    bankIban: input.bankIban,
    bankSwift: input.bankSwift,
    bankAccountNumber: input.bankAccountNumber,
    bankDetailsChangedAt: new Date(),
  });
  // Screening locks the supplier's row, so the row must exist first (a savepoint inside this transaction).
  await em.flush();
  const screening = await screenSupplier(em, supplier.id, { entries });
  // An open match has made it High already; otherwise the score counts the screening result.
  if (supplier.screeningStatus !== 'hit') await refreshRiskScore(em, supplier);
  const change = new SupplierEffects(em, supplier, actor)
    .audit('supplier.created', {
      status: { before: null, after: 'pending' },
      name: { before: null, after: name },
    })
    .activity({
      title: 'Supplier added',
      description: `${actor.displayName} added ${name} (${input.location}); it awaits verification.`,
      status: 'pending',
    })
    .done();
  return { ...change, screening };
}
