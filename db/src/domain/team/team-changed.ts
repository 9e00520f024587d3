import { rooms } from '@tradehub/contract';
import type { EntityManager } from '../../index.js';
import type { OutboxMessage } from '../../outbox/outbox-message.js';
import { pushSocket } from '../../outbox/writer.js';

/**
 * `team:changed` to the organisation: who is in it, or who holds which permission, changed. The team page
 * and what the policies resolve against it (who may verify, who may approve, who is missing) refetch.
 */
export const pushTeamChanged = (em: EntityManager, organisationId: string): OutboxMessage =>
  pushSocket(em, {
    aggregate: ['organisation', organisationId],
    rooms: [rooms.organisation(organisationId)],
    event: 'team:changed',
    args: [],
  });
