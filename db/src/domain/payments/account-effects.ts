// The effects of the payments area's commands on what is not a payment (a payment request, a payment
// method): the audit row and the activity, no aggregate push of their own (the activity's `activity:new`
// is what the organisation hears, as before these moved into the domain).
import type { EntityManager } from '../../index.js';
import { CommandEffects, type CommandEvents } from '../command-effects.js';
import type { SeatActor } from '../actor.js';

export class PaymentAccountEffects extends CommandEffects {
  constructor(em: EntityManager, entity: { type: string; id: string }, actor: SeatActor) {
    super(
      em,
      {
        organisationId: actor.organisationId,
        entityType: entity.type,
        entityId: entity.id,
        activityType: 'transaction',
        ownerId: actor.userId,
      },
      actor.userId,
    );
  }

  /** The audit row, then the activities (outbox order as for every command). */
  done(): CommandEvents {
    return this.finish([]);
  }
}
