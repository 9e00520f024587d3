// Team → Policies over HTTP (issue 19): who may read and change the policies, bad bands named in the 400,
// the change in the audit log; a team of one adds, verifies and pays a supplier with the defaults and the
// payment settles; a second approver makes four-eyes and the risk rules apply; bands of two approvers say
// when the organisation lacks the people to approve.
import { randomUUID } from 'node:crypto';
import { Membership, Supplier } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;
let organisationId: string;
let ownerId: string;
let owner = '';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function waitForPayment(paymentId: string, status: string) {
  for (let i = 0; i < 150; i++) {
    const payment = (await call('GET', `/api/payments/${paymentId}`, owner)).json().payment;
    if (payment.status === status) return payment;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`payment ${paymentId} never reached ${status}`);
}

const addSupplierOverHttp = async (name: string) => {
  const response = await call('POST', '/api/suppliers', owner, {
    name,
    countryCode: 'DE',
    category: 'Electronics',
    address: 'Hafenstrasse 1, Hamburg',
    registrationNumber: 'HRB 12345',
    contactEmail: 'sales@example.com',
    bankIban: 'DE89 3704 0044 0532 0130 00',
    bankSwift: 'COBADEFFXXX',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().supplier.id as string;
};

const pay = (supplierId: string, amount: string, cookie = owner) =>
  call('POST', '/api/payments', cookie, {
    supplierId,
    amount,
    currency: 'USD',
    method: 'ACH',
    valueDate: '2026-11-26',
    idempotencyKey: randomUUID(),
  });

beforeAll(async () => {
  gateway = await startTestGateway('policies', { withWorkers: true });
  const { user, email } = await gateway.createAccount('approved');
  ownerId = user.id;
  owner = await gateway.signIn(email);
  organisationId = (await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id })).organisation.id;
});
afterAll(() => gateway?.close());

describe('a team of one', () => {
  it('adds a supplier, verifies it as a single reviewer, pays it and sees it settle', async () => {
    const policies = await call('GET', '/api/team/policies', owner);
    expect(policies.statusCode).toBe(200);
    expect(policies.json()).toMatchObject({
      policies: { supplierVerification: 'default' },
      effective: { supplierVerification: 'single_reviewer', verifiers: 1, approvers: 1 },
      canEdit: true,
    });

    const supplierId = await addSupplierOverHttp('Sole Trader Supplies GmbH');
    const detail = (await call('GET', `/api/suppliers/${supplierId}`, owner)).json().supplier;
    expect(detail).toMatchObject({
      canReview: true,
      reviewMode: 'single_reviewer',
      needsAnotherReviewer: false,
    });
    expect((await call('POST', `/api/suppliers/${supplierId}/verify`, owner)).statusCode).toBe(200);
    const audit = (await call('GET', '/api/audit?action=supplier.verified', owner)).json();
    const verified = audit.items.find((row: { entityId: string }) => row.entityId === supplierId);
    expect(verified.changes).toMatchObject({ review: { before: null, after: 'single reviewer' } });

    // A first payment to bank details just entered: the rules are noted (nobody else can approve), not a
    // dead end.
    const quote = await call('POST', '/api/payments/quote', owner, {
      supplierId,
      amount: '250.00',
      currency: 'USD',
      method: 'ACH',
    });
    expect(quote.json()).toMatchObject({
      approvalRequired: false,
      approvalsRequired: 0,
      notedReasons: ['first_payment', 'new_bank_details'],
      approversAvailable: 0,
      approversMissing: 0,
    });
    const created = await pay(supplierId, '250.00');
    expect(created.statusCode).toBe(201);
    const payment = created.json().payment;
    expect(payment).toMatchObject({ approvalStatus: 'not_required', approversMissing: 0 });
    expect(payment.events.map((entry: { event: string }) => entry.event)).toContain('risk_noted');
    expect((await waitForPayment(payment.id, 'completed')).status).toBe('completed');

    // Above the default band a team of one is told it needs a colleague, instead of a silent dead end.
    const big = await pay(supplierId, '20000.00');
    expect(big.json().payment).toMatchObject({
      approvalStatus: 'awaiting',
      approversMissing: 1,
      canApprove: false,
    });
  });
});

describe('the policies', () => {
  it('refuses bad bands naming the field, and members without Team Management', async () => {
    const unordered = await call('PUT', '/api/team/policies', owner, {
      approvalTiers: [
        { fromMinor: 0, approvers: 0 },
        { fromMinor: 5_000, approvers: 1 },
        { fromMinor: 5_000, approvers: 2 },
      ],
    });
    expect(unordered.statusCode).toBe(400);
    expect(JSON.stringify(unordered.json())).toContain('approvalTiers.2.fromMinor');
    const three = await call('PUT', '/api/team/policies', owner, {
      approvalTiers: [{ fromMinor: 0, approvers: 3 }],
    });
    expect(three.statusCode).toBe(400);
    const notFromZero = await call('PUT', '/api/team/policies', owner, {
      approvalTiers: [{ fromMinor: 100, approvers: 1 }],
    });
    expect(notFromZero.statusCode).toBe(400);
    expect(JSON.stringify(notFromZero.json())).toContain('the first band must start at 0');
    const badRule = await call('PUT', '/api/team/policies', owner, {
      riskRules: { firstPayment: 'sometimes' },
    });
    expect(badRule.statusCode).toBe(400);

    const { email } = await gateway.addMember(organisationId, {
      permissions: ['Payment Approval'],
      createdById: ownerId,
      fullName: 'Clerk Without Team Management',
    });
    const clerk = await gateway.signIn(email);
    const read = await call('GET', '/api/team/policies', clerk);
    expect(read.statusCode).toBe(200);
    expect(read.json().canEdit).toBe(false);
    const write = await call('PUT', '/api/team/policies', clerk, { supplierVerification: 'single_reviewer' });
    expect(write.statusCode).toBe(403);
    expect((await call('GET', '/api/team/policies', '')).statusCode).toBe(401);
  });

  it('applies a two-approver band by two different members, and audits the change', async () => {
    const saved = await call('PUT', '/api/team/policies', owner, {
      supplierVerification: 'four_eyes',
      approvalTiers: [
        { fromMinor: 0, approvers: 0 },
        { fromMinor: 100_000, approvers: 2 },
      ],
      riskRules: { firstPayment: 'off', newBankDetails: 'always', countryMismatch: 'always' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().policies.approvalTiers).toEqual([
      { fromMinor: 0, approvers: 0 },
      { fromMinor: 100_000, approvers: 2 },
    ]);
    const audit = (await call('GET', '/api/audit?action=organisation.policies_updated', owner)).json();
    expect(audit.items[0].changes).toMatchObject({
      supplierVerification: { before: 'default', after: 'four_eyes' },
      riskRules: { after: { firstPayment: 'off', newBankDetails: 'always', countryMismatch: 'always' } },
    });

    const em = gateway.orm.em.fork();
    const supplier = em.create(Supplier, {
      organisation: organisationId,
      createdBy: ownerId,
      name: `Two Approver Co ${randomUUID().slice(0, 4)}`,
      location: 'Germany',
      countryCode: 'DE',
      category: 'Electronics',
      status: 'verified',
      riskScore: 'Low',
      screeningStatus: 'clear',
      screenedAt: new Date(),
    });
    await em.flush();

    // The clerk (Payment Approval) is the only other approver: the band lacks one person.
    const payment = (await pay(supplier.id, '1500.00')).json().payment;
    expect(payment).toMatchObject({ approvalStatus: 'awaiting', approvalsRequired: 2, approversMissing: 1 });

    const second = await gateway.addMember(organisationId, {
      permissions: ['Payment Approval'],
      createdById: ownerId,
      fullName: 'Second Approver',
    });
    const approvers = (await call('GET', '/api/team', owner))
      .json()
      .members.filter((member: { permissions: string[] }) => member.permissions.includes('Payment Approval'));
    expect(approvers.length).toBe(3);
    const clerkEmail = (await call('GET', '/api/team', owner))
      .json()
      .members.find((member: { name: string }) => member.name === 'Clerk Without Team Management').email;
    const clerk = await gateway.signIn(clerkEmail);
    const secondCookie = await gateway.signIn(second.email);

    expect((await call('POST', `/api/payments/${payment.id}/approve`, owner)).statusCode).toBe(403);
    const first = await call('POST', `/api/payments/${payment.id}/approve`, clerk);
    expect(first.statusCode).toBe(200);
    expect(first.json().payment).toMatchObject({ approvalStatus: 'awaiting', canApprove: false });
    expect(first.json().payment.approvals).toHaveLength(1);
    const twice = await call('POST', `/api/payments/${payment.id}/approve`, clerk);
    expect(twice.statusCode).toBe(403);
    expect(twice.json().error.code).toBe('already_approved_by_you');
    const done = await call('POST', `/api/payments/${payment.id}/approve`, secondCookie);
    expect(done.json().payment).toMatchObject({ approvalStatus: 'approved', approversMissing: 0 });
    expect(done.json().payment.approvals.map((approval: { name: string }) => approval.name)).toEqual([
      'Clerk Without Team Management',
      'Second Approver',
    ]);
    expect((await waitForPayment(payment.id, 'completed')).approvedBy.name).toBe('Second Approver');
  });
});
