// A bill made from another organisation's payment request (issue 25 item 1) on real PostgreSQL: the bill
// remembers its request (one bill per request and organisation), and once its payments settle it in full the
// request is paid, in the same transaction, once: with the requester's audit row, activity, notification and
// push. A partial or unsettled payment leaves the request open.
import { randomUUID } from 'node:crypto';
import { rooms } from '@tradehub/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';
import {
  createBillFromPaymentRequest,
  createPayment,
  createPaymentRequest,
  DomainError,
  settlePayment,
  submitPayment,
  type SeatActor,
} from '../../src/domain/index.js';
import {
  Activity,
  AuditLogEntry,
  Bill,
  Notification,
  OutboxMessage,
  PaymentRequest,
} from '../../src/index.js';
import { useMigratedDatabase } from '../support/migrated-database.js';

const db = useMigratedDatabase('bill-payment-request');
const { inTransaction } = db;
/** Organisation A asks to be paid; B and C are payers, each with a supplier standing for A. */
let requester: SeatActor;
let payer: SeatActor & { supplierId: string };
let otherPayer: SeatActor & { supplierId: string };

const RATES = { USD: 1, EUR: 0.9 };

async function payerOf(email: string, fullName: string): Promise<SeatActor & { supplierId: string }> {
  const em = db.orm.em.fork();
  const member = buildApprovedMember(em, {
    email,
    passwordHash: 'x',
    fullName,
    businessName: `${fullName} Imports`,
    permissions: [],
  });
  const supplier = buildSupplier(em, {
    organisation: member.organisation,
    createdBy: member.user,
    name: 'Requester Trading SARL',
    location: 'France',
    countryCode: 'FR',
    category: 'Metals',
  });
  await em.flush();
  return {
    userId: member.user.id,
    organisationId: member.organisation.id,
    displayName: fullName,
    permissions: [],
    supplierId: supplier.id,
  };
}

/** A's open request of €1,000.00 due in a month. */
const requestPayment = () =>
  inTransaction(async (tx) => {
    const change = createPaymentRequest(tx, requester, {
      payerName: 'Bright Imports Ltd',
      payerEmail: 'accounts@bright-imports.example',
      amountMinor: 100_000,
      currency: 'EUR',
      dueDate: '2026-12-31',
      note: null,
    });
    await tx.flush();
    return change.request;
  });

const billFrom = (request: PaymentRequest, actor = payer) =>
  inTransaction(
    async (tx) =>
      (
        await createBillFromPaymentRequest(
          tx,
          actor,
          { reference: request.reference, supplierId: actor.supplierId },
          RATES,
        )
      ).bill,
  );

/** A payment by `actor` paying `amountMinor` of `bill`, needing no approval, settled as `outcome` says. */
async function pay(
  actor: SeatActor & { supplierId: string },
  bill: Bill,
  amountMinor: number,
  settle = true,
) {
  const { payment } = await inTransaction((tx) =>
    createPayment(tx, actor, {
      supplier: { id: actor.supplierId, name: 'Requester Trading SARL' },
      quote: {
        amountMinor,
        fxRate: 1.1,
        baseAmountMinor: Math.round(amountMinor * 1.1),
        feeMinor: 0,
        approvalsRequired: 0,
        approvalReasons: [],
      },
      currency: 'EUR',
      method: 'Bank Transfer',
      reference: bill.reference,
      valueDate: '2026-12-01',
      idempotencyKey: randomUUID(),
      bills: [{ billId: bill.id, amountMinor }],
    }),
  );
  if (!settle) return payment.id;
  await inTransaction((tx) => submitPayment(tx, payment.id));
  await inTransaction((tx) => settlePayment(tx, payment.id, { status: 'completed' }));
  return payment.id;
}

const requestOf = (id: string) => db.orm.em.fork().findOneOrFail(PaymentRequest, id);
const billOf = (id: string) => db.orm.em.fork().findOneOrFail(Bill, id);
const paidNews = async (request: PaymentRequest) => {
  const em = db.orm.em.fork();
  return {
    audit: await em.find(AuditLogEntry, { entityId: request.id, action: 'payment_request.paid' }),
    activities: await em.find(Activity, { relatedId: request.id, messageKey: 'paymentRequestPaid' }),
    notifications: (await em.find(Notification, { messageKey: 'paymentRequestPaid' })).filter(
      (notification) => notification.params?.['reference'] === request.reference,
    ),
    pushes: await em.find(OutboxMessage, {
      aggregateType: 'payment_request',
      aggregateId: request.id,
      kind: 'socket',
    }),
  };
};

beforeAll(async () => {
  const em = db.orm.em.fork();
  const owner = buildApprovedMember(em, {
    email: 'requester@example.com',
    passwordHash: 'x',
    fullName: 'Rita Requester',
    permissions: [],
  });
  await em.flush();
  requester = {
    userId: owner.user.id,
    organisationId: owner.organisation.id,
    displayName: 'Rita Requester',
    permissions: [],
  };
  payer = await payerOf('payer@example.com', 'Paul Payer');
  otherPayer = await payerOf('other@example.com', 'Olga Other');
});

describe('a bill from a payment request', () => {
  it('remembers its request, and a second bill from it is a 409 naming the first', async () => {
    const request = await requestPayment();
    const bill = await billFrom(request);
    expect((await billOf(bill.id)).paymentRequest?.id).toBe(request.id);

    const again = await billFrom(request).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(DomainError);
    expect(again).toMatchObject({
      kind: 'conflict',
      code: 'duplicate_bill',
      details: {
        params: { reference: request.reference, supplier: 'Requester Trading SARL', billId: bill.id },
      },
    });
    expect(await db.orm.em.fork().count(Bill, { paymentRequest: request.id })).toBe(1);
  });

  it('leaves the request open while the bill is only scheduled or partly paid, and pays it with the bill', async () => {
    const request = await requestPayment();
    const bill = await billFrom(request);

    const scheduled = await pay(payer, bill, 40_000, false);
    expect(await billOf(bill.id)).toMatchObject({ status: 'scheduled', scheduledMinor: 40_000 });
    expect((await requestOf(request.id)).status).toBe('open');

    await pay(payer, bill, 60_000);
    expect(await billOf(bill.id)).toMatchObject({
      status: 'partly_paid',
      paidMinor: 60_000,
      scheduledMinor: 40_000,
    });
    expect((await requestOf(request.id)).status).toBe('open');
    expect((await paidNews(request)).audit).toEqual([]);

    // Its last payment settles: the bill is paid in full, and the request with it.
    await inTransaction((tx) => submitPayment(tx, scheduled));
    await inTransaction((tx) => settlePayment(tx, scheduled, { status: 'completed' }));
    expect(await billOf(bill.id)).toMatchObject({ status: 'paid', paidMinor: 100_000, scheduledMinor: 0 });
    expect((await requestOf(request.id)).status).toBe('paid');
    expect((await paidNews(request)).audit).toHaveLength(1);
  });

  it('marks the request paid once when the bill is paid in full, with the requester told', async () => {
    const request = await requestPayment();
    const bill = await billFrom(request);
    // C records the same request before B pays it: its bill, paid later, changes nothing more.
    const otherBill = await billFrom(request, otherPayer);

    await pay(payer, bill, 100_000);
    expect(await billOf(bill.id)).toMatchObject({ status: 'paid', paidMinor: 100_000 });
    expect((await requestOf(request.id)).status).toBe('paid');

    const news = await paidNews(request);
    expect(news.audit).toHaveLength(1);
    // On the requester's side, by the system: the member who paid is of another organisation.
    const [audit] = news.audit;
    expect(audit!.organisation?.id).toBe(requester.organisationId);
    expect(audit!.actor).toBeNull();
    expect(audit!.changes).toMatchObject({ status: { before: 'open', after: 'paid' } });
    expect(news.activities).toHaveLength(1);
    expect(news.activities[0]!.organisation.id).toBe(requester.organisationId);
    expect(news.activities[0]!).toMatchObject({
      status: 'completed',
      params: {
        reference: request.reference,
        amountMinor: 100_000,
        currency: 'EUR',
        payer: 'Paul Payer Imports',
      },
    });
    expect(news.notifications).toHaveLength(1);
    expect(news.notifications[0]!.user.id).toBe(requester.userId);
    expect(news.notifications[0]!.type).toBe('success');
    expect(news.pushes.map((row) => row.payload)).toEqual([
      expect.objectContaining({
        rooms: [rooms.organisation(requester.organisationId)],
        event: 'payment-request:changed',
        args: [{ requestId: request.id, status: 'paid' }],
      }),
    ]);

    await pay(otherPayer, otherBill, 100_000);
    expect((await billOf(otherBill.id)).status).toBe('paid');
    const after = await paidNews(request);
    expect(
      [after.audit, after.activities, after.notifications, after.pushes].map((rows) => rows.length),
    ).toEqual([1, 1, 1, 1]);
  });

  it('leaves a request open when its bill payment fails', async () => {
    const request = await requestPayment();
    const bill = await billFrom(request);
    const paymentId = await pay(payer, bill, 100_000, false);
    await inTransaction((tx) => submitPayment(tx, paymentId));
    await inTransaction((tx) => settlePayment(tx, paymentId, { status: 'failed', reason: 'declined' }));
    expect((await billOf(bill.id)).status).toBe('open');
    expect((await requestOf(request.id)).status).toBe('open');
  });
});
