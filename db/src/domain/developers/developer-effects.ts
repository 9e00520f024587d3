// Who changes Settings → Developers, and what a change writes besides itself: its audit row and the
// `developers:changed` push that refreshes an open Developers page.
import { rooms } from '@tradehub/contract';
import type { EntityManager } from '../../index.js';
import type { OutboxMessage } from '../../outbox/outbox-message.js';
import { pushSocket } from '../../outbox/writer.js';
import { CommandEffects, type CommandEvents, type EffectsSubject } from '../command-effects.js';
import { domainForbidden } from '../errors.js';
import { TEAM_MANAGEMENT } from '@tradehub/contract';
import type { Actor, SeatActor } from '../actor.js';

/** A member of the organisation; `apiKeyId` when the call came through an API key. */
export type DeveloperActor = Pick<Actor, keyof SeatActor | 'apiKeyId'>;

export const DEVELOPERS_PERMISSION_MESSAGE =
  'Managing API keys and webhooks needs the Team Management permission.';
export const API_KEY_MAY_NOT_MESSAGE = 'An API key cannot manage API keys or webhooks.';

/** Team Management, and a person: a key never manages keys or webhooks (the gateway refuses it first). */
export function requireDeveloperAccess(actor: DeveloperActor): void {
  if (actor.apiKeyId) throw domainForbidden(API_KEY_MAY_NOT_MESSAGE);
  if (!actor.permissions.includes(TEAM_MANAGEMENT)) throw domainForbidden(DEVELOPERS_PERMISSION_MESSAGE);
}

/** `developers:changed` to the organisation, when the transaction commits. */
export function pushDevelopersChanged(
  em: EntityManager,
  organisationId: string,
  change: { endpointId?: string | null; deliveryId?: string | null; status?: string | null } = {},
): OutboxMessage {
  return pushSocket(em, {
    aggregate: ['developers', organisationId],
    rooms: [rooms.organisation(organisationId)],
    event: 'developers:changed',
    args: [
      {
        endpointId: change.endpointId ?? null,
        deliveryId: change.deliveryId ?? null,
        status: change.status ?? null,
      },
    ],
  });
}

export class DeveloperEffects extends CommandEffects {
  constructor(em: EntityManager, subject: Omit<EffectsSubject, 'activityType'>, actorId: string | null) {
    super(em, { ...subject, activityType: 'verification' }, actorId);
  }

  done(ownRows: OutboxMessage[] = []): CommandEvents {
    return this.finish(ownRows);
  }
}
