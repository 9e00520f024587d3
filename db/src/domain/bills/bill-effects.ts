// What every bill command writes with its change, in one place: the audit row, the activity, and the outbox
// rows `bill:changed` and `fx:exposure-changed` to the organisation (a bill is exposure). The webhook events
// `bill.created` and `bill.paid` are written by the commands that cause them (bill-webhooks.ts).
import { rooms } from '@tradehub/contract';
import type { Bill, EntityManager } from '../../index.js';
import { pushSocket } from '../../outbox/writer.js';
import { CommandEffects, type CommandEvents } from '../command-effects.js';
import type { SeatActor } from '../actor.js';

export interface BillChange {
  bill: Bill;
  events: CommandEvents;
}

export class BillEffects extends CommandEffects {
  constructor(
    em: EntityManager,
    readonly bill: Bill,
    actor: SeatActor | null,
  ) {
    super(
      em,
      {
        organisationId: bill.organisation.id,
        entityType: 'bill',
        entityId: bill.id,
        activityType: 'transaction',
        ownerId: bill.createdBy.id,
      },
      actor?.userId ?? null,
    );
  }

  /** `bill:changed`, then `fx:exposure-changed` (its exposure moved), then the activities and notifications. */
  done(): BillChange {
    const { bill } = this;
    const organisationId = bill.organisation.id;
    const own = [
      pushSocket(this.em, {
        aggregate: ['bill', bill.id],
        rooms: [rooms.organisation(organisationId)],
        event: 'bill:changed',
        args: [{ billId: bill.id, status: bill.status }],
      }),
      pushSocket(this.em, {
        aggregate: ['organisation', organisationId],
        rooms: [rooms.organisation(organisationId)],
        event: 'fx:exposure-changed',
        args: [],
      }),
    ];
    return { bill, events: this.finish(own) };
  }
}
