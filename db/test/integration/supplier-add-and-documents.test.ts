// The suppliers commands that add a supplier and record or delete its documents (@tradehub/db/domain), on
// real PostgreSQL: each writes its change with the risk score, audit row, activity and `supplier:changed`
// in the caller's transaction, adding a supplier screens it in that same transaction, and what belongs to
// another organisation is not found.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import { createTestDatabase, type TestDatabase } from '../../../infra/test-support/test-database.js';
import {
  createSupplier,
  deleteSupplierDocument,
  loadScreeningEntries,
  recordSupplierDocument,
  type NewSupplier,
  type NewSupplierDocument,
  type SupplierActor,
  type SupplierChange,
} from '../../src/domain/index.js';
import {
  Activity,
  AuditLogEntry,
  createOrmConfig,
  initOrm,
  Notification,
  OutboxMessage,
  runMigrations,
  SanctionsEntry,
  ScreeningHit,
  Supplier,
  SupplierDocument,
  type MikroORM,
} from '../../src/index.js';

let database: TestDatabase;
let orm: MikroORM;
let owner: SupplierActor;
let reviewer: SupplierActor;
let stranger: SupplierActor;

const outboxOf = (change: SupplierChange) =>
  change.events.outbox.map((row) => `${row.kind}:${(row.payload as { event?: string }).event}`);

const inTransaction = <T>(work: (em: MikroORM['em']) => Promise<T>) =>
  orm.em.fork().transactional((tx) => work(tx as MikroORM['em']));

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

/** Adds a supplier as the owner, screened against what the lists hold now. */
async function addSupplier(name: string) {
  const entries = await loadScreeningEntries(orm.em.fork());
  return inTransaction((tx) => createSupplier(tx, owner, newSupplier(name), { entries }));
}

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
  database = await createTestDatabase('supplier-add-documents');
  orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 4 }));
  await runMigrations(orm);
  const em = orm.em.fork();
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
  });
  owner = actor(first.user.id, first.organisation.id, 'Olive Owner');
  reviewer = actor(second.user.id, first.organisation.id, 'Riley Reviewer');
  stranger = actor(other.user.id, other.organisation.id, 'Sam Stranger');
});

afterAll(async () => {
  await orm?.close();
  await database?.drop();
});

describe('adding a supplier', () => {
  it('stores a pending, screened, scored supplier with its audit row, activity and push', async () => {
    const change = await addSupplier('Hanse Components GmbH');
    expect(change.supplier).toMatchObject({
      name: 'Hanse Components GmbH',
      status: 'pending',
      screeningStatus: 'clear',
      // DE is Low (0) + screening clear (0) + 3 missing documents (24) + pending (8) = 32 points: Medium.
      riskScore: 'Medium',
      bankIban: 'DE89370400440532013000',
    });
    expect(change.supplier.screenedAt).toBeInstanceOf(Date);
    expect(change.screening).toMatchObject({ status: 'screened', screeningStatus: 'clear', newHits: 0 });
    expect(change.events.audit.map((entry) => [entry.action, entry.entityId, entry.actor?.id])).toEqual([
      ['supplier.created', change.supplier.id, owner.userId],
    ]);
    expect(change.events.activities.map((activity) => [activity.title, activity.description])).toEqual([
      ['Supplier added', 'Olive Owner added Hanse Components GmbH (Germany); it awaits verification.'],
    ]);
    expect(change.events.notifications).toEqual([]);
    expect(outboxOf(change)).toEqual(['socket:supplier:changed']);

    const em = orm.em.fork();
    const stored = await em.findOneOrFail(Supplier, change.supplier.id);
    expect(stored).toMatchObject({ status: 'pending', screeningStatus: 'clear', riskScore: 'Medium' });
    expect(await em.count(AuditLogEntry, { action: 'supplier.created', entityId: stored.id })).toBe(1);
    expect(await em.count(Activity, { relatedId: stored.id, title: 'Supplier added' })).toBe(1);
    // The screening's own push (its status changed) and the command's.
    expect(
      await em.count(OutboxMessage, { aggregateType: 'supplier', aggregateId: stored.id, kind: 'socket' }),
    ).toBe(2);
  });

  it('screens in the same transaction: a listed name is High with an open hit and alerts the reviewers', async () => {
    const em = orm.em.fork();
    em.create(SanctionsEntry, {
      id: randomUUID(),
      list: 'ofac',
      externalId: randomUUID(),
      name: 'SHADOW FREIGHT TRADING LLC',
      partyType: 'entity',
    });
    await em.flush();
    const change = await addSupplier('Shadow Freight Trading LLC');
    expect(change.supplier).toMatchObject({ screeningStatus: 'hit', riskScore: 'High', status: 'pending' });
    expect(change.screening).toMatchObject({ status: 'screened', screeningStatus: 'hit', newHits: 1 });
    const check = orm.em.fork();
    expect(await check.count(ScreeningHit, { supplier: change.supplier.id, status: 'open' })).toBe(1);
    expect(await check.count(Notification, { user: reviewer.userId, title: 'Sanctions screening hit' })).toBe(
      1,
    );
  });

  it('refuses a blank name and writes nothing', async () => {
    const before = await orm.em.fork().count(Supplier, {});
    await expect(
      inTransaction((tx) => createSupplier(tx, owner, newSupplier('   '), { entries: [] })),
    ).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_input', field: 'name', statusCode: 400 });
    expect(await orm.em.fork().count(Supplier, {})).toBe(before);
  });
});

describe("a supplier's documents", () => {
  it('records an upload: the score counts it, the audit row names the document, the push names the supplier', async () => {
    const { supplier } = await addSupplier('Baltic Parts AG');
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
    const em = orm.em.fork();
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
    expect(await orm.em.fork().count(SupplierDocument, { supplier: supplier.id })).toBe(0);
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
    const em = orm.em.fork();
    expect(await em.count(SupplierDocument, { id: input.id })).toBe(0);
    expect(await em.count(AuditLogEntry, { action: 'supplier.document_deleted', entityId: input.id })).toBe(
      1,
    );
  });
});
