// The payments commands (@tradehub/db/domain) on real PostgreSQL: each writes its change with its timeline
// entry, audit row, activity, notifications and outbox rows in the caller's transaction, answers with what
// it caused, and refuses what the four-eyes rule and the settlement's states do not allow.
import { randomUUID } from 'node:crypto';
import type { OrganisationPolicies } from '@tradehub/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';
import {
  approvePayment,
  createPayment,
  DomainError,
  rejectPayment,
  settlePayment,
  submitPayment,
  type NewPayment,
  type PaymentChange,
  type SeatActor,
} from '../../src/domain/index.js';
import { AuditLogEntry, OutboxMessage, Payment } from '../../src/index.js';
import { useMigratedDatabase } from '../support/migrated-database.js';

const db = useMigratedDatabase('payment-commands');
const { inTransaction } = db;
let creator: SeatActor;
let approver: SeatActor;
let supplier: { id: string; name: string };

const outboxOf = (change: PaymentChange) =>
  change.events.outbox.map((row) => {
    const payload = row.payload as { event?: string; name?: string };
    return `${row.kind}:${payload.event ?? payload.name}`;
  });

const newPayment = (approvalRequired: boolean): NewPayment => ({
  supplier,
  quote: {
    amountMinor: 123_45,
    fxRate: null,
    baseAmountMinor: 123_45,
    feeMinor: 0,
    approvalsRequired: approvalRequired ? 1 : 0,
    approvalReasons: approvalRequired ? ['first_payment'] : [],
  },
  currency: 'USD',
  method: 'Bank Transfer',
  reference: 'INV-1',
  valueDate: '2026-11-21',
  idempotencyKey: randomUUID(),
});

beforeAll(async () => {
  const em = db.orm.em.fork();
  const owner = buildApprovedMember(em, {
    email: 'owner@example.com',
    passwordHash: 'x',
    fullName: 'Olive Owner',
    permissions: ['Supplier Management'],
  });
  const member = buildApprovedMember(em, {
    email: 'approver@example.com',
    passwordHash: 'x',
    fullName: 'Avery Approver',
    organisation: owner.organisation,
    permissions: ['Payment Approval'],
  });
  const row = buildSupplier(em, {
    organisation: owner.organisation,
    createdBy: owner.user,
    name: 'Command Supplier GmbH',
  });
  await em.flush();
  const actor = (userId: string, displayName: string, permissions: string[]): SeatActor => ({
    userId,
    organisationId: owner.organisation.id,
    displayName,
    permissions,
  });
  creator = actor(owner.user.id, 'Olive Owner', ['Supplier Management']);
  approver = actor(member.user.id, 'Avery Approver', ['Payment Approval']);
  supplier = { id: row.id, name: row.name };
});

describe('payments commands', () => {
  it('creates a payment awaiting approval: its approvers are told, nothing is settled yet', async () => {
    const change = await inTransaction((tx) => createPayment(tx, creator, newPayment(true)));
    expect(change.payment).toMatchObject({ status: 'pending', approvalStatus: 'awaiting' });
    expect(change.payment.events.map((entry) => [entry.event, entry.by])).toEqual([
      ['created', 'Olive Owner'],
      ['approval_requested', 'Olive Owner'],
    ]);
    expect(change.events.audit.map((entry) => entry.action)).toEqual(['payment.created']);
    expect(change.events.activities.map((activity) => activity.title)).toEqual(['Payment awaiting approval']);
    expect(change.events.notifications.map((notification) => notification.user.id)).toEqual([
      approver.userId,
    ]);
    expect(outboxOf(change)).toEqual(['socket:payment:changed']);
    // Written with the transaction.
    const em = db.orm.em.fork();
    expect(await em.count(AuditLogEntry, { entityId: change.payment.id })).toBe(1);
    expect(await em.count(OutboxMessage, { aggregateType: 'payment', aggregateId: change.payment.id })).toBe(
      1,
    );
  });

  it('creates a payment that needs no approval with its settlement job', async () => {
    const change = await inTransaction((tx) => createPayment(tx, creator, newPayment(false)));
    expect(change.payment.approvalStatus).toBe('not_required');
    expect(change.events.notifications).toEqual([]);
    expect(outboxOf(change)).toEqual(['socket:payment:changed', 'job:settle-payment']);
  });

  it('lets another member with Payment Approval approve, once, and queues the settlement', async () => {
    const { payment } = await inTransaction((tx) => createPayment(tx, creator, newPayment(true)));
    await expect(inTransaction((tx) => approvePayment(tx, creator, payment.id))).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'forbidden',
      statusCode: 403,
    });
    await expect(inTransaction((tx) => approvePayment(tx, approver, randomUUID()))).rejects.toBeInstanceOf(
      DomainError,
    );

    const change = await inTransaction((tx) => approvePayment(tx, approver, payment.id));
    expect(change.payment).toMatchObject({ approvalStatus: 'approved', status: 'pending' });
    expect(change.events.audit.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['payment.approved', approver.userId],
    ]);
    expect(change.events.notifications.map((notification) => notification.user.id)).toEqual([creator.userId]);
    expect(outboxOf(change)).toEqual(['socket:payment:changed', 'job:settle-payment']);
    // The payment's own rows first: a notification the relay cannot publish does not hold up the job.
    const written = await db.orm.em
      .fork()
      .find(OutboxMessage, { id: { $gte: change.events.outbox[0]!.id } }, { orderBy: { id: 'asc' } });
    expect(written.map((row) => row.aggregateType)).toEqual([
      'payment',
      'payment',
      'activity',
      'notification',
    ]);

    await expect(
      inTransaction((tx) => rejectPayment(tx, approver, payment.id, 'too late')),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'payment_not_awaiting_approval', statusCode: 409 });
  });

  it('rejects with the reason: the payment fails and is never settled', async () => {
    const { payment } = await inTransaction((tx) => createPayment(tx, creator, newPayment(true)));
    const change = await inTransaction((tx) => rejectPayment(tx, approver, payment.id, 'wrong supplier'));
    expect(change.payment).toMatchObject({
      approvalStatus: 'rejected',
      status: 'failed',
      failureReason: 'Rejected by Avery Approver: wrong supplier',
    });
    expect(outboxOf(change)).toEqual(['socket:payment:changed']);
    expect(await inTransaction((tx) => submitPayment(tx, payment.id))).toBeNull();
  });

  it('submits and settles once, as the system', async () => {
    const { payment } = await inTransaction((tx) => createPayment(tx, creator, newPayment(false)));
    const submitted = await inTransaction((tx) => submitPayment(tx, payment.id));
    expect(submitted?.payment.submittedAt).toBeInstanceOf(Date);
    expect(submitted?.events.audit.map((entry) => [entry.action, entry.actor])).toEqual([
      ['payment.submitted', null],
    ]);
    expect(await inTransaction((tx) => submitPayment(tx, payment.id))).toBeNull();

    const settled = await inTransaction((tx) => settlePayment(tx, payment.id, { status: 'completed' }));
    expect(settled?.payment.status).toBe('completed');
    expect(settled?.events.notifications.map((notification) => notification.title)).toEqual([
      'Payment completed',
    ]);
    // In the reader's language on the web: a message key with the amount in minor units and its currency.
    expect(settled?.events.activities.map(({ messageKey, params }) => ({ messageKey, params }))).toEqual([
      {
        messageKey: 'paymentCompleted',
        params: { amountMinor: payment.amountMinor, currency: payment.currency, supplier: supplier.name },
      },
    ]);
    expect(settled?.events.notifications.map(({ messageKey, params }) => ({ messageKey, params }))).toEqual([
      {
        messageKey: 'paymentCompleted',
        params: {
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          supplier: supplier.name,
        },
      },
    ]);
    expect(outboxOf(settled!)).toEqual(['socket:payment:changed']);
    expect(
      await inTransaction((tx) => settlePayment(tx, payment.id, { status: 'failed', reason: 'late' })),
    ).toBeNull();
    const stored = await db.orm.em.fork().findOneOrFail(Payment, payment.id);
    expect(stored.events.map((entry) => [entry.event, entry.messageKey])).toEqual([
      ['created', 'paymentCreated'],
      ['submitted', 'submitted'],
      ['completed', 'settled'],
    ]);
    expect(stored.events[0]!.params).toEqual({
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      method: payment.method,
    });
  });
});

describe('splitting a payment (issue 24 item 4)', () => {
  /** An organisation of its own: a maker, an approver, suppliers, and policies as given. */
  async function organisationWith(policies: Partial<OrganisationPolicies>) {
    const em = db.orm.em.fork();
    const owner = buildApprovedMember(em, {
      email: `split-maker-${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: 'x',
      fullName: 'Sam Splitter',
      permissions: ['Supplier Management'],
    });
    owner.organisation.policies = policies;
    buildApprovedMember(em, {
      email: `split-approver-${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: 'x',
      fullName: 'Avery Approver',
      organisation: owner.organisation,
      permissions: ['Payment Approval'],
    });
    const supplierRow = (name: string) =>
      buildSupplier(em, {
        organisation: owner.organisation,
        createdBy: owner.user,
        name,
      });
    const suppliers = [supplierRow('Split Supplier GmbH'), supplierRow('Other Supplier AG')];
    await em.flush();
    const maker: SeatActor = {
      userId: owner.user.id,
      organisationId: owner.organisation.id,
      displayName: 'Sam Splitter',
      permissions: ['Supplier Management'],
    };
    return { maker, suppliers: suppliers.map((row) => ({ id: row.id, name: row.name })) };
  }

  /** A payment as the gateway sends it: quoted by the bands and risk rules for its own amount (here none). */
  const quoted = (to: { id: string; name: string }, baseAmountMinor: number): NewPayment => ({
    supplier: to,
    quote: {
      amountMinor: baseAmountMinor,
      fxRate: null,
      baseAmountMinor,
      feeMinor: 0,
      approvalsRequired: 0,
      approvalReasons: [],
    },
    currency: 'USD',
    method: 'ACH',
    reference: null,
    valueDate: '2026-11-27',
    idempotencyKey: randomUUID(),
  });

  it('ten payments just under the band to one supplier: every one that takes the 24-hour sum over it needs approval', async () => {
    const { maker, suppliers } = await organisationWith({});
    const [acme] = suppliers;
    const made: PaymentChange[] = [];
    for (let i = 0; i < 10; i++)
      made.push(await inTransaction((tx) => createPayment(tx, maker, quoted(acme!, 999_900))));
    expect(made.map((change) => change.payment.approvalsRequired)).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const second = made[1]!.payment;
    expect(second).toMatchObject({ approvalStatus: 'awaiting', approvalReasons: ['recent_payments'] });
    expect(second.approvalBasis).toEqual({
      recentToSupplier: { supplierName: 'Split Supplier GmbH', count: 1, totalMinor: 1_999_800 },
      dailyLimit: null,
    });
    const requested = second.events.find((entry) => entry.event === 'approval_requested');
    expect(requested?.note).toBe(
      'recent_payments; together with 1 payment to Split Supplier GmbH in the last 24 hours: 19998.00 USD',
    );
    // In the reader's language on the web: the reasons as codes said in words, the basis with its money.
    expect(requested).toMatchObject({
      messageKey: 'approvalRequested',
      params: {
        approvalReasonCodeList: 'recent_payments',
        approvers: 1,
        recentCount: 1,
        recentSupplier: 'Split Supplier GmbH',
        recentTotalMinor: 1_999_800,
        currency: 'USD',
      },
    });
    expect(requested?.params).not.toHaveProperty('dailyUsedMinor');
    // The approvers are asked, as for any payment awaiting approval.
    expect(made[1]!.events.notifications.map((row) => row.title)).toEqual(['Payment awaiting approval']);
    expect(made[9]!.payment.approvalBasis?.recentToSupplier).toMatchObject({
      count: 9,
      totalMinor: 9_999_000,
    });

    // Another supplier is judged on its own; a failed (declined or rejected) payment paid nothing and
    // does not count.
    const other = await inTransaction((tx) => createPayment(tx, maker, quoted(suppliers[1]!, 999_900)));
    expect(other.payment.approvalsRequired).toBe(0);
    await inTransaction(async (tx) => {
      const failed = await tx.findOneOrFail(Payment, other.payment.id);
      failed.status = 'failed';
    });
    const afterFailed = await inTransaction((tx) => createPayment(tx, maker, quoted(suppliers[1]!, 999_900)));
    expect(afterFailed.payment.approvalsRequired).toBe(0);
  });

  it('holds what a member pays without approval in 24 hours to the daily limit', async () => {
    // No band asks for anyone: only the limit stands between the maker and any amount.
    const { maker, suppliers } = await organisationWith({
      approvalTiers: [{ fromMinor: 0, approvers: 0 }],
      dailyUnapprovedLimitMinor: 2_500_000,
    });
    const made: PaymentChange[] = [];
    for (let i = 0; i < 4; i++)
      made.push(await inTransaction((tx) => createPayment(tx, maker, quoted(suppliers[0]!, 900_000))));
    expect(made.map((change) => change.payment.approvalsRequired)).toEqual([0, 0, 1, 1]);
    expect(made[2]!.payment.approvalReasons).toEqual(['daily_limit']);
    expect(made[2]!.payment.approvalBasis).toEqual({
      recentToSupplier: null,
      dailyLimit: { usedMinor: 1_800_000, limitMinor: 2_500_000 },
    });
    // 18,000 + 7,000 is exactly the limit: allowed.
    const small = await inTransaction((tx) => createPayment(tx, maker, quoted(suppliers[1]!, 700_000)));
    expect(small.payment.approvalsRequired).toBe(0);
  });

  it('two payments written at the same instant do not both escape: the maker is locked while one is judged', async () => {
    const { maker, suppliers } = await organisationWith({});
    const [acme] = suppliers;
    const atOnce = await Promise.all(
      [1, 2, 3].map(() => inTransaction((tx) => createPayment(tx, maker, quoted(acme!, 999_900)))),
    );
    // Whichever was written first went alone; the others saw it.
    expect(atOnce.map((change) => change.payment.approvalsRequired).sort()).toEqual([0, 1, 1]);
  });
});
