// API keys (issue 27), as the mistakes and attacks they stop: a read-only key that writes, a revoked key
// still honoured by another gateway's cache, a key that administers or mints keys and webhooks, a key
// replayed beside a cookie, an expired key, a key hammering the API, a key of an organisation no longer
// approved. Every call it makes is audited under its name.
import { randomUUID } from 'node:crypto';
import { ApiKey, Membership, Organisation } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiblingGateway, type SiblingGateway } from '../support/sibling-gateway.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';

let gateway: TestGateway;
let sibling: SiblingGateway;
let cookie: string;
let organisationId: string;
let supplierId: string;

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

async function createKey(scopes: string[], name = `key ${randomUUID().slice(0, 6)}`, expiresOn?: string) {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/api/developers/keys',
    headers: { cookie },
    payload: { name, scopes, ...(expiresOn ? { expiresOn } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { apiKey: { id: string; prefix: string; name: string }; secret: string };
}

const paymentBody = () => ({
  supplierId,
  amount: '100.00',
  currency: 'USD',
  method: 'ACH',
  reference: 'API-KEY',
  valueDate: '2026-12-01',
  idempotencyKey: randomUUID(),
});

beforeAll(async () => {
  gateway = await startTestGateway('api_keys');
  const { user, email } = await gateway.createAccount('approved');
  cookie = await gateway.signIn(email);
  const em = gateway.orm.em.fork();
  organisationId = (await em.findOneOrFail(Membership, { user: user.id })).organisation.id;
  const supplier = buildSupplier(em, {
    organisation: organisationId,
    createdBy: user.id,
    name: 'Keyed Supplier Ltd',
    location: 'United Kingdom',
    countryCode: 'GB',
    category: 'Textiles',
    bankDetailsChangedAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
  });
  await em.flush();
  supplierId = supplier.id;
  sibling = await startSiblingGateway(gateway, {}, { apiKeyRateLimit: { points: 5, seconds: 60 } });
});
afterAll(async () => {
  await sibling?.close();
  await gateway?.close();
});

describe('API keys', () => {
  it('shows the secret once, prefixed thk_live_, and stores only its hash', async () => {
    const { apiKey, secret } = await createKey(['payments:read']);
    expect(secret).toMatch(/^thk_live_[A-Za-z0-9_-]{40,}$/);
    expect(secret.startsWith(apiKey.prefix)).toBe(true);
    const stored = await gateway.orm.em.fork().findOneOrFail(ApiKey, { id: apiKey.id });
    expect(JSON.stringify(stored)).not.toContain(secret);
    const list = await gateway.app.inject({
      method: 'GET',
      url: '/api/developers/keys',
      headers: { cookie },
    });
    expect(list.body).not.toContain(secret);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: apiKey.id, prefix: apiKey.prefix, scopes: ['payments:read'] }),
    );
  });

  it('a payments:read key lists payments and gets 403 creating one', async () => {
    const { secret } = await createKey(['payments:read']);
    const list = await gateway.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(secret) });
    expect(list.statusCode, list.body).toBe(200);
    const create = await gateway.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(secret),
      payload: paymentBody(),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().error).toMatchObject({
      code: 'insufficient_scope',
      params: { scope: 'payments:write' },
    });
    // Another area altogether: suppliers were not granted.
    const suppliers = await gateway.app.inject({
      method: 'GET',
      url: '/api/suppliers',
      headers: bearer(secret),
    });
    expect(suppliers.statusCode).toBe(403);
  });

  it('a payments:write key creates a payment, and the call is audited under the key name', async () => {
    const { apiKey, secret } = await createKey(['payments:write'], 'ERP sync');
    const create = await gateway.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...bearer(secret), origin: 'https://erp.example.com', 'sec-fetch-site': 'cross-site' },
      payload: paymentBody(),
    });
    // No cookie, so the cross-site check does not apply to it.
    expect(create.statusCode, create.body).toBe(201);
    await gateway.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(secret) });
    await gateway.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(secret) });
    const audit = async () =>
      (
        await gateway.app.inject({
          method: 'GET',
          url: '/api/audit?action=api_key.&pageSize=100',
          headers: { cookie },
        })
      ).json().items as {
        action: string;
        apiKey: { name: string } | null;
        changes: Record<string, { after: unknown }>;
      }[];
    let rows = await audit();
    for (
      let tries = 0;
      rows.filter((row) => row.apiKey?.name === 'ERP sync').length < 2 && tries < 50;
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await audit();
    }
    const mine = rows.filter((row) => row.apiKey?.name === 'ERP sync');
    expect(mine.filter((row) => row.action === 'api_key.write')).toHaveLength(1);
    // Two reads of one route within the hour: one row.
    expect(mine.filter((row) => row.action === 'api_key.read')).toHaveLength(1);
    expect(mine.find((row) => row.action === 'api_key.write')?.changes).toMatchObject({
      call: { after: 'POST /api/payments' },
      status: { after: 201 },
    });
    expect(apiKey.name).toBe('ERP sync');
  });

  it('a revoked key is 401 at once, on a second gateway too', async () => {
    const { apiKey, secret } = await createKey(['payments:read']);
    const before = await fetch(`${sibling.url}/api/payments`, { headers: bearer(secret) });
    expect(before.status).toBe(200);
    const revoked = await gateway.app.inject({
      method: 'DELETE',
      url: `/api/developers/keys/${apiKey.id}`,
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(204);
    const after = await fetch(`${sibling.url}/api/payments`, { headers: bearer(secret) });
    expect(after.status).toBe(401);
    const here = await gateway.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(secret) });
    expect(here.statusCode).toBe(401);
    const list = await gateway.app.inject({
      method: 'GET',
      url: '/api/developers/keys',
      headers: { cookie },
    });
    expect(list.json().items.map((item: { id: string }) => item.id)).not.toContain(apiKey.id);
  });

  it('never reaches /api/admin, nor the key and webhook routes, whatever its scopes', async () => {
    const { secret } = await createKey([
      'suppliers:write',
      'compliance:write',
      'payments:write',
      'fx:write',
      'reports:write',
      'risk:read',
      'audit:read',
      'team:read',
    ]);
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/reviews'],
      ['GET', '/api/admin/organisations'],
      ['GET', '/api/developers/keys'],
      ['POST', '/api/developers/keys', { name: 'minted', scopes: ['payments:write'] }],
      ['GET', '/api/developers/webhooks'],
      [
        'POST',
        '/api/developers/webhooks',
        { url: 'https://example.com/hook', eventTypes: ['payment.created'] },
      ],
      ['POST', '/api/team/invites', { email: 'x@example.com', role: 'Member', permissions: [] }],
      ['GET', '/api/profile'],
      ['PATCH', '/api/settings', { companyName: 'Renamed by a key' }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await gateway.app.inject({
        method: method as 'GET' | 'POST' | 'PATCH',
        url,
        headers: bearer(secret),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const team = await gateway.app.inject({ method: 'GET', url: '/api/team', headers: bearer(secret) });
    expect(team.statusCode).toBe(200);
    expect(await gateway.orm.em.fork().count(ApiKey, { name: 'minted' })).toBe(0);
  });

  it('refuses a request carrying both a key and a session cookie', async () => {
    const { secret } = await createKey(['payments:read']);
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: { ...bearer(secret), cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('credentials_conflict');
  });

  it('an expired key is 401, as is an unknown one', async () => {
    const { apiKey, secret } = await createKey(
      ['payments:read'],
      'short-lived',
      new Date().toISOString().slice(0, 10),
    );
    expect(
      (await gateway.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(secret) })).statusCode,
    ).toBe(200);
    await gateway.orm.em
      .fork()
      .nativeUpdate(ApiKey, { id: apiKey.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await gateway.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: bearer(secret),
    });
    expect(expired.statusCode).toBe(401);
    const unknown = await gateway.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: bearer(`thk_live_${'A'.repeat(43)}`),
    });
    expect(unknown.statusCode).toBe(401);
    const past = await gateway.app.inject({
      method: 'POST',
      url: '/api/developers/keys',
      headers: { cookie },
      payload: { name: 'yesterday', scopes: ['payments:read'], expiresOn: '2020-01-01' },
    });
    expect(past.statusCode).toBe(400);
  });

  it('is rate limited per key: 429 with Retry-After', async () => {
    const { secret } = await createKey(['payments:read']);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let call = 0; call < 7; call++) {
      const response = await fetch(`${sibling.url}/api/payments`, { headers: bearer(secret) });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another key has its own allowance.
    const other = await createKey(['payments:read']);
    expect((await fetch(`${sibling.url}/api/payments`, { headers: bearer(other.secret) })).status).toBe(200);
  });

  it('acts within its organisation only, with what its status allows', async () => {
    const { secret } = await createKey(['payments:read', 'suppliers:read']);
    const em = gateway.orm.em.fork();
    await em.nativeUpdate(Organisation, { id: organisationId }, { status: 'pending' });
    gateway.app.viewerCache.forgetUser(
      (await em.findOneOrFail(Membership, { organisation: organisationId })).user.id,
    );
    try {
      const payments = await gateway.app.inject({
        method: 'GET',
        url: '/api/payments',
        headers: bearer(secret),
      });
      expect(payments.statusCode).toBe(403);
      const suppliers = await gateway.app.inject({
        method: 'GET',
        url: '/api/suppliers',
        headers: bearer(secret),
      });
      expect(suppliers.statusCode).toBe(200);
      expect(suppliers.json().suppliers.map((supplier: { id: string }) => supplier.id)).toEqual([supplierId]);
    } finally {
      await em.nativeUpdate(Organisation, { id: organisationId }, { status: 'approved' });
    }
  });

  it('asks Team Management to manage keys', async () => {
    const { user } = await gateway.addMember(organisationId, {
      createdById: (await gateway.orm.em.fork().findOneOrFail(Organisation, { id: organisationId })).owner!
        .id,
      permissions: ['Payment Approval'],
    });
    const memberCookie = await gateway.signIn(user.email);
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/developers/keys',
      headers: { cookie: memberCookie },
      payload: { name: 'not mine to make', scopes: ['payments:read'] },
    });
    expect(response.statusCode).toBe(403);
  });
});
