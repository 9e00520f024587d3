import type { Job } from 'bullmq';
import { AuditLogEntry, Payment, type AuditChanges, type EntityManager, type MikroORM } from '@tradehub/db';
import { rooms } from '@tradehub/gateway/contract';
import type { Logger } from 'pino';
import type { Broadcaster } from '../notify/broadcaster.js';
import { DomainEvents } from '../notify/domain-events.js';
import { formatMinor } from '../payments/money.js';
import { createSandboxRail, type SandboxRail } from '../payments/sandbox-rail.js';
import type { JobPayloads } from '../queues.js';

export type PaymentsJob = Job<JobPayloads['payments']['settle-payment'], unknown, 'settle-payment'>;
export type PaymentsJobResult =
  { status: 'skipped'; reason: string } | { status: 'completed' | 'failed'; paymentId: string };

export interface PaymentsProcessorDeps {
  orm: MikroORM;
  broadcaster: Broadcaster;
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
 * Settles one approved payment on the sandbox rail: pending → submitted → completed or failed. A job that
 * runs twice never pays twice: the first run claims the payment with a conditional update, later runs
 * find it claimed and skip.
 */
export function createPaymentsProcessor({
  orm,
  broadcaster,
  rail = createSandboxRail(),
}: PaymentsProcessorDeps) {
  const push = (payment: Payment) =>
    broadcaster.to(rooms.organisation(payment.organisation.id)).emit('payment:changed', {
      paymentId: payment.id,
      status: payment.status,
      approvalStatus: payment.approvalStatus,
    });

  const load = (em: EntityManager, id: string) =>
    em.findOne(Payment, { id }, { populate: ['supplier'], refresh: true });

  return async function processPayments(job: PaymentsJob): Promise<PaymentsJobResult> {
    const { paymentId } = job.data;
    const em = orm.em.fork();
    const found = await load(em, paymentId);
    if (!found) return { status: 'skipped', reason: 'payment not found' };
    if (!SETTLEABLE.includes(found.approvalStatus as (typeof SETTLEABLE)[number]))
      return { status: 'skipped', reason: `approval ${found.approvalStatus}` };
    if (found.status !== 'pending' || found.settledAt)
      return { status: 'skipped', reason: 'already settled' };

    // Claim: only one run moves a pending, unsubmitted payment on.
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
        description: `${formatMinor(payment.amountMinor, payment.currency)} ${payment.currency} to ${payment.supplier.$.name} was submitted to the bank.`,
        status: 'pending',
        relatedId: payment.id,
      });
      audit(tx, payment, 'payment.submitted', {
        submittedAt: { before: null, after: payment.submittedAt?.toISOString() ?? null },
      });
      return { payment, domainEvents };
    });
    if (!claimed) return { status: 'skipped', reason: 'already claimed' };
    claimed.domainEvents.publish(broadcaster);
    push(claimed.payment);

    const outcome = await rail.submit({
      idempotencyKey: claimed.payment.idempotencyKey ?? claimed.payment.id,
      amountMinor: claimed.payment.amountMinor,
      currency: claimed.payment.currency,
    });

    const settled = await em.fork().transactional(async (tx) => {
      const payment = (await load(tx, paymentId))!;
      const completed = outcome.status === 'completed';
      const amount = `${formatMinor(payment.amountMinor, payment.currency)} ${payment.currency}`;
      payment.status = outcome.status;
      payment.settledAt = new Date();
      payment.failureReason = outcome.status === 'failed' ? outcome.reason : null;
      payment.events = [
        ...payment.events,
        event(outcome.status, completed ? 'Settled by the sandbox bank.' : payment.failureReason),
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
          : `${amount} to ${payment.supplier.$.name} failed: ${payment.failureReason}`,
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
          : `Your payment of ${amount} to ${payment.supplier.$.name} failed: ${payment.failureReason}`,
      });
      return { payment, domainEvents };
    });
    settled.domainEvents.publish(broadcaster);
    push(settled.payment);
    return { status: outcome.status, paymentId };
  };
}
