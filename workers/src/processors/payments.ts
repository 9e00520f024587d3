import type { Job } from 'bullmq';
import type { MikroORM } from '@tradehub/db';
import type { Logger } from 'pino';
import {
  failPaymentOnOpenHit,
  loadPaymentForSettlement,
  screenPayeeIfDue,
  SETTLEABLE_APPROVALS,
  settlePayment,
  submitPayment,
} from '@tradehub/db/domain';
import { createSandboxRail, type SandboxRail } from '../payments/sandbox-rail.js';
import type { JobPayloads } from '@tradehub/db/queues';

export type PaymentsJob = Job<JobPayloads['payments']['settle-payment'], unknown, 'settle-payment'>;
export type PaymentsJobResult =
  { status: 'skipped'; reason: string } | { status: 'completed' | 'failed'; paymentId: string };

export interface PaymentsProcessorDeps {
  orm: MikroORM;
  logger?: Logger;
  rail?: SandboxRail;
}

/**
 * Settles one approved payment on the sandbox rail: pending → submitted → completed or failed, exactly once
 * however often the job runs (a duplicate, a retry, or BullMQ running it again after its worker died), each
 * step a payments command (@tradehub/db/domain) in a transaction of its own:
 * - screenPayeeIfDue: a supplier whose screening is queued, missing or older than the lists is screened now;
 * - failPaymentOnOpenHit: a supplier with an open sanctions match fails the payment before the rail;
 * - submitPayment: the first run claims the payment (submittedAt) with a conditional update;
 * - any run then asks the rail with the payment's idempotency key, so a rerun of a claimed payment whose
 *   worker died before the outcome was stored gets the same answer for the same key and never pays twice;
 * - settlePayment records the outcome by a conditional update (still pending, not settled): of two runs
 *   that both got an answer, one records it with its effects; the other skips.
 */
export function createPaymentsProcessor({ orm, logger, rail = createSandboxRail() }: PaymentsProcessorDeps) {
  return async function processPayments(job: PaymentsJob): Promise<PaymentsJobResult> {
    const { paymentId } = job.data;
    const em = orm.em.fork();
    const found = await loadPaymentForSettlement(em, paymentId);
    if (!found) return { status: 'skipped', reason: 'payment not found' };
    if (!SETTLEABLE_APPROVALS.includes(found.approvalStatus as (typeof SETTLEABLE_APPROVALS)[number]))
      return { status: 'skipped', reason: `approval ${found.approvalStatus}` };
    if (found.status !== 'pending' || found.settledAt)
      return { status: 'skipped', reason: 'already settled' };

    // Never paid unscreened: a payee whose screening has not landed, or predates the lists' last import, is
    // screened here first (the workers are where screening runs).
    await screenPayeeIfDue(em.fork(), found.supplier.id);
    if (await em.fork().transactional((tx) => failPaymentOnOpenHit(tx, paymentId, found.supplier.id)))
      return { status: 'failed', paymentId };

    let payment = (await em.fork().transactional((tx) => submitPayment(tx, paymentId)))?.payment ?? null;
    if (!payment) {
      // Claimed by an earlier run: one that is still running (a duplicate) or one whose worker died between
      // the claim and the outcome. Asking the rail again with the same key is safe; recording is once only.
      payment = await loadPaymentForSettlement(em.fork(), paymentId);
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

    const settled = await em.fork().transactional((tx) => settlePayment(tx, paymentId, outcome));
    if (!settled) return { status: 'skipped', reason: 'already settled' };
    return { status: outcome.status, paymentId };
  };
}
