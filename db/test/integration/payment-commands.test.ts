// The payments commands (@tradehub/db/domain) on real PostgreSQL: each writes its change with its timeline
// entry, audit row, activity, notifications and outbox rows in the caller's transaction, answers with what
// it caused, and refuses what the four-eyes rule and the settlement's states do not allow.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import { createTestDatabase, type TestDatabase } from '../../../infra/test-support/test-database.js';
import {
  approvePayment,
  createPayment,
  DomainError,
  rejectPayment,
  settlePayment,
  submitPayment,
  type NewPayment,
  type PaymentActor,
  type PaymentChange,
} from '../../src/domain/index.js';
import {
  AuditLogEntry,
  createOrmConfig,
  initOrm,
  OutboxMessage,
  Payment,
  runMigrations,
  Supplier,
  type MikroORM,
} from '../../src/index.js';

let database: TestDatabase;
let orm: MikroORM;
let creator: PaymentActor;
let approver: PaymentActor;
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

const inTransaction = <T>(work: (em: MikroORM['em']) => Promise<T>) =>
  orm.em.fork().transactional((tx) => work(tx as MikroORM['em']));

beforeAll(async () => {
  database = await createTestDatabase('payment-commands');
  orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 4 }));
  await runMigrations(orm);
  const em = orm.em.fork();
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
  const row = em.create(Supplier, {
    id: randomUUID(),
    organisation: owner.organisation,
    createdBy: owner.user,
    name: 'Command Supplier GmbH',
    location: 'Germany',
    countryCode: 'DE',
    category: 'Electronics',
    status: 'verified',
    riskScore: 'Low',
    screeningStatus: 'clear',
  });
  await em.flush();
  const actor = (userId: string, displayName: string, permissions: string[]): PaymentActor => ({
    userId,
    organisationId: owner.organisation.id,
    displayName,
    permissions,
  });
  creator = actor(owner.user.id, 'Olive Owner', ['Supplier Management']);
  approver = actor(member.user.id, 'Avery Approver', ['Payment Approval']);
  supplier = { id: row.id, name: row.name };
});

afterAll(async () => {
  await orm?.close();
  await database?.drop();
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
    const em = orm.em.fork();
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
    const written = await orm.em
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
    expect(outboxOf(settled!)).toEqual(['socket:payment:changed']);
    expect(
      await inTransaction((tx) => settlePayment(tx, payment.id, { status: 'failed', reason: 'late' })),
    ).toBeNull();
    const stored = await orm.em.fork().findOneOrFail(Payment, payment.id);
    expect(stored.events.map((entry) => entry.event)).toEqual(['created', 'submitted', 'completed']);
  });
});
