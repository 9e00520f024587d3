// The batch commands: create a batch from a file's valid rows (one transaction, all its payments), approve
// it or reject it under the same rules as a single payment ('Payment Approval', the maker never approves,
// two approvals are two different people), and record each row's settlement until the batch completes.
import { queueStaleScreenings } from '../suppliers/rescreen-before-payment.js';
import { randomUUID } from 'node:crypto';
import { LockMode, Payment, PaymentBatch, ScreeningHit, Supplier, type EntityManager } from '../../index.js';
import { lockBillsToPay, recordBillAllocations, refreshBillsOfPayments } from '../bills/bill-payments.js';
import { DomainError, domainNotFound } from '../errors.js';
import { askApproversToApprove } from '../policies/ask-approvers.js';
import { approvalBasisText } from '../payments/approval-basis-text.js';
import { assertMayDecide } from '../payments/decision-rules.js';
import { paymentTimelineEntry } from '../payments/effects.js';
import { confirmRecentPayments } from '../policies/recent-payments.js';
import { openHitReason, SANCTIONS_HIT_OPEN } from '../suppliers/open-hit.js';
import { screeningPendingError } from '../suppliers/queue-screening.js';
import { BatchEffects, batchParams, batchText, pushBatchChanged, type BatchChange } from './batch-effects.js';
import type { BatchRowsAssessment } from './validate-rows/batch-row-types.js';
import { batchWebhookData } from './batch-webhooks.js';
import { recordWebhookEvent } from '../webhooks/record-event.js';
import type { SeatActor } from '../actor.js';

export const NO_VALID_ROWS = 'no_valid_rows';
export const DUPLICATE_BATCH_FILE = 'duplicate_batch_file';

export interface NewPaymentBatch {
  fileName: string;
  /** SHA-256 of the file's bytes, hex: the same file twice is refused (unique per organisation). */
  fileHash: string;
  /** validateBatchRows' answer for the file, just now. */
  assessment: BatchRowsAssessment;
}

/** A batch that paid nothing and never will: rejected, or every row failed. Its file may be uploaded again. */
export const batchPaidNothing = (batch: Pick<PaymentBatch, 'status' | 'rowCount' | 'failedCount'>) =>
  batch.status === 'rejected' || (batch.status === 'completed' && batch.failedCount === batch.rowCount);

/** The batch this file already made in the organisation, if any, whatever became of it. */
const findAnyBatchByFileHash = (em: EntityManager, organisationId: string, fileHash: string) =>
  em.findOne(PaymentBatch, { organisation: organisationId, fileHash });

/**
 * The batch this file already made in the organisation that makes it a duplicate: one that paid, or may still
 * pay. A file whose batch was rejected, or failed on every row, may be uploaded again.
 */
export async function findBatchByFileHash(em: EntityManager, organisationId: string, fileHash: string) {
  const earlier = await findAnyBatchByFileHash(em, organisationId, fileHash);
  return earlier && !batchPaidNothing(earlier) ? earlier : null;
}

/**
 * Keys stay unique (the file's hash per organisation, a row's content across them): an earlier batch that
 * paid nothing, and failed payments this batch pays again, keep theirs with a suffix naming the new batch, so
 * the record still says what they were and which batch tried again.
 */
async function releaseKeysOfFailedAttempts(
  em: EntityManager,
  organisationId: string,
  fileHash: string,
  batchId: string,
  retriedPaymentIds: string[],
): Promise<void> {
  const suffix = `#retried-by-batch:${batchId}`;
  const earlier = await findAnyBatchByFileHash(em, organisationId, fileHash);
  if (earlier) {
    if (!batchPaidNothing(earlier)) throw duplicateFileError(earlier);
    earlier.fileHash = `${earlier.fileHash}${suffix}`;
  }
  const retried = retriedPaymentIds.length
    ? await em.find(Payment, {
        id: { $in: retriedPaymentIds },
        organisation: organisationId,
        status: 'failed',
      })
    : [];
  for (const payment of retried) payment.idempotencyKey = `${payment.idempotencyKey}${suffix}`;
  // Before the new rows are inserted with the keys these gave up.
  await em.flush();
}

export const duplicateFileError = (earlier: Pick<PaymentBatch, 'id' | 'fileName' | 'createdAt'>) =>
  new DomainError(
    'conflict',
    DUPLICATE_BATCH_FILE,
    `This file was uploaded already: it made batch ${earlier.id} ('${earlier.fileName}') on ${earlier.createdAt.toISOString().slice(0, 10)}. Nothing was paid twice.`,
    'file',
  );

/**
 * A batch of the file's valid rows, each a pending payment (its row number kept), in the actor's
 * organisation. Awaiting approval when its total's band or a row's risk asks for approvers (who are
 * notified); else every row's settlement job is queued with it. A row that names a bill pays that much of
 * it (the bill is scheduled until the row settles, as a single payment's bills are).
 */
export async function createPaymentBatch(
  em: EntityManager,
  actor: SeatActor,
  input: NewPaymentBatch,
): Promise<BatchChange & { paymentIds: string[] }> {
  const { assessment } = input;
  if (assessment.valid.length === 0)
    throw new DomainError('invalid', NO_VALID_ROWS, 'The file has no valid rows: nothing to pay.', 'file');
  const batchId = randomUUID();
  await releaseKeysOfFailedAttempts(
    em,
    actor.organisationId,
    input.fileHash,
    batchId,
    assessment.valid.flatMap((row) => (row.retriesFailedPaymentId ? [row.retriesFailedPaymentId] : [])),
  );
  // What the maker's recent payments ask, judged again under the maker's lock as they are now.
  const approval = await confirmRecentPayments(em, {
    organisationId: actor.organisationId,
    makerId: actor.userId,
    base: assessment.beforeRecent,
    paidNow: assessment.paidNow,
  });
  const awaiting = approval.approvalsRequired > 0;
  const batch = em.create(PaymentBatch, {
    id: batchId,
    organisation: actor.organisationId,
    createdBy: actor.userId,
    fileName: input.fileName,
    fileHash: input.fileHash,
    status: awaiting ? 'awaiting_approval' : 'processing',
    rowCount: assessment.valid.length,
    totals: assessment.totals,
    baseCurrency: assessment.baseCurrency,
    baseTotalMinor: assessment.baseTotalMinor,
    approvalsRequired: approval.approvalsRequired,
    approvalReasons: [...approval.approvalReasons],
    approvalBasis: approval.approvalBasis,
    approvals: [],
  });
  // One multi-row insert rather than a thousand entities through the unit of work (the batch's own time
  // budget is 3 s for 1,000 rows); every column is given, as insertMany runs no onCreate hooks.
  await em.flush();
  const now = new Date();
  const rows = assessment.valid.map((row) => ({
    id: randomUUID(),
    organisation: actor.organisationId,
    createdBy: actor.userId,
    supplier: row.supplierId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    status: 'pending' as const,
    type: 'payment' as const,
    method: row.method,
    reference: row.reference,
    date: new Date(`${row.valueDate}T00:00:00.000Z`),
    approvalStatus: awaiting ? ('awaiting' as const) : ('not_required' as const),
    approvalReasons: [...approval.approvalReasons],
    approvalBasis: approval.approvalBasis,
    approvalsRequired: approval.approvalsRequired,
    approvals: [],
    feeMinor: row.feeMinor,
    fxRate: row.fxRate,
    baseAmountMinor: row.baseAmountMinor,
    idempotencyKey: row.idempotencyKey,
    batch: batch.id,
    batchRow: row.row,
    events: [
      row.retriesFailedPaymentId
        ? paymentTimelineEntry(
            'created',
            actor.displayName,
            `Row ${row.row} of batch '${input.fileName}', again after payment ${row.retriesFailedPaymentId} failed`,
            {
              key: 'batchRowRetried',
              params: { row: row.row, file: input.fileName, failedPayment: row.retriesFailedPaymentId },
            },
          )
        : paymentTimelineEntry('created', actor.displayName, `Row ${row.row} of batch '${input.fileName}'`, {
            key: 'batchRowCreated',
            params: { row: row.row, file: input.fileName },
          }),
    ],
    createdAt: now,
    updatedAt: now,
  }));
  // What rows pay of bills, checked again under the bills' row locks (in id order, as every locker takes
  // them): a payment made since the file was checked may have paid them.
  const billed = assessment.valid
    .flatMap((row, index) => (row.bill ? [{ row, billId: row.bill.id, paymentId: rows[index]!.id }] : []))
    .sort((a, b) => (a.billId < b.billId ? -1 : a.billId > b.billId ? 1 : 0));
  for (const { row, billId } of billed)
    await lockBillsToPay(
      em,
      actor.organisationId,
      { supplierId: row.supplierId, currency: row.currency, amountMinor: row.amountMinor },
      [{ billId, amountMinor: row.amountMinor }],
    );
  await em.insertMany(Payment, rows);
  const paymentIds = rows.map((row) => row.id);
  if (billed.length > 0) {
    for (const { row, billId, paymentId } of billed)
      recordBillAllocations(em, paymentId, [{ billId, amountMinor: row.amountMinor }]);
    await refreshBillsOfPayments(
      em,
      billed.map((entry) => entry.paymentId),
      actor,
    );
  }
  const text = batchText(batch);
  const reasons = [
    approval.approvalReasons.join(', '),
    ...(approval.approvalBasis ? [approvalBasisText(approval.approvalBasis, approval.baseCurrency)] : []),
  ].join('; ');
  const effects = new BatchEffects(em, batch, actor).audit('payment_batch.created', {
    status: { before: null, after: batch.status },
    fileName: { before: null, after: batch.fileName },
    rowCount: { before: null, after: batch.rowCount },
    baseTotalMinor: { before: null, after: batch.baseTotalMinor },
    currency: { before: null, after: batch.baseCurrency },
    approvalsRequired: { before: null, after: batch.approvalsRequired },
  });
  const params = { by: actor.displayName, ...batchParams(batch), file: batch.fileName };
  effects.activity({
    title: awaiting ? 'Batch payment awaiting approval' : 'Batch payment created',
    description: awaiting
      ? `${actor.displayName} uploaded ${text} from '${batch.fileName}'; it needs approval (${reasons}).`
      : `${actor.displayName} is paying ${text} from '${batch.fileName}'.`,
    messageKey: awaiting ? 'batchAwaitingApproval' : 'batchCreated',
    params,
    status: 'pending',
  });
  if (awaiting)
    await askApproversToApprove(em, effects, actor, {
      title: 'Batch payment awaiting approval',
      message: `${actor.displayName} asks you to approve ${text} from '${batch.fileName}'.`,
      messageKey: 'batchAwaitingApproval',
      params,
    });
  return { ...effects.done({ settle: awaiting ? [] : paymentIds }), paymentIds };
}

/** The batch's payments' ids, in row order. */
async function batchPaymentIds(em: EntityManager, batchId: string): Promise<string[]> {
  const rows = await em.find(Payment, { batch: batchId }, { fields: ['id'], orderBy: { batchRow: 'asc' } });
  return rows.map((row) => row.id);
}

/** The suppliers the batch's rows pay, each once. */
const batchSupplierIds = async (em: EntityManager, batchId: string) =>
  (
    await em
      .getConnection()
      .execute<{ supplier_id: string }[]>(
        'select distinct supplier_id from payment where batch_id = ?',
        [batchId],
        'all',
        em.getTransactionContext(),
      )
  ).map((row) => row.supplier_id);

/** A supplier of the batch whose sanctions screening has not landed (screened again since the upload). */
async function unscreenedSupplierInBatch(em: EntityManager, batchId: string) {
  const ids = await batchSupplierIds(em, batchId);
  if (ids.length === 0) return null;
  const [supplier] = await em.find(
    Supplier,
    { id: { $in: ids }, screeningStatus: { $in: ['pending', 'not_screened'] } },
    { orderBy: { name: 'asc' }, limit: 1 },
  );
  return supplier ?? null;
}

/** The strongest open sanctions match among the batch's suppliers, if any. */
async function openHitInBatch(em: EntityManager, batchId: string) {
  const ids = await batchSupplierIds(em, batchId);
  if (ids.length === 0) return null;
  const [hit] = await em.find(
    ScreeningHit,
    { status: 'open', supplier: { $in: ids } },
    { populate: ['entry'], orderBy: { score: 'desc', subjectName: 'asc' }, limit: 1 },
  );
  return hit ?? null;
}

async function decidePaymentBatch(
  em: EntityManager,
  actor: SeatActor,
  batchId: string,
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<BatchChange> {
  const batch = await em.findOne(
    PaymentBatch,
    { id: batchId, organisation: actor.organisationId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!batch) throw domainNotFound('Batch not found');
  assertMayDecide(
    actor,
    {
      kind: 'batch',
      createdById: batch.createdBy.id,
      status: batch.status,
      awaiting: batch.status === 'awaiting_approval',
      approvals: batch.approvals,
    },
    decision,
  );
  const approved = decision === 'approved';
  if (approved) {
    const hit = await openHitInBatch(em, batch.id);
    if (hit) throw new DomainError('conflict', SANCTIONS_HIT_OPEN, openHitReason(hit));
    const unscreened = await unscreenedSupplierInBatch(em, batch.id);
    if (unscreened) {
      // One never screened (older rows) is queued now, so the approval can follow once its result lands.
      await queueStaleScreenings(em, [unscreened]);
      throw screeningPendingError(unscreened);
    }
  }
  const now = new Date();
  const text = batchText(batch);
  const approval = { userId: actor.userId, name: actor.displayName, at: now.toISOString() };
  if (approved) {
    batch.approvals = [...batch.approvals, approval];
    const needed = Math.max(1, batch.approvalsRequired);
    const given = batch.approvals.length;
    if (given < needed)
      return new BatchEffects(em, batch, actor)
        .audit('payment_batch.approval_added', { approvals: { before: given - 1, after: given } })
        .announce({
          title: 'Batch payment approval added',
          messageKey: 'batchApprovalAdded',
          params: { by: actor.displayName, ...batchParams(batch), given, needed },
          activity: {
            description: `${actor.displayName} approved ${text} (${given} of ${needed}); it needs another approver.`,
            status: 'pending',
          },
          notice: {
            type: 'info',
            message: `${actor.displayName} approved your batch of ${text} (${given} of ${needed} approvals).`,
          },
        })
        .done();
  }
  const entry = paymentTimelineEntry(decision, actor.displayName, reason);
  if (approved) {
    batch.status = 'processing';
    await em.getConnection().execute(
      `update payment set approval_status = 'approved', approvals = ?::jsonb, approved_by_id = ?, approved_at = ?,
              events = events || ?::jsonb, updated_at = ?
        where batch_id = ? and approval_status = 'awaiting'`,
      [JSON.stringify(batch.approvals), actor.userId, now, JSON.stringify([entry]), now, batch.id],
      'run',
      em.getTransactionContext(),
    );
  } else {
    batch.status = 'rejected';
    batch.rejectionReason = reason;
    batch.failedCount = batch.rowCount;
    batch.completedAt = now;
    await em.getConnection().execute(
      `update payment set approval_status = 'rejected', status = 'failed', failure_reason = ?, approved_by_id = ?,
              approved_at = ?, settled_at = ?, events = events || ?::jsonb, updated_at = ?
        where batch_id = ? and approval_status = 'awaiting' and status = 'pending'`,
      [
        `Rejected by ${actor.displayName}: ${reason}`,
        actor.userId,
        now,
        now,
        JSON.stringify([entry]),
        now,
        batch.id,
      ],
      'run',
      em.getTransactionContext(),
    );
  }
  // A rejected batch pays nothing: what its rows were to pay of bills is open again.
  if (!approved) await refreshBillsOfPayments(em, await batchPaymentIds(em, batch.id), actor);
  return new BatchEffects(em, batch, actor)
    .audit(approved ? 'payment_batch.approved' : 'payment_batch.rejected', {
      status: { before: 'awaiting_approval', after: batch.status },
      ...(approved
        ? { approvals: { before: batch.approvals.length - 1, after: batch.approvals.length } }
        : { reason: { before: null, after: reason } }),
    })
    .announce({
      title: approved ? 'Batch payment approved' : 'Batch payment rejected',
      messageKey: approved ? 'batchApproved' : 'batchRejected',
      params: { by: actor.displayName, ...batchParams(batch), ...(approved ? {} : { reason: reason ?? '' }) },
      activity: {
        description: approved
          ? `${actor.displayName} approved ${text}; its rows are being paid.`
          : `${actor.displayName} rejected ${text}: ${reason}`,
        status: approved ? 'pending' : 'failed',
      },
      notice: {
        type: approved ? 'success' : 'alert',
        message: approved
          ? `${actor.displayName} approved your batch of ${text}.`
          : `${actor.displayName} rejected your batch of ${text}: ${reason}`,
      },
    })
    .done({ settle: approved ? await batchPaymentIds(em, batch.id) : [] });
}

/** Approves a batch awaiting approval; once its approvals are complete every row's settlement is queued. */
export const approvePaymentBatch = (em: EntityManager, actor: SeatActor, batchId: string) =>
  decidePaymentBatch(em, actor, batchId, 'approved', null);

/** Rejects a batch awaiting approval: every row fails with the reason, nothing is paid. */
export const rejectPaymentBatch = (em: EntityManager, actor: SeatActor, batchId: string, reason: string) =>
  decidePaymentBatch(em, actor, batchId, 'rejected', reason);

/** `batch:changed` pushes while a batch settles: about a hundred per batch, whatever its size. */
const progressStep = (rowCount: number) => Math.max(1, Math.ceil(rowCount / 100));

/**
 * Counts one row's settlement (completed or failed) on its batch, in the row's settlement transaction (so a
 * row counts once, as its settlement is recorded once). The counters move by an atomic update that also
 * completes the batch with its last row; progress is pushed every 1% or so, and always at the end.
 */
export async function recordBatchRowOutcome(
  em: EntityManager,
  batchId: string,
  outcome: 'completed' | 'failed',
): Promise<BatchChange | null> {
  const completed = outcome === 'completed' ? 1 : 0;
  const [row] = await em.getConnection().execute<
    {
      organisation_id: string;
      status: string;
      row_count: number;
      settled_count: number;
      failed_count: number;
    }[]
  >(
    `update payment_batch
        set settled_count = settled_count + ?, failed_count = failed_count + ?, updated_at = now(),
            status = case when settled_count + failed_count + 1 >= row_count then 'completed' else status end,
            completed_at = case when settled_count + failed_count + 1 >= row_count then now() else completed_at end
      where id = ? and status = 'processing'
      returning organisation_id, status, row_count, settled_count, failed_count`,
    [completed, 1 - completed, batchId],
    'all',
    em.getTransactionContext(),
  );
  if (!row) return null;
  if (row.status !== 'completed') {
    const done = row.settled_count + row.failed_count;
    if (done % progressStep(row.row_count) === 0)
      pushBatchChanged(em, {
        id: batchId,
        organisation: { id: row.organisation_id },
        status: row.status as PaymentBatch['status'],
        settledCount: row.settled_count,
        failedCount: row.failed_count,
        rowCount: row.row_count,
      });
    return null;
  }
  const batch = await em.findOneOrFail(PaymentBatch, batchId, { refresh: true });
  const text = batchText(batch);
  const outcomeText =
    batch.failedCount === 0
      ? 'every row was paid'
      : `${batch.settledCount} paid, ${batch.failedCount} failed`;
  const fileParams = { ...batchParams(batch), file: batch.fileName };
  const outcomeParams = { ...fileParams, settled: batch.settledCount, failed: batch.failedCount };
  const change = new BatchEffects(em, batch, null)
    .audit('payment_batch.completed', {
      status: { before: 'processing', after: 'completed' },
      settledCount: { before: null, after: batch.settledCount },
      failedCount: { before: null, after: batch.failedCount },
    })
    .activity({
      title: 'Batch payment completed',
      description: `${text} from '${batch.fileName}': ${outcomeText}.`,
      messageKey: batch.failedCount === 0 ? 'batchCompleted' : 'batchCompletedWithFailures',
      params: outcomeParams,
      status: batch.failedCount === 0 ? 'completed' : 'failed',
    })
    .notify({
      type: batch.failedCount === 0 ? 'success' : 'alert',
      title: 'Batch payment completed',
      message: `Your batch of ${text} from '${batch.fileName}' is done: ${outcomeText}.`,
      ...(batch.failedCount === 0
        ? { messageKey: 'batchCompleted', params: fileParams }
        : { messageKey: 'batchCompletedWithFailures', params: outcomeParams }),
    })
    .done();
  await recordWebhookEvent(em, {
    organisationId: batch.organisation.id,
    type: 'batch.completed',
    data: () => batchWebhookData(batch),
  });
  return change;
}
