// The structured-audit-values migration on rows written before it: a policy change's second approval and a
// booked trade written as English sentences become the structures written today (contract audit-values.ts);
// a sentence it cannot read keeps its text.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookedEurForward } from '../../../infra/test-support/booked-fx-trade.js';
import { useDatabaseMigratedTo } from '../support/migrated-database.js';

const BEFORE = 'Migration20261129030000_bill_payment_request';

const { sql, migrate } = useDatabaseMigratedTo('structured-audit-values-migration', BEFORE);

describe('the structured-audit-values migration', () => {
  it('turns the sentences it reads into structures and leaves the others as they are', async () => {
    const organisationId = randomUUID();
    const [proposer, approver] = [randomUUID(), randomUUID()];
    await sql(
      `insert into organisation (id, name, created_at, updated_at) values (?, 'Old Co', now(), now())`,
      [organisationId],
    );
    for (const id of [proposer, approver])
      await sql(
        `insert into user_profile (id, email, business_name, created_at, updated_at)
         values (?, ?, 'Old Co', now(), now())`,
        [id, `${id}@example.com`],
      );
    const decidedAt = '2026-11-20T10:00:00.000Z';
    await sql(
      `insert into policy_change (id, organisation_id, proposed_by_id, base_policies, proposed_policies, weakens,
         status, decided_by_id, decided_at, created_at, updated_at)
       values (?, ?, ?, '{}', '{}', '[]', 'approved', ?, ?, now(), now())`,
      [randomUUID(), organisationId, proposer, approver, decidedAt],
    );
    const audit = async (action: string, field: string, after: string, at = decidedAt) => {
      const id = randomUUID();
      await sql(
        `insert into audit_log_entry (id, organisation_id, action, entity_type, entity_id, changes, created_at)
         values (?, ?, ?, 'organisation', ?, ?::jsonb, ?)`,
        [
          id,
          organisationId,
          action,
          organisationId,
          JSON.stringify({ status: { before: null, after: 'booked' }, [field]: { before: null, after } }),
          at,
        ],
      );
      return id;
    };
    const approved = await audit(
      'organisation.policies_updated',
      'secondApproval',
      'proposed by Ann A, approved by Bob B',
      '2026-11-20T10:00:00.120Z',
    );
    const approvedLongAgo = await audit(
      'organisation.policies_updated',
      'secondApproval',
      'proposed by Cy C, approved by Di D',
      '2026-01-01T00:00:00.000Z',
    );
    const sole = await audit(
      'organisation.policies_updated',
      'secondApproval',
      'applied at once: the organisation has no other Team Manager',
    );
    const odd = await audit('organisation.policies_updated', 'secondApproval', 'approved over the phone');
    const euro = await audit('fx_trade.booked', 'trade', bookedEurForward.legacyAuditSentence);
    const yen = await audit('fx_trade.booked', 'trade', 'spot sell JPY 150000 @ 148.254 value 2026-12-01');
    const garbled = await audit('fx_trade.booked', 'trade', 'spot sell JPY lots @ cheap value soon');

    await migrate();

    const rows = await sql<{ id: string; changes: Record<string, { before: unknown; after: unknown }> }>(
      `select id, changes from audit_log_entry where organisation_id = ?`,
      [organisationId],
    );
    const after = (id: string, field: string) => rows.find((row) => row.id === id)!.changes[field]!.after;
    expect(after(approved, 'secondApproval')).toEqual({
      kind: 'approved',
      proposedBy: { id: proposer, name: 'Ann A' },
      approvedBy: { id: approver, name: 'Bob B' },
    });
    // No approved change decided about then: the names alone.
    expect(after(approvedLongAgo, 'secondApproval')).toEqual({
      kind: 'approved',
      proposedBy: { id: null, name: 'Cy C' },
      approvedBy: { id: null, name: 'Di D' },
    });
    expect(after(sole, 'secondApproval')).toEqual({ kind: 'no_other_team_manager' });
    expect(after(odd, 'secondApproval')).toBe('approved over the phone');
    expect(after(euro, 'trade')).toEqual(bookedEurForward.auditValue);
    expect(after(yen, 'trade')).toEqual({
      kind: 'spot',
      side: 'sell',
      amountMinor: 150_000,
      currency: 'JPY',
      pair: 'USD/JPY',
      rate: '148.25',
      valueDate: '2026-12-01',
    });
    expect(after(garbled, 'trade')).toBe('spot sell JPY lots @ cheap value soon');
    // The rest of each row is untouched.
    expect(rows.find((row) => row.id === euro)!.changes.status).toEqual({ before: null, after: 'booked' });
  });
});
