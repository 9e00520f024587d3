// Cross-site request forgery and cross-site WebSocket hijacking (issue 16, item 3): a browser request
// from another origin cannot change anything, form bodies reach only the upload route, and a socket
// opened from another origin never joins a private room.
import { randomUUID } from 'node:crypto';
import { Membership, Payment, Supplier } from '@tradehub/db';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '@tradehub/contract';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';

const EVIL = 'https://evil.example';
const APP = 'http://tradehub.test'; // APP_URL of the test gateway
const DAY = 24 * 60 * 60 * 1000;

let gateway: TestGateway;
let ownerCookie: string;
let approverCookie: string;
let approverId: string;
let organisationId: string;
let ownerId: string;

async function addApprover() {
  const { user, email } = await gateway.addMember(organisationId, { createdById: ownerId });
  approverId = user.id;
  return gateway.signIn(email);
}

async function addSupplier(status: 'verified' | 'pending') {
  const em = gateway.orm.em.fork();
  const supplier = buildSupplier(em, {
    organisation: organisationId,
    createdBy: ownerId,
    name: `Supplier ${status} ${randomUUID().slice(0, 4)}`,
    status,
    bankDetailsChangedAt: new Date(Date.now() - 30 * DAY),
  });
  await em.flush();
  return supplier.id;
}

/** A payment the owner created that awaits the approver's approval. */
async function awaitingPayment() {
  const supplierId = await addSupplier('verified');
  const created = await gateway.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { cookie: ownerCookie },
    payload: {
      supplierId,
      amount: '20000.00',
      currency: 'USD',
      method: 'Bank Transfer',
      reference: 'INV-CSRF',
      valueDate: '2026-11-21',
      idempotencyKey: randomUUID(),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const payment = created.json<{ payment: { id: string; approvalStatus: string } }>().payment;
  expect(payment.approvalStatus).toBe('awaiting');
  return payment.id;
}

const paymentApproval = async (id: string) =>
  (await gateway.orm.em.fork().findOneOrFail(Payment, id)).approvalStatus;
const supplierStatus = async (id: string) => (await gateway.orm.em.fork().findOneOrFail(Supplier, id)).status;

/** The ways another site's page can send the approver's browser at a state-changing route. */
const crossSiteRequests = [
  {
    name: 'a form post from another origin',
    headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'confirm=1',
  },
  {
    name: 'a JSON fetch the browser marks Sec-Fetch-Site: cross-site',
    headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    payload: '{}',
  },
  {
    name: 'a text/plain form post from a sandboxed frame (Origin: null)',
    headers: { origin: 'null', 'content-type': 'text/plain' },
    payload: 'x',
  },
  {
    name: 'a JSON fetch from a sibling subdomain (same-site, not same-origin)',
    headers: { origin: 'http://evil.tradehub.test', 'sec-fetch-site': 'same-site' },
    payload: undefined,
  },
] as const;

beforeAll(async () => {
  gateway = await startTestGateway('same-origin');
  const { user, email } = await gateway.createAccount('approved');
  ownerId = user.id;
  ownerCookie = await gateway.signIn(email);
  organisationId = (await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id })).organisation.id;
  approverCookie = await addApprover();
});

afterAll(async () => {
  await gateway?.close();
});

describe('cross-site requests', () => {
  it.each(crossSiteRequests)(
    '$name cannot approve a payment or verify a supplier (403, nothing changes)',
    async ({ headers, payload }) => {
      const paymentId = await awaitingPayment();
      const supplierId = await addSupplier('pending');
      for (const url of [`/api/payments/${paymentId}/approve`, `/api/suppliers/${supplierId}/verify`]) {
        const response = await gateway.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, cookie: approverCookie },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(403);
        expect(response.json().error.code).toBe('cross_site_request');
        expect(response.json().error.message).toMatch(/^Cross-site requests cannot change anything/);
      }
      expect(await paymentApproval(paymentId)).toBe('awaiting');
      expect(await supplierStatus(supplierId)).toBe('pending');
    },
  );

  it('lets the app itself (same origin, or no browser headers at all) approve and verify', async () => {
    const ownOrigins = [
      { origin: APP, 'sec-fetch-site': 'same-origin' },
      // The origin the request was addressed to: the Vite dev proxy keeps the browser's Host.
      { origin: 'http://localhost:5173', host: 'localhost:5173' },
      // curl, server-to-server, the tests' inject: neither header.
      {},
    ];
    for (const headers of ownOrigins) {
      const paymentId = await awaitingPayment();
      const supplierId = await addSupplier('pending');
      const approved = await gateway.app.inject({
        method: 'POST',
        url: `/api/payments/${paymentId}/approve`,
        headers: { ...headers, cookie: approverCookie },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const verified = await gateway.app.inject({
        method: 'POST',
        url: `/api/suppliers/${supplierId}/verify`,
        headers: { ...headers, cookie: approverCookie },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(await paymentApproval(paymentId)).toBe('approved');
      expect(await supplierStatus(supplierId)).toBe('verified');
    }
  });

  it('leaves reads alone: a cross-site GET is answered (the browser keeps the body from the other site)', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', cookie: ownerCookie },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('form bodies', () => {
  it.each(['multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'text/plain'])(
    'a %s body on a JSON route gets 415 before the handler runs',
    async (contentType) => {
      const supplierId = await addSupplier('pending');
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/suppliers/${supplierId}/verify`,
        headers: { 'content-type': contentType, cookie: approverCookie },
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual({
        code: 'unsupported_media_type',
        message: `This route accepts application/json only, not ${contentType.split(';')[0]}.`,
      });
      expect(await supplierStatus(supplierId)).toBe('pending');
    },
  );

  it('refuses a form body to an unknown route as plainly (4xx, never a 5xx)', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
  });

  it('multipart still reaches the document upload route; a form-encoded body there gets 415', async () => {
    const supplierId = await addSupplier('pending');
    const boundary = 'tradehub-boundary';
    const upload = await gateway.app.inject({
      method: 'POST',
      url: `/api/suppliers/${supplierId}/documents`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: ownerCookie },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="type"',
        '',
        'Certificate',
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="scan.png"',
        'Content-Type: image/png',
        '',
        '\x89PNG\r\n\x1a\n0000',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    // Past the media-type check: the route itself read the multipart body and judged its content.
    expect(upload.statusCode, upload.body).not.toBe(415);
    expect(upload.json().error?.code).not.toBe('unsupported_media_type');

    const form = await gateway.app.inject({
      method: 'POST',
      url: `/api/suppliers/${supplierId}/documents`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: ownerCookie },
      payload: 'type=Certificate',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.message).toBe(
      'This route accepts multipart/form-data only, not application/x-www-form-urlencoded.',
    );
  });
});

describe('socket.io handshake', () => {
  let baseUrl: string;

  beforeAll(async () => {
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const address = gateway.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  /** Connects with the approver's cookie and `headers`; resolves once connected or refused. */
  async function handshake(headers: Record<string, string>, transport: 'websocket' | 'polling') {
    const socket = io(baseUrl, {
      transports: [transport],
      extraHeaders: { cookie: approverCookie, ...headers },
      reconnection: false,
    });
    const outcome = await new Promise<'connected' | 'refused'>((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', () => resolve('refused'));
    });
    // The server side of the handshake has joined its rooms by the time the client hears `connect`.
    const inUserRoom = (await gateway.app.io.in(rooms.user(approverId)).fetchSockets()).length;
    const inOrgRoom = (await gateway.app.io.in(rooms.organisation(organisationId)).fetchSockets()).length;
    socket.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { outcome, inUserRoom, inOrgRoom };
  }

  it.each(['websocket', 'polling'] as const)(
    'refuses a %s handshake from a foreign origin: no private room',
    async (transport) => {
      const foreign: Record<string, string>[] = [
        { origin: EVIL },
        { origin: baseUrl, 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of foreign) {
        expect(await handshake(headers, transport)).toEqual({
          outcome: 'refused',
          inUserRoom: 0,
          inOrgRoom: 0,
        });
      }
    },
  );

  it('accepts the app’s own origin, which joins the private rooms', async () => {
    const own: Record<string, string>[] = [{ origin: baseUrl }, { origin: APP }, {}];
    for (const headers of own) {
      expect(await handshake(headers, 'websocket')).toEqual({
        outcome: 'connected',
        inUserRoom: 1,
        inOrgRoom: 1,
      });
    }
  });
});
