// What every supplier command writes with its change, in one place: the audit row, the activity and
// notifications (CommandEffects), and `supplier:changed` to the organisation. Commands build a
// SupplierEffects, say what happened, and return `done()`.
import { rooms, type AuditAction } from '@tradehub/contract';
import type { AuditChanges, EntityManager, Supplier } from '../../index.js';
import type { OutboxMessage } from '../../outbox/outbox-message.js';
import { pushSocket } from '../../outbox/writer.js';
import { recordAudit } from '../audit/record-audit.js';
import { CommandEffects, type CommandEvents } from '../command-effects.js';
import type { Actor, SeatActor } from '../actor.js';

/** Who acts: a member of the supplier's organisation. */
export type SupplierActor = Pick<Actor, keyof SeatActor | 'accountStatus'>;

/** What a supplier command caused: `outbox` holds `supplier:changed` to the organisation. */
export type SupplierEvents = CommandEvents;

/** A command's answer: the supplier as changed (not yet flushed) and the events it caused. */
export interface SupplierChange {
  supplier: Supplier;
  events: SupplierEvents;
}

export class SupplierEffects extends CommandEffects {
  constructor(
    em: EntityManager,
    readonly supplier: Supplier,
    private readonly actor: SupplierActor,
  ) {
    super(
      em,
      {
        organisationId: actor.organisationId,
        entityType: 'supplier',
        entityId: supplier.id,
        activityType: 'verification',
        ownerId: supplier.createdBy.id,
      },
      actor.userId,
    );
  }

  /**
   * An audit row about another entity of the supplier (a document): the audit log names what changed,
   * while the activity and the push stay about the supplier.
   */
  auditOf(entity: { type: string; id: string }, action: AuditAction, changes: AuditChanges): this {
    this.events.audit.push(
      recordAudit(this.em, {
        organisationId: this.actor.organisationId,
        actorId: this.actor.userId,
        action,
        entityType: entity.type,
        entityId: entity.id,
        changes,
      }),
    );
    return this;
  }

  /**
   * `supplier:changed` to the organisation first (after `written`, the supplier's own rows the command wrote
   * already, such as its screening job), then the activities and notifications (outbox order).
   */
  done(written: OutboxMessage[] = []): SupplierChange {
    const { supplier } = this;
    const own = pushSocket(this.em, {
      aggregate: ['supplier', supplier.id],
      rooms: [rooms.organisation(this.actor.organisationId)],
      event: 'supplier:changed',
      args: [{ supplierId: supplier.id }],
    });
    return { supplier, events: this.finish([...written, own]) };
  }
}
