// The suppliers commands that add a supplier and record or delete its documents (@tradehub/db/domain), on
// real PostgreSQL: each writes its change with the risk score, audit row, activity and `supplier:changed`
// in the caller's transaction, adding a supplier queues its screening for the workers (it screens nothing
// itself), an organisation under review meets its quotas (suppliers, document bytes, screenings per hour)
// even when requests race, and what belongs to another organisation is not found.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import {
  createSupplier,
  deleteSupplierDocument,
  recordSupplierDocument,
  requestSupplierScreening,
  screenSupplier,
  UNREVIEWED_QUOTAS,
  type NewSupplier,
  type NewSupplierDocument,
  type SupplierActor,
  type SupplierChange,
} from '../../src/domain/index.js';
import {
  Activity,
  AuditLogEntry,
  Notification,
  OutboxMessage,
  SanctionsEntry,
  ScreeningHit,
  Supplier,
  SupplierDocument,
} from '../../src/index.js';
import { useMigratedDatabase } from '../support/migrated-database.js';

const db = useMigratedDatabase('supplier-add-documents');
const { inTransaction } = db;
let owner: SupplierActor;
let reviewer: SupplierActor;
let stranger: SupplierActor;

const outboxOf = (change: SupplierChange) =>
  change.events.outbox.map((row) => {
    const payload = row.payload as { event?: string; queue?: string; name?: string };
    return row.kind === 'job' ? `job:${payload.queue}/${payload.name}` : `socket:${payload.event}`;
  });

const newSupplier = (name: string): NewSupplier => ({
  name,
  location: 'Germany',
  countryCode: 'DE',
  category: 'Electronics',
  address: 'Hafenstrasse 1, Hamburg',
  registrationNumber: 'HRB 12345',
  contactEmail: 'sales@example.com',
  bankIban: 'DE89370400440532013000',
  bankSwift: null,
  bankAccountNumber: null,
});

/** Adds a supplier (as the owner unless said): its screening is queued, not run. */
const addSupplier = (name: string, actor: SupplierActor = owner) =>
  inTransaction((tx) => createSupplier(tx, actor, newSupplier(name)));

/**
 * A member of an organisation of its own that no administrator has approved yet. The domain reads the
 * standing from the actor (the gateway passes the viewer's status): this is the one place tests set it.
 */
async function memberUnderReview(email: string): Promise<SupplierActor> {
  const em = db.orm.em.fork();
  const member = buildApprovedMember(em, { email, passwordHash: 'x', fullName: 'Petra Pending' });
  await em.flush();
  return {
    userId: member.user.id,
    organisationId: member.organisation.id,
    displayName: 'Petra Pending',
    permissions: [],
    accountStatus: 'pending',
  };
}

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' ? (result.reason as { code?: string }).code : 'ok';

const newDocument = (overrides: Partial<NewSupplierDocument> = {}): NewSupplierDocument => ({
  id: randomUUID(),
  name: 'licence.pdf',
  type: 'license',
  expiresAt: null,
  sizeBytes: 1234,
  mimeType: 'application/pdf',
  storageKey: `documents/${randomUUID()}`,
  ...overrides,
});

beforeAll(async () => {
  const em = db.orm.em.fork();
  const first = buildApprovedMember(em, {
    email: 'owner@example.com',
    passwordHash: 'x',
    fullName: 'Olive Owner',
    permissions: ['Payment Approval'],
  });
  const second = buildApprovedMember(em, {
    email: 'reviewer@example.com',
    passwordHash: 'x',
    fullName: 'Riley Reviewer',
    organisation: first.organisation,
    permissions: ['Risk Assessment'],
  });
  const other = buildApprovedMember(em, {
    email: 'stranger@example.com',
    passwordHash: 'x',
    fullName: 'Sam Stranger',
    businessName: 'Other Imports',
  });
  await em.flush();
  const actor = (userId: string, organisationId: string, displayName: string): SupplierActor => ({
    userId,
    organisationId,
    displayName,
    permissions: [],
    accountStatus: 'approved',
  });
  owner = actor(first.user.id, first.organisation.id, 'Olive Owner');
  reviewer = actor(second.user.id, first.organisation.id, 'Riley Reviewer');
  stranger = actor(other.user.id, other.organisation.id, 'Sam Stranger');
});

describe('adding a supplier', () => {
  it('stores a pending supplier with its screening queued for the workers, its audit row, activity and push', async () => {
    const change = await addSupplier('Hanse Components GmbH');
    expect(change.supplier).toMatchObject({
      name: 'Hanse Components GmbH',
      status: 'pending',
      screeningStatus: 'pending',
      // DE is Low (0) + not yet screened (10) + 3 missing documents (24) + pending (8) = 42 points: Medium.
      riskScore: 'Medium',
      bankIban: 'DE89370400440532013000',
    });
    expect(change.supplier.screenedAt ?? null).toBeNull();
    expect(change.events.audit.map((entry) => [entry.action, entry.entityId, entry.actor?.id])).toEqual([
      ['supplier.created', change.supplier.id, owner.userId],
    ]);
    expect(change.events.activities.map((activity) => [activity.title, activity.description])).toEqual([
      ['Supplier added', 'Olive Owner added Hanse Components GmbH (Germany); it awaits verification.'],
    ]);
    expect(change.events.notifications).toEqual([]);
    // The screening job before the push: the relay publishes a supplier's rows in order.
    expect(outboxOf(change)).toEqual(['job:screening/screen-supplier', 'socket:supplier:changed']);
    expect(change.events.outbox[0]!.payload).toMatchObject({ data: { supplierId: change.supplier.id } });

    const em = db.orm.em.fork();
    const stored = await em.findOneOrFail(Supplier, change.supplier.id);
    expect(stored).toMatchObject({ status: 'pending', screeningStatus: 'pending', riskScore: 'Medium' });
    expect(await em.count(AuditLogEntry, { action: 'supplier.created', entityId: stored.id })).toBe(1);
    expect(await em.count(Activity, { relatedId: stored.id, title: 'Supplier added' })).toBe(1);
    expect(
      await em.count(OutboxMessage, { aggregateType: 'supplier', aggregateId: stored.id, kind: 'socket' }),
    ).toBe(1);
    expect(
      await em.count(OutboxMessage, { aggregateType: 'supplier', aggregateId: stored.id, kind: 'job' }),
    ).toBe(1);

    // What the worker's job then does: the result lands (clear), the score counts it, and it is pushed.
    const screened = await screenSupplier(db.orm.em.fork(), stored.id);
    expect(screened).toMatchObject({ status: 'screened', screeningStatus: 'clear', newHits: 0 });
    const after = await db.orm.em.fork().findOneOrFail(Supplier, stored.id);
    expect(after.screeningStatus).toBe('clear');
    expect(after.screenedAt).toBeInstanceOf(Date);
    // 42 less the 10 of an unscreened supplier = 32: still Medium.
    expect(after.riskScore).toBe('Medium');
    expect(
      await db.orm.em
        .fork()
        .count(OutboxMessage, { aggregateType: 'supplier', aggregateId: stored.id, kind: 'socket' }),
    ).toBe(2);
  });

  it('screens nothing while adding: a listed name stays pending until the worker finds the match (High, alert)', async () => {
    const em = db.orm.em.fork();
    em.create(SanctionsEntry, {
      id: randomUUID(),
      list: 'ofac',
      externalId: randomUUID(),
      name: 'SHADOW FREIGHT TRADING LLC',
      partyType: 'entity',
    });
    await em.flush();
    const change = await addSupplier('Shadow Freight Trading LLC');
    expect(change.supplier).toMatchObject({ screeningStatus: 'pending', status: 'pending' });
    const check = db.orm.em.fork();
    expect(await check.count(ScreeningHit, { supplier: change.supplier.id })).toBe(0);

    const screened = await screenSupplier(db.orm.em.fork(), change.supplier.id);
    expect(screened).toMatchObject({ status: 'screened', screeningStatus: 'hit', newHits: 1 });
    const after = db.orm.em.fork();
    expect(await after.findOneOrFail(Supplier, change.supplier.id)).toMatchObject({
      screeningStatus: 'hit',
      riskScore: 'High',
    });
    expect(await after.count(ScreeningHit, { supplier: change.supplier.id, status: 'open' })).toBe(1);
    expect(await after.count(Notification, { user: reviewer.userId, title: 'Sanctions screening hit' })).toBe(
      1,
    );
  });

  it('refuses a blank name and writes nothing', async () => {
    const before = await db.orm.em.fork().count(Supplier, {});
    await expect(inTransaction((tx) => createSupplier(tx, owner, newSupplier('   ')))).rejects.toMatchObject({
      kind: 'invalid',
      code: 'invalid_input',
      field: 'name',
      statusCode: 400,
    });
    expect(await db.orm.em.fork().count(Supplier, {})).toBe(before);
  });
});

describe('an organisation under review (pending or rejected) meets its quotas', () => {
  it('adds up to 10 suppliers; the 11th is refused (403 supplier_quota_reached) and writes nothing', async () => {
    const pending = await memberUnderReview('eleven@example.com');
    for (let index = 1; index <= UNREVIEWED_QUOTAS.suppliers; index += 1)
      await addSupplier(`Quota Supplier ${index}`, pending);
    const refused = await addSupplier('Quota Supplier 11', pending).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      kind: 'forbidden',
      statusCode: 403,
      code: 'supplier_quota_reached',
      details: { params: { limit: 10, used: 10 } },
    });
    expect((refused as Error).message).toBe(
      'Accounts awaiting approval can add up to 10 suppliers, and this organisation has 10. Approval of your account lifts this limit.',
    );
    expect(await db.orm.em.fork().count(Supplier, { organisation: pending.organisationId })).toBe(10);
    expect(
      await db.orm.em.fork().count(AuditLogEntry, {
        organisation: pending.organisationId,
        action: 'supplier.created',
      }),
    ).toBe(10);
  });

  it('counts concurrent adds one after the other: at 8 suppliers, six at once add exactly two', async () => {
    const pending = await memberUnderReview('racing@example.com');
    for (let index = 1; index <= 8; index += 1) await addSupplier(`Racing Supplier ${index}`, pending);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) => addSupplier(`Racing Burst ${index}`, pending)),
    );
    expect(results.map(codeOf).sort()).toEqual([
      'ok',
      'ok',
      'supplier_quota_reached',
      'supplier_quota_reached',
      'supplier_quota_reached',
      'supplier_quota_reached',
    ]);
    expect(await db.orm.em.fork().count(Supplier, { organisation: pending.organisationId })).toBe(10);
  });

  it('queues at most 20 screenings an hour (adds and Screen again); the 21st is 429 with when to retry', async () => {
    const pending = await memberUnderReview('screens@example.com');
    const { supplier } = await addSupplier('Screened Often Ltd', pending);
    for (let count = 2; count <= UNREVIEWED_QUOTAS.screeningsPerHour; count += 1)
      await inTransaction((tx) => requestSupplierScreening(tx, pending, supplier.id));
    const refused = await inTransaction((tx) => requestSupplierScreening(tx, pending, supplier.id)).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      kind: 'too_many',
      statusCode: 429,
      code: 'screening_quota_reached',
      details: { params: { limit: 20 } },
    });
    const { retryAfterSeconds } = (refused as { details: { retryAfterSeconds: number } }).details;
    expect(retryAfterSeconds).toBeGreaterThan(3000);
    expect(retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((refused as Error).message).toMatch(
      /^Accounts awaiting approval can run up to 20 sanctions screenings an hour\. Try again in \d+ minutes\. Approval of your account lifts this limit\.$/,
    );
    // Adding a supplier queues a screening too: refused while the hour is full.
    await expect(addSupplier('One More Ltd', pending)).rejects.toMatchObject({
      code: 'screening_quota_reached',
    });
    expect(await db.orm.em.fork().count(OutboxMessage, { aggregateId: supplier.id, kind: 'job' })).toBe(20);
    // Screenings older than an hour no longer count.
    await db.orm.em
      .fork()
      .getConnection()
      .execute(
        `update audit_log_entry set created_at = created_at - interval '61 minutes' where organisation_id = ?`,
        [pending.organisationId],
      );
    const again = await inTransaction((tx) => requestSupplierScreening(tx, pending, supplier.id));
    expect(again.supplier.screeningStatus).toBe('pending');
  });

  it('stores at most 25 MB of documents, counted under the lock; a deletion frees its bytes', async () => {
    const pending = await memberUnderReview('storage@example.com');
    const { supplier } = await addSupplier('Heavy Files Ltd', pending);
    const MB = 1024 * 1024;
    await inTransaction((tx) =>
      recordSupplierDocument(tx, pending, supplier.id, newDocument({ sizeBytes: 10 * MB })),
    );
    const second = newDocument({ sizeBytes: 10 * MB });
    await inTransaction((tx) => recordSupplierDocument(tx, pending, supplier.id, second));
    // Two 4 MB uploads at once with 5 MB left: one is stored, the other refused.
    const results = await Promise.allSettled(
      [1, 2].map(() =>
        inTransaction((tx) =>
          recordSupplierDocument(tx, pending, supplier.id, newDocument({ sizeBytes: 4 * MB })),
        ),
      ),
    );
    expect(results.map(codeOf).sort()).toEqual(['document_quota_reached', 'ok']);
    const refused = await inTransaction((tx) =>
      recordSupplierDocument(tx, pending, supplier.id, newDocument({ sizeBytes: 2 * MB })),
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      kind: 'forbidden',
      statusCode: 403,
      code: 'document_quota_reached',
      details: { params: { limit: 25 * MB, used: 24 * MB, size: 2 * MB } },
    });
    expect((refused as Error).message).toBe(
      'Accounts awaiting approval can store up to 25 MB of supplier documents: 24 MB are stored and this file is 2 MB. Delete a document to make room. Approval of your account lifts this limit.',
    );
    await inTransaction((tx) => deleteSupplierDocument(tx, pending, supplier.id, second.id));
    const fits = await inTransaction((tx) =>
      recordSupplierDocument(tx, pending, supplier.id, newDocument({ sizeBytes: 2 * MB })),
    );
    expect(fits.document.sizeBytes).toBe(2 * MB);
  });

  it('leaves approved organisations unaffected', async () => {
    const approved = {
      ...(await memberUnderReview('grown-up@example.com')),
      accountStatus: 'approved' as const,
    };
    for (let index = 1; index <= UNREVIEWED_QUOTAS.suppliers + 1; index += 1)
      await addSupplier(`Approved Supplier ${index}`, approved);
    const { supplier } = await addSupplier('Approved Big Files', approved);
    for (let index = 0; index < 3; index += 1)
      await inTransaction((tx) =>
        recordSupplierDocument(tx, approved, supplier.id, newDocument({ sizeBytes: 10 * 1024 * 1024 })),
      );
    for (let count = 0; count < UNREVIEWED_QUOTAS.screeningsPerHour; count += 1)
      await inTransaction((tx) => requestSupplierScreening(tx, approved, supplier.id));
    expect(await db.orm.em.fork().count(Supplier, { organisation: approved.organisationId })).toBe(12);
  });
});

describe("a supplier's documents", () => {
  it('records an upload: the score counts it, the audit row names the document, the push names the supplier', async () => {
    const { supplier } = await addSupplier('Baltic Parts AG');
    // Screened clear by the worker (32 points), so the score moves by the document alone.
    await screenSupplier(db.orm.em.fork(), supplier.id);
    const input = newDocument();
    const change = await inTransaction((tx) => recordSupplierDocument(tx, owner, supplier.id, input));
    expect(change.document).toMatchObject({
      id: input.id,
      name: 'licence.pdf',
      type: 'license',
      status: 'valid',
      storageKey: input.storageKey,
    });
    // 32 points less one missing document (8) = 24: Low.
    expect(change.supplier.riskScore).toBe('Low');
    expect(
      change.events.audit.map((entry) => [entry.action, entry.entityType, entry.entityId, entry.changes]),
    ).toEqual([
      [
        'supplier.document_uploaded',
        'supplier_document',
        input.id,
        { supplierId: { before: null, after: supplier.id }, name: { before: null, after: 'licence.pdf' } },
      ],
    ]);
    expect(change.events.activities.map((activity) => [activity.relatedId, activity.description])).toEqual([
      [supplier.id, 'Olive Owner uploaded the license "licence.pdf" for Baltic Parts AG.'],
    ]);
    expect(outboxOf(change)).toEqual(['socket:supplier:changed']);
    const em = db.orm.em.fork();
    expect(await em.count(SupplierDocument, { supplier: supplier.id })).toBe(1);
    expect((await em.findOneOrFail(Supplier, supplier.id)).riskScore).toBe('Low');

    // A date already past records the document as expired (and it does not count for the score).
    const expired = await inTransaction((tx) =>
      recordSupplierDocument(
        tx,
        reviewer,
        supplier.id,
        newDocument({ type: 'certification', expiresAt: new Date(Date.now() - 60_000) }),
      ),
    );
    expect(expired.document.status).toBe('expired');
    expect(expired.supplier.riskScore).toBe('Low');
  });

  it("refuses another organisation's supplier, an unknown one and an unknown type, and writes nothing", async () => {
    const { supplier } = await addSupplier('Nordic Cables Oy');
    await expect(
      inTransaction((tx) => recordSupplierDocument(tx, stranger, supplier.id, newDocument())),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'Supplier not found', statusCode: 404 });
    await expect(
      inTransaction((tx) => recordSupplierDocument(tx, owner, randomUUID(), newDocument())),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'Supplier not found' });
    await expect(
      inTransaction((tx) =>
        recordSupplierDocument(tx, owner, supplier.id, {
          ...newDocument(),
          type: 'passport' as NewSupplierDocument['type'],
        }),
      ),
    ).rejects.toMatchObject({ kind: 'invalid', field: 'type', statusCode: 400 });
    expect(await db.orm.em.fork().count(SupplierDocument, { supplier: supplier.id })).toBe(0);
  });

  it('deletes a document with its effects; an unknown or foreign one is not found', async () => {
    const { supplier } = await addSupplier('Adriatic Textiles d.o.o.');
    const input = newDocument({ name: 'statement.pdf', type: 'financial_statement' });
    await inTransaction((tx) => recordSupplierDocument(tx, owner, supplier.id, input));

    await expect(
      inTransaction((tx) => deleteSupplierDocument(tx, stranger, supplier.id, input.id)),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'Supplier not found' });
    await expect(
      inTransaction((tx) => deleteSupplierDocument(tx, owner, supplier.id, randomUUID())),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'Document not found', statusCode: 404 });

    const change = await inTransaction((tx) => deleteSupplierDocument(tx, reviewer, supplier.id, input.id));
    // The caller removes the file by the key the answer still carries.
    expect(change.document.storageKey).toBe(input.storageKey);
    expect(change.events.audit.map((entry) => [entry.action, entry.entityId, entry.changes])).toEqual([
      ['supplier.document_deleted', input.id, { name: { before: 'statement.pdf', after: null } }],
    ]);
    expect(change.events.activities.map((activity) => activity.description)).toEqual([
      'Riley Reviewer deleted the financial statement "statement.pdf" of Adriatic Textiles d.o.o..',
    ]);
    expect(outboxOf(change)).toEqual(['socket:supplier:changed']);
    const em = db.orm.em.fork();
    expect(await em.count(SupplierDocument, { id: input.id })).toBe(0);
    expect(await em.count(AuditLogEntry, { action: 'supplier.document_deleted', entityId: input.id })).toBe(
      1,
    );
  });
});
