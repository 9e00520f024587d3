// The suppliers commands (@tradehub/db/domain) on real PostgreSQL: verifying, rejecting and dismissing a
// screening hit each write the change with its audit row, activity, notification and `supplier:changed`
// in the caller's transaction, answer with what they caused, and refuse what four-eyes and the sanctions
// block do not allow.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';
import {
  DomainError,
  dismissScreeningHit,
  rejectSupplier,
  verifySupplier,
  type SupplierActor,
  type SupplierChange,
} from '../../src/domain/index.js';
import { AuditLogEntry, OutboxMessage, SanctionsEntry, ScreeningHit, Supplier } from '../../src/index.js';
import { useMigratedDatabase } from '../support/migrated-database.js';

const db = useMigratedDatabase('supplier-commands');
const { inTransaction } = db;
let creator: SupplierActor;
let reviewer: SupplierActor;
let outsider: SupplierActor;
let organisationId: string;

const outboxOf = (change: SupplierChange) =>
  change.events.outbox.map((row) => `${row.kind}:${(row.payload as { event?: string }).event}`);

/** A pending supplier added by the creator, with an open sanctions match when asked. */
async function pendingSupplier({
  hit = false,
  riskScore = 'Medium' as 'Low' | 'Medium',
  screening = undefined as 'pending' | 'not_screened' | undefined,
} = {}) {
  const em = db.orm.em.fork();
  const supplier = buildSupplier(em, {
    organisation: organisationId,
    createdBy: creator.userId,
    name: `Pending ${randomUUID().slice(0, 8)} GmbH`,
    status: 'pending',
    riskScore,
    screeningStatus: screening ?? (hit ? 'hit' : 'clear'),
  });
  let hitId: string | null = null;
  if (hit) {
    const entry = em.create(SanctionsEntry, {
      id: randomUUID(),
      list: 'ofac',
      externalId: randomUUID(),
      name: 'SHADOW FREIGHT TRADING LLC',
      partyType: 'entity',
    });
    hitId = em.create(ScreeningHit, {
      id: randomUUID(),
      organisation: organisationId,
      // By id: the shared builders make the entity of @tradehub/db, this test's ScreeningHit is db/src's.
      supplier: supplier.id,
      subjectType: 'supplier',
      subjectName: supplier.name,
      entry,
      score: 97,
    }).id;
  }
  await em.flush();
  return { id: supplier.id, name: supplier.name, hitId };
}

beforeAll(async () => {
  const em = db.orm.em.fork();
  const owner = buildApprovedMember(em, {
    email: 'owner@example.com',
    passwordHash: 'x',
    fullName: 'Olive Owner',
    permissions: ['Supplier Management'],
  });
  const member = buildApprovedMember(em, {
    email: 'reviewer@example.com',
    passwordHash: 'x',
    fullName: 'Riley Reviewer',
    organisation: owner.organisation,
    permissions: ['Risk Assessment'],
  });
  const other = buildApprovedMember(em, {
    email: 'other@example.com',
    passwordHash: 'x',
    fullName: 'Otto Other',
    organisation: owner.organisation,
    permissions: ['Payment Approval'],
  });
  await em.flush();
  organisationId = owner.organisation.id;
  const actor = (userId: string, displayName: string, permissions: string[]): SupplierActor => ({
    userId,
    organisationId,
    displayName,
    permissions,
    accountStatus: 'approved',
  });
  creator = actor(owner.user.id, 'Olive Owner', ['Supplier Management']);
  reviewer = actor(member.user.id, 'Riley Reviewer', ['Risk Assessment']);
  outsider = actor(other.user.id, 'Otto Other', ['Payment Approval']);
});

describe('suppliers commands', () => {
  it('verifies a pending supplier by another reviewer, once, with its effects written', async () => {
    const supplier = await pendingSupplier();
    await expect(inTransaction((tx) => verifySupplier(tx, creator, supplier.id))).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'forbidden',
      message: 'You added this supplier: another member must verify it (four-eyes).',
    });
    await expect(inTransaction((tx) => verifySupplier(tx, outsider, supplier.id))).rejects.toMatchObject({
      kind: 'forbidden',
      statusCode: 403,
    });
    await expect(inTransaction((tx) => verifySupplier(tx, reviewer, randomUUID()))).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Supplier not found',
    });

    const change = await inTransaction((tx) => verifySupplier(tx, reviewer, supplier.id));
    expect(change.supplier).toMatchObject({ status: 'verified', rejectionReason: null });
    expect(change.supplier.verificationDate).toBeInstanceOf(Date);
    expect(change.events.audit.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['supplier.verified', reviewer.userId],
    ]);
    expect(change.events.audit[0]!.changes).toMatchObject({
      status: { before: 'pending', after: 'verified' },
    });
    expect(change.events.activities.map((activity) => activity.description)).toEqual([
      `Riley Reviewer verified ${supplier.name}.`,
    ]);
    expect(change.events.notifications.map((notification) => notification.user.id)).toEqual([creator.userId]);
    expect(outboxOf(change)).toEqual(['socket:supplier:changed']);
    const em = db.orm.em.fork();
    expect(await em.count(AuditLogEntry, { entityId: supplier.id })).toBe(1);
    expect(await em.count(OutboxMessage, { aggregateType: 'supplier', aggregateId: supplier.id })).toBe(1);

    await expect(
      inTransaction((tx) => rejectSupplier(tx, reviewer, supplier.id, 'too late')),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'supplier_not_pending', statusCode: 409 });
  });

  it('refuses to verify a supplier whose sanctions screening has not landed (409 screening_pending); rejecting stays', async () => {
    for (const screening of ['pending', 'not_screened'] as const) {
      const supplier = await pendingSupplier({ screening });
      await expect(inTransaction((tx) => verifySupplier(tx, reviewer, supplier.id))).rejects.toMatchObject({
        kind: 'conflict',
        code: 'screening_pending',
        statusCode: 409,
        message: expect.stringContaining('still being screened against the sanctions lists'),
      });
      expect((await db.orm.em.fork().findOneOrFail(Supplier, supplier.id)).status).toBe('pending');
      const rejected = await inTransaction((tx) => rejectSupplier(tx, reviewer, supplier.id, 'not needed'));
      expect(rejected.supplier.status).toBe('rejected');
    }
  });

  it('rejects with the reason and refreshes the risk score', async () => {
    const supplier = await pendingSupplier({ riskScore: 'Low' });
    await expect(
      inTransaction((tx) => rejectSupplier(tx, reviewer, supplier.id, '  ')),
    ).rejects.toMatchObject({
      kind: 'invalid',
      code: 'invalid_input',
      field: 'reason',
    });
    const change = await inTransaction((tx) => rejectSupplier(tx, reviewer, supplier.id, 'no licence'));
    expect(change.supplier).toMatchObject({ status: 'rejected', rejectionReason: 'no licence' });
    // DE is Low (0) + 3 missing documents (24) + rejected (25) = 49 points: Medium.
    expect(change.supplier.riskScore).toBe('Medium');
    expect(change.events.audit[0]!.changes).toEqual({
      status: { before: 'pending', after: 'rejected' },
      review: { before: null, after: 'four-eyes' },
      rejectionReason: { before: null, after: 'no licence' },
      riskScore: { before: 'Low', after: 'Medium' },
    });
    expect(change.events.notifications.map((notification) => notification.message)).toEqual([
      `${supplier.name} was rejected by Riley Reviewer. Reason: no licence`,
    ]);
  });

  it('blocks verifying while a sanctions match is open; the creator cannot dismiss it, another can', async () => {
    const supplier = await pendingSupplier({ hit: true });
    const blocked = await inTransaction((tx) => verifySupplier(tx, reviewer, supplier.id)).catch(
      (error: unknown) => error,
    );
    expect(blocked).toBeInstanceOf(DomainError);
    expect(blocked).toMatchObject({ kind: 'conflict', code: 'sanctions_hit_open', statusCode: 409 });
    expect((blocked as DomainError).message).toContain('SHADOW FREIGHT TRADING LLC');

    await expect(
      inTransaction((tx) => dismissScreeningHit(tx, creator, supplier.id, supplier.hitId!, 'not them')),
    ).rejects.toMatchObject({ kind: 'forbidden', statusCode: 403 });
    await expect(
      inTransaction((tx) => dismissScreeningHit(tx, reviewer, supplier.id, supplier.hitId!, '')),
    ).rejects.toMatchObject({ kind: 'invalid', statusCode: 400, field: 'reason' });
    await expect(
      inTransaction((tx) => dismissScreeningHit(tx, reviewer, supplier.id, randomUUID(), 'not them')),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'No screening hit with this id.' });

    const dismissal = await inTransaction((tx) =>
      dismissScreeningHit(tx, reviewer, supplier.id, supplier.hitId!, 'different company'),
    );
    expect(dismissal.hit).toMatchObject({ status: 'dismissed', dismissedReason: 'different company' });
    expect(dismissal.supplier.screeningStatus).toBe('dismissed');
    expect(dismissal.events.audit.map((entry) => entry.action)).toEqual(['screening_hit.dismissed']);
    expect(dismissal.events.audit[0]!.changes).toMatchObject({
      screeningStatus: { before: 'hit', after: 'dismissed' },
      dismissedReason: { before: null, after: 'different company' },
    });
    expect(outboxOf(dismissal)).toEqual(['socket:supplier:changed']);

    // A second dismissal changes nothing; now the supplier can be verified.
    const again = await inTransaction((tx) =>
      dismissScreeningHit(tx, reviewer, supplier.id, supplier.hitId!, 'again'),
    );
    expect(again.events.audit).toEqual([]);
    expect(again.hit.dismissedReason).toBe('different company');
    const verified = await inTransaction((tx) => verifySupplier(tx, reviewer, supplier.id));
    expect(verified.supplier.status).toBe('verified');
  });
});
