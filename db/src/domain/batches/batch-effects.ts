// What every batch command writes with its change: the audit row, the activity and notifications, and the
// outbox rows `batch:changed` and, when its rows may settle, one settlement job per row.
import { minorToDecimalString, rooms } from '@tradehub/contract';
import type { EntityManager, PaymentBatch } from '../../index.js';
import { enqueueJob, pushSocket } from '../../outbox/writer.js';
import type { OutboxMessage } from '../../outbox/outbox-message.js';
import { CommandEffects, type CommandEvents } from '../command-effects.js';
import type { SeatActor } from '../actor.js';

export interface BatchChange {
  batch: PaymentBatch;
  events: CommandEvents;
}

const totalsText = (batch: Pick<PaymentBatch, 'totals'>) =>
  batch.totals
    .map((total) => `${minorToDecimalString(total.amountMinor, total.currency)} ${total.currency}`)
    .join(', ');

/** `1,000 payments (12,000.00 USD, 500.00 EUR)`: how texts name a batch. */
export function batchText(batch: Pick<PaymentBatch, 'rowCount' | 'totals'>): string {
  return `${batch.rowCount} payment${batch.rowCount === 1 ? '' : 's'} (${totalsText(batch)})`;
}

/** A batch as a notification's parameters: its row count (`count`, which picks the plural) and its totals. */
export const batchParams = (batch: Pick<PaymentBatch, 'rowCount' | 'totals'>) => ({
  count: batch.rowCount,
  totals: totalsText(batch),
});

/** `batch:changed` for the batch as it is now, to its organisation. */
export function pushBatchChanged(
  em: EntityManager,
  batch: Pick<PaymentBatch, 'id' | 'status' | 'settledCount' | 'failedCount' | 'rowCount'> & {
    organisation: { id: string };
  },
): OutboxMessage {
  return pushSocket(em, {
    aggregate: ['payment_batch', batch.id],
    rooms: [rooms.organisation(batch.organisation.id)],
    event: 'batch:changed',
    args: [
      {
        batchId: batch.id,
        status: batch.status,
        settled: batch.settledCount,
        failed: batch.failedCount,
        total: batch.rowCount,
      },
    ],
  });
}

export class BatchEffects extends CommandEffects {
  constructor(
    em: EntityManager,
    readonly batch: PaymentBatch,
    /** Null for the system (the workers, when the last row settles). */
    actor: SeatActor | null,
  ) {
    super(
      em,
      {
        organisationId: batch.organisation.id,
        entityType: 'payment_batch',
        entityId: batch.id,
        activityType: 'transaction',
        ownerId: batch.createdBy.id,
      },
      actor?.userId ?? null,
    );
  }

  /**
   * Writes `batch:changed`, then with `settle` one settlement job per payment (in row order), then the
   * activities and notifications. The payments queue settles each row as it does a single payment.
   */
  done({ settle = [] }: { settle?: readonly string[] } = {}): BatchChange {
    const own = [pushBatchChanged(this.em, this.batch)];
    for (const paymentId of settle)
      own.push(
        enqueueJob(this.em, {
          aggregate: ['payment', paymentId],
          queue: 'payments',
          name: 'settle-payment',
          data: { paymentId },
        }),
      );
    return { batch: this.batch, events: this.finish(own) };
  }
}
