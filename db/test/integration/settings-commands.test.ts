// The settings commands (@tradehub/db/domain) on real PostgreSQL: updating Account Settings writes the
// change with its audit diff (and the organisation's rename, with Team Management, with its own), a new
// e-mail address waits for its verification link (an outbox job of the same transaction) once the
// current password is proved, and a new password hash is stored and audited without the hash.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import {
  changePassword,
  updateSettings,
  type CheckPassword,
  type SettingsActor,
} from '../../src/domain/index.js';
import {
  AuditLogEntry,
  Organisation,
  OutboxMessage,
  UserProfile,
  type OutboxJobPayload,
  type Permission,
} from '../../src/index.js';
import { useMigratedDatabase } from '../support/migrated-database.js';

const db = useMigratedDatabase('settings-commands');
const { inTransaction } = db;

const PASSWORD = 'secret1';
/** Stands in for the gateway's check: counts the attempts it is asked for. */
const checks: string[] = [];
const checkPassword: CheckPassword = async (user, password) => {
  checks.push(user.email);
  return password === PASSWORD;
};

/** A member of a fresh organisation, as the settings commands know them. */
async function person(permissions: Permission[] = [], passwordHash: string | null = 'hash') {
  const em = db.orm.em.fork();
  const { user, organisation } = buildApprovedMember(em, {
    email: `person-${randomUUID().slice(0, 8)}@example.com`,
    passwordHash: passwordHash ?? 'x',
    businessName: 'Settings Imports Ltd',
    permissions,
  });
  if (passwordHash === null) user.passwordHash = null;
  await em.flush();
  const actor: SettingsActor = { userId: user.id, organisationId: organisation.id, permissions };
  return { actor, email: user.email };
}

beforeAll(async () => {});

describe('settings commands', () => {
  it('updates preferences with one audit diff of the fields that changed; nothing changed, nothing written', async () => {
    const { actor } = await person();
    const change = await inTransaction((tx) =>
      updateSettings(
        tx,
        actor,
        { fullName: 'Ada Lovelace', language: 'es', defaultCurrency: 'EUR', emailNotifications: true },
        checkPassword,
      ),
    );
    expect(change.user).toMatchObject({ fullName: 'Ada Lovelace', language: 'es', defaultCurrency: 'EUR' });
    expect(change.verifyEmail).toBeNull();
    expect(change.events.audit.map((entry) => [entry.action, entry.entityType, entry.entityId])).toEqual([
      ['settings.updated', 'user_profile', actor.userId],
    ]);
    expect(change.events.audit[0]!.changes).toEqual({
      fullName: { before: null, after: 'Ada Lovelace' },
      language: { before: 'en', after: 'es' },
      defaultCurrency: { before: 'USD', after: 'EUR' },
    });
    expect(change.events.outbox).toEqual([]);

    const same = await inTransaction((tx) =>
      updateSettings(tx, actor, { fullName: 'Ada Lovelace', language: 'es' }, checkPassword),
    );
    expect(same.events.audit).toEqual([]);
    expect(await db.orm.em.fork().count(AuditLogEntry, { entityId: actor.userId })).toBe(1);
  });

  it('renames the organisation only with Team Management, audited on the organisation', async () => {
    const member = await person(['Payment Approval']);
    await expect(
      inTransaction((tx) => updateSettings(tx, member.actor, { companyName: 'Renamed Ltd' }, checkPassword)),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'forbidden',
      statusCode: 403,
      message: 'Only members with Team Management can change the company name.',
    });
    // The unchanged name is not a rename: no permission needed.
    const unchanged = await inTransaction((tx) =>
      updateSettings(tx, member.actor, { companyName: 'Settings Imports Ltd' }, checkPassword),
    );
    expect(unchanged.events.audit).toEqual([]);

    const manager = await person(['Team Management']);
    const change = await inTransaction((tx) =>
      updateSettings(tx, manager.actor, { companyName: 'Renamed Ltd', language: 'zh' }, checkPassword),
    );
    expect(change.organisation.name).toBe('Renamed Ltd');
    expect(change.events.audit.map((entry) => [entry.action, entry.entityType, entry.entityId])).toEqual([
      ['organisation.renamed', 'organisation', manager.actor.organisationId],
      ['settings.updated', 'user_profile', manager.actor.userId],
    ]);
    expect(change.events.audit[0]!.changes).toEqual({
      name: { before: 'Settings Imports Ltd', after: 'Renamed Ltd' },
    });
    const stored = await db.orm.em.fork().findOneOrFail(Organisation, manager.actor.organisationId);
    expect(stored.name).toBe('Renamed Ltd');
  });

  it('a new e-mail address is proved with the password and waits for the link mailed through the outbox', async () => {
    const { actor, email } = await person();
    const newEmail = `new-${randomUUID().slice(0, 8)}@example.com`;
    await expect(
      inTransaction((tx) => updateSettings(tx, actor, { email: newEmail }, checkPassword)),
    ).rejects.toMatchObject({
      kind: 'invalid',
      statusCode: 400,
      field: 'currentPassword',
      message: 'Enter your current password to change your e-mail address.',
    });
    checks.length = 0;
    await expect(
      inTransaction((tx) =>
        updateSettings(tx, actor, { email: newEmail, currentPassword: 'wrong' }, checkPassword),
      ),
    ).rejects.toMatchObject({
      kind: 'invalid',
      code: 'invalid_input',
      field: 'currentPassword',
      message: 'Incorrect password.',
    });
    expect(checks).toEqual([email]);

    const taken = await person();
    await expect(
      inTransaction((tx) =>
        updateSettings(
          tx,
          actor,
          { email: taken.email.toUpperCase(), currentPassword: PASSWORD },
          checkPassword,
        ),
      ),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'email_in_use', field: 'email', statusCode: 409 });

    const change = await inTransaction((tx) =>
      updateSettings(tx, actor, { email: newEmail, currentPassword: PASSWORD }, checkPassword),
    );
    expect(change.verifyEmail).toBe(newEmail);
    expect(change.user).toMatchObject({ email, pendingEmail: newEmail });
    expect(change.events.audit[0]!.changes).toEqual({ pendingEmail: { before: null, after: newEmail } });
    expect(change.events.outbox.map((row) => row.kind)).toEqual(['job']);
    expect(change.events.outbox[0]!.payload).toEqual({
      queue: 'email',
      name: 'verify-email',
      data: { userId: actor.userId, email: newEmail },
    } satisfies OutboxJobPayload);
    const em = db.orm.em.fork();
    expect(await em.count(OutboxMessage, { aggregateType: 'user', aggregateId: actor.userId })).toBe(1);

    // The pending address again asks for nothing; the current one withdraws the pending change.
    checks.length = 0;
    const again = await inTransaction((tx) => updateSettings(tx, actor, { email: newEmail }, checkPassword));
    expect(again.verifyEmail).toBeNull();
    expect(checks).toEqual([]);
    const back = await inTransaction((tx) => updateSettings(tx, actor, { email }, checkPassword));
    expect(back.user.pendingEmail).toBeNull();
    expect(back.events.audit[0]!.changes).toEqual({ pendingEmail: { before: newEmail, after: null } });
    expect(back.events.outbox).toEqual([]);
  });

  it('an account without a password here (Auth0) cannot change its e-mail address', async () => {
    const { actor } = await person([], null);
    await expect(
      inTransaction((tx) =>
        updateSettings(
          tx,
          actor,
          { email: 'elsewhere@example.com', currentPassword: PASSWORD },
          checkPassword,
        ),
      ),
    ).rejects.toMatchObject({ kind: 'forbidden', code: 'forbidden', field: 'email' });
  });

  it('stores a new password hash, audited without it', async () => {
    const { actor } = await person();
    const change = await inTransaction((tx) => changePassword(tx, actor, 'new-hash'));
    expect(change.events.audit.map((entry) => [entry.action, entry.changes])).toEqual([
      ['settings.password-changed', {}],
    ]);
    expect((await db.orm.em.fork().findOneOrFail(UserProfile, actor.userId)).passwordHash).toBe('new-hash');
  });
});
