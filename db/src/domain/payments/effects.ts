// What every payment command writes with its change, in one place: the timeline entry, the audit row, the
// activity and notifications (DomainEvents, outbox-backed), and the outbox rows `payment:changed` and the
// settlement job. Commands build a PaymentEffects, say what happened, and return `done()`.
import type { PermissionName } from '@tradehub/contract';
import { minorToDecimalString, rooms } from '@tradehub/contract';
import type {
  Activity,
  AuditChanges,
  AuditLogEntry,
  EntityManager,
  Notification,
  Payment,
} from '../../index.js';
import type { OutboxMessage } from '../../outbox/outbox-message.js';
import { enqueueJob, pushSocket } from '../../outbox/writer.js';
import { recordAudit } from '../audit/record-audit.js';
import { DomainEvents, type NewActivity, type NewNotification } from '../notifications/domain-events.js';

/** The permission that approves (and rejects) a payment awaiting approval. */
export const PAYMENT_APPROVAL = 'Payment Approval' satisfies PermissionName;

/** Who acts: a member of the payment's organisation. The workers act as the system (no actor). */
export interface PaymentActor {
  userId: string;
  organisationId: string;
  /** How the timeline, activities and notifications name them. */
  displayName: string;
  permissions: readonly string[];
}

/** What a command caused, besides the change to the payment itself (all in its unit of work). */
export interface PaymentEvents {
  audit: AuditLogEntry[];
  activities: Activity[];
  /** Each with its `notification:new` push (an outbox row of its own, not listed in `outbox`). */
  notifications: Notification[];
  /** `payment:changed` to the organisation, and the `payments/settle-payment` job when settlement may start. */
  outbox: OutboxMessage[];
}

/** A command's answer: the payment as changed (not yet flushed) and the events it caused. */
export interface PaymentChange {
  payment: Payment;
  events: PaymentEvents;
}

export type PaymentTimelineEntry = Payment['events'][number];

/** `12.50 EUR`: how texts name a payment's amount. */
export const paymentAmountText = (payment: Pick<Payment, 'amountMinor' | 'currency'>) =>
  `${minorToDecimalString(payment.amountMinor, payment.currency)} ${payment.currency}`;

export const paymentTimelineEntry = (
  event: string,
  by: string | null,
  note: string | null = null,
): PaymentTimelineEntry => ({ at: new Date().toISOString(), event, by, note });

export class PaymentEffects {
  private readonly events: PaymentEvents = { audit: [], activities: [], notifications: [], outbox: [] };
  private readonly domainEvents: DomainEvents;
  /** Activities and notifications, written after the payment's own outbox rows (see done()). */
  private readonly news: (() => void)[] = [];

  constructor(
    private readonly em: EntityManager,
    readonly payment: Payment,
    /** Null for the system. */
    private readonly actor: PaymentActor | null,
  ) {
    this.domainEvents = new DomainEvents(em);
  }

  /** Appends to the payment's timeline, by the actor (null for the system). */
  timeline(event: string, note: string | null = null): this {
    this.payment.events = [
      ...this.payment.events,
      paymentTimelineEntry(event, this.actor?.displayName ?? null, note),
    ];
    return this;
  }

  audit(action: string, changes: AuditChanges): this {
    this.events.audit.push(
      recordAudit(this.em, {
        organisationId: this.payment.organisation.id,
        actorId: this.actor?.userId ?? null,
        action,
        entityType: 'payment',
        entityId: this.payment.id,
        changes,
      }),
    );
    return this;
  }

  /** A transaction activity about the payment, created by the actor (the payment's creator for the system). */
  activity(input: Pick<NewActivity, 'title' | 'description' | 'status'>): this {
    this.news.push(() =>
      this.events.activities.push(
        this.domainEvents.recordActivity({
          organisationId: this.payment.organisation.id,
          createdById: this.actor?.userId ?? this.payment.createdBy.id,
          type: 'transaction',
          relatedId: this.payment.id,
          ...input,
        }),
      ),
    );
    return this;
  }

  /** A notification from the actor (from nobody for the system); to the payment's creator unless said. */
  notify(input: Pick<NewNotification, 'type' | 'title' | 'message'> & { userId?: string }): this {
    this.news.push(() =>
      this.events.notifications.push(
        this.domainEvents.notify({
          organisationId: this.payment.organisation.id,
          userId: input.userId ?? this.payment.createdBy.id,
          ...(this.actor ? { createdById: this.actor.userId } : {}),
          type: input.type,
          title: input.title,
          message: input.message,
        }),
      ),
    );
    return this;
  }

  /**
   * Writes `payment:changed` (the payment's state now) to the organisation, then with `settle` the
   * settlement job, as outbox rows: the relay publishes them once this commits, even if Redis is away at
   * that moment. One job per payment: only the transaction that creates it without approval, or approves
   * it, settles. Then the activities and notifications, so the payment's own rows come first in the outbox
   * (the relay publishes rows in order and stops at one it cannot publish).
   */
  done({ settle = false }: { settle?: boolean } = {}): PaymentChange {
    const { payment } = this;
    this.events.outbox.push(
      pushSocket(this.em, {
        aggregate: ['payment', payment.id],
        rooms: [rooms.organisation(payment.organisation.id)],
        event: 'payment:changed',
        args: [{ paymentId: payment.id, status: payment.status, approvalStatus: payment.approvalStatus }],
      }),
    );
    if (settle)
      this.events.outbox.push(
        enqueueJob(this.em, {
          aggregate: ['payment', payment.id],
          queue: 'payments',
          name: 'settle-payment',
          data: { paymentId: payment.id },
        }),
      );
    for (const write of this.news.splice(0)) write();
    return { payment, events: this.events };
  }
}
