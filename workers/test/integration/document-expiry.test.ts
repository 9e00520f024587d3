import {
  Activity,
  AuditLogEntry,
  createOrmConfig,
  initOrm,
  Membership,
  Notification,
  Organisation,
  Supplier,
  SupplierDocument,
  UserProfile,
  type MikroORM,
  type Permission,
} from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { expireSupplierDocuments } from '@tradehub/db/domain';
import { recordOutboxPushes } from '../../../infra/test-support/outbox-pushes.js';
import { createMaintenanceProcessor, type MaintenanceJob } from '../../src/processors/maintenance.js';
import { JOB_SCHEDULES } from '@tradehub/db/queues';
import { buildSupplier } from '../../../infra/test-support/factories.js';

const database = await createPreparedDatabase('document_expiry', 'migrated');
const DAY = 24 * 60 * 60 * 1000;
let orm: MikroORM;

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
});
afterAll(async () => {
  await orm?.close();
  await database.drop();
});

async function buildOrganisation() {
  const em = orm.em.fork();
  const organisation = em.create(Organisation, { name: 'Expiry business', status: 'approved' });
  const person = (name: string, permissions: Permission[]) => {
    const user = em.create(UserProfile, {
      email: `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      businessName: 'Expiry business',
      fullName: name,
      emailVerified: true,
      isAdmin: false,
    });
    em.create(Membership, { organisation, user, role: name, permissions, createdBy: user });
    return user;
  };
  const owner = person('owner', ['Supplier Management']);
  const riskOfficer = person('risk', ['Risk Assessment', 'Audit Logs']);
  const clerk = person('clerk', ['Payment Approval']);
  await em.flush();
  return { em, organisation, owner, riskOfficer, clerk };
}

describe('document expiry sweep', () => {
  it('expires documents, sends a verified supplier back to pending with an alert, and is idempotent', async () => {
    const { em, organisation, owner, riskOfficer, clerk } = await buildOrganisation();
    const now = new Date();
    const supplier = (name: string, status: 'verified' | 'pending') =>
      buildSupplier(em, {
        organisation,
        createdBy: owner,
        name,
        category: 'Metals',
        status,
        verificationDate: status === 'verified' ? new Date(now.getTime() - 30 * DAY) : null,
        screeningStatus: 'not_screened',
      });
    const document = (
      owner_: Supplier,
      name: string,
      type: 'license' | 'financial_statement' | 'certification',
      expiresAt: Date | null,
    ) =>
      em.create(SupplierDocument, {
        organisation,
        createdBy: owner,
        supplier: owner_,
        name,
        type,
        status: 'valid',
        expiresAt,
        sizeBytes: 100,
        mimeType: 'application/pdf',
        storageKey: null,
      });
    const lapsed = supplier('Lapsed Licence GmbH', 'verified');
    const onlyFinancials = supplier('Old Accounts AG', 'verified');
    const alreadyPending = supplier('Waiting KG', 'pending');
    const fine = supplier('Current Papers SE', 'verified');
    document(lapsed, 'Operating licence', 'license', new Date(now.getTime() - DAY));
    document(lapsed, 'ISO 9001', 'certification', new Date(now.getTime() + 300 * DAY));
    document(onlyFinancials, 'Accounts 2024', 'financial_statement', new Date(now.getTime() - DAY));
    document(alreadyPending, 'Old licence', 'license', new Date(now.getTime() - DAY));
    document(fine, 'Licence', 'license', new Date(now.getTime() + DAY));
    await em.flush();

    const pushes = await recordOutboxPushes(orm);
    const first = await expireSupplierDocuments(orm.em.fork(), now);
    expect(first).toEqual({ expiredDocuments: 3, suppliersSentToReview: 1 });

    const check = orm.em.fork();
    const statuses = Object.fromEntries(
      (await check.find(Supplier, { organisation })).map((row) => [row.name, row.status]),
    );
    expect(statuses).toEqual({
      'Lapsed Licence GmbH': 'pending',
      'Old Accounts AG': 'verified',
      'Waiting KG': 'pending',
      'Current Papers SE': 'verified',
    });
    const documents = await check.find(SupplierDocument, { organisation }, { orderBy: { name: 'asc' } });
    expect(Object.fromEntries(documents.map((row) => [row.name, row.status]))).toEqual({
      'Accounts 2024': 'expired',
      'ISO 9001': 'valid',
      Licence: 'valid',
      'Old licence': 'expired',
      'Operating licence': 'expired',
    });

    const notifications = await check.find(Notification, { organisation });
    expect(notifications.map((row) => row.user.id).sort()).toEqual([owner.id, riskOfficer.id].sort());
    expect(notifications.map((row) => row.user.id)).not.toContain(clerk.id);
    for (const notification of notifications) {
      expect(notification).toMatchObject({ type: 'alert', title: 'Supplier document expired' });
      expect(notification.message).toContain('Operating licence');
    }
    const activities = await check.find(Activity, { organisation });
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({ type: 'alert', relatedId: lapsed.id });
    expect(
      await check.count(AuditLogEntry, { action: 'supplier.documents_expired', entityId: lapsed.id }),
    ).toBe(1);

    const sent = await pushes.sent();
    expect(
      sent
        .filter((entry) => entry.event === 'notification:new')
        .map((entry) => entry.room)
        .sort(),
    ).toEqual([`user:${owner.id}`, `user:${riskOfficer.id}`].sort());
    expect(sent).toContainEqual({
      room: `org:${organisation.id}`,
      event: 'activity:new',
      payload: expect.objectContaining({ type: 'alert', relatedId: lapsed.id }),
    });
    expect(sent).toContainEqual({
      room: `org:${organisation.id}`,
      event: 'supplier:changed',
      payload: { supplierId: lapsed.id },
    });

    const again = await recordOutboxPushes(orm);
    expect(await expireSupplierDocuments(orm.em.fork(), now)).toEqual({
      expiredDocuments: 0,
      suppliersSentToReview: 0,
    });
    expect(await again.sent()).toEqual([]);
    expect(await orm.em.fork().count(Notification, { organisation })).toBe(2);
  });

  it('runs daily as the maintenance job expire-documents', async () => {
    expect(JOB_SCHEDULES.maintenance).toContainEqual({
      id: 'daily-expire-documents',
      name: 'expire-documents',
      pattern: '23 2 * * *',
      data: {},
    });
    const process = createMaintenanceProcessor(orm);
    const job = { name: 'expire-documents', data: {} } as MaintenanceJob;
    expect(await process(job)).toEqual({ expiredDocuments: 0, suppliersSentToReview: 0 });
  });
});
