// Accounts that no administrator has approved (pending, rejected) keep /supplier-verification, so they get
// quotas (issue 24 item 9), written as the attacks they stop: a pending account adds its 11th supplier, adds
// at the limit all at once, stores more than 25 MB of documents, or runs a 21st sanctions screening within
// the hour. Each is refused with a stable code, the limit in its params and a message saying approval lifts
// it; approved organisations are unaffected.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Membership, Supplier, SupplierDocument } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;

const MB = 1024 * 1024;

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const supplierBody = (name: string) => ({
  name,
  countryCode: 'DE',
  category: 'Electronics',
  address: 'Hafenstrasse 1, Hamburg',
  registrationNumber: 'HRB 4711',
  contactEmail: 'sales@example.com',
  bankIban: 'DE89370400440532013000',
});

async function signedIn(state: 'pending' | 'rejected' | 'approved') {
  const { user, email } = await gateway.createAccount(state);
  const organisationId = (await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id }))
    .organisation.id;
  return { cookie: await gateway.signIn(email), organisationId };
}

async function addSuppliers(cookie: string, count: number, prefix: string) {
  const ids: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const response = await call('POST', '/api/suppliers', cookie, supplierBody(`${prefix} ${index}`));
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().supplier.id);
  }
  return ids;
}

/** A PDF of `bytes` bytes (the content check reads its header). */
const pdfOf = (bytes: number) => {
  const content = Buffer.alloc(bytes, 0x20);
  content.write('%PDF-1.4\n');
  return content;
};

function upload(cookie: string, supplierId: string, content: Buffer) {
  const boundary = `quota${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nlicense\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return gateway.app.inject({
    method: 'POST',
    url: `/api/suppliers/${supplierId}/documents`,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

beforeAll(async () => {
  gateway = await startTestGateway('unreviewed_quotas');
});
afterAll(() => gateway?.close());

describe('an account awaiting approval', () => {
  it('adds 10 suppliers; the 11th is refused (403 supplier_quota_reached), saying that approval lifts it', async () => {
    const pending = await signedIn('pending');
    await addSuppliers(pending.cookie, 10, 'Pending Supplier');
    const eleventh = await call(
      'POST',
      '/api/suppliers',
      pending.cookie,
      supplierBody('Pending Supplier 11'),
    );
    expect(eleventh.statusCode, eleventh.body).toBe(403);
    expect(eleventh.json().error).toEqual({
      code: 'supplier_quota_reached',
      message:
        'Accounts awaiting approval can add up to 10 suppliers, and this organisation has 10. Approval of your account lifts this limit.',
      params: { limit: 10, used: 10 },
    });
    expect(await gateway.orm.em.fork().count(Supplier, { organisation: pending.organisationId })).toBe(10);

    // A rejected account keeps the page, and the same limit.
    const rejected = await signedIn('rejected');
    await addSuppliers(rejected.cookie, 10, 'Rejected Supplier');
    const refused = await call(
      'POST',
      '/api/suppliers',
      rejected.cookie,
      supplierBody('Rejected Supplier 11'),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('supplier_quota_reached');
  });

  it('cannot pass the limit by adding at once: at 9 suppliers, five concurrent adds store one', async () => {
    const pending = await signedIn('pending');
    await addSuppliers(pending.cookie, 9, 'Burst Supplier');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call('POST', '/api/suppliers', pending.cookie, supplierBody(`Burst Extra ${index}`)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403, 403, 403, 403]);
    expect(await gateway.orm.em.fork().count(Supplier, { organisation: pending.organisationId })).toBe(10);
  });

  it('runs 20 sanctions screenings an hour; the 21st is 429 with Retry-After', async () => {
    const pending = await signedIn('pending');
    const [supplierId] = await addSuppliers(pending.cookie, 1, 'Screened Supplier');
    // The add queued one screening; 19 more by 'Screen again'.
    for (let count = 2; count <= 20; count += 1) {
      const queued = await call('POST', `/api/suppliers/${supplierId}/screen`, pending.cookie);
      expect(queued.statusCode, queued.body).toBe(202);
    }
    const refused = await call('POST', `/api/suppliers/${supplierId}/screen`, pending.cookie);
    expect(refused.statusCode, refused.body).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const { error } = refused.json();
    expect(error).toMatchObject({
      code: 'screening_quota_reached',
      params: { limit: 20, retryAfterSeconds: retryAfter },
    });
    expect(error.message).toMatch(
      /^Accounts awaiting approval can run up to 20 sanctions screenings an hour\. Try again in \d+ minutes\. Approval of your account lifts this limit\.$/,
    );
    // Adding a supplier queues a screening too, so it waits as well.
    const added = await call(
      'POST',
      '/api/suppliers',
      pending.cookie,
      supplierBody('One Screening Too Many'),
    );
    expect(added.statusCode).toBe(429);
    expect(added.json().error.code).toBe('screening_quota_reached');
  });

  it('stores at most 25 MB of documents: the upload past it is refused and its file not kept', async () => {
    const pending = await signedIn('pending');
    const [supplierId] = await addSuppliers(pending.cookie, 1, 'Document Supplier');
    for (let index = 0; index < 2; index += 1) {
      const stored = await upload(pending.cookie, supplierId!, pdfOf(9 * MB));
      expect(stored.statusCode, stored.body).toBe(201);
    }
    const refused = await upload(pending.cookie, supplierId!, pdfOf(9 * MB));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'document_quota_reached',
      message:
        'Accounts awaiting approval can store up to 25 MB of supplier documents: 18 MB are stored and this file is 9 MB. Delete a document to make room. Approval of your account lifts this limit.',
      params: { limit: 25 * MB, used: 18 * MB, size: 9 * MB },
    });
    expect(await gateway.orm.em.fork().count(SupplierDocument, { supplier: supplierId })).toBe(2);
    const directory = path.join(gateway.dataDir, 'documents', pending.organisationId);
    expect(readdirSync(directory)).toHaveLength(2);
    // What still fits is stored.
    expect((await upload(pending.cookie, supplierId!, pdfOf(6 * MB))).statusCode).toBe(201);
  });
});

describe('an approved organisation', () => {
  it('meets none of these limits', async () => {
    const approved = await signedIn('approved');
    const ids = await addSuppliers(approved.cookie, 11, 'Approved Supplier');
    for (let count = 0; count < 20; count += 1)
      expect((await call('POST', `/api/suppliers/${ids[0]}/screen`, approved.cookie)).statusCode).toBe(202);
    for (let index = 0; index < 3; index += 1)
      expect((await upload(approved.cookie, ids[0]!, pdfOf(9 * MB))).statusCode).toBe(201);
  });
});
