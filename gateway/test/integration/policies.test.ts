// Team → Policies over HTTP (issue 19): who may read and change the policies, bad bands named in the 400,
// the change in the audit log; a team of one adds, verifies and pays a supplier with the defaults and the
// payment settles; a second approver makes four-eyes and the risk rules apply; bands of two approvers say
// when the organisation lacks the people to approve.
import { randomUUID } from 'node:crypto';
import { Membership, Organisation } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitForScreening } from '../support/screening.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';

let gateway: TestGateway;
let organisationId: string;
let ownerId: string;
let owner = '';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const waitForPayment = (paymentId: string, status: string) =>
  vi.waitFor(
    async () => {
      const payment = (await call('GET', `/api/payments/${paymentId}`, owner)).json().payment;
      expect(payment.status, `payment ${paymentId} never reached ${status}`).toBe(status);
      return payment;
    },
    { timeout: 15_000, interval: 100 },
  );

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
  const supplierId = response.json().supplier.id as string;
  // Verified and paid once the workers' sanctions screening has landed.
  await waitForScreening(gateway, owner, supplierId);
  return supplierId;
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
    // It turns the first-payment rule off, a weakening: applied at once, as the owner is the only Team Manager.
    expect(saved.json().outcome).toBe('applied');
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
    const supplier = buildSupplier(em, {
      organisation: organisationId,
      createdBy: ownerId,
      name: `Two Approver Co ${randomUUID().slice(0, 4)}`,
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

describe('a change that weakens a control (issue 24 item 3)', () => {
  let a = '';
  let b = '';
  let orgId = '';
  let aId = '';
  let supplierId = '';

  beforeAll(async () => {
    const { user, email } = await gateway.createAccount('approved');
    aId = user.id;
    a = await gateway.signIn(email);
    orgId = (await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id })).organisation.id;
    const second = await gateway.addMember(orgId, {
      permissions: ['Team Management', 'Payment Approval'],
      createdById: aId,
      fullName: 'Bea Second Manager',
    });
    b = await gateway.signIn(second.email);
    const em = gateway.orm.em.fork();
    const supplier = buildSupplier(em, {
      organisation: orgId,
      createdBy: aId,
      name: 'Million Dollar Parts AG',
      screenedAt: new Date(),
    });
    await em.flush();
    supplierId = supplier.id;
  });

  const switchedOff = {
    supplierVerification: 'single_reviewer',
    approvalTiers: [{ fromMinor: 0, approvers: 0 }],
    riskRules: { firstPayment: 'off', newBankDetails: 'off', countryMismatch: 'off' },
  };

  it('one Team Manager cannot switch the controls off and pay a million unapproved: it waits for the other', async () => {
    const proposed = await call('PUT', '/api/team/policies', a, switchedOff);
    expect(proposed.statusCode, proposed.body).toBe(202);
    const answer = proposed.json();
    expect(answer).toMatchObject({
      outcome: 'proposed',
      policies: {
        supplierVerification: 'default',
        approvalTiers: [{ fromMinor: 0 }, { fromMinor: 1_000_000 }],
      },
      weakeningNeedsApproval: true,
      pendingChange: { proposedBy: { id: aId }, canApprove: false, canCancel: true },
    });
    expect(answer.pendingChange.weakens.map((entry: { kind: string }) => entry.kind)).toEqual([
      'approval_band',
      'risk_rule',
      'risk_rule',
      'risk_rule',
      'supplier_verification',
    ]);
    const changeId = answer.pendingChange.id as string;

    // The million still needs an approver.
    const million = await pay(supplierId, '1000000.00', a);
    expect(million.json().payment).toMatchObject({ approvalStatus: 'awaiting' });

    // The proposer cannot approve it, nor propose another weakening over it.
    const self = await call('POST', `/api/team/policies/changes/${changeId}/approve`, a);
    expect(self.statusCode).toBe(403);
    const another = await call('PUT', '/api/team/policies', a, {
      ...switchedOff,
      supplierVerification: 'default',
    });
    expect(another.statusCode).toBe(409);
    expect(another.json().error.code).toBe('policy_change_pending');

    // The other Team Manager sees it, was told, and approves it.
    const seen = (await call('GET', '/api/team/policies', b)).json();
    expect(seen.pendingChange).toMatchObject({ id: changeId, canApprove: true, canCancel: false });
    const notices = (await call('GET', '/api/notifications', b)).json();
    expect(JSON.stringify(notices)).toContain('Policy change awaiting approval');
    const cancelByOther = await call('POST', `/api/team/policies/changes/${changeId}/cancel`, b);
    expect(cancelByOther.statusCode).toBe(403);
    const approved = await call('POST', `/api/team/policies/changes/${changeId}/approve`, b);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ policies: switchedOff, pendingChange: null });
    const audit = (await call('GET', '/api/audit?action=organisation.policy_change_approved', a)).json();
    expect(audit.items).toHaveLength(1);
    const again = await call('POST', `/api/team/policies/changes/${changeId}/approve`, b);
    expect(again.statusCode).toBe(409);
    expect((await call('POST', `/api/team/policies/changes/${randomUUID()}/approve`, b)).statusCode).toBe(
      404,
    );
  });

  it('strengthening applies at once; a weakening is rejected with a reason, or cancelled by its proposer', async () => {
    const strict = await call('PUT', '/api/team/policies', b, {
      supplierVerification: 'four_eyes',
      riskRules: { firstPayment: 'always', newBankDetails: 'always', countryMismatch: 'always' },
      dailyUnapprovedLimitMinor: 5_000_000,
    });
    expect(strict.statusCode, strict.body).toBe(200);
    expect(strict.json()).toMatchObject({ outcome: 'applied', pendingChange: null });

    const raise = await call('PUT', '/api/team/policies', a, {
      ...strict.json().policies,
      dailyUnapprovedLimitMinor: null,
    });
    expect(raise.statusCode).toBe(202);
    const changeId = raise.json().pendingChange.id as string;
    expect(raise.json().pendingChange.weakens).toEqual([
      { kind: 'daily_limit', before: 5_000_000, after: null },
    ]);
    const rejected = await call('POST', `/api/team/policies/changes/${changeId}/reject`, b, {
      reason: 'Keep the limit',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      pendingChange: null,
      policies: { dailyUnapprovedLimitMinor: 5_000_000 },
    });
    const tooLong = await call('POST', `/api/team/policies/changes/${changeId}/reject`, b, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);

    const single = await call('PUT', '/api/team/policies', a, {
      ...strict.json().policies,
      supplierVerification: 'single_reviewer',
    });
    const cancelled = await call(
      'POST',
      `/api/team/policies/changes/${single.json().pendingChange.id}/cancel`,
      a,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      pendingChange: null,
      policies: { supplierVerification: 'four_eyes' },
    });
  });

  it('cannot approve a change proposed against policies that have changed since (409 stale)', async () => {
    const current = (await call('GET', '/api/team/policies', a)).json().policies;
    const proposed = await call('PUT', '/api/team/policies', a, {
      ...current,
      dailyUnapprovedLimitMinor: 9_000_000,
    });
    expect(proposed.statusCode).toBe(202);
    // Changed under it, not through the policies commands.
    const em = gateway.orm.em.fork();
    const organisation = await em.findOneOrFail(Organisation, orgId);
    organisation.policies = { ...current, supplierVerification: 'default' };
    await em.flush();
    const approve = await call(
      'POST',
      `/api/team/policies/changes/${proposed.json().pendingChange.id}/approve`,
      b,
    );
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error.code).toBe('policy_change_stale');
    const after = (await call('GET', '/api/team/policies', b)).json();
    expect(after).toMatchObject({ pendingChange: null, policies: { dailyUnapprovedLimitMinor: 5_000_000 } });
  });

  it('holds a member to the daily limit without approval', async () => {
    // No band and no rule asks for anyone: only the daily limit of 20,000.00 stands in the way.
    const em = gateway.orm.em.fork();
    const organisation = await em.findOneOrFail(Organisation, orgId);
    organisation.policies = {
      approvalTiers: [{ fromMinor: 0, approvers: 0 }],
      riskRules: { firstPayment: 'off', newBankDetails: 'off', countryMismatch: 'off' },
      dailyUnapprovedLimitMinor: 2_000_000,
    };
    const fresh = buildSupplier(em, {
      organisation: orgId,
      createdBy: aId,
      name: 'Daily Limit GmbH',
      screenedAt: new Date(),
    });
    await em.flush();
    const first = await pay(fresh.id, '15000.00', b);
    expect(first.json().payment.approvalStatus).toBe('not_required');
    const second = await pay(fresh.id, '6000.00', b);
    expect(second.json().payment).toMatchObject({
      approvalStatus: 'awaiting',
      approvalReasons: ['daily_limit'],
      approvalBasis: { dailyLimit: { usedMinor: 1_500_000, limitMinor: 2_000_000 } },
    });
  });
});
