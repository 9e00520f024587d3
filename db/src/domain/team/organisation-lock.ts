import { LockMode, Organisation, type EntityManager } from '../../index.js';

/**
 * Serialises the team changes of one organisation: the one-Team-Manager rule and the membership checks
 * read, then write, so two changes at once must not both pass on what the other is about to change.
 */
export const lockOrganisation = (em: EntityManager, organisationId: string) =>
  em.findOneOrFail(Organisation, { id: organisationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
