// The organisation-review migration of issue 24 on rows written before it: each business gets the Owner who
// created it (whatever roles say), takes that Owner's status, and a business approved only because its
// Owner accepted an invitation (the hole the issue closes) goes back to what an administrator last decided.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDatabaseMigratedTo } from '../support/migrated-database.js';

const BEFORE = 'Migration20261126080000_payment_batches';
const ALL_PERMISSIONS = `array['Supplier Management','Payment Approval','Team Management','Financial Reports','FX Management','Risk Assessment','Compliance Management','Audit Logs']`;

const { sql, migrate } = useDatabaseMigratedTo('org-review-migration', BEFORE);

async function person(status: string, reason: string | null = null) {
  const id = randomUUID();
  await sql(
    `insert into user_profile (id, email, business_name, status, rejection_reason, demo_mode, created_at, updated_at)
     values (?, ?, 'Old Co', ?, ?, ?, now(), now())`,
    [id, `${id}@example.com`, status, reason, status !== 'approved'],
  );
  return id;
}

async function business(name: string) {
  const id = randomUUID();
  await sql(`insert into organisation (id, name, created_at, updated_at) values (?, ?, now(), now())`, [
    id,
    name,
  ]);
  return id;
}

async function seat(
  organisationId: string,
  userId: string,
  {
    role,
    createdBy,
    permissions,
    minutesAgo,
  }: { role: string; createdBy: string; permissions: string; minutesAgo: number },
) {
  await sql(
    `insert into membership (id, organisation_id, user_id, role, permissions, created_by_id, created_at, updated_at)
     values (?, ?, ?, ?, ${permissions}, ?, now() - make_interval(mins => ?), now())`,
    [randomUUID(), organisationId, userId, role, createdBy, minutesAgo],
  );
}

async function audit(action: string, actorId: string | null, entityId: string, changes: object) {
  await sql(
    `insert into audit_log_entry (id, actor_id, action, entity_type, entity_id, changes, created_at)
     values (?, ?, ?, 'user_profile', ?, ?::jsonb, now())`,
    [randomUUID(), actorId, action, entityId, JSON.stringify(changes)],
  );
}

describe('the organisation-review migration', () => {
  it('picks the creator as Owner, keeps reviews, and undoes approvals that came only from an invitation', async () => {
    // A: approved by an administrator; its creator's role was renamed and a later member is titled 'Owner'.
    const founder = await person('approved');
    const titled = await person('approved');
    const a = await business('Renamed Roles Ltd');
    await seat(a, founder, {
      role: 'Managing Director',
      createdBy: founder,
      permissions: `array['Audit Logs']`,
      minutesAgo: 60,
    });
    await seat(a, titled, {
      role: 'Owner',
      createdBy: founder,
      permissions: ALL_PERMISSIONS,
      minutesAgo: 30,
    });
    await audit('account.approved', null, founder, { status: { before: 'pending', after: 'approved' } });

    // B: pending, then approved only by accepting an invitation into another team.
    const joiner = await person('approved');
    const b = await business('Joined Elsewhere Ltd');
    await seat(b, joiner, { role: 'Owner', createdBy: joiner, permissions: ALL_PERMISSIONS, minutesAgo: 50 });
    await seat(a, joiner, {
      role: 'Buyer',
      createdBy: founder,
      permissions: `array[]::text[]`,
      minutesAgo: 20,
    });
    await audit('team.invite_accepted', joiner, randomUUID(), {
      accountStatus: { before: 'pending', after: 'approved' },
    });

    // C: rejected by an administrator, then "approved" by an invitation: it stays rejected, with its reason.
    const refused = await person('approved');
    const c = await business('Refused Ltd');
    await seat(c, refused, {
      role: 'Owner',
      createdBy: refused,
      permissions: ALL_PERMISSIONS,
      minutesAgo: 40,
    });
    await audit('account.rejected', null, refused, {
      status: { before: 'pending', after: 'rejected' },
      rejectionReason: { before: null, after: 'Documents do not match' },
    });
    await audit('team.invite_accepted', refused, randomUUID(), {
      accountStatus: { before: 'rejected', after: 'approved' },
    });

    // D: a rejected business keeps its status and reason as they were.
    const rejectedOwner = await person('rejected', 'Not a trading company');
    const d = await business('Still Rejected Ltd');
    await seat(d, rejectedOwner, {
      role: 'Owner',
      createdBy: rejectedOwner,
      permissions: ALL_PERMISSIONS,
      minutesAgo: 10,
    });

    await migrate('Migration20261127000000_organisation_review');

    const rows = await sql<{ id: string; owner_id: string; status: string; rejection_reason: string | null }>(
      `select id, owner_id, status, rejection_reason from organisation where id in (?, ?, ?, ?)`,
      [a, b, c, d],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(a)).toMatchObject({ owner_id: founder, status: 'approved' });
    expect(byId.get(b)).toMatchObject({ owner_id: joiner, status: 'pending', rejection_reason: null });
    expect(byId.get(c)).toMatchObject({
      owner_id: refused,
      status: 'rejected',
      rejection_reason: 'Documents do not match',
    });
    expect(byId.get(d)).toMatchObject({
      owner_id: rejectedOwner,
      status: 'rejected',
      rejection_reason: 'Not a trading company',
    });
    // The Owner keeps Team Management, whatever their seat had.
    const [founderSeat] = await sql<{ permissions: string[] }>(
      `select permissions from membership where organisation_id = ? and user_id = ?`,
      [a, founder],
    );
    expect(founderSeat?.permissions).toEqual(expect.arrayContaining(['Audit Logs', 'Team Management']));
    const columns = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'user_profile'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain('status');
  });
});
