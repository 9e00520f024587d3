// What every FX management command writes with its change: the audit row, the activity (CommandEffects),
// and the `fx:exposure-changed` push to the organisation, written in the command's unit of work so that
// browsers refetch exposures only once the change has committed.
import type { PermissionName } from '@tradehub/contract';
import { rooms } from '@tradehub/contract';
import type { EntityManager } from '../../index.js';
import { pushSocket } from '../../outbox/writer.js';
import { CommandEffects, type CommandEvents, type EffectsSubject } from '../command-effects.js';
import { DomainError, domainForbidden } from '../errors.js';
import type { SeatActor } from '../actor.js';

/** The permission that books FX trades and sets hedge targets. */
export const FX_MANAGEMENT = 'FX Management' satisfies PermissionName;

/** What an FX command caused: `outbox` holds `fx:exposure-changed` to the organisation. */
export type FxEvents = CommandEvents;

/** A 403 `forbidden` naming what was tried, unless the actor has FX Management. */
export function requireFxManagement(actor: SeatActor, action: string): void {
  if (!actor.permissions.includes(FX_MANAGEMENT))
    throw domainForbidden(`${action} needs the FX Management permission.`);
}

/** Exposures are measured against USD: a trade or a target in USD itself is refused on `currency`. */
export function assertForeignCurrency(currency: string): string {
  if (currency === 'USD')
    throw new DomainError(
      'invalid',
      'invalid_input',
      'currency: choose a currency other than USD.',
      'currency',
    );
  return currency;
}

/** The effects of an FX command on one entity (a trade, an exposure row); always by a member, never the system. */
export class FxEffects extends CommandEffects {
  constructor(
    em: EntityManager,
    private readonly actor: SeatActor,
    subject: Pick<EffectsSubject, 'entityType' | 'entityId'>,
  ) {
    super(
      em,
      {
        organisationId: actor.organisationId,
        activityType: 'transaction',
        ownerId: actor.userId,
        ...subject,
      },
      actor.userId,
    );
  }

  /** `fx:exposure-changed` to the organisation first, then the activities (outbox order, see finish()). */
  done(): FxEvents {
    const { organisationId } = this.actor;
    const own = pushSocket(this.em, {
      aggregate: ['organisation', organisationId],
      rooms: [rooms.organisation(organisationId)],
      event: 'fx:exposure-changed',
      args: [],
    });
    return this.finish([own]);
  }
}
