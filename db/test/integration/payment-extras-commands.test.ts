// The payments area's commands beside the payment itself (@tradehub/db/domain), on real PostgreSQL: a
// payment request and connecting a payment method write their change with the audit row and activity in
// the caller's transaction; the sandbox's methods are stored on the first read; another organisation's
// method is not found.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import {
  connectPaymentMethod,
  createPaymentRequest,
  ensurePaymentMethods,
  newPaymentRequestReference,
  type SeatActor,
} from '../../src/domain/index.js';
import { Activity, AuditLogEntry, PaymentMethod, PaymentRequest } from '../../src/index.js';
import { useMigratedDatabase } from '../support/migrated-database.js';

const db = useMigratedDatabase('payment-extras-commands');
const { inTransaction } = db;
let owner: SeatActor;
let stranger: SeatActor;

beforeAll(async () => {
  const em = db.orm.em.fork();
  const first = buildApprovedMember(em, {
    email: 'owner@example.com',
    passwordHash: 'x',
    fullName: 'Olive Owner',
  });
  const other = buildApprovedMember(em, {
    email: 'stranger@example.com',
    passwordHash: 'x',
    businessName: 'Other Imports',
  });
  await em.flush();
  owner = {
    userId: first.user.id,
    organisationId: first.organisation.id,
    displayName: 'Olive Owner',
    permissions: [],
  };
  stranger = {
    userId: other.user.id,
    organisationId: other.organisation.id,
    displayName: 'Sam Stranger',
    permissions: [],
  };
});

describe('payment requests', () => {
  it('draws short, unambiguous references', () => {
    for (let i = 0; i < 50; i++) expect(newPaymentRequestReference()).toMatch(/^PR-[2-9A-HJKMNP-Z]{6}$/);
  });

  it('creates an open request with its audit row and activity', async () => {
    const change = await inTransaction(async (tx) =>
      createPaymentRequest(tx, owner, {
        payerName: 'Acme Imports',
        payerEmail: 'ap@acme.example',
        amountMinor: 500_00,
        currency: 'EUR',
        dueDate: '2026-12-31',
        note: 'Invoice 42',
      }),
    );
    const { request } = change;
    expect(request).toMatchObject({
      amountMinor: 500_00,
      currency: 'EUR',
      status: 'open',
      note: 'Invoice 42',
    });
    expect(request.reference).toMatch(/^PR-[0-9A-Z]{6}$/);
    expect(request.dueDate?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(change.events.audit.map((entry) => [entry.action, entry.entityType, entry.entityId])).toEqual([
      ['payment_request.created', 'payment_request', request.id],
    ]);
    expect(change.events.audit[0]!.changes).toEqual({
      reference: { before: null, after: request.reference },
    });
    expect(change.events.activities.map((activity) => [activity.type, activity.description])).toEqual([
      ['transaction', `Olive Owner requested 500.00 EUR from Acme Imports (${request.reference}).`],
    ]);
    expect(change.events.outbox).toEqual([]);

    const em = db.orm.em.fork();
    expect(await em.count(PaymentRequest, { id: request.id, organisation: owner.organisationId })).toBe(1);
    expect(await em.count(AuditLogEntry, { action: 'payment_request.created', entityId: request.id })).toBe(
      1,
    );
    expect(await em.count(Activity, { relatedId: request.id, title: 'Payment requested' })).toBe(1);
  });
});

describe('payment methods', () => {
  it("stores the sandbox's three methods on the first read, once", async () => {
    const first = await inTransaction((tx) => ensurePaymentMethods(tx, owner));
    expect(first.map((method) => [method.label, method.connected])).toEqual([
      ['Bank Account', true],
      ['Credit Card', true],
      ['Digital Wallet', false],
    ]);
    const again = await inTransaction((tx) => ensurePaymentMethods(tx, owner));
    expect(again.map((method) => method.id)).toEqual(first.map((method) => method.id));
    expect(await db.orm.em.fork().count(PaymentMethod, { organisation: owner.organisationId })).toBe(3);
  });

  it('connects a method once, with its effects; a connected one causes nothing', async () => {
    const methods = await inTransaction((tx) => ensurePaymentMethods(tx, owner));
    const wallet = methods.find((method) => method.kind === 'digital_wallet')!;

    const change = await inTransaction((tx) => connectPaymentMethod(tx, owner, wallet.id));
    expect(change.method).toMatchObject({ id: wallet.id, connected: true, details: { sandbox: true } });
    expect(change.events.audit.map((entry) => [entry.action, entry.entityId, entry.changes])).toEqual([
      ['payment_method.connected', wallet.id, { connected: { before: false, after: true } }],
    ]);
    expect(change.events.activities.map((activity) => activity.description)).toEqual([
      'Olive Owner connected Digital Wallet (sandbox).',
    ]);
    expect((await db.orm.em.fork().findOneOrFail(PaymentMethod, wallet.id)).connected).toBe(true);

    const again = await inTransaction((tx) => connectPaymentMethod(tx, owner, wallet.id));
    expect(again.method.connected).toBe(true);
    expect(again.events).toEqual({ audit: [], activities: [], notifications: [], outbox: [] });
    expect(await db.orm.em.fork().count(AuditLogEntry, { entityId: wallet.id })).toBe(1);
  });

  it("refuses another organisation's method and an unknown one", async () => {
    const [bank] = await inTransaction((tx) => ensurePaymentMethods(tx, owner));
    await expect(inTransaction((tx) => connectPaymentMethod(tx, stranger, bank!.id))).rejects.toMatchObject({
      kind: 'not_found',
      code: 'not_found',
      message: 'Payment method not found',
      statusCode: 404,
    });
    await expect(inTransaction((tx) => connectPaymentMethod(tx, owner, randomUUID()))).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
