import { LockMode, Organisation, type EntityManager } from '../../index.js';

/**
 * Serialises the changes of one organisation that read, then write, what another change at once could
 * change under them: its team (the one-Team-Manager rule, the membership checks), its policies (the
 * Team Managers who may approve a weakening) and its quotas. Taken on the organisation's row, first.
 */
export const lockOrganisation = (em: EntityManager, organisationId: string) =>
  em.findOneOrFail(Organisation, { id: organisationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
