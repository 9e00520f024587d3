// Batch payments' commands (issue 19 item 3) on real PostgreSQL: a file's rows validated against the
// organisation (each error naming its row and column), the batch approved by its total under the policy
// bands and the risk rules, by members who did not make it and are two different people, never created twice
// from one file nor paying a row twice, and completed as the payments queue settles its rows.
import { randomUUID } from 'node:crypto';
import type { BatchRowValues, OrganisationPolicies } from '@tradehub/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';
import {
  approvePaymentBatch,
  approvePayment,
  cancelBill,
  createBill,
  createPaymentBatch,
  rejectPaymentBatch,
  settlePayment,
  submitPayment,
  validateBatchRows,
  type BatchRowInput,
  type SeatActor,
} from '../../src/domain/index.js';
import {
  Activity,
  Bill,
  BillPayment,
  Organisation,
  OutboxMessage,
  Payment,
  PaymentBatch,
} from '../../src/index.js';
import { useMigratedDatabase } from '../support/migrated-database.js';

const db = useMigratedDatabase('payment-batches');
const { inTransaction } = db;
let maker: SeatActor;
let firstApprover: SeatActor;
let secondApprover: SeatActor;
let organisationId: string;
const suppliers: Record<'acme' | 'globex' | 'pending', { id: string; name: string }> = {} as never;

const row = (overrides: Partial<BatchRowValues> = {}): BatchRowValues => ({
  supplier: 'Acme Parts GmbH',
  amount: '100.00',
  currency: 'USD',
  method: 'ACH',
  reference: `INV-${randomUUID().slice(0, 8)}`,
  valueDate: '2026-12-01',
  ...overrides,
});
const numbered = (values: BatchRowValues[]): BatchRowInput[] =>
  values.map((v, index) => ({ row: index + 2, values: v }));

async function setPolicies(policies: Partial<OrganisationPolicies>) {
  const em = db.orm.em.fork();
  const organisation = await em.findOneOrFail(Organisation, organisationId);
  organisation.policies = policies;
  await em.flush();
}

const validate = (values: BatchRowValues[], actor = maker) =>
  validateBatchRows(db.orm.em.fork(), {
    organisationId,
    makerId: actor.userId,
    rows: numbered(values),
    rates: { USD: 1, EUR: 0.5 },
  });

/** The maker creates a batch of a checked file (of a new content unless `fileHash` is given). */
const createBatch = (
  assessment: Awaited<ReturnType<typeof validate>>,
  fileName = 'pay.csv',
  fileHash: string = randomUUID(),
) => inTransaction((tx) => createPaymentBatch(tx, maker, { fileName, fileHash, assessment }));

async function makeBatch(values: BatchRowValues[]) {
  return createBatch(await validate(values));
}

const noRiskRules = { firstPayment: 'off', newBankDetails: 'off', countryMismatch: 'off' } as const;

/** No risk rule applies; `approvalTiers` are the bands when given, else the organisation's default ones. */
const useBands = (approvalTiers?: OrganisationPolicies['approvalTiers']) =>
  setPolicies({ riskRules: noRiskRules, ...(approvalTiers ? { approvalTiers } : {}) });
/** One approver from 1,000.00 up, none below. */
const ONE_APPROVER_FROM_1000 = [
  { fromMinor: 0, approvers: 0 },
  { fromMinor: 100_000, approvers: 1 },
];

/** A verified supplier of the organisation, added by the maker. */
async function addSupplier(name: string) {
  const em = db.orm.em.fork();
  buildSupplier(em, { organisation: organisationId, createdBy: maker.userId, name });
  await em.flush();
}

/** Submits and settles each payment as the payments queue does; the sandbox declines amounts ending in .13. */
async function settleAsTheQueueDoes(paymentIds: readonly string[]) {
  const settled = [];
  for (const paymentId of paymentIds) {
    const payment = await db.orm.em.fork().findOneOrFail(Payment, paymentId);
    await inTransaction((tx) => submitPayment(tx, paymentId));
    settled.push(
      await inTransaction((tx) =>
        settlePayment(
          tx,
          paymentId,
          payment.amountMinor % 100 === 13
            ? { status: 'failed', reason: 'declined' }
            : { status: 'completed' },
        ),
      ),
    );
  }
  return settled;
}

beforeAll(async () => {
  const em = db.orm.em.fork();
  const owner = buildApprovedMember(em, {
    email: 'maker@example.com',
    passwordHash: 'x',
    fullName: 'Mia Maker',
    permissions: ['Payment Approval'],
  });
  const one = buildApprovedMember(em, {
    email: 'one@example.com',
    passwordHash: 'x',
    fullName: 'Ann One',
    organisation: owner.organisation,
    permissions: ['Payment Approval'],
  });
  const two = buildApprovedMember(em, {
    email: 'two@example.com',
    passwordHash: 'x',
    fullName: 'Ben Two',
    organisation: owner.organisation,
    permissions: ['Payment Approval'],
  });
  const supplier = (name: string, status: 'verified' | 'pending') =>
    buildSupplier(em, {
      organisation: owner.organisation,
      createdBy: owner.user,
      name,
      status,
    });
  const acme = supplier('Acme Parts GmbH', 'verified');
  const globex = supplier('Globex Metals', 'verified');
  const pending = supplier('Pending Plastics', 'pending');
  await em.flush();
  organisationId = owner.organisation.id;
  const actor = (userId: string, displayName: string): SeatActor => ({
    userId,
    organisationId,
    displayName,
    permissions: ['Payment Approval'],
  });
  maker = actor(owner.user.id, 'Mia Maker');
  firstApprover = actor(one.user.id, 'Ann One');
  secondApprover = actor(two.user.id, 'Ben Two');
  suppliers.acme = acme;
  suppliers.globex = globex;
  suppliers.pending = pending;
});

describe('validating a batch file', () => {
  it('names each bad row and column and keeps the good rows, with totals per currency', async () => {
    await useBands();
    const answer = await validate([
      row({ amount: '10.50' }),
      row({ supplier: 'Nobody Ltd' }),
      row({ supplier: 'Pending Plastics' }),
      row({ amount: '1.005' }),
      row({ currency: 'XYZ' }),
      row({ method: 'Carrier pigeon' }),
      row({ valueDate: '2026-02-30' }),
      row({ reference: '=HYPERLINK("http://evil")' }),
      row({ supplier: suppliers.globex.id, amount: '20', currency: 'EUR', method: 'wire transfer' }),
    ]);
    expect(answer.rows.map((r) => [r.row, r.errors.map((e) => e.column)])).toEqual([
      [2, []],
      [3, ['supplier']],
      [4, ['supplier']],
      [5, ['amount']],
      [6, ['currency']],
      [7, ['method']],
      [8, ['valueDate']],
      [9, ['reference']],
      [10, []],
    ]);
    expect(answer.rows[1]!.errors[0]!.message).toContain("no supplier is named or has the id 'Nobody Ltd'");
    expect(answer.rows[2]!.errors[0]!.message).toContain('pending verification');
    expect(answer.rows[3]!.errors[0]!.message).toContain('at most 2 decimals');
    expect(answer.rows[7]!.errors[0]!.message).toContain('formula');
    expect(answer.rows[8]!.parsed).toMatchObject({
      supplierName: 'Globex Metals',
      amountMinor: 2000,
      currency: 'EUR',
      method: 'Wire Transfer',
      baseAmountMinor: 4000,
    });
    expect(answer.totals).toEqual([
      { currency: 'USD', amountMinor: 1050 },
      { currency: 'EUR', amountMinor: 2000 },
    ]);
    expect(answer.baseTotalMinor).toBe(1050 + 4000);
    expect(answer.valid).toHaveLength(2);
  });

  it('applies the approval bands to the batch total in the base currency, not to each row', async () => {
    await useBands([...ONE_APPROVER_FROM_1000, { fromMinor: 500_000, approvers: 2 }]);
    const small = await validate([row({ amount: '400' }), row({ amount: '500' })]);
    expect(small.approvalsRequired).toBe(0);
    const over = await validate([row({ amount: '600' }), row({ amount: '600' })]);
    expect([over.approvalsRequired, over.approvalReasons]).toEqual([1, ['over_threshold']]);
    const large = await validate(Array.from({ length: 6 }, () => row({ amount: '900' })));
    expect(large.approvalsRequired).toBe(2);
  });

  it('needs an approver when a row matches an enforced risk rule, whatever the total', async () => {
    await setPolicies({ riskRules: { ...noRiskRules, firstPayment: 'always' } });
    const answer = await validate([row({ amount: '1.00' })]);
    expect([answer.approvalsRequired, answer.approvalReasons]).toEqual([1, ['first_payment']]);
  });
});

describe('batch commands', () => {
  it('refuses the same file twice, naming the earlier batch', async () => {
    await useBands();
    const assessment = await validate([row()]);
    const fileHash = randomUUID();
    const first = await createBatch(assessment, 'same.csv', fileHash);
    await expect(createBatch(assessment, 'same.csv', fileHash)).rejects.toMatchObject({
      statusCode: 409,
      code: 'duplicate_batch_file',
      message: expect.stringContaining(first.batch.id),
    });
  });

  it('reports a row already paid through another file as a duplicate row, and a row repeated in the file', async () => {
    await useBands();
    const paid = row({ reference: 'INV-SAME' });
    await makeBatch([paid]);
    const answer = await validate([
      row({ reference: 'INV-SAME' }),
      row({ reference: 'INV-NEW' }),
      row({ reference: 'INV-NEW' }),
    ]);
    expect(answer.rows.map((r) => r.errors.map((e) => e.column))).toEqual([['row'], [], ['row']]);
    expect(answer.rows[0]!.errors[0]!.message).toMatch(/^Duplicate: the same payment .* was made on/);
    expect(answer.rows[2]!.errors[0]!.message).toContain('the same payment as row 3');
    expect(answer.valid.map((v) => v.row)).toEqual([3]);
  });

  it('is approved as a batch: never by its maker, two approvals from two different people, then settled row by row', async () => {
    await useBands([
      { fromMinor: 0, approvers: 0 },
      { fromMinor: 100_000, approvers: 2 },
    ]);
    const { batch, paymentIds, events } = await makeBatch([
      row({ amount: '600.00' }),
      row({ amount: '500.13' }),
      row({ supplier: 'Globex Metals', amount: '10.00' }),
    ]);
    expect(batch).toMatchObject({ status: 'awaiting_approval', approvalsRequired: 2, rowCount: 3 });
    expect(events.notifications.map((n) => n.user.id).sort()).toEqual(
      [firstApprover.userId, secondApprover.userId].sort(),
    );
    expect(events.outbox.map((m) => (m.payload as { event?: string }).event)).toEqual(['batch:changed']);
    // A row is approved with its batch, not on its own.
    await expect(
      inTransaction((tx) => approvePayment(tx, firstApprover, paymentIds[0]!)),
    ).rejects.toMatchObject({
      code: 'payment_in_batch',
    });
    await expect(inTransaction((tx) => approvePaymentBatch(tx, maker, batch.id))).rejects.toMatchObject({
      statusCode: 403,
    });
    const first = await inTransaction((tx) => approvePaymentBatch(tx, firstApprover, batch.id));
    expect(first.batch.status).toBe('awaiting_approval');
    await expect(
      inTransaction((tx) => approvePaymentBatch(tx, firstApprover, batch.id)),
    ).rejects.toMatchObject({
      code: 'already_approved_by_you',
    });
    const second = await inTransaction((tx) => approvePaymentBatch(tx, secondApprover, batch.id));
    expect(second.batch.status).toBe('processing');
    expect(second.events.audit.map((a) => a.action)).toEqual(['payment_batch.approved']);
    const jobs = second.events.outbox.filter((m) => m.kind === 'job');
    expect(jobs.map((m) => (m.payload as { data: { paymentId: string } }).data.paymentId)).toEqual(
      paymentIds,
    );
    const rows = await db.orm.em.fork().find(Payment, { batch: batch.id }, { orderBy: { batchRow: 'asc' } });
    expect(rows.map((p) => [p.batchRow, p.approvalStatus, p.approvals.length])).toEqual([
      [2, 'approved', 2],
      [3, 'approved', 2],
      [4, 'approved', 2],
    ]);

    // Settled as the payments queue does it; the sandbox declines the amount ending in .13.
    for (const settled of await settleAsTheQueueDoes(rows.map((payment) => payment.id))) {
      // Rows speak through their batch: no activity or notification per row.
      expect(settled?.events.activities).toEqual([]);
      expect(settled?.events.notifications).toEqual([]);
    }
    const done = await db.orm.em.fork().findOneOrFail(PaymentBatch, batch.id);
    expect(done).toMatchObject({ status: 'completed', settledCount: 2, failedCount: 1 });
    expect(done.completedAt).toBeInstanceOf(Date);
    const pushes = await db.orm.em
      .fork()
      .find(
        OutboxMessage,
        { aggregateType: 'payment_batch', aggregateId: batch.id },
        { orderBy: { id: 'asc' } },
      );
    expect(pushes.at(-1)!.payload).toMatchObject({
      event: 'batch:changed',
      args: [{ batchId: batch.id, status: 'completed', settled: 2, failed: 1, total: 3 }],
    });
    const activity = await db.orm.em
      .fork()
      .findOneOrFail(Activity, { relatedId: batch.id, title: 'Batch payment completed' });
    expect(activity.description).toContain('2 paid, 1 failed');
  });

  it('rejects a batch with the reason: every row fails, nothing settles', async () => {
    await useBands([{ fromMinor: 0, approvers: 1 }]);
    const { batch, paymentIds } = await makeBatch([row({ supplier: 'Globex Metals', amount: '3.00' })]);
    expect(batch.status).toBe('awaiting_approval');
    const rejected = await inTransaction((tx) =>
      rejectPaymentBatch(tx, firstApprover, batch.id, 'wrong file'),
    );
    expect(rejected.batch).toMatchObject({
      status: 'rejected',
      rejectionReason: 'wrong file',
      failedCount: 1,
    });
    expect(rejected.events.outbox.filter((m) => m.kind === 'job')).toEqual([]);
    const payment = await db.orm.em.fork().findOneOrFail(Payment, paymentIds[0]!);
    expect(payment).toMatchObject({
      status: 'failed',
      approvalStatus: 'rejected',
      failureReason: 'Rejected by Ann One: wrong file',
    });
    expect(await inTransaction((tx) => submitPayment(tx, payment.id))).toBeNull();
  });

  it("takes a rejected batch's file again, paying again its failed rows, and keeps refusing what may pay", async () => {
    await useBands([{ fromMinor: 0, approvers: 1 }]);
    const retried = row({ reference: 'INV-RETRY' });
    const underway = row({ reference: 'INV-UNDERWAY' });
    const fileHash = randomUUID();
    const first = await createBatch(await validate([retried]), 'retry.csv', fileHash);
    await inTransaction((tx) => rejectPaymentBatch(tx, firstApprover, first.batch.id, 'wrong date'));
    // A payment of other content on its way, made by another batch: not failed, so never paid twice.
    await useBands([{ fromMinor: 0, approvers: 0 }]);
    await makeBatch([underway]);

    const again = await validate([retried, underway]);
    expect(again.rows.map((r) => r.errors.map((e) => e.code))).toEqual([[], ['duplicate_paid']]);
    expect(again.valid).toMatchObject([{ row: 2, retriesFailedPaymentId: first.paymentIds[0] }]);
    const second = await createBatch(again, 'retry.csv', fileHash);

    const em = db.orm.em.fork();
    const [failed, paidAgain] = await Promise.all([
      em.findOneOrFail(Payment, first.paymentIds[0]!),
      em.findOneOrFail(Payment, second.paymentIds[0]!),
    ]);
    expect(paidAgain.idempotencyKey).toBe(again.valid[0]!.idempotencyKey);
    expect(failed.idempotencyKey).toBe(`${paidAgain.idempotencyKey}#retried-by-batch:${second.batch.id}`);
    expect(paidAgain.events[0]!.note).toContain(`again after payment ${failed.id} failed`);
    const earlierBatch = await em.findOneOrFail(PaymentBatch, first.batch.id);
    expect(earlierBatch.fileHash).toBe(`${fileHash}#retried-by-batch:${second.batch.id}`);
    // The new batch may still pay: its file and its row are duplicates now.
    await expect(createBatch(again, 'retry.csv', fileHash)).rejects.toMatchObject({
      code: 'duplicate_batch_file',
      message: expect.stringContaining(second.batch.id),
    });
    expect((await validate([retried])).rows[0]!.errors.map((e) => e.code)).toEqual(['duplicate_paid']);
  });
});

describe("a batch and the maker's recent payments (issue 24 item 4)", () => {
  it("counts its rows to a supplier with the maker's payments to it in the last 24 hours, and holds its total to the daily limit", async () => {
    await useBands(ONE_APPROVER_FROM_1000);
    await addSupplier('Initech Tools');
    const first = await makeBatch([row({ supplier: 'Initech Tools', amount: '700.00' })]);
    expect(first.batch.approvalsRequired).toBe(0);

    // The next file keeps its total (500.00) under the 1,000.00 band, but its row to Initech makes 1,100.00
    // with the 700.00 paid a moment ago: split across files is still one amount to one supplier.
    const rows = [
      row({ supplier: 'Initech Tools', amount: '400.00' }),
      row({ supplier: 'Globex Metals', amount: '100.00' }),
    ];
    const assessment = await validate(rows);
    expect(assessment).toMatchObject({
      baseTotalMinor: 50_000,
      approvalsRequired: 1,
      approvalReasons: ['recent_payments'],
      approvalBasis: {
        recentToSupplier: { supplierName: 'Initech Tools', count: 1, totalMinor: 110_000 },
        dailyLimit: null,
      },
    });
    const second = await createBatch(assessment, 'split.csv');
    expect(second.batch).toMatchObject({ status: 'awaiting_approval', approvalReasons: ['recent_payments'] });
    const stored = await db.orm.em.fork().find(Payment, { batch: second.batch.id });
    expect(stored.map((payment) => payment.approvalBasis?.recentToSupplier?.totalMinor)).toEqual([
      110_000, 110_000,
    ]);

    // A daily limit of 0: nothing is paid without approval, a batch included.
    await setPolicies({
      riskRules: noRiskRules,
      approvalTiers: [{ fromMinor: 0, approvers: 0 }],
      dailyUnapprovedLimitMinor: 0,
    });
    const limited = await validate([row({ supplier: 'Globex Metals', amount: '1.00' })]);
    expect([limited.approvalsRequired, limited.approvalReasons]).toEqual([1, ['daily_limit']]);
  });

  it('judges the recent payments again when the batch is written, as they are then', async () => {
    await useBands(ONE_APPROVER_FROM_1000);
    await addSupplier('Umbrella Fittings');
    // Two files validated before either is created: each alone is under the band.
    const one = await validate([row({ supplier: 'Umbrella Fittings', amount: '600.00' })]);
    const two = await validate([row({ supplier: 'Umbrella Fittings', amount: '600.00' })]);
    expect([one.approvalsRequired, two.approvalsRequired]).toEqual([0, 0]);
    const created = await Promise.all([one, two].map((assessment) => createBatch(assessment, 'race.csv')));
    expect(created.map((change) => change.batch.approvalsRequired).sort()).toEqual([0, 1]);
  });
});

describe('a batch row that names its bill (issue 25)', () => {
  /** An invoice of the supplier's, under a new reference. */
  const newBill = async (supplierId: string, currency: string, amount: string) =>
    (
      await inTransaction((tx) =>
        createBill(
          tx,
          maker,
          {
            supplierId,
            kind: 'invoice',
            reference: `B-${randomUUID().slice(0, 6)}`,
            currency,
            amount,
            issueDate: '2026-11-01',
            dueDate: '2026-12-15',
            budgetRate: '1.1',
          },
          { USD: 1, EUR: 0.5 },
        ),
      )
    ).bill;
  const billOf = (id: string) => db.orm.em.fork().findOneOrFail(Bill, id);

  it('checks the bill a row names: its supplier, currency, what is left to pay, once per file', async () => {
    await useBands([{ fromMinor: 0, approvers: 0 }]);
    const bill = await newBill(suppliers.acme.id, 'EUR', '500.00');
    const cancelled = await newBill(suppliers.acme.id, 'EUR', '10.00');
    await inTransaction((tx) => cancelBill(tx, maker, cancelled.id));
    const eur = { currency: 'EUR' };
    const answer = await validate([
      row({ ...eur, amount: '200.00', bill: bill.reference }),
      row({ ...eur, amount: '100.00', bill: bill.id }),
      row({ ...eur, amount: '600.00', bill: bill.id }),
      row({ ...eur, supplier: 'Globex Metals', amount: '5.00', bill: bill.id }),
      row({ amount: '5.00', bill: bill.id }),
      row({ ...eur, amount: '5.00', bill: cancelled.reference }),
      row({ ...eur, amount: '5.00', bill: 'NO-SUCH-BILL' }),
      row({ ...eur, amount: '7.00', bill: '' }),
    ]);
    expect(answer.rows.map((r) => r.errors.map((e) => `${e.column}:${e.code}`))).toEqual([
      [],
      ['bill:bill_twice'],
      ['bill:bill_amount_over'],
      ['bill:bill_other_supplier'],
      ['bill:bill_other_currency'],
      ['bill:bill_closed'],
      ['bill:bill_unknown'],
      [],
    ]);
    expect(answer.rows[0]!.parsed!.bill).toEqual({ id: bill.id, reference: bill.reference });
    expect(answer.rows[2]!.errors[0]!.params).toMatchObject({ open: '500.00', currency: 'EUR' });
    expect(answer.rows[7]!.parsed!.bill).toBeNull();
    expect(answer.valid.map((r) => r.row)).toEqual([2, 9]);
  });

  it('pays the bills its rows name: scheduled with the batch, paid as the rows settle, open again if one fails', async () => {
    await useBands([{ fromMinor: 0, approvers: 0 }]);
    const whole = await newBill(suppliers.acme.id, 'EUR', '300.00');
    const part = await newBill(suppliers.globex.id, 'USD', '80.00');
    const declined = await newBill(suppliers.globex.id, 'USD', '50.00');
    const { batch, paymentIds } = await makeBatch([
      row({ currency: 'EUR', amount: '300.00', reference: whole.reference, bill: whole.id }),
      row({ supplier: 'Globex Metals', amount: '30.00', reference: part.reference, bill: part.reference }),
      // The sandbox declines an amount ending in .13.
      row({ supplier: 'Globex Metals', amount: '20.13', reference: declined.reference, bill: declined.id }),
    ]);
    expect(batch.status).toBe('processing');
    const links = await db.orm.em.fork().find(BillPayment, { payment: { $in: paymentIds } });
    expect(links.map((link) => [link.bill.id, link.amountMinor]).sort()).toEqual(
      [
        [whole.id, 30000],
        [part.id, 3000],
        [declined.id, 2013],
      ].sort(),
    );
    expect(await billOf(whole.id)).toMatchObject({
      status: 'scheduled',
      scheduledMinor: 30000,
      paidMinor: 0,
    });
    expect(await billOf(part.id)).toMatchObject({ status: 'scheduled', scheduledMinor: 3000 });
    const changed = await db.orm.em
      .fork()
      .find(OutboxMessage, { aggregateType: 'bill', aggregateId: whole.id }, { orderBy: { id: 'asc' } });
    expect(changed.at(-1)!.payload).toMatchObject({
      event: 'bill:changed',
      args: [{ billId: whole.id, status: 'scheduled' }],
    });

    await settleAsTheQueueDoes(paymentIds);
    expect(await billOf(whole.id)).toMatchObject({ status: 'paid', paidMinor: 30000, scheduledMinor: 0 });
    expect(await billOf(part.id)).toMatchObject({
      status: 'partly_paid',
      paidMinor: 3000,
      scheduledMinor: 0,
    });
    expect(await billOf(declined.id)).toMatchObject({ status: 'open', paidMinor: 0, scheduledMinor: 0 });

    // What is paid is no longer open: the same bill again is refused, naming what is left.
    const again = await validate([
      row({ supplier: 'Globex Metals', amount: '60.00', reference: 'again', bill: part.id }),
    ]);
    expect(again.rows[0]!.errors.map((e) => [e.code, e.params['open']])).toEqual([
      ['bill_amount_over', '50.00'],
    ]);
  });

  it('refuses the batch when a bill was paid by another payment since the file was checked', async () => {
    await useBands([{ fromMinor: 0, approvers: 0 }]);
    const bill = await newBill(suppliers.acme.id, 'USD', '40.00');
    const first = await validate([row({ amount: '40.00', reference: 'first', bill: bill.id })]);
    const second = await validate([row({ amount: '40.00', reference: 'second', bill: bill.id })]);
    await createBatch(first, 'one.csv');
    await expect(createBatch(second, 'two.csv')).rejects.toMatchObject({ code: 'invalid_bills' });
    expect(await billOf(bill.id)).toMatchObject({ status: 'scheduled', scheduledMinor: 4000 });
    expect(await db.orm.em.fork().count(PaymentBatch, { fileName: 'two.csv' })).toBe(0);
  });
});
