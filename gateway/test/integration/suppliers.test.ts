import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Activity,
  AuditLogEntry,
  Membership,
  Notification,
  UserProfile,
  type Permission,
} from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password.js';
import { waitForScreening } from '../support/screening.js';
import { startTestGateway, TEST_PASSWORD, type TestGateway } from '../support/test-gateway.js';

const UPLOAD_MAX_BYTES = 64 * 1024;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

let gateway: TestGateway;
let owner: { cookie: string; userId: string; organisationId: string };
let reviewer: { cookie: string; userId: string };
let bystander: { cookie: string; userId: string };
let stranger: { cookie: string };

const validSupplier = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme Steel Works',
  countryCode: 'DE',
  category: 'Raw Materials',
  address: 'Industriestraße 1, 40210 Düsseldorf',
  registrationNumber: 'HRB 12345',
  contactEmail: 'sales@acme-steel.example',
  bankIban: 'DE89 3704 0044 0532 0130 00',
  bankSwift: 'DEUTDEFF',
  ...overrides,
});

async function addMember(organisationId: string, permissions: Permission[]) {
  const em = gateway.orm.em.fork();
  const email = `member-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const user = em.create(UserProfile, {
    email,
    businessName: 'Owner business',
    fullName: `Member ${permissions.join(' ') || 'none'}`,
    passwordHash: await hashPassword(TEST_PASSWORD),
    emailVerified: true,
    isAdmin: false,
  });
  em.create(Membership, {
    organisation: organisationId,
    user,
    role: 'Analyst',
    permissions,
    createdBy: user,
  });
  await em.flush();
  return { cookie: await gateway.signIn(email), userId: user.id };
}

async function account() {
  const { email, user } = await gateway.createAccount('approved');
  const membership = await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id });
  return { cookie: await gateway.signIn(email), userId: user.id, organisationId: membership.organisation.id };
}

function api(cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function createSupplier(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await api(cookie, 'POST', '/api/suppliers', validSupplier(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().supplier as { id: string; [key: string]: unknown };
}

function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; contentType?: string },
) {
  const boundary = `----tradehub${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  cookie: string,
  supplierId: string,
  file: { name: string; content: Buffer; contentType?: string },
  fields: Record<string, string> = { type: 'license' },
) {
  const body = multipart(fields, file);
  return gateway.app.inject({
    method: 'POST',
    url: `/api/suppliers/${supplierId}/documents`,
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

beforeAll(async () => {
  // With the workers: a new supplier's sanctions screening runs there.
  gateway = await startTestGateway('suppliers', {
    withWorkers: true,
    env: { UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) },
  });
  owner = await account();
  reviewer = await addMember(owner.organisationId, ['Risk Assessment']);
  bystander = await addMember(owner.organisationId, ['Payment Approval']);
  stranger = await account();
});
afterAll(() => gateway?.close());

describe('adding a supplier', () => {
  it('creates a pending supplier with the English country name, masked account and risk inputs', async () => {
    const supplier = await createSupplier(owner.cookie);
    expect(supplier).toMatchObject({
      name: 'Acme Steel Works',
      location: 'Germany',
      countryCode: 'DE',
      status: 'pending',
      // Its screening is queued for the workers: not yet screened (10 points) until the result lands.
      screeningStatus: 'pending',
      riskScore: 'Medium',
      bankAccount: '•••• 3000',
      canReview: false,
      createdBy: { id: owner.userId },
      financials: { revenueMinor: null, growthPercent: null },
      riskInputs: { countryRisk: 'Low', documentCompletenessPercent: 0, verification: 'pending', points: 42 },
    });
    // Nothing on the test database's lists: clear, and no not-screened points.
    expect(await waitForScreening(gateway, owner.cookie, supplier.id)).toMatchObject({
      screeningStatus: 'clear',
      riskScore: 'Medium',
      riskInputs: { screening: 'clear', points: 32 },
    });
    const em = gateway.orm.em.fork();
    expect(await em.count(AuditLogEntry, { action: 'supplier.created', entityId: supplier.id })).toBe(1);
    expect(await em.count(Activity, { relatedId: supplier.id, title: 'Supplier added' })).toBe(1);
  });

  it.each([
    ['bankIban', { bankIban: 'DE89370400440532013001' }],
    ['bankSwift', { bankSwift: 'NOTABIC!' }],
    ['countryCode', { countryCode: 'XX' }],
    ['countryCode', { countryCode: 'germany' }],
    ['bankAccountNumber', { bankIban: undefined, bankAccountNumber: undefined }],
    ['contactEmail', { contactEmail: 'not-an-email' }],
    ['name', { name: 'A' }],
  ])('refuses a bad %s with 400 naming the field', async (field, overrides) => {
    const response = await api(owner.cookie, 'POST', '/api/suppliers', validSupplier(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe(field);
  });

  it('accepts a local account number where IBANs do not apply', async () => {
    const supplier = await createSupplier(owner.cookie, {
      name: 'Great Lakes Packaging',
      countryCode: 'US',
      bankIban: undefined,
      bankSwift: 'CHASUS33',
      bankAccountNumber: '000123456789',
    });
    expect(supplier).toMatchObject({ location: 'United States of America', bankAccount: '•••• 6789' });
  });

  it('lets a pending account open the register and add a supplier to its own organisation', async () => {
    const { email } = await gateway.createAccount('pending');
    const cookie = await gateway.signIn(email);
    expect((await api(cookie, 'GET', '/api/suppliers')).json()).toEqual({ suppliers: [] });
    await createSupplier(cookie, { name: 'Pending Co' });
    const list = (await api(cookie, 'GET', '/api/suppliers')).json().suppliers;
    expect(list.map((item: { name: string }) => item.name)).toEqual(['Pending Co']);
  });
});

describe('searching the register', () => {
  let ids: Record<string, string>;
  let cookie: string;
  beforeAll(async () => {
    const org = await account();
    cookie = org.cookie;
    ids = {
      steel: (await createSupplier(cookie, { name: 'Rhine Steel GmbH', category: 'Metals' })).id,
      textiles: (
        await createSupplier(cookie, {
          name: 'Blue 100%_Ocean Textiles',
          countryCode: 'CN',
          category: 'Textiles',
          bankIban: undefined,
          bankSwift: undefined,
          bankAccountNumber: '6222 0200 1234',
        })
      ).id,
      timber: (
        await createSupplier(cookie, {
          name: 'Nordic Timber AB',
          countryCode: 'SE',
          category: 'Wood',
          bankIban: 'SE4550000000058398257466',
          bankSwift: 'ESSESESS',
        })
      ).id,
    };
    // The risk filter reads scores that count the screening's result.
    for (const id of Object.values(ids)) await waitForScreening(gateway, cookie, id);
  });
  const names = async (query: string) => {
    const response = await api(cookie, 'GET', `/api/suppliers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().suppliers.map((supplier: { id: string }) => supplier.id);
  };

  it('lists newest first', async () => {
    expect(await names('')).toEqual([ids.timber, ids.textiles, ids.steel]);
  });
  it('searches name, country name, country code and category, case-insensitively', async () => {
    expect(await names('?q=STEEL')).toEqual([ids.steel]);
    expect(await names('?q=chin')).toEqual([ids.textiles]);
    expect(await names('?q=se')).toContain(ids.timber);
    expect(await names('?q=wood')).toEqual([ids.timber]);
    expect(await names('?q=nothing-like-this')).toEqual([]);
  });
  it('treats % and _ as literal characters', async () => {
    expect(await names(`?q=${encodeURIComponent('%')}`)).toEqual([ids.textiles]);
    expect(await names(`?q=${encodeURIComponent('0%_O')}`)).toEqual([ids.textiles]);
    expect(await names(`?q=${encodeURIComponent('_')}`)).toEqual([ids.textiles]);
  });
  it('filters by status and risk', async () => {
    expect(await names('?risk=High')).toEqual([]);
    expect(await names('?risk=Medium')).toEqual([ids.timber, ids.textiles, ids.steel]);
    expect(await names('?risk=Medium&q=nordic')).toEqual([ids.timber]);
    expect(await names('?status=verified')).toEqual([]);
    expect(await names('?status=pending')).toHaveLength(3);
    expect((await api(cookie, 'GET', '/api/suppliers?risk=Extreme')).statusCode).toBe(400);
  });
  it("never shows another organisation's suppliers", async () => {
    const list = (await api(owner.cookie, 'GET', '/api/suppliers?q=nordic')).json().suppliers;
    expect(list).toEqual([]);
  });
});

describe('verification (four-eyes)', () => {
  it('refuses the creator, refuses a member without the permission, lets a second reviewer verify', async () => {
    const supplier = await createSupplier(owner.cookie, { name: 'Four Eyes Ltd' });
    const url = `/api/suppliers/${supplier.id}/verify`;
    await waitForScreening(gateway, owner.cookie, supplier.id);

    const byCreator = await api(owner.cookie, 'POST', url);
    expect(byCreator.statusCode).toBe(403);
    expect(byCreator.json().error.message).toBe(
      'You added this supplier: another member must verify it (four-eyes).',
    );
    expect((await api(bystander.cookie, 'POST', url)).statusCode).toBe(403);
    const bystanderView = (await api(bystander.cookie, 'GET', `/api/suppliers/${supplier.id}`)).json();
    expect(bystanderView.supplier.canReview).toBe(false);
    const reviewerView = (await api(reviewer.cookie, 'GET', `/api/suppliers/${supplier.id}`)).json();
    expect(reviewerView.supplier.canReview).toBe(true);

    const verified = await api(reviewer.cookie, 'POST', url);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().supplier).toMatchObject({ status: 'verified', canReview: false });
    expect(verified.json().supplier.verificationDate).not.toBeNull();

    expect((await api(reviewer.cookie, 'POST', url)).statusCode).toBe(409);
    const em = gateway.orm.em.fork();
    expect(
      await em.count(Notification, { user: owner.userId, title: 'Supplier verified', type: 'success' }),
    ).toBe(1);
    expect(await em.count(AuditLogEntry, { action: 'supplier.verified', entityId: supplier.id })).toBe(1);
    expect(
      await em.count(Activity, { relatedId: supplier.id, type: 'verification', title: 'Supplier verified' }),
    ).toBe(1);
  });

  it('rejects with a reason, which is kept and sent to the creator', async () => {
    const supplier = await createSupplier(owner.cookie, { name: 'Shady Trading' });
    const url = `/api/suppliers/${supplier.id}/reject`;
    expect((await api(reviewer.cookie, 'POST', url, { reason: '  ' })).statusCode).toBe(400);
    const rejected = await api(reviewer.cookie, 'POST', url, { reason: 'Registration number unknown' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().supplier).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Registration number unknown',
    });
    const notification = await gateway.orm.em
      .fork()
      .findOneOrFail(Notification, { user: owner.userId, title: 'Supplier rejected' });
    expect(notification.message).toContain('Registration number unknown');
  });
});

describe("another organisation's supplier", () => {
  it('is 404 Supplier not found for read, verify, reject and documents', async () => {
    const supplier = await createSupplier(owner.cookie, { name: 'Private Supplier' });
    const uploaded = await upload(owner.cookie, supplier.id, { name: 'license.pdf', content: PDF });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = uploaded.json().document.id;
    const base = `/api/suppliers/${supplier.id}`;
    const responses = [
      await api(stranger.cookie, 'GET', base),
      await api(stranger.cookie, 'POST', `${base}/verify`),
      await api(stranger.cookie, 'POST', `${base}/reject`, { reason: 'x' }),
      await api(stranger.cookie, 'GET', `${base}/documents`),
      await upload(stranger.cookie, supplier.id, { name: 'x.pdf', content: PDF }),
      await api(stranger.cookie, 'GET', `${base}/documents/${documentId}/file`),
      await api(stranger.cookie, 'DELETE', `${base}/documents/${documentId}`),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.message).toBe('Supplier not found');
    }
    expect((await api(owner.cookie, 'GET', `${base}/documents/${documentId}/file`)).statusCode).toBe(200);
    expect((await api(owner.cookie, 'GET', '/api/suppliers/no-such-supplier')).json().error.message).toBe(
      'Supplier not found',
    );
  });
});

describe('documents', () => {
  let supplierId: string;
  beforeAll(async () => {
    supplierId = (await createSupplier(owner.cookie, { name: 'Documented GmbH' })).id;
  });

  it('refuses content that is not PDF, PNG or JPEG, whatever the name says', async () => {
    const text = await upload(owner.cookie, supplierId, {
      name: 'contract.pdf',
      content: Buffer.from('just some text, not a PDF'),
      contentType: 'application/pdf',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.field).toBe('file');
    const disguised = await upload(owner.cookie, supplierId, {
      name: 'contract.pdf',
      content: PNG,
      contentType: 'application/pdf',
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error).toMatchObject({ field: 'file' });
    expect(disguised.json().error.message).toContain('image/png');
  });

  it('refuses an unknown type and a bad expiry date', async () => {
    const badType = await upload(owner.cookie, supplierId, { name: 'a.pdf', content: PDF }, { type: 'memo' });
    expect(badType.json().error.field).toBe('type');
    const badDate = await upload(
      owner.cookie,
      supplierId,
      { name: 'a.pdf', content: PDF },
      { type: 'license', expiresAt: 'next week' },
    );
    expect(badDate.json().error.field).toBe('expiresAt');
  });

  it('answers 413 past the size limit', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 10, 0x20)]);
    const response = await upload(owner.cookie, supplierId, { name: 'big.pdf', content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The file is larger than the 64 KB upload limit.');
  });

  it.each(['../../etc/passwd.png', '..\\..\\boot.png', '/etc/passwd.png', 'docs/license.png', '..'])(
    'refuses the path-like name %s, writing nothing',
    async (name) => {
      const before = existsSync(path.join(gateway.dataDir, 'documents'))
        ? readdirSync(path.join(gateway.dataDir, 'documents'), { recursive: true }).length
        : 0;
      const response = await upload(owner.cookie, supplierId, {
        name,
        content: PNG,
        contentType: 'image/png',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        field: 'file',
        message: expect.stringMatching(/must not contain a path/),
      });
      const after = existsSync(path.join(gateway.dataDir, 'documents'))
        ? readdirSync(path.join(gateway.dataDir, 'documents'), { recursive: true }).length
        : 0;
      expect(after).toBe(before);
      expect(existsSync(path.resolve(gateway.dataDir, '..', 'etc', 'passwd.png'))).toBe(false);
    },
  );

  it('stores an upload under its document id, downloads identical bytes, then deletes file and row', async () => {
    const response = await upload(
      owner.cookie,
      supplierId,
      { name: 'passwd.png', content: PNG, contentType: 'image/png' },
      { type: 'certification', expiresAt: '2099-12-31' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json().document;
    expect(document).toMatchObject({
      name: 'passwd.png',
      type: 'certification',
      status: 'valid',
      mimeType: 'image/png',
      sizeBytes: PNG.length,
      expiresAt: '2099-12-31T23:59:59.999Z',
      downloadUrl: `/api/suppliers/${supplierId}/documents/${document.id}/file`,
    });
    const directory = path.join(gateway.dataDir, 'documents', owner.organisationId);
    expect(readdirSync(directory)).toContain(document.id);
    expect(readFileSync(path.join(directory, document.id))).toEqual(PNG);
    expect(existsSync(path.join(gateway.dataDir, 'etc'))).toBe(false);
    expect(existsSync(path.resolve(gateway.dataDir, '..', 'etc', 'passwd.png'))).toBe(false);

    const download = await api(owner.cookie, 'GET', document.downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="passwd.png"; filename*=UTF-8''passwd.png`,
    );
    expect(download.rawPayload).toEqual(PNG);
    // Another member of the organisation may download it too.
    expect((await api(bystander.cookie, 'GET', document.downloadUrl)).rawPayload).toEqual(PNG);

    const detail = (await api(owner.cookie, 'GET', `/api/suppliers/${supplierId}`)).json().supplier;
    expect(detail.documents.map((item: { id: string }) => item.id)).toContain(document.id);
    expect(detail.riskInputs.documentCompletenessPercent).toBe(33);

    const deleted = await api(
      owner.cookie,
      'DELETE',
      `/api/suppliers/${supplierId}/documents/${document.id}`,
    );
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(path.join(directory, document.id))).toBe(false);
    expect((await api(owner.cookie, 'GET', document.downloadUrl)).statusCode).toBe(404);
    const em = gateway.orm.em.fork();
    expect(
      await em.count(AuditLogEntry, { action: 'supplier.document_uploaded', entityId: document.id }),
    ).toBe(1);
    expect(
      await em.count(AuditLogEntry, { action: 'supplier.document_deleted', entityId: document.id }),
    ).toBe(1);
  });
});
