import { randomUUID } from 'node:crypto';
import {
  AuditLogEntry,
  Membership,
  Notification,
  Payment,
  PERMISSIONS,
  Supplier,
  UserProfile,
  type Permission,
} from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScreeningSupplier, importSanctionsFixtures } from '../../../infra/test-support/sanctions.js';
import { sendApprovedPayment, waitForScreening } from '../support/screening.js';
import { startTestGateway, TEST_PASSWORD, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;
let owner: { cookie: string; userId: string; organisationId: string };
let outsider: { cookie: string };
let viewerWithoutPermission: { cookie: string };
/** A colleague with every permission who did not add the suppliers: the second pair of eyes. */
let reviewer: { cookie: string; userId: string };

async function account() {
  const { user, email } = await gateway.createAccount('approved');
  const cookie = await gateway.signIn(email);
  const membership = await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id });
  return { cookie, userId: user.id, organisationId: membership.organisation.id };
}

/**
 * `screenedAt`: when it was last screened (clear). A supplier screened after the lists' last import is not
 * screened again at payment time, so a hit can be found only later, after a payment was made.
 */
async function buildSupplier(
  name: string,
  status: 'pending' | 'verified' = 'pending',
  screenedAt: Date | null = null,
) {
  const em = gateway.orm.em.fork();
  const supplier = buildScreeningSupplier(em, {
    organisation: owner.organisationId,
    createdBy: owner.userId,
    name,
    status,
    ...(screenedAt ? { screenedAt, screeningStatus: 'clear' as const } : {}),
  });
  await em.flush();
  return supplier.id;
}

async function addColleague(role: string, permissions: Permission[]) {
  const em = gateway.orm.em.fork();
  const owned = await em.findOneOrFail(UserProfile, owner.userId);
  const colleague = em.create(UserProfile, {
    email: `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    businessName: 'approved business',
    passwordHash: owned.passwordHash,
    emailVerified: true,
    isAdmin: false,
  });
  em.create(Membership, {
    organisation: owner.organisationId,
    user: colleague,
    role,
    permissions,
    createdBy: owner.userId,
  });
  await em.flush();
  return { cookie: await gateway.signIn(colleague.email, TEST_PASSWORD), userId: colleague.id };
}

/**
 * 'Screen again': 202, queued for the workers (pending), then the result once it lands, with the hits as
 * the organisation's members list them.
 */
async function screen(supplierId: string, cookie = owner.cookie) {
  const queued = await gateway.app.inject({
    method: 'POST',
    url: `/api/suppliers/${supplierId}/screen`,
    headers: { cookie },
  });
  expect(queued.statusCode, queued.body).toBe(202);
  expect(queued.json()).toEqual({ screeningStatus: 'pending' });
  const supplier = await waitForScreening(gateway, cookie, supplierId);
  const listed = await gateway.app.inject({
    method: 'GET',
    url: `/api/suppliers/${supplierId}/screening-hits`,
    headers: { cookie },
  });
  return { screeningStatus: supplier.screeningStatus, hits: listed.json().hits as Record<string, unknown>[] };
}

beforeAll(async () => {
  // With the workers: screening runs there, never in a gateway request.
  gateway = await startTestGateway('screening', { withWorkers: true });
  await importSanctionsFixtures(gateway.orm);
  owner = await account();
  outsider = await account();
  // A colleague in the owner's organisation who may neither manage suppliers nor assess risk.
  viewerWithoutPermission = await addColleague('Viewer', ['Financial Reports']);
  reviewer = await addColleague('Reviewer', [...PERMISSIONS]);
});
afterAll(() => gateway?.close());

describe('sanctions screening API', () => {
  let supplierId: string;
  let hitId: string;

  it('screens a supplier named like a listed entity: open hits with the entry and score', async () => {
    supplierId = await buildSupplier('Shadow Freight Trading LLC');
    const body = await screen(supplierId);
    expect(body.screeningStatus).toBe('hit');
    expect(body.hits).toHaveLength(2);
    expect(body.hits[0]).toMatchObject({
      subjectType: 'supplier',
      subjectName: 'Shadow Freight Trading LLC',
      score: 100,
      status: 'open',
      dismissedReason: null,
      entry: { list: 'ofac', externalId: '90001', name: 'SHADOW FREIGHT TRADING LLC', partyType: 'entity' },
    });
    hitId = body.hits[0]!.id as string;
    const em = gateway.orm.em.fork();
    expect((await em.findOneOrFail(Supplier, supplierId)).riskScore).toBe('High');
    expect(
      await em.count(Notification, { user: owner.userId, type: 'alert', title: 'Sanctions screening hit' }),
    ).toBe(1);
  });

  it('lists the hits to the organisation only', async () => {
    const own = await gateway.app.inject({
      method: 'GET',
      url: `/api/suppliers/${supplierId}/screening-hits`,
      headers: { cookie: owner.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().hits.map((hit: { id: string }) => hit.id)).toContain(hitId);
    for (const [method, url] of [
      ['GET', `/api/suppliers/${supplierId}/screening-hits`],
      ['POST', `/api/suppliers/${supplierId}/screen`],
    ] as const) {
      const other = await gateway.app.inject({ method, url, headers: { cookie: outsider.cookie } });
      expect(other.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses a dismissal from another organisation (404) or without the permission (403)', async () => {
    const url = `/api/suppliers/${supplierId}/screening-hits/${hitId}/dismiss`;
    const other = await gateway.app.inject({
      method: 'POST',
      url,
      headers: { cookie: outsider.cookie },
      payload: { reason: 'Not them' },
    });
    expect(other.statusCode).toBe(404);
    const unpermitted = await gateway.app.inject({
      method: 'POST',
      url,
      headers: { cookie: viewerWithoutPermission.cookie },
      payload: { reason: 'Not them' },
    });
    expect(unpermitted.statusCode).toBe(403);
    const noReason = await gateway.app.inject({
      method: 'POST',
      url,
      headers: { cookie: reviewer.cookie },
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('dismisses every hit with a reason; the dismissal survives re-screening without a new alert', async () => {
    const listed = await gateway.app.inject({
      method: 'GET',
      url: `/api/suppliers/${supplierId}/screening-hits`,
      headers: { cookie: owner.cookie },
    });
    const ids: string[] = listed.json().hits.map((hit: { id: string }) => hit.id);
    for (const id of ids) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/suppliers/${supplierId}/screening-hits/${id}/dismiss`,
        headers: { cookie: reviewer.cookie },
        payload: { reason: 'Different registration number and country' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().hit).toMatchObject({
        id,
        status: 'dismissed',
        dismissedReason: 'Different registration number and country',
      });
    }
    const em = gateway.orm.em.fork();
    expect((await em.findOneOrFail(Supplier, supplierId)).screeningStatus).toBe('dismissed');
    expect(await em.count(AuditLogEntry, { action: 'screening_hit.dismissed', entityId: supplierId })).toBe(
      2,
    );

    const again = await screen(supplierId);
    expect(again.screeningStatus).toBe('dismissed');
    expect(again.hits.every((hit) => hit.status === 'dismissed')).toBe(true);
    expect(await gateway.orm.em.fork().count(Notification, { user: owner.userId, type: 'alert' })).toBe(1);
  });

  it('clears an unrelated supplier', async () => {
    const clearId = await buildSupplier('Hamburg Precision Tools GmbH');
    expect(await screen(clearId)).toEqual({ hits: [], screeningStatus: 'clear' });
  });
});

describe('an open sanctions hit blocks the supplier', () => {
  const NAME = 'Shadow Freight Trading LLC';
  const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const paymentBody = (supplierId: string) => ({
    supplierId,
    amount: '100.00',
    currency: 'USD',
    method: 'Bank Transfer',
    reference: 'INV-S1',
    valueDate: '2026-11-21',
    idempotencyKey: randomUUID(),
  });
  const openHits = async (supplierId: string) => {
    const listed = await inject('GET', `/api/suppliers/${supplierId}/screening-hits`, owner.cookie);
    return listed
      .json<{ hits: { id: string; status: string }[] }>()
      .hits.filter((hit) => hit.status === 'open')
      .map((hit) => hit.id);
  };
  const dismissAll = async (supplierId: string) => {
    for (const id of await openHits(supplierId)) {
      const response = await inject(
        'POST',
        `/api/suppliers/${supplierId}/screening-hits/${id}/dismiss`,
        reviewer.cookie,
        { reason: 'Other registration number' },
      );
      expect(response.statusCode).toBe(200);
    }
  };
  const expectBlocked = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(409);
    const { error } = response.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('sanctions_hit_open');
    expect(error.message).toMatch(/open sanctions screening hit: 'Shadow Freight Trading LLC' matches/);
    expect(error.message).toContain("'SHADOW FREIGHT TRADING LLC'");
  };

  let pendingId: string;
  let verifiedId: string;
  let awaitingPaymentId: string;

  beforeAll(async () => {
    pendingId = await buildSupplier(NAME);
    // Screened clear after the lists' last import (so not screened again at payment time), then paid: a
    // first payment, so it awaits approval; the hit is found only by the explicit screening below.
    verifiedId = await buildSupplier(NAME, 'verified', new Date(Date.now() + 60_000));
    const created = await inject('POST', '/api/payments', owner.cookie, paymentBody(verifiedId));
    expect(created.statusCode).toBe(201);
    awaitingPaymentId = created.json().payment.id;
    expect(created.json().payment.approvalStatus).toBe('awaiting');
    for (const id of [pendingId, verifiedId]) expect((await screen(id)).screeningStatus).toBe('hit');
  });

  it('refuses to verify it (409, naming the hit) and leaves it pending', async () => {
    expectBlocked(await inject('POST', `/api/suppliers/${pendingId}/verify`, reviewer.cookie));
    const stored = await gateway.orm.em.fork().findOneOrFail(Supplier, pendingId);
    expect(stored.status).toBe('pending');
    expect(stored.verificationDate ?? null).toBeNull();
  });

  it('refuses to quote, create or approve a payment to it, and changes no payment', async () => {
    const before = await gateway.orm.em.fork().count(Payment, { supplier: verifiedId });
    expectBlocked(await inject('POST', '/api/payments/quote', owner.cookie, paymentBody(verifiedId)));
    expectBlocked(await inject('POST', '/api/payments', owner.cookie, paymentBody(verifiedId)));
    expect(await gateway.orm.em.fork().count(Payment, { supplier: verifiedId })).toBe(before);

    expectBlocked(await inject('POST', `/api/payments/${awaitingPaymentId}/approve`, reviewer.cookie));
    const stored = await gateway.orm.em.fork().findOneOrFail(Payment, awaitingPaymentId);
    expect(stored).toMatchObject({ approvalStatus: 'awaiting', status: 'pending' });
    expect(stored.approvedBy ?? null).toBeNull();
  });

  it('fails, without reaching the rail, a payment approved before the hit was found', async () => {
    const payment = await sendApprovedPayment(gateway.orm, owner, verifiedId);
    expect(payment.result).toEqual({ status: 'failed', paymentId: payment.paymentId });
    expect(payment.railCalls).toBe(0);
    const stored = await gateway.orm.em.fork().findOneOrFail(Payment, payment.paymentId);
    expect(stored.status).toBe('failed');
    expect(stored.submittedAt ?? null).toBeNull();
    expect(stored.failureReason).toMatch(/^Not sent\. Blocked by an open sanctions screening hit/);
    const audit = await gateway.orm.em.fork().findOneOrFail(AuditLogEntry, {
      entityId: payment.paymentId,
      action: 'payment.failed',
    });
    expect(audit.changes.failureReason?.after).toBe(stored.failureReason);
  });

  it('does not let the member who added the supplier dismiss its hit (403)', async () => {
    const [hitId] = await openHits(pendingId);
    const response = await inject(
      'POST',
      `/api/suppliers/${pendingId}/screening-hits/${hitId}/dismiss`,
      owner.cookie,
      { reason: 'Looks fine to me' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'You added this supplier: another member must review and dismiss its screening hits (four-eyes).',
    );
    expect(await openHits(pendingId)).toContain(hitId);
  });

  it('lets another reviewer dismiss with a reason, audited with the reason and the statuses', async () => {
    const [hitId] = await openHits(pendingId);
    const url = `/api/suppliers/${pendingId}/screening-hits/${hitId}/dismiss`;
    const blank = await inject('POST', url, reviewer.cookie, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.field).toBe('reason');
    const missing = await inject('POST', url, reviewer.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('reason');

    const dismissed = await inject('POST', url, reviewer.cookie, {
      reason: 'Registered in Dubai, not Tehran',
    });
    expect(dismissed.statusCode).toBe(200);
    const audit = await gateway.orm.em.fork().findOneOrFail(AuditLogEntry, {
      action: 'screening_hit.dismissed',
      entityId: pendingId,
    });
    expect(audit.actor?.id).toBe(reviewer.userId);
    expect(audit.changes).toMatchObject({
      hitStatus: { before: 'open', after: 'dismissed' },
      dismissedReason: { before: null, after: 'Registered in Dubai, not Tehran' },
    });
  });

  it('verifies and pays once every hit is dismissed', async () => {
    await dismissAll(pendingId);
    const verified = await inject('POST', `/api/suppliers/${pendingId}/verify`, reviewer.cookie);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().supplier.status).toBe('verified');

    await dismissAll(verifiedId);
    const approved = await inject('POST', `/api/payments/${awaitingPaymentId}/approve`, reviewer.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().payment.approvalStatus).toBe('approved');
    const created = await inject('POST', '/api/payments', owner.cookie, paymentBody(verifiedId));
    expect(created.statusCode).toBe(201);
  });
});
