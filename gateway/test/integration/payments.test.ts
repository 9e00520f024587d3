import { randomUUID } from 'node:crypto';
import { AuditLogEntry, Membership, Payment, type Permission, PERMISSIONS } from '@tradehub/db';
import { createPaymentsProcessor, createSandboxRail, type PaymentsJob } from '@tradehub/workers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';
import { setLatestRates } from '../support/latest-rates.js';

let gateway: TestGateway;
let organisationId: string;
let ownerId: string;
const cookies: Record<'owner' | 'approver' | 'plain', string> = { owner: '', approver: '', plain: '' };
const suppliers: Record<'paid' | 'fresh' | 'pending' | 'rejected' | 'foreign', string> = {
  paid: '',
  fresh: '',
  pending: '',
  rejected: '',
  foreign: '',
};
const DAY = 24 * 60 * 60 * 1000;

async function addMember(permissions: Permission[]) {
  const { email } = await gateway.addMember(organisationId, {
    permissions,
    createdById: ownerId,
    fullName: permissions.length ? 'Avery Approver' : 'Pat Plain',
  });
  return gateway.signIn(email);
}

async function addSupplier(
  status: 'verified' | 'pending' | 'rejected',
  bankChangedDaysAgo: number,
  organisation = organisationId,
  createdBy = ownerId,
) {
  const em = gateway.orm.em.fork();
  const supplier = buildSupplier(em, {
    organisation,
    createdBy,
    name: `Supplier ${status} ${randomUUID().slice(0, 4)}`,
    status,
    rejectionReason: status === 'rejected' ? 'Sanctions match confirmed' : null,
    bankDetailsChangedAt: new Date(Date.now() - bankChangedDaysAgo * DAY),
  });
  await em.flush();
  return supplier.id;
}

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const body = (overrides: Record<string, unknown> = {}) => ({
  supplierId: suppliers.paid,
  amount: '100.00',
  currency: 'USD',
  method: 'Bank Transfer',
  reference: 'INV-1',
  valueDate: '2026-11-21',
  idempotencyKey: randomUUID(),
  ...overrides,
});

const waitForStatus = (paymentId: string, status: string) =>
  vi.waitFor(
    async () => {
      const response = await call('GET', `/api/payments/${paymentId}`, cookies.owner);
      const payment = response.json().payment;
      expect(payment.status, `payment ${paymentId} never reached ${status}`).toBe(status);
      return payment;
    },
    { timeout: 10_000, interval: 100 },
  );

beforeAll(async () => {
  gateway = await startTestGateway('payments', { withWorkers: true });
  const { user, email } = await gateway.createAccount('approved');
  ownerId = user.id;
  cookies.owner = await gateway.signIn(email);
  const membership = await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id });
  organisationId = membership.organisation.id;
  cookies.approver = await addMember([...PERMISSIONS]);
  cookies.plain = await addMember(['Supplier Management']);

  suppliers.paid = await addSupplier('verified', 30);
  suppliers.fresh = await addSupplier('verified', 2);
  suppliers.pending = await addSupplier('pending', 30);
  suppliers.rejected = await addSupplier('rejected', 30);
  const other = await gateway.createAccount('approved');
  const otherMembership = await gateway.orm.em.fork().findOneOrFail(Membership, { user: other.user.id });
  suppliers.foreign = await addSupplier('verified', 30, otherMembership.organisation.id, other.user.id);

  // An earlier completed payment: the 'paid' supplier is no longer a first payment.
  const em = gateway.orm.em.fork();
  em.create(Payment, {
    organisation: organisationId,
    createdBy: ownerId,
    supplier: suppliers.paid,
    amountMinor: 5000,
    currency: 'USD',
    status: 'completed',
    method: 'ACH',
    date: new Date(Date.now() - 10 * DAY),
    settledAt: new Date(Date.now() - 10 * DAY),
  });
  await em.flush();

  await setLatestRates(gateway, { EUR: 0.92, JPY: 150, GBP: 0.8 });
});
afterAll(() => gateway?.close());

describe('payments', () => {
  it('quotes without FX', async () => {
    const response = await call('POST', '/api/payments/quote', cookies.owner, {
      supplierId: suppliers.paid,
      amount: '100.00',
      currency: 'USD',
      method: 'Bank Transfer',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      amountMinor: 10000,
      currency: 'USD',
      baseCurrency: 'USD',
      fxRate: null,
      baseAmountMinor: 10000,
      feeMinor: 100,
      totalBaseMinor: 10100,
      approvalRequired: false,
      approvalsRequired: 0,
      approvalReasons: [],
      approvalBasis: null,
      notedReasons: [],
      approversAvailable: 1,
      approversMissing: 0,
      ratesAsOf: null,
    });
  });

  it('quotes with FX, and the approval reasons', async () => {
    const response = await call('POST', '/api/payments/quote', cookies.owner, {
      supplierId: suppliers.fresh,
      amount: '92.00',
      currency: 'EUR',
      method: 'Wire Transfer',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amountMinor: 9200,
      fxRate: 0.92,
      baseAmountMinor: 10000,
      feeMinor: 1520,
      totalBaseMinor: 11520,
      approvalRequired: true,
      approvalReasons: ['first_payment', 'new_bank_details'],
    });
    const yen = await call('POST', '/api/payments/quote', cookies.owner, {
      supplierId: suppliers.paid,
      amount: '15000',
      currency: 'JPY',
      method: 'ACH',
    });
    expect(yen.json()).toMatchObject({
      amountMinor: 15000,
      fxRate: 150,
      baseAmountMinor: 10000,
      feeMinor: 25,
    });
  });

  it('refuses bad amounts and currencies naming the field', async () => {
    for (const [overrides, field] of [
      [{ amount: '-5' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '1.234' }, 'amount'],
      [{ amount: '12.5', currency: 'JPY' }, 'amount'],
      [{ currency: 'XYZ' }, 'currency'],
    ] as const) {
      const response = await call('POST', '/api/payments', cookies.owner, body(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
  });

  it('refuses suppliers that cannot be paid', async () => {
    const pending = await call(
      'POST',
      '/api/payments',
      cookies.owner,
      body({ supplierId: suppliers.pending }),
    );
    expect(pending.statusCode).toBe(400);
    expect(pending.json().error).toMatchObject({
      field: 'supplierId',
      message: 'This supplier is pending verification and cannot be paid yet.',
    });
    const rejected = await call(
      'POST',
      '/api/payments',
      cookies.owner,
      body({ supplierId: suppliers.rejected }),
    );
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().error.message).toContain('Sanctions match confirmed');
    const foreign = await call(
      'POST',
      '/api/payments',
      cookies.owner,
      body({ supplierId: suppliers.foreign }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Supplier not found');
  });

  it('creates one payment per idempotency key, also when submitted twice at once', async () => {
    const payload = body({ amount: '20.00' });
    const first = await call('POST', '/api/payments', cookies.owner, payload);
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/payments', cookies.owner, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment.id).toBe(first.json().payment.id);

    const racing = body({ amount: '21.00' });
    const both = await Promise.all([
      call('POST', '/api/payments', cookies.owner, racing),
      call('POST', '/api/payments', cookies.owner, racing),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((response) => response.json().payment.id)).size).toBe(1);
    const count = await gateway.orm.em
      .fork()
      .count(Payment, { organisation: organisationId, amountMinor: { $in: [2000, 2100] } });
    expect(count).toBe(2);
  });

  it('settles a payment without approval on the sandbox rail, and fails amounts ending in .13', async () => {
    const ok = await call('POST', '/api/payments', cookies.owner, body({ amount: '250.00' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().payment).toMatchObject({
      approvalStatus: 'not_required',
      status: 'pending',
      feeMinor: 100,
    });
    const completed = await waitForStatus(ok.json().payment.id, 'completed');
    expect(completed.events.map((entry: { event: string }) => entry.event)).toEqual([
      'created',
      'submitted',
      'completed',
    ]);

    const bad = await call('POST', '/api/payments', cookies.owner, body({ amount: '100.13' }));
    const failed = await waitForStatus(bad.json().payment.id, 'failed');
    expect(failed.failureReason).toBe('Declined by the sandbox bank (amount ends in .13).');
  });

  it('needs another member with Payment Approval above the threshold', async () => {
    const created = await call('POST', '/api/payments', cookies.owner, body({ amount: '20000.00' }));
    expect(created.statusCode).toBe(201);
    const payment = created.json().payment;
    expect(payment).toMatchObject({
      approvalStatus: 'awaiting',
      approvalReasons: ['over_threshold'],
      canApprove: false,
    });

    const self = await call('POST', `/api/payments/${payment.id}/approve`, cookies.owner);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('You created this payment: another member must approve it.');
    const plain = await call('POST', `/api/payments/${payment.id}/approve`, cookies.plain);
    expect(plain.statusCode).toBe(403);

    const awaiting = await call('GET', '/api/payments?approval=awaiting', cookies.approver);
    const listed = awaiting.json().items.find((item: { id: string }) => item.id === payment.id);
    expect(listed.canApprove).toBe(true);

    const approved = await call('POST', `/api/payments/${payment.id}/approve`, cookies.approver);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().payment.approvedBy.name).toBe('Avery Approver');
    const twice = await call('POST', `/api/payments/${payment.id}/approve`, cookies.approver);
    expect(twice.statusCode).toBe(409);

    const settled = await waitForStatus(payment.id, 'completed');
    expect(settled.events.map((entry: { event: string }) => entry.event)).toEqual([
      'created',
      'approval_requested',
      'approved',
      'submitted',
      'completed',
    ]);
    const audits = await gateway.orm.em.fork().find(AuditLogEntry, { entityId: payment.id });
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      'payment.approved',
      'payment.completed',
      'payment.created',
      'payment.submitted',
    ]);
  });

  it('always needs approval for a first payment, and can be rejected with a reason', async () => {
    const created = await call('POST', '/api/payments', cookies.owner, body({ supplierId: suppliers.fresh }));
    const payment = created.json().payment;
    expect(payment.approvalReasons).toEqual(['first_payment', 'new_bank_details']);
    const rejected = await call('POST', `/api/payments/${payment.id}/reject`, cookies.approver, {
      reason: 'Wrong invoice',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().payment).toMatchObject({ approvalStatus: 'rejected', status: 'failed' });
  });

  it('never settles twice when the job runs twice', async () => {
    const em = gateway.orm.em.fork();
    const payment = em.create(Payment, {
      organisation: organisationId,
      createdBy: ownerId,
      supplier: suppliers.paid,
      amountMinor: 777,
      currency: 'USD',
      method: 'ACH',
      date: new Date(),
      approvalStatus: 'not_required',
      idempotencyKey: `test:${randomUUID()}`,
    });
    await em.flush();
    const processor = createPaymentsProcessor({
      orm: gateway.orm,
      rail: createSandboxRail({ delayMs: 20 }),
    });
    const job = { data: { paymentId: payment.id } } as PaymentsJob;
    const results = await Promise.all([processor(job), processor(job)]);
    expect(results.map((result) => result.status).sort()).toEqual(['completed', 'skipped']);
    expect((await processor(job)).status).toBe('skipped');
    const stored = await gateway.orm.em.fork().findOneOrFail(Payment, payment.id);
    expect(stored.events.filter((entry) => entry.event === 'completed')).toHaveLength(1);
  });

  it('lists with paging and filters, 404s other organisations, and exports CSV', async () => {
    const page = await call('GET', '/api/payments?pageSize=2&page=1', cookies.owner);
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toHaveLength(2);
    expect(page.json().total).toBeGreaterThan(4);
    const byRef = await call('GET', '/api/payments?q=INV-1&method=Bank%20Transfer', cookies.owner);
    expect(byRef.json().items.every((item: { reference: string }) => item.reference === 'INV-1')).toBe(true);

    const other = await gateway.createAccount('approved');
    const otherCookie = await gateway.signIn(other.email);
    const id = page.json().items[0].id;
    expect((await call('GET', `/api/payments/${id}`, otherCookie)).statusCode).toBe(404);

    await call(
      'POST',
      '/api/payments',
      cookies.owner,
      body({ amount: '1234.50', reference: 'Lot "A", =1+1' }),
    );
    const csv = await call('GET', '/api/payments/export.csv?q=Lot', cookies.owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Supplier,Amount,Currency,Status,Approval,Date,Method,Reference');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',1234.50,USD,');
    expect(lines[1]).toMatch(/,Bank Transfer,"Lot ""A"", =1\+1"$/);

    const settings = await call('GET', '/api/payments/settings', cookies.owner);
    expect(settings.json()).toEqual({
      baseCurrency: 'USD',
      approvalTiers: [
        { fromMinor: 0, approvers: 0 },
        { fromMinor: 1_000_000, approvers: 1 },
      ],
    });
  });

  it('searches % and _ literally, counts matches under filters, and keeps the total past the last page', async () => {
    const token = randomUUID().slice(0, 8);
    const em = gateway.orm.em.fork();
    const underscored = buildSupplier(em, {
      organisation: organisationId,
      createdBy: ownerId,
      name: `Under_Score ${token}`,
      countryCode: null,
      screeningStatus: 'not_screened',
    });
    const day = (n: number) => new Date(Date.UTC(2031, 0, n));
    const created = new Date();
    const seed = (
      id: string,
      reference: string | null,
      date: Date,
      overrides: { supplier?: string; status?: 'failed'; type?: 'request'; createdAt?: Date } = {},
    ) => {
      em.create(Payment, {
        id,
        organisation: organisationId,
        createdBy: ownerId,
        supplier: suppliers.paid,
        amountMinor: 100,
        currency: 'USD',
        status: 'completed',
        method: 'ACH',
        reference,
        date,
        createdAt: created,
        ...overrides,
      });
      return id;
    };
    // Newest first: by date, then by creation, then by id (`tieB` and `tieA` share both).
    const later = seed(`${token}-5`, `${token}-later`, day(5), {
      createdAt: new Date(created.getTime() + 1000),
    });
    const tieB = seed(`${token}-4b`, `${token}-1000`, day(5));
    const percent = seed(`${token}-4a`, `${token}-100%`, day(5), { status: 'failed' });
    const under = seed(`${token}-3`, `${token}_A`, day(4), { status: 'failed' });
    const plain = seed(`${token}-2`, `${token}xA`, day(3));
    const byName = seed(`${token}-1`, null, day(2), { supplier: underscored.id });
    // Never listed: an incoming request, and another organisation's payment with the same reference.
    seed(`${token}-request`, `${token}-100%`, day(6), { type: 'request' });
    const other = await gateway.createAccount('approved');
    const otherMembership = await em.findOneOrFail(Membership, { user: other.user.id });
    em.create(Payment, {
      organisation: otherMembership.organisation.id,
      createdBy: other.user.id,
      supplier: suppliers.foreign,
      amountMinor: 1,
      currency: 'USD',
      method: 'ACH',
      reference: `${token}-100%`,
      date: day(7),
    });
    await em.flush();

    const list = async (query: string) => {
      const response = await call('GET', `/api/payments?${query}`, cookies.owner);
      expect(response.statusCode, query).toBe(200);
      const page = response.json<{ items: { id: string }[]; total: number; page: number }>();
      return { ids: page.items.map((item) => item.id), total: page.total, page: page.page };
    };
    const q = (text: string) => `q=${encodeURIComponent(text)}`;
    expect(await list(`${q(token)}&pageSize=100`)).toEqual({
      ids: [later, tieB, percent, under, plain, byName],
      total: 6,
      page: 1,
    });
    // Only the literal percent sign and underscore match (as wildcards, `-1000` and `xA` would too).
    expect(await list(q(`${token}-100%`))).toMatchObject({ ids: [percent], total: 1 });
    expect(await list(q(`${token}_A`))).toMatchObject({ ids: [under], total: 1 });
    // Case-insensitive, on the supplier's name as well as the reference.
    expect(await list(q(`under_score ${token.toUpperCase()}`))).toMatchObject({ ids: [byName], total: 1 });
    // The total counts every match of the filters, not the page.
    expect(await list(`${q(token)}&status=failed`)).toMatchObject({ ids: [percent, under], total: 2 });
    expect(await list(`${q(token)}&status=completed&method=ACH&pageSize=2&page=2`)).toEqual({
      ids: [plain, byName],
      total: 4,
      page: 2,
    });
    expect(await list(`${q(token)}&method=Wire%20Transfer`)).toEqual({ ids: [], total: 0, page: 1 });
    // The last, partial page and pages past the end still carry the full total.
    expect(await list(`${q(token)}&pageSize=4&page=2`)).toEqual({ ids: [plain, byName], total: 6, page: 2 });
    expect(await list(`${q(token)}&pageSize=4&page=3`)).toEqual({ ids: [], total: 6, page: 3 });
    expect(await list(`${q(token)}&status=failed&pageSize=5&page=9`)).toEqual({ ids: [], total: 2, page: 9 });
    expect(await list(`${q(`nothing-${token}`)}&page=2`)).toEqual({ ids: [], total: 0, page: 2 });
  });

  it('creates payment requests and connects the digital wallet', async () => {
    const created = await call('POST', '/api/payment-requests', cookies.owner, {
      payerName: 'Acme Imports',
      payerEmail: 'ap@acme.example',
      amount: '500.00',
      currency: 'EUR',
    });
    expect(created.statusCode).toBe(201);
    const request = created.json().request;
    expect(request.reference).toMatch(/^PR-[0-9A-Z]{6}$/);
    expect(request.shareUrl).toBe(`http://tradehub.test/pay/${request.reference}`);
    expect(request.amountMinor).toBe(50000);
    const list = await call('GET', '/api/payment-requests', cookies.owner);
    expect(list.json().requests[0].reference).toBe(request.reference);

    const methods = (await call('GET', '/api/payment-methods', cookies.owner)).json().methods;
    expect(
      methods.map((method: { label: string; connected: boolean }) => [method.label, method.connected]),
    ).toEqual([
      ['Bank Account', true],
      ['Credit Card', true],
      ['Digital Wallet', false],
    ]);
    const wallet = methods[2];
    const connected = await call('POST', `/api/payment-methods/${wallet.id}/connect`, cookies.owner);
    expect(connected.statusCode).toBe(200);
    expect(connected.json().method.connected).toBe(true);
    expect((await call('POST', '/api/payment-methods/nope/connect', cookies.owner)).statusCode).toBe(404);
  });
});

describe('splitting a payment (issue 24 item 4)', () => {
  /** A verified supplier paid once before (so no first-payment rule), with no recent change of bank details. */
  async function paidBeforeSupplier() {
    const supplierId = await addSupplier('verified', 30);
    const em = gateway.orm.em.fork();
    em.create(Payment, {
      organisation: organisationId,
      createdBy: ownerId,
      supplier: supplierId,
      amountMinor: 5000,
      currency: 'USD',
      status: 'completed',
      method: 'ACH',
      date: new Date(Date.now() - 10 * DAY),
      settledAt: new Date(Date.now() - 10 * DAY),
      createdAt: new Date(Date.now() - 10 * DAY),
    });
    await em.flush();
    return supplierId;
  }

  it('ten payments of 9,999.00 to one supplier: those that take the 24-hour sum over 10,000.00 need approval', async () => {
    const supplierId = await paidBeforeSupplier();
    const made = [];
    for (let i = 0; i < 10; i++) {
      const response = await call(
        'POST',
        '/api/payments',
        cookies.owner,
        body({ supplierId, amount: '9999.00' }),
      );
      expect(response.statusCode, response.body).toBe(201);
      made.push(response.json().payment);
    }
    expect(made.map((payment) => payment.approvalStatus)).toEqual([
      'not_required',
      ...Array.from({ length: 9 }, () => 'awaiting'),
    ]);
    expect(made[1]).toMatchObject({
      approvalReasons: ['recent_payments'],
      approvalBasis: { recentToSupplier: { count: 1, totalMinor: 1_999_800 }, dailyLimit: null },
      canApprove: false,
    });
    const requested = made[1].events.find((entry: { event: string }) => entry.event === 'approval_requested');
    expect(requested.note).toContain('together with 1 payment to');
    expect(requested.note).toContain('in the last 24 hours: 19998.00 USD');
    expect(requested).toMatchObject({
      messageKey: 'approvalRequested',
      params: { approvalReasonCodeList: 'recent_payments', recentCount: 1, recentTotalMinor: 1_999_800 },
    });

    // The quote says so before anything is sent, with the payments it counted.
    const quote = await call('POST', '/api/payments/quote', cookies.owner, {
      supplierId,
      amount: '1.00',
      currency: 'USD',
      method: 'ACH',
    });
    expect(quote.json()).toMatchObject({
      approvalRequired: true,
      approvalsRequired: 1,
      approvalReasons: ['recent_payments'],
      approvalBasis: { recentToSupplier: { count: 10, totalMinor: 9_999_100 } },
    });
    // Another member paying the same supplier is judged on their own payments.
    const colleague = await call('POST', '/api/payments/quote', cookies.approver, {
      supplierId,
      amount: '1.00',
      currency: 'USD',
      method: 'ACH',
    });
    expect(colleague.json()).toMatchObject({ approvalsRequired: 0, approvalBasis: null });
  });

  it('two payments sent at the same instant do not both escape', async () => {
    const supplierId = await paidBeforeSupplier();
    const both = await Promise.all(
      [1, 2].map(() => call('POST', '/api/payments', cookies.owner, body({ supplierId, amount: '6000.00' }))),
    );
    expect(both.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(both.map((response) => response.json().payment.approvalStatus).sort()).toEqual([
      'awaiting',
      'not_required',
    ]);
  });
});
