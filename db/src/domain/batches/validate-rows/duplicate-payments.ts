// The same payment twice: within this file, or made already (from another file, or this one before). A
// row's idempotency key is the organisation and the row's content, so the same payment from any file of the
// organisation has the same key; a failed payment paid nothing, so the same row again is a retry.
import { createHash } from 'node:crypto';
import type { BatchRowParsed } from '@tradehub/contract';
import { Payment, type EntityManager } from '../../../index.js';
import type { BatchRowDraft, ValidBatchRow } from './batch-row-types.js';
import { problem, refuseRow } from './row-problem.js';

/** The idempotency key of a row's payment: the same payment from any file of the organisation has the same. */
export function batchRowIdempotencyKey(
  organisationId: string,
  row: Pick<BatchRowParsed, 'supplierId' | 'amountMinor' | 'currency' | 'method' | 'reference' | 'valueDate'>,
): string {
  const content = JSON.stringify([
    row.supplierId,
    row.amountMinor,
    row.currency,
    row.method,
    row.reference ?? '',
    row.valueDate,
  ]);
  return `${organisationId}:batch-row:${createHash('sha256').update(content).digest('hex')}`;
}

/** The rows still valid, each refused when it repeats a payment; what remains is the batch's payments. */
export async function refuseDuplicatePayments(
  em: EntityManager,
  organisationId: string,
  drafts: readonly BatchRowDraft[],
): Promise<ValidBatchRow[]> {
  const keyed = drafts.flatMap((draft) =>
    draft.parsed ? [{ draft, key: batchRowIdempotencyKey(organisationId, draft.parsed) }] : [],
  );
  const earlier = keyed.length
    ? await em.find(
        Payment,
        { idempotencyKey: { $in: keyed.map((entry) => entry.key) } },
        { fields: ['id', 'idempotencyKey', 'status', 'createdAt', 'batchRow'] },
      )
    : [];
  const earlierByKey = new Map(earlier.map((payment) => [payment.idempotencyKey!, payment]));
  const firstRowByKey = new Map<string, number>();
  const valid: ValidBatchRow[] = [];
  for (const { draft, key } of keyed) {
    const earlierPayment = earlierByKey.get(key);
    const paid = earlierPayment?.status === 'failed' ? undefined : earlierPayment;
    const firstRow = firstRowByKey.get(key);
    if (paid) {
      const date = paid.createdAt.toISOString().slice(0, 10);
      refuseRow(
        draft,
        'row',
        problem(
          'duplicate_paid',
          `Duplicate: the same payment (supplier, amount, currency, method, reference and value date) was made on ${date} (payment ${paid.id}, ${paid.status}).`,
          { date, paymentId: paid.id, status: paid.status },
        ),
      );
    } else if (firstRow !== undefined) {
      refuseRow(
        draft,
        'row',
        problem(
          'duplicate_row',
          `Duplicate: the same payment as row ${firstRow} (supplier, amount, currency, method, reference and value date).`,
          { row: firstRow },
        ),
      );
    } else {
      firstRowByKey.set(key, draft.input.row);
      valid.push({
        ...draft.parsed!,
        row: draft.input.row,
        idempotencyKey: key,
        ...(earlierPayment ? { retriesFailedPaymentId: earlierPayment.id } : {}),
      });
    }
  }
  return valid;
}
