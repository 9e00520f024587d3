import type { Job } from 'bullmq';
import {
  AuditLogEntry,
  Payment,
  pushSocket,
  type AuditChanges,
  type EntityManager,
  type MikroORM,
} from '@tradehub/db';
import { rooms, minorToDecimalString } from '@tradehub/contract';
import type { Logger } from 'pino';
import { DomainEvents, findOpenScreeningHit, openHitReason } from '@tradehub/db/domain';
import { createSandboxRail, type RailOutcome, type SandboxRail } from '../payments/sandbox-rail.js';
import type { JobPayloads } from '@tradehub/db/queues';

export type PaymentsJob = Job<JobPayloads['payments']['settle-payment'], unknown, 'settle-payment'>;
export type PaymentsJobResult =
  { status: 'skipped'; reason: string } | { status: 'completed' | 'failed'; paymentId: string };

export interface PaymentsProcessorDeps {
  orm: MikroORM;
  logger?: Logger;
  rail?: SandboxRail;
}

const SETTLEABLE = ['not_required', 'approved'] as const;

type PaymentEvent = Payment['events'][number];
const event = (name: string, note: string | null): PaymentEvent => ({
  at: new Date().toISOString(),
  event: name,
  by: null,
  note,
});

const audit = (em: EntityManager, payment: Payment, action: string, changes: AuditChanges) =>
  em.create(AuditLogEntry, {
    organisation: payment.organisation.id,
    actor: null,
    action,
    entityType: 'payment',
    entityId: payment.id,
    changes,
  });

/**
 * Settles one approved payment on the sandbox rail: pending → submitted → completed or failed, exactly once
 * however often the job runs (a duplicate, a retry, or BullMQ running it again after its worker died):
 * - the first run claims the payment (submittedAt) with a conditional update and records 'submitted';
 * - any run then asks the rail with the payment's idempotency key, so a rerun of a claimed payment whose
 *   worker died before the outcome was stored gets the same answer for the same key and never pays twice;
 * - the outcome is recorded by a conditional update (still pending, not settled): of two runs that both got
 *   an answer, one records it with its event, audit entry, activity and notification; the other skips.
 */
export function createPaymentsProcessor({ orm, logger, rail = createSandboxRail() }: PaymentsProcessorDeps) {
  /** In the transaction (the outbox): `payment:changed` to the organisation once it commits. */
  const push = (tx: EntityManager, payment: Payment) =>
    pushSocket(tx, {
      aggregate: ['payment', payment.id],
      rooms: [rooms.organisation(payment.organisation.id)],
      event: 'payment:changed',
      args: [{ paymentId: payment.id, status: payment.status, approvalStatus: payment.approvalStatus }],
    });

  const load = (em: EntityManager, id: string) =>
    em.findOne(Payment, { id }, { populate: ['supplier'], refresh: true });

  /** Claims a pending, unsubmitted payment and records 'submitted'; null when it was claimed already. */
  async function claim(em: EntityManager, paymentId: string) {
    const claimed = await em.transactional(async (tx) => {
      const affected = await tx.nativeUpdate(
        Payment,
        {
          id: paymentId,
          status: 'pending',
          settledAt: null,
          submittedAt: null,
          approvalStatus: { $in: [...SETTLEABLE] },
        },
        { submittedAt: new Date() },
      );
      if (affected !== 1) return null;
      const payment = (await load(tx, paymentId))!;
      payment.events = [...payment.events, event('submitted', 'Submitted to the sandbox rail.')];
      const domainEvents = new DomainEvents(tx);
      domainEvents.recordActivity({
        organisationId: payment.organisation.id,
        createdById: payment.createdBy.id,
        type: 'transaction',
        title: 'Payment submitted',
        description: `${minorToDecimalString(payment.amountMinor, payment.currency)} ${payment.currency} to ${payment.supplier.$.name} was submitted to the bank.`,
        status: 'pending',
        relatedId: payment.id,
      });
      audit(tx, payment, 'payment.submitted', {
        submittedAt: { before: null, after: payment.submittedAt?.toISOString() ?? null },
      });
      push(tx, payment);
      return payment;
    });
    return claimed;
  }

  /**
   * Fails an unsubmitted payment whose supplier has an open sanctions match (one found after the payment was
   * approved): it never reaches the rail. Failed rather than held, so the creator sees why at once and pays
   * again once the match is reviewed; a held payment would need a state and a trigger of its own.
   */
  async function refuseOnOpenHit(em: EntityManager, paymentId: string, supplierId: string) {
    const refused = await em.transactional(async (tx) => {
      const hit = await findOpenScreeningHit(tx, supplierId);
      if (!hit) return null;
      const failureReason = `Not sent. ${openHitReason(hit)}`;
      const affected = await tx.nativeUpdate(
        Payment,
        { id: paymentId, status: 'pending', settledAt: null, submittedAt: null },
        { status: 'failed', settledAt: new Date(), failureReason },
      );
      if (affected !== 1) return null;
      const payment = (await load(tx, paymentId))!;
      const amount = `${minorToDecimalString(payment.amountMinor, payment.currency)} ${payment.currency}`;
      payment.events = [...payment.events, event('failed', failureReason)];
      audit(tx, payment, 'payment.failed', {
        status: { before: 'pending', after: 'failed' },
        failureReason: { before: null, after: failureReason },
      });
      const domainEvents = new DomainEvents(tx);
      domainEvents.recordActivity({
        organisationId: payment.organisation.id,
        createdById: payment.createdBy.id,
        type: 'transaction',
        title: 'Payment failed',
        description: `${amount} to ${payment.supplier.$.name} was not sent: its supplier has an open sanctions screening hit.`,
        status: 'failed',
        relatedId: payment.id,
      });
      domainEvents.notify({
        organisationId: payment.organisation.id,
        userId: payment.createdBy.id,
        type: 'alert',
        title: 'Payment failed',
        message: `Your payment of ${amount} to ${payment.supplier.$.name} was not sent: ${failureReason}`,
      });
      push(tx, payment);
      return payment;
    });
    return refused;
  }

  /** Records the rail's answer unless another run already did; null when it had. */
  async function recordOutcome(em: EntityManager, paymentId: string, outcome: RailOutcome) {
    const settled = await em.transactional(async (tx) => {
      const completed = outcome.status === 'completed';
      const failureReason = outcome.status === 'failed' ? outcome.reason : null;
      // The row lock this takes makes a concurrent run wait here, then find the payment settled.
      const affected = await tx.nativeUpdate(
        Payment,
        { id: paymentId, status: 'pending', settledAt: null, submittedAt: { $ne: null } },
        { status: outcome.status, settledAt: new Date(), failureReason },
      );
      if (affected !== 1) return null;
      const payment = (await load(tx, paymentId))!;
      const amount = `${minorToDecimalString(payment.amountMinor, payment.currency)} ${payment.currency}`;
      payment.events = [
        ...payment.events,
        event(outcome.status, completed ? 'Settled by the sandbox bank.' : failureReason),
      ];
      audit(tx, payment, completed ? 'payment.completed' : 'payment.failed', {
        status: { before: 'pending', after: outcome.status },
      });
      const domainEvents = new DomainEvents(tx);
      domainEvents.recordActivity({
        organisationId: payment.organisation.id,
        createdById: payment.createdBy.id,
        type: 'transaction',
        title: completed ? 'Payment completed' : 'Payment failed',
        description: completed
          ? `${amount} to ${payment.supplier.$.name} was paid.`
          : `${amount} to ${payment.supplier.$.name} failed: ${failureReason}`,
        status: outcome.status,
        relatedId: payment.id,
      });
      domainEvents.notify({
        organisationId: payment.organisation.id,
        userId: payment.createdBy.id,
        type: completed ? 'success' : 'alert',
        title: completed ? 'Payment completed' : 'Payment failed',
        message: completed
          ? `Your payment of ${amount} to ${payment.supplier.$.name} was completed.`
          : `Your payment of ${amount} to ${payment.supplier.$.name} failed: ${failureReason}`,
      });
      push(tx, payment);
      return payment;
    });
    return settled;
  }

  return async function processPayments(job: PaymentsJob): Promise<PaymentsJobResult> {
    const { paymentId } = job.data;
    const em = orm.em.fork();
    const found = await load(em, paymentId);
    if (!found) return { status: 'skipped', reason: 'payment not found' };
    if (!SETTLEABLE.includes(found.approvalStatus as (typeof SETTLEABLE)[number]))
      return { status: 'skipped', reason: `approval ${found.approvalStatus}` };
    if (found.status !== 'pending' || found.settledAt)
      return { status: 'skipped', reason: 'already settled' };

    if (await refuseOnOpenHit(em.fork(), paymentId, found.supplier.id))
      return { status: 'failed', paymentId };

    let payment = await claim(em.fork(), paymentId);
    if (!payment) {
      // Claimed by an earlier run: one that is still running (a duplicate) or one whose worker died between
      // the claim and the outcome. Asking the rail again with the same key is safe; recording is once only.
      payment = await load(em.fork(), paymentId);
      if (!payment) return { status: 'skipped', reason: 'payment not found' };
      if (payment.status !== 'pending' || payment.settledAt)
        return { status: 'skipped', reason: 'already settled' };
      // Not claimed by anyone: its approval changed since it was read above.
      if (!payment.submittedAt) return { status: 'skipped', reason: `approval ${payment.approvalStatus}` };
      logger?.info({ paymentId, jobId: job.id }, 'payment claimed by an earlier run: asking the rail again');
    }

    const outcome = await rail.submit({
      idempotencyKey: payment.idempotencyKey ?? payment.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
    });

    const settled = await recordOutcome(em.fork(), paymentId, outcome);
    if (!settled) return { status: 'skipped', reason: 'already settled' };
    return { status: outcome.status, paymentId };
  };
}
