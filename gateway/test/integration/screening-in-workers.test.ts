// Sanctions screening runs in the workers, not on the gateway's event loop (issue 24 item 9), written as the
// mistakes it stops: a gateway with no workers beside it screens nothing (a new supplier waits `pending`,
// its job in the 'screening' queue); until a worker's result lands the supplier cannot be verified, quoted,
// paid, approved or put in a batch (409 screening_pending, a row error for a batch); the worker's result
// (clear or hit) lands and is pushed; and the payments worker screens a due payee before the rail, so nothing
// is paid to an unscreened supplier.
import { randomUUID } from 'node:crypto';
import { Membership, Payment, ScreeningHit, Supplier } from '@tradehub/db';
import { bullPrefix } from '@tradehub/db/queues';
import { createScreeningProcessor, type ScreeningJob } from '@tradehub/workers';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSupplier } from '../../../infra/test-support/factories.js';
import { recordOutboxPushes } from '../../../infra/test-support/outbox-pushes.js';
import { importSanctionsFixtures } from '../../../infra/test-support/sanctions.js';
import { sendApprovedPayment } from '../support/screening.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;
let queueConnection: Redis;
let screeningQueue: Queue;
let owner: { cookie: string; userId: string; organisationId: string };
let reviewer: { cookie: string };

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const newSupplierBody = (name: string) => ({
  name,
  countryCode: 'DE',
  category: 'Logistics',
  address: 'Hafenstrasse 1, Hamburg',
  registrationNumber: 'HRB 4711',
  contactEmail: 'sales@example.com',
  bankIban: 'DE89370400440532013000',
});

const paymentBody = (supplierId: string) => ({
  supplierId,
  amount: '100.00',
  currency: 'USD',
  method: 'Bank Transfer',
  reference: 'INV-W1',
  valueDate: '2026-12-01',
  idempotencyKey: randomUUID(),
});

const expectScreeningPending = (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(409);
  const { error } = response.json() as { error: { code: string; message: string } };
  expect(error.code).toBe('screening_pending');
  expect(error.message).toContain('still being screened against the sanctions lists');
};

/** The screening jobs the relay has published for a supplier (waiting for a worker: none runs here). */
async function queuedScreenings(supplierId: string) {
  await gateway.outboxRelay!.drain();
  const jobs = await screeningQueue.getJobs(['waiting', 'prioritized', 'delayed']);
  return jobs.filter((job) => (job.data as { supplierId: string }).supplierId === supplierId);
}

/** What a worker does with the queued jobs: runs the screening processor on each, then drops it. */
async function runQueuedScreenings(supplierId: string) {
  const jobs = await queuedScreenings(supplierId);
  expect(jobs.length, 'a screening job was queued').toBeGreaterThan(0);
  const processor = createScreeningProcessor({ orm: gateway.orm });
  for (const job of jobs) {
    await processor(job as unknown as ScreeningJob);
    await job.remove();
  }
}

async function verifiedSupplier(
  name: string,
  screening: Partial<Pick<Supplier, 'screeningStatus' | 'screenedAt'>>,
) {
  const em = gateway.orm.em.fork();
  const supplier = buildSupplier(em, {
    organisation: owner.organisationId,
    createdBy: owner.userId,
    name,
    category: 'Logistics',
    bankIban: 'DE89370400440532013000',
    ...screening,
  });
  await em.flush();
  return supplier.id;
}

beforeAll(async () => {
  // No workers: only the outbox relay runs beside the gateway, so anything screened was screened here.
  gateway = await startTestGateway('screening_workers');
  await importSanctionsFixtures(gateway.orm, ['ofac']);
  queueConnection = new Redis(gateway.config.redisUrl!, { maxRetriesPerRequest: null });
  screeningQueue = new Queue('screening', {
    connection: queueConnection,
    prefix: bullPrefix(gateway.config.redisPrefix),
  });
  const { user, email } = await gateway.createAccount('approved');
  const organisationId = (await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id }))
    .organisation.id;
  owner = { cookie: await gateway.signIn(email), userId: user.id, organisationId };
  const colleague = await gateway.addMember(organisationId, { createdById: user.id });
  reviewer = { cookie: await gateway.signIn(colleague.email) };
});
afterAll(async () => {
  await screeningQueue?.close();
  queueConnection?.disconnect();
  await gateway?.close();
});

describe('screening runs in the workers', () => {
  it('adds a listed name without screening it on the gateway; the worker finds the match and it is pushed', async () => {
    const added = await call(
      'POST',
      '/api/suppliers',
      owner.cookie,
      newSupplierBody('Shadow Freight Trading LLC'),
    );
    expect(added.statusCode, added.body).toBe(201);
    const { supplier } = added.json();
    expect(supplier).toMatchObject({ screeningStatus: 'pending', screeningHits: [] });
    expect(await gateway.orm.em.fork().count(ScreeningHit, { supplier: supplier.id })).toBe(0);
    expect(await queuedScreenings(supplier.id)).toHaveLength(1);

    // Its screening has not landed: verifying waits (409), whoever asks.
    expectScreeningPending(await call('POST', `/api/suppliers/${supplier.id}/verify`, reviewer.cookie));

    const pushes = await recordOutboxPushes(gateway.orm);
    await runQueuedScreenings(supplier.id);
    const detail = (await call('GET', `/api/suppliers/${supplier.id}`, owner.cookie)).json().supplier;
    expect(detail).toMatchObject({ screeningStatus: 'hit', riskScore: 'High' });
    expect(detail.screeningHits[0]).toMatchObject({
      subjectName: 'Shadow Freight Trading LLC',
      status: 'open',
    });
    const sent = await pushes.sent();
    expect(sent).toContainEqual({
      room: `org:${owner.organisationId}`,
      event: 'supplier:changed',
      payload: { supplierId: supplier.id },
    });
    expect(sent.some((push) => push.event === 'notification:new')).toBe(true);
    // Now the hit, not the screening, is what blocks verifying.
    const blocked = await call('POST', `/api/suppliers/${supplier.id}/verify`, reviewer.cookie);
    expect(blocked.json().error.code).toBe('sanctions_hit_open');
  });

  it('verifies a supplier once the worker has screened it clear', async () => {
    const added = await call(
      'POST',
      '/api/suppliers',
      owner.cookie,
      newSupplierBody('Hamburg Precision Tools GmbH'),
    );
    const { supplier } = added.json();
    expectScreeningPending(await call('POST', `/api/suppliers/${supplier.id}/verify`, reviewer.cookie));
    expect((await gateway.orm.em.fork().findOneOrFail(Supplier, supplier.id)).status).toBe('pending');

    const pushes = await recordOutboxPushes(gateway.orm);
    await runQueuedScreenings(supplier.id);
    expect(await pushes.sent()).toEqual([
      {
        room: `org:${owner.organisationId}`,
        event: 'supplier:changed',
        payload: { supplierId: supplier.id },
      },
    ]);
    const verified = await call('POST', `/api/suppliers/${supplier.id}/verify`, reviewer.cookie);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().supplier).toMatchObject({ status: 'verified', screeningStatus: 'clear' });
  });

  it('queues a payee screened before the lists were imported, and refuses to quote, pay or batch until it lands', async () => {
    const supplierId = await verifiedSupplier('Harbour Logistics GmbH', {
      screeningStatus: 'clear',
      screenedAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    });
    expectScreeningPending(await call('POST', '/api/payments/quote', owner.cookie, paymentBody(supplierId)));
    expect((await gateway.orm.em.fork().findOneOrFail(Supplier, supplierId)).screeningStatus).toBe('pending');
    expect(await queuedScreenings(supplierId)).toHaveLength(1);
    const before = await gateway.orm.em.fork().count(Payment, { supplier: supplierId });
    expectScreeningPending(await call('POST', '/api/payments', owner.cookie, paymentBody(supplierId)));
    expect(await gateway.orm.em.fork().count(Payment, { supplier: supplierId })).toBe(before);
    // Asked again while it waits: no second screening is queued.
    expect(await queuedScreenings(supplierId)).toHaveLength(1);

    const boundary = `batch${randomUUID().replace(/-/g, '')}`;
    const file = `Supplier,Amount,Currency,Method,Reference,Value Date\r\nHarbour Logistics GmbH,100.00,USD,ACH,INV-B1,2026-12-01\r\n`;
    const batch = await gateway.app.inject({
      method: 'POST',
      url: '/api/payments/batches/validate',
      headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pay.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`,
      ),
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json()).toMatchObject({ validCount: 0, invalidCount: 1 });
    expect(batch.json().rows[0].errors).toEqual([
      expect.objectContaining({ column: 'supplier', code: 'supplier_screening_pending' }),
    ]);

    await runQueuedScreenings(supplierId);
    expect(
      (await call('POST', '/api/payments/quote', owner.cookie, paymentBody(supplierId))).statusCode,
    ).toBe(200);
    const paid = await call('POST', '/api/payments', owner.cookie, paymentBody(supplierId));
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('refuses to approve a payment while its payee is being screened again', async () => {
    const supplierId = await verifiedSupplier('Elbe Freight GmbH', {
      screeningStatus: 'clear',
      screenedAt: new Date(Date.now() + 60_000),
    });
    // A first payment to it: it awaits an approver.
    const created = await call('POST', '/api/payments', owner.cookie, paymentBody(supplierId));
    expect(created.statusCode, created.body).toBe(201);
    const paymentId = created.json().payment.id;
    expect(created.json().payment.approvalStatus).toBe('awaiting');
    const queued = await call('POST', `/api/suppliers/${supplierId}/screen`, owner.cookie);
    expect(queued.statusCode, queued.body).toBe(202);
    expectScreeningPending(await call('POST', `/api/payments/${paymentId}/approve`, reviewer.cookie));

    await runQueuedScreenings(supplierId);
    const approved = await call('POST', `/api/payments/${paymentId}/approve`, reviewer.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('queues the screening of a payee never screened (an older row) when its payment is approved, then approves once it lands', async () => {
    const supplierId = await verifiedSupplier('Oder Logistics GmbH', {
      screeningStatus: 'clear',
      screenedAt: new Date(Date.now() + 60_000),
    });
    const created = await call('POST', '/api/payments', owner.cookie, paymentBody(supplierId));
    expect(created.statusCode, created.body).toBe(201);
    const paymentId = created.json().payment.id;
    // As a row from before screening ran in the workers may be: never screened.
    await gateway.orm.em
      .fork()
      .nativeUpdate(Supplier, { id: supplierId }, { screeningStatus: 'not_screened', screenedAt: null });
    expect(await queuedScreenings(supplierId)).toHaveLength(0);

    expectScreeningPending(await call('POST', `/api/payments/${paymentId}/approve`, reviewer.cookie));
    // The refusal queued what it waits for, so nobody has to press 'Screen again'.
    expect(await queuedScreenings(supplierId)).toHaveLength(1);
    await runQueuedScreenings(supplierId);
    const approved = await call('POST', `/api/payments/${paymentId}/approve`, reviewer.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('never pays an unscreened payee: the payments worker screens it first and fails the payment on a hit', async () => {
    // Approved while its screening was still queued (say, approved before a re-import made it stale).
    const supplierId = await verifiedSupplier('Shadow Freight Trading LLC', { screeningStatus: 'pending' });
    const payment = await sendApprovedPayment(gateway.orm, owner, supplierId);
    expect(payment.result).toEqual({ status: 'failed', paymentId: payment.paymentId });
    expect(payment.railCalls).toBe(0);
    const check = gateway.orm.em.fork();
    expect((await check.findOneOrFail(Supplier, supplierId)).screeningStatus).toBe('hit');
    expect((await check.findOneOrFail(Payment, payment.paymentId)).failureReason).toMatch(
      /^Not sent\. Blocked by an open sanctions screening hit/,
    );
  });
});
