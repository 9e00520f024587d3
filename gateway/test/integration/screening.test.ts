import { fileURLToPath } from 'node:url';
import { AuditLogEntry, Membership, Notification, Supplier, UserProfile } from '@tradehub/db';
import { importSanctionsList } from '@tradehub/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, TEST_PASSWORD, type TestGateway } from '../support/test-gateway.js';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../workers/fixtures/sanctions/${name}`, import.meta.url));

let gateway: TestGateway;
let owner: { cookie: string; userId: string; organisationId: string };
let outsider: { cookie: string };
let viewerWithoutPermission: { cookie: string };

async function account() {
  const { user, email } = await gateway.createAccount('approved');
  const cookie = await gateway.signIn(email);
  const membership = await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id });
  return { cookie, userId: user.id, organisationId: membership.organisation.id };
}

async function buildSupplier(name: string) {
  const em = gateway.orm.em.fork();
  const supplier = em.create(Supplier, {
    organisation: owner.organisationId,
    createdBy: owner.userId,
    name,
    location: 'United Arab Emirates',
    category: 'Logistics',
    riskScore: 'Low',
  });
  await em.flush();
  return supplier.id;
}

beforeAll(async () => {
  gateway = await startTestGateway('screening');
  await importSanctionsList(gateway.orm.em.fork(), 'ofac', fixture('sdn.csv'));
  await importSanctionsList(gateway.orm.em.fork(), 'un', fixture('consolidated.xml'));
  owner = await account();
  outsider = await account();
  // A colleague in the owner's organisation who may neither manage suppliers nor assess risk.
  const em = gateway.orm.em.fork();
  const owned = await em.findOneOrFail(UserProfile, owner.userId);
  const colleague = em.create(UserProfile, {
    email: `viewer-${Math.random().toString(36).slice(2, 8)}@example.com`,
    businessName: 'approved business',
    passwordHash: owned.passwordHash,
    emailVerified: true,
    status: 'approved',
    demoMode: false,
    isAdmin: false,
  });
  em.create(Membership, {
    organisation: owner.organisationId,
    user: colleague,
    role: 'Viewer',
    permissions: ['Financial Reports'],
    createdBy: owner.userId,
  });
  await em.flush();
  viewerWithoutPermission = { cookie: await gateway.signIn(colleague.email, TEST_PASSWORD) };
});
afterAll(() => gateway?.close());

describe('sanctions screening API', () => {
  let supplierId: string;
  let hitId: string;

  it('screens a supplier named like a listed entity: open hits with the entry and score', async () => {
    supplierId = await buildSupplier('Shadow Freight Trading LLC');
    const response = await gateway.app.inject({
      method: 'POST',
      url: `/api/suppliers/${supplierId}/screen`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
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
    hitId = body.hits[0].id;
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
      headers: { cookie: owner.cookie },
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
        headers: { cookie: owner.cookie },
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

    const again = await gateway.app.inject({
      method: 'POST',
      url: `/api/suppliers/${supplierId}/screen`,
      headers: { cookie: owner.cookie },
    });
    expect(again.json().screeningStatus).toBe('dismissed');
    expect(again.json().hits.every((hit: { status: string }) => hit.status === 'dismissed')).toBe(true);
    expect(await gateway.orm.em.fork().count(Notification, { user: owner.userId, type: 'alert' })).toBe(1);
  });

  it('clears an unrelated supplier', async () => {
    const clearId = await buildSupplier('Hamburg Precision Tools GmbH');
    const response = await gateway.app.inject({
      method: 'POST',
      url: `/api/suppliers/${clearId}/screen`,
      headers: { cookie: owner.cookie },
    });
    expect(response.json()).toEqual({ hits: [], screeningStatus: 'clear' });
  });
});
