// Outbound webhooks (issue 27), end to end through the outbox, the relay, the `webhooks` queue and a
// receiver on loopback (WEBHOOKS_ALLOW_PRIVATE=true here): each event of a payment's life arrives once, in
// order, signed; a receiver failing twice gets a third try; secrets verify and rotate; and without the
// setting, an endpoint on loopback is refused when saved and when a delivery connects.
import { randomUUID } from 'node:crypto';
import { Membership, WebhookDelivery } from '@tradehub/db';
import { verifySignature } from '@tradehub/db/domain';
import { postWebhook } from '@tradehub/workers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../../infra/test-support/webhook-receiver.js';
import { startSiblingGateway, type SiblingGateway } from '../support/sibling-gateway.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';

let gateway: TestGateway;
let strict: SiblingGateway;
let receiver: WebhookReceiver;
let ownerCookie: string;
let approverCookie: string;
let supplierId: string;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function addEndpoint(path: string, eventTypes: string[]) {
  const response = await call('POST', '/api/developers/webhooks', ownerCookie, {
    url: `${receiver.url}${path}`,
    eventTypes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { endpoint: { id: string }; secret: string };
}

/** Every delivery of the endpoint settled (delivered or failed), as the log says. */
const settledLog = (endpointId: string, count: number) =>
  vi.waitFor(
    async () => {
      const log = await call('GET', `/api/developers/webhooks/${endpointId}/deliveries`, ownerCookie);
      const items = log.json().items as { id: string; status: string; attempts: number; eventType: string }[];
      const settled = items.every((item) => item.status === 'delivered' || item.status === 'failed');
      const statuses = items.map((item) => item.status).join(', ');
      expect(items.length >= count && settled, `${count} settled deliveries (log: ${statuses})`).toBe(true);
      return items;
    },
    { timeout: 30_000, interval: 100 },
  );

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  gateway = await startTestGateway('webhooks', {
    withWorkers: true,
    env: { WEBHOOKS_ALLOW_PRIVATE: 'true' },
    webhooks: { retryBaseMs: 100 },
  });
  strict = await startSiblingGateway(gateway, { webhooks: { allowPrivate: false } });
  const { user, email } = await gateway.createAccount('approved');
  ownerCookie = await gateway.signIn(email);
  const em = gateway.orm.em.fork();
  const organisationId = (await em.findOneOrFail(Membership, { user: user.id })).organisation.id;
  const approver = await gateway.addMember(organisationId, { createdById: user.id });
  approverCookie = await gateway.signIn(approver.email);
  const supplier = buildSupplier(em, {
    organisation: organisationId,
    createdBy: user.id,
    name: 'Hooked Supplier SARL',
    location: 'France',
    countryCode: 'FR',
    category: 'Machinery',
    bankDetailsChangedAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
  });
  await em.flush();
  supplierId = supplier.id;
});
afterAll(async () => {
  await strict?.close();
  await gateway?.close();
  await receiver?.close();
});

describe('webhooks', () => {
  it("delivers each event of a payment's life once, in order, signed with the endpoint's secret", async () => {
    const { endpoint, secret } = await addEndpoint('/payments', [
      'payment.created',
      'payment.in_approval',
      'payment.approved',
      'payment.rejected',
      'payment.completed',
      'payment.failed',
    ]);
    const created = await call('POST', '/api/payments', ownerCookie, {
      supplierId,
      amount: '20000.00',
      currency: 'USD',
      method: 'Bank Transfer',
      reference: 'INV-HOOK',
      valueDate: '2026-12-01',
      idempotencyKey: randomUUID(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const paymentId = created.json().payment.id as string;
    const approved = await call('POST', `/api/payments/${paymentId}/approve`, approverCookie);
    expect(approved.statusCode, approved.body).toBe(200);

    const log = await settledLog(endpoint.id, 4);
    expect(log.map((item) => item.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    const got = receiver.received.filter((request) => request.path === '/payments');
    const bodies = got.map(
      (request) =>
        JSON.parse(request.body) as { id: string; type: string; data: { id: string; status: string } },
    );
    expect(bodies.map((body) => body.type)).toEqual([
      'payment.created',
      'payment.in_approval',
      'payment.approved',
      'payment.completed',
    ]);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(4);
    expect(bodies.every((body) => body.data.id === paymentId)).toBe(true);
    expect(bodies.at(-1)?.data.status).toBe('completed');
    for (const request of got) {
      const header = String(request.headers['tradehub-signature']);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(header, request.body, secret)).toBe(true);
      expect(verifySignature(header, request.body, 'whsec_another-endpoints-secret')).toBe(false);
      expect(verifySignature(header, `${request.body} `, secret)).toBe(false);
      expect(request.headers['tradehub-event-id']).toBe((JSON.parse(request.body) as { id: string }).id);
    }
  });

  it('tells a listener of a bill recorded and of the same bill paid in full (the bill as the API shapes it)', async () => {
    const { endpoint } = await addEndpoint('/bills', ['bill.created', 'bill.paid']);
    const recorded = await call('POST', '/api/bills', ownerCookie, {
      supplierId,
      reference: `BILL-${randomUUID().slice(0, 8)}`,
      currency: 'USD',
      amount: '900.00',
      issueDate: new Date().toISOString().slice(0, 10),
      dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const billId = recorded.json().bill.id as string;
    // Paid in full by one payment: once it settles, the bill is paid.
    const paid = await call('POST', '/api/payments', ownerCookie, {
      supplierId,
      amount: '900.00',
      currency: 'USD',
      method: 'Bank Transfer',
      reference: 'PAY-BILL',
      valueDate: new Date().toISOString().slice(0, 10),
      idempotencyKey: randomUUID(),
      bills: [{ billId, amount: '900.00' }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // With the maker's earlier payment to this supplier today it is over the band: a colleague approves.
    const payment = paid.json().payment as { id: string; approvalStatus: string };
    if (payment.approvalStatus === 'awaiting')
      expect((await call('POST', `/api/payments/${payment.id}/approve`, approverCookie)).statusCode).toBe(
        200,
      );

    await settledLog(endpoint.id, 2);
    const bodies = receiver.received
      .filter((request) => request.path === '/bills')
      .map((request) => JSON.parse(request.body) as { type: string; data: { id: string; status: string } });
    expect(bodies.map((body) => [body.type, body.data.id, body.data.status])).toEqual([
      ['bill.created', billId, 'open'],
      ['bill.paid', billId, 'paid'],
    ]);
  });

  it('retries a receiver answering 500 twice: the third try succeeds and the log shows three attempts', async () => {
    const { endpoint } = await addEndpoint('/flaky', ['payment.created']);
    receiver.answerWith(500, 500);
    const sent = await call('POST', `/api/developers/webhooks/${endpoint.id}/test`, ownerCookie);
    expect(sent.statusCode, sent.body).toBe(202);
    const [delivery] = await settledLog(endpoint.id, 1);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, eventType: 'webhook.test' });
    const tries = receiver.received.filter((request) => request.path === '/flaky');
    expect(tries).toHaveLength(3);
    // One event, three attempts: the same id and body each time.
    expect(new Set(tries.map((request) => request.body)).size).toBe(1);
    const row = await gateway.orm.em.fork().findOneOrFail(WebhookDelivery, { endpoint: endpoint.id });
    expect(row.responseStatus).toBe(200);
    expect(row.responseBody).toBe('ok');
  });

  it('resends a delivery as the same event, and a rotated secret signs beside the old one', async () => {
    const { endpoint, secret: first } = await addEndpoint('/rotate', ['payment.created']);
    await call('POST', `/api/developers/webhooks/${endpoint.id}/test`, ownerCookie);
    const [original] = await settledLog(endpoint.id, 1);
    const rotated = await call('POST', `/api/developers/webhooks/${endpoint.id}/rotate-secret`, ownerCookie, {
      graceHours: 1,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = rotated.json().secret as string;
    expect(second).not.toBe(first);
    const resent = await call(
      'POST',
      `/api/developers/webhooks/${endpoint.id}/deliveries/${original!.id}/resend`,
      ownerCookie,
    );
    expect(resent.statusCode, resent.body).toBe(202);
    await settledLog(endpoint.id, 2);
    const [before, after] = receiver.received.filter((request) => request.path === '/rotate');
    expect(after!.body).toBe(before!.body);
    const header = String(after!.headers['tradehub-signature']);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verifySignature(header, after!.body, second)).toBe(true);
    expect(verifySignature(header, after!.body, first)).toBe(true);
  });

  it('refuses an endpoint on loopback, private or metadata addresses without WEBHOOKS_ALLOW_PRIVATE', async () => {
    for (const url of [
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/hook',
      'https://[::ffff:192.168.0.1]/hook',
      `http://example.com/plain-http`,
      'ftp://example.com/hook',
      'https://user:password@example.com/hook',
    ]) {
      const response = await fetch(`${strict.url}/api/developers/webhooks`, {
        method: 'POST',
        headers: { cookie: ownerCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ url, eventTypes: ['payment.created'] }),
      });
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { error: { field: string } }).error.field, url).toBe('url');
    }
  });

  it('refuses, at connect time, a name that resolves to 127.0.0.1 without the setting', async () => {
    const before = receiver.received.length;
    const outcome = await postWebhook(
      `http://localhost:${receiver.port}/rebound`,
      '{}',
      {},
      { allowPrivate: false },
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toMatch(/resolves to (127\.0\.0\.1|::1), which is a loopback address/);
    const literal = await postWebhook(
      `http://127.0.0.1:${receiver.port}/literal`,
      '{}',
      {},
      { allowPrivate: false },
    );
    expect(literal.error).toMatch(/loopback/);
    expect(receiver.received.length).toBe(before);
    // With the setting, the same request goes through.
    const allowed = await postWebhook(
      `http://localhost:${receiver.port}/rebound`,
      '{}',
      {},
      { allowPrivate: true },
    );
    expect(allowed).toMatchObject({ ok: true, responseStatus: 200 });
  });

  it('keeps an API key away from the webhook routes', async () => {
    const key = await call('POST', '/api/developers/keys', ownerCookie, {
      name: 'no hooks',
      scopes: ['payments:write'],
    });
    const secret = key.json().secret as string;
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/developers/webhooks',
      headers: { authorization: `Bearer ${secret}` },
      payload: { url: `${receiver.url}/key`, eventTypes: ['payment.created'] },
    });
    expect(response.statusCode).toBe(403);
  });
});
