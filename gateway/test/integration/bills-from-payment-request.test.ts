// Request Payment's other side: the payer opens the share link (a public page) and records the request as a
// bill of its own organisation, to one of its suppliers, counted in its FX exposure like any bill.
import { randomUUID } from 'node:crypto';
import { Organisation, PaymentRequest, Supplier } from '@tradehub/db';
import { isoDay, utcToday } from '@tradehub/db/domain';
import type { BillItem, ExposureReport } from '@tradehub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';
import { setLatestRates } from '../support/latest-rates.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAhead = (days: number) => isoDay(new Date(utcToday(new Date()).getTime() + days * DAY_MS));

let gateway: TestGateway;
/** Organisation A asks to be paid; organisation B pays. */
let requester: { cookie: string; organisationId: string; supplierId: string };
let payer: { cookie: string; organisationId: string; supplierId: string };
let outsiderSupplierId: string;
let pendingCookie: string;

type Method = 'GET' | 'POST';
const api = (method: Method, url: string, cookie?: string, payload?: object) =>
  gateway.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

async function addSupplier(organisationId: string, createdBy: string, name: string): Promise<string> {
  const em = gateway.orm.em.fork();
  const supplier = buildSupplier(em, {
    organisation: organisationId,
    createdBy,
    name,
    location: 'France',
    countryCode: 'FR',
    category: 'Metals',
    screenedAt: new Date(),
    bankDetailsChangedAt: new Date(Date.now() - 90 * DAY_MS),
  });
  await em.flush();
  return supplier.id;
}

/** A's payment request, made as Request Payment makes it. */
async function requestPayment(body: Record<string, unknown> = {}) {
  const response = await api('POST', '/api/payment-requests', requester.cookie, {
    payerName: 'Bright Imports Ltd',
    payerEmail: 'accounts@bright-imports.example',
    amount: '12500.50',
    currency: 'EUR',
    dueDate: daysAhead(40),
    note: 'Invoice 2026-118: 40 pallets of copper wire',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ request: { reference: string; shareUrl: string } }>().request;
}

const addToBills = (reference: string, supplierId = payer.supplierId, cookie = payer.cookie) =>
  api('POST', '/api/bills/from-payment-request', cookie, { reference, supplierId });

beforeAll(async () => {
  gateway = await startTestGateway('bill-from-request', { withWorkers: true });
  const a = await gateway.createAccount('approved');
  const b = await gateway.createAccount('approved');
  requester = {
    cookie: await gateway.signIn(a.email),
    organisationId: a.organisation.id,
    supplierId: await addSupplier(a.organisation.id, a.user.id, 'Requester’s own supplier'),
  };
  payer = {
    cookie: await gateway.signIn(b.email),
    organisationId: b.organisation.id,
    supplierId: await addSupplier(b.organisation.id, b.user.id, 'Cuivres de Lyon SA'),
  };
  outsiderSupplierId = requester.supplierId;
  pendingCookie = await gateway.signIn((await gateway.createAccount('pending')).email);
  await setLatestRates(gateway, { EUR: 0.9137, GBP: 0.79, JPY: 150 });
}, 120_000);
afterAll(() => gateway?.close());

describe('the share link page: GET /api/payment-requests/by-reference/:reference', () => {
  it('shows the requester, amount, due date, note and status to anyone, and nothing of the payer', async () => {
    const request = await requestPayment();
    expect(request.shareUrl.endsWith(`/pay/${request.reference}`)).toBe(true);
    for (const cookie of [undefined, payer.cookie, requester.cookie]) {
      const response = await api('GET', `/api/payment-requests/by-reference/${request.reference}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        request: {
          reference: request.reference,
          businessName: 'approved business',
          amountMinor: 1_250_050,
          currency: 'EUR',
          dueDate: daysAhead(40),
          note: 'Invoice 2026-118: 40 pallets of copper wire',
          status: 'open',
        },
      });
      expect(response.body).not.toContain('bright-imports');
      expect(response.body).not.toContain('Bright Imports');
    }
  });

  it('answers 400 naming the reference for a malformed one, 404 for an unknown one', async () => {
    for (const bad of ['PR-12345', 'pr-abcdef', 'PR-ABCDE0', 'PR-ABCDEFG', 'x']) {
      const response = await api('GET', `/api/payment-requests/by-reference/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.body).toContain('reference');
    }
    const unknown = await api('GET', '/api/payment-requests/by-reference/PR-ZZZZZZ');
    expect(unknown.statusCode, unknown.body).toBe(404);
  });
});

describe('the share link page rate limit', () => {
  it('answers 429 with Retry-After once an address has opened too many (pay-link, 120 per 15 minutes)', async () => {
    let limited: Awaited<ReturnType<typeof api>> | undefined;
    for (let call = 0; call <= 120 && !limited; call++) {
      const response = await api('GET', '/api/payment-requests/by-reference/PR-ZZZZZZ');
      if (response.statusCode === 429) limited = response;
      else expect(response.statusCode).toBe(404);
    }
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/bills/from-payment-request', () => {
  it('records the request as an open bill of the payer, in its bills and its EUR exposure', async () => {
    const request = await requestPayment();
    const created = await addToBills(request.reference);
    expect(created.statusCode, created.body).toBe(201);
    const bill = created.json<{ bill: BillItem }>().bill;
    expect(bill).toMatchObject({
      kind: 'invoice',
      reference: request.reference,
      supplier: { id: payer.supplierId, name: 'Cuivres de Lyon SA' },
      currency: 'EUR',
      amountMinor: 1_250_050,
      openMinor: 1_250_050,
      issueDate: daysAhead(0),
      dueDate: daysAhead(40),
      status: 'open',
      note: 'Invoice 2026-118: 40 pallets of copper wire',
      paymentRequestReference: request.reference,
    });
    expect(bill.budgetRate).not.toBeNull();

    const listed = await api('GET', '/api/bills?view=open', payer.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ bills: BillItem[] }>().bills.map((item) => item.id)).toContain(bill.id);
    // Not the requester's: it is money owed to them.
    const theirs = await api('GET', '/api/bills?view=all', requester.cookie);
    expect(theirs.json<{ bills: BillItem[] }>().bills).toEqual([]);

    const exposure = await api('GET', '/api/fx/exposure', payer.cookie);
    expect(exposure.statusCode, exposure.body).toBe(200);
    const eur = exposure.json<ExposureReport>().currencies.find((row) => row.currency === 'EUR');
    expect(eur).toMatchObject({ payablesMinor: 1_250_050 });
    expect(eur?.buckets.find((entry) => entry.bucket === 'd31_90')).toMatchObject({
      payablesMinor: 1_250_050,
      latestDueDate: daysAhead(40),
    });

    // Audited like a bill recorded by hand.
    const audit = await api('GET', '/api/audit', payer.cookie);
    expect(audit.body).toContain('bill.created');
  });

  it('makes a request without a due date due on receipt: today', async () => {
    const request = await requestPayment({ dueDate: undefined, note: undefined, currency: 'GBP' });
    const created = await addToBills(request.reference);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ bill: BillItem }>().bill).toMatchObject({
      currency: 'GBP',
      issueDate: daysAhead(0),
      dueDate: daysAhead(0),
      note: null,
    });
  });

  it('refuses a second bill from the same request, whichever supplier (409 duplicate_bill naming the first)', async () => {
    const request = await requestPayment();
    const first = await addToBills(request.reference);
    expect(first.statusCode).toBe(201);
    const firstId = first.json<{ bill: BillItem }>().bill.id;
    const again = await addToBills(request.reference);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      error: {
        code: 'duplicate_bill',
        params: { reference: request.reference, supplier: 'Cuivres de Lyon SA', billId: firstId },
      },
    });
    const otherSupplier = await addSupplier(
      payer.organisationId,
      (await gateway.orm.em.fork().findOneOrFail(Supplier, payer.supplierId)).createdBy.id,
      `Second supplier ${randomUUID().slice(0, 6)}`,
    );
    const elsewhere = await addToBills(request.reference, otherSupplier);
    expect(elsewhere.statusCode, elsewhere.body).toBe(409);
    expect(elsewhere.json()).toMatchObject({
      error: { code: 'duplicate_bill', params: { billId: firstId } },
    });
  });

  it('marks the request paid for its requester once the bill is paid in full, not before', async () => {
    // No approver needed: the payer's payment settles through the workers alone.
    const em = gateway.orm.em.fork();
    const organisation = await em.findOneOrFail(Organisation, payer.organisationId);
    organisation.policies = {
      riskRules: { firstPayment: 'off', newBankDetails: 'off', countryMismatch: 'off' },
      approvalTiers: [{ fromMinor: 0, approvers: 0 }],
    };
    await em.flush();
    const request = await requestPayment({ amount: '300.00' });
    const created = await addToBills(request.reference);
    expect(created.statusCode, created.body).toBe(201);
    const bill = created.json<{ bill: BillItem }>().bill;
    const requestStatus = async () =>
      (await api('GET', '/api/payment-requests', requester.cookie))
        .json<{ requests: { reference: string; status: string }[] }>()
        .requests.find((item) => item.reference === request.reference)?.status;
    const pay = async (amount: string) => {
      const paid = await api('POST', '/api/payments', payer.cookie, {
        supplierId: payer.supplierId,
        amount,
        currency: 'EUR',
        method: 'Wire Transfer',
        valueDate: daysAhead(1),
        idempotencyKey: randomUUID(),
        bills: [{ billId: bill.id, amount }],
      });
      expect(paid.statusCode, paid.body).toBe(201);
    };
    const billWhen = async (status: BillItem['status']) => {
      let seen: BillItem | undefined;
      for (let attempt = 0; attempt < 150 && seen?.status !== status; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = (await api('GET', `/api/bills/${bill.id}`, payer.cookie)).json<{ bill: BillItem }>().bill;
      }
      return seen;
    };

    await pay('100.00');
    expect(await billWhen('partly_paid')).toMatchObject({ status: 'partly_paid', paidMinor: 10_000 });
    expect(await requestStatus()).toBe('open');

    await pay('200.00');
    expect(await billWhen('paid')).toMatchObject({ status: 'paid', paidMinor: 30_000 });
    expect(await requestStatus()).toBe('paid');
    // (Its share page is not asked here: the rate limit test above used up this address's pay-link calls.)
    const notifications = await api('GET', '/api/notifications', requester.cookie);
    expect(notifications.body).toContain(request.reference);
  }, 60_000);

  it("refuses the organisation's own request (409 own_payment_request)", async () => {
    const request = await requestPayment();
    const own = await addToBills(request.reference, requester.supplierId, requester.cookie);
    expect(own.statusCode, own.body).toBe(409);
    expect(own.json()).toMatchObject({ error: { code: 'own_payment_request' } });
  });

  it('refuses a request that is cancelled or paid (409 payment_request_not_open)', async () => {
    for (const status of ['cancelled', 'paid'] as const) {
      const request = await requestPayment();
      await gateway.orm.em.fork().nativeUpdate(PaymentRequest, { reference: request.reference }, { status });
      const refused = await addToBills(request.reference);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        error: { code: 'payment_request_not_open', params: { status } },
      });
    }
  });

  it("refuses another organisation's supplier (404), an unknown request (404), a bad body (400)", async () => {
    const request = await requestPayment();
    const foreign = await addToBills(request.reference, outsiderSupplierId);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(foreign.body).toContain('Supplier not found');
    const unknown = await addToBills('PR-ZZZZZZ');
    expect(unknown.statusCode, unknown.body).toBe(404);
    const malformed = await addToBills('INV-1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('reference');
    const noSupplier = await api('POST', '/api/bills/from-payment-request', payer.cookie, {
      reference: request.reference,
    });
    expect(noSupplier.statusCode).toBe(400);
    expect(noSupplier.body).toContain('supplierId');
    // Nothing was recorded by the refusals.
    const bills = (await api('GET', '/api/bills?view=all', payer.cookie)).json<{ bills: BillItem[] }>().bills;
    expect(bills.filter((bill) => bill.reference === request.reference)).toEqual([]);
  });

  it('is for signed-in members of approved organisations only (401, 403)', async () => {
    const request = await requestPayment();
    const signedOut = await addToBills(request.reference, payer.supplierId, '');
    expect(signedOut.statusCode).toBe(401);
    const pending = await addToBills(request.reference, payer.supplierId, pendingCookie);
    expect(pending.statusCode).toBe(403);
  });
});
