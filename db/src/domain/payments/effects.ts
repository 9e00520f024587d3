// What every payment command writes with its change, in one place: the timeline entry, the audit row, the
// activity and notifications (DomainEvents, outbox-backed), and the outbox rows `payment:changed` and the
// settlement job. Commands build a PaymentEffects, say what happened, and return `done()`.
import { minorToDecimalString, rooms } from '@tradehub/contract';
import type { EntityManager, Payment } from '../../index.js';
import { enqueueJob, pushSocket } from '../../outbox/writer.js';
import { CommandEffects, type CommandEvents } from '../command-effects.js';
import type { SeatActor } from '../actor.js';

/** What a payment command caused: `outbox` holds `payment:changed` and, when settlement may start, the job. */
export type PaymentEvents = CommandEvents;

/** A command's answer: the payment as changed (not yet flushed) and the events it caused. */
export interface PaymentChange {
  payment: Payment;
  events: PaymentEvents;
}

export type PaymentTimelineEntry = Payment['events'][number];

/** `12.50 EUR`: how texts name a payment's amount. */
export const paymentAmountText = (payment: Pick<Payment, 'amountMinor' | 'currency'>) =>
  `${minorToDecimalString(payment.amountMinor, payment.currency)} ${payment.currency}`;

/**
 * The keys a timeline entry's note is rendered from in the reader's language (the web's
 * `payments.timeline.messages`), with the parameters each is written with.
 */
export interface PaymentTimelineMessages {
  /** `method` is the payment method's kind ('Bank Transfer'). */
  paymentCreated: { amountMinor: number; currency: string; method: string };
  batchRowCreated: { row: number; file: string };
  batchRowRetried: { row: number; file: string; failedPayment: string };
  /**
   * `approvalReasonCodeList`: the approval reasons' codes, comma-separated; `approvers` how many it needs; the
   * basis it was judged on, when there is one (the maker's recent payments to the supplier, the daily limit).
   */
  approvalRequested: {
    approvalReasonCodeList: string;
    approvers: number;
    recentCount?: number;
    recentSupplier?: string;
    recentTotalMinor?: number;
    dailyUsedMinor?: number;
    dailyLimitMinor?: number;
    /** The base currency the basis amounts are in. */
    currency?: string;
  };
  /** `approvalReasonCodeList`: the risk rules that matched but could not be enforced yet, comma-separated. */
  riskNoted: { approvalReasonCodeList: string };
  approvalAdded: { given: number; needed: number };
  submitted: Record<string, never>;
  settled: Record<string, never>;
  railDeclined: Record<string, never>;
  screeningBlocked: { subject: string; list: string; entryId: string; entryName: string; score: number };
}
export type PaymentTimelineKey = keyof PaymentTimelineMessages;
/** A note's key and parameters, typed together. */
export type PaymentTimelineMessage = {
  [K in PaymentTimelineKey]: { key: K; params: PaymentTimelineMessages[K] };
}[PaymentTimelineKey];

/** Parameters as stored: the optional ones that are absent are left out. */
function storedParams(params: PaymentTimelineMessage['params']): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number
  >;
}

export const paymentTimelineEntry = (
  event: string,
  by: string | null,
  note: string | null = null,
  message?: PaymentTimelineMessage,
): PaymentTimelineEntry => ({
  at: new Date().toISOString(),
  event,
  by,
  note,
  ...(message ? { messageKey: message.key, params: storedParams(message.params) } : {}),
});

export class PaymentEffects extends CommandEffects {
  constructor(
    em: EntityManager,
    readonly payment: Payment,
    /** Null for the system. */
    private readonly actor: SeatActor | null,
  ) {
    super(
      em,
      {
        organisationId: payment.organisation.id,
        entityType: 'payment',
        entityId: payment.id,
        activityType: 'transaction',
        ownerId: payment.createdBy.id,
      },
      actor?.userId ?? null,
    );
  }

  /**
   * A row of a batch speaks through its batch: no activity, notification or `payment:changed` of its own
   * (a thousand of each would bury the feed and the bell); the batch pushes its progress and, once every row
   * is settled, its own activity and notification (batches/on-payment-settled.ts, on 'payment.settled').
   */
  private get inBatch(): boolean {
    return Boolean(this.payment.batch);
  }

  override activity(input: Parameters<CommandEffects['activity']>[0]): this {
    return this.inBatch ? this : super.activity(input);
  }

  override notify(input: Parameters<CommandEffects['notify']>[0]): this {
    return this.inBatch ? this : super.notify(input);
  }

  /**
   * Appends to the payment's timeline, by the actor (null for the system): the English note, and the key and
   * parameters it is rendered from in the reader's language (none for a note in a person's own words).
   */
  timeline(event: string, note: string | null = null, message?: PaymentTimelineMessage): this {
    this.payment.events = [
      ...this.payment.events,
      paymentTimelineEntry(event, this.actor?.displayName ?? null, note, message),
    ];
    return this;
  }

  /**
   * Writes `payment:changed` (the payment's state now) to the organisation, then with `settle` the
   * settlement job, as outbox rows: the relay publishes them once this commits, even if Redis is away at
   * that moment. One job per payment: only the transaction that creates it without approval, or approves
   * it, settles. Then the activities and notifications (CommandEffects.finish).
   */
  done({ settle = false }: { settle?: boolean } = {}): PaymentChange {
    const { payment } = this;
    const own = this.inBatch
      ? []
      : [
          pushSocket(this.em, {
            aggregate: ['payment', payment.id],
            rooms: [rooms.organisation(payment.organisation.id)],
            event: 'payment:changed',
            args: [{ paymentId: payment.id, status: payment.status, approvalStatus: payment.approvalStatus }],
          }),
        ];
    if (settle)
      own.push(
        enqueueJob(this.em, {
          aggregate: ['payment', payment.id],
          queue: 'payments',
          name: 'settle-payment',
          data: { paymentId: payment.id },
        }),
      );
    return { payment, events: this.finish(own) };
  }
}
