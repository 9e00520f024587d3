import { Migration } from '@mikro-orm/migrations';
import { auditFxTrade } from '@tradehub/contract';

/**
 * Two audit values written as English sentences before issue 28 become the structures written today
 * (contract audit-values.ts), so the Audit Log says them in the reader's language:
 * - `secondApproval` of `organisation.policies_updated`: 'proposed by X, approved by Y' (the ids from the
 *   organisation's approved policy change decided within a minute of the row, when there is one) and
 *   'applied at once: the organisation has no other Team Manager';
 * - `trade` of `fx_trade.booked`: 'forward buy EUR 100000 @ 0.92184 value 2026-12-24' (the rate per 1 USD)
 *   as the market pair and its rate as shown (EUR/USD 1.0848).
 * A text that does not parse keeps its text. The trade's structure is the contract's (auditFxTrade), so an
 * old row reads exactly as one booked today.
 */
const SOLE_MANAGER = 'applied at once: the organisation has no other Team Manager';
const APPROVED = /^proposed by (.+), approved by (.+)$/u;
const TRADE = /^(spot|forward) (buy|sell) ([A-Z]{3}) (\d+) @ (\d+(?:\.\d+)?) value (\d{4}-\d{2}-\d{2})$/u;

interface Row {
  id: string;
  organisation_id: string | null;
  created_at: Date;
  text: string;
}

export class Migration20261129040000_structured_audit_values extends Migration {
  override async up(): Promise<void> {
    const approvals = (await this.execute(
      `select id, organisation_id, created_at, changes->'secondApproval'->>'after' as text
         from audit_log_entry
        where action = 'organisation.policies_updated'
          and jsonb_typeof(changes->'secondApproval'->'after') = 'string'`,
    )) as Row[];
    for (const row of approvals) {
      const value = await this.secondApproval(row);
      if (value) await this.setAfter(row.id, 'secondApproval', value);
    }
    const trades = (await this.execute(
      `select id, organisation_id, created_at, changes->'trade'->>'after' as text
         from audit_log_entry
        where action = 'fx_trade.booked' and jsonb_typeof(changes->'trade'->'after') = 'string'`,
    )) as Row[];
    for (const row of trades) {
      const match = TRADE.exec(row.text);
      if (!match || match[3] === 'USD' || !(Number(match[5]) > 0)) continue;
      const trade = auditFxTrade({
        kind: match[1] as 'spot' | 'forward',
        side: match[2] as 'buy' | 'sell',
        currency: match[3]!,
        amountMinor: Number(match[4]),
        rate: Number(match[5]),
        valueDate: match[6]!,
      });
      await this.setAfter(row.id, 'trade', trade);
    }
  }

  private async secondApproval(row: Row): Promise<object | undefined> {
    if (row.text === SOLE_MANAGER) return { kind: 'no_other_team_manager' };
    const match = APPROVED.exec(row.text);
    if (!match) return undefined;
    const [decided] = (await this.execute(
      `select proposed_by_id, decided_by_id from policy_change
        where organisation_id = ? and status = 'approved'
          and decided_at between ?::timestamptz - interval '1 minute' and ?::timestamptz + interval '1 minute'
        order by abs(extract(epoch from decided_at - ?::timestamptz)) limit 1`,
      [row.organisation_id, row.created_at, row.created_at, row.created_at],
    )) as { proposed_by_id: string; decided_by_id: string | null }[];
    return {
      kind: 'approved',
      proposedBy: { id: decided?.proposed_by_id ?? null, name: match[1] },
      approvedBy: { id: decided?.decided_by_id ?? null, name: match[2] },
    };
  }

  private async setAfter(id: string, field: string, value: object): Promise<void> {
    await this.execute(
      `update audit_log_entry set changes = jsonb_set(changes, array[?, 'after'], ?::jsonb) where id = ?`,
      [field, JSON.stringify(value), id],
    );
  }

  override async down(): Promise<void> {
    // The sentences are not written back: the structures say at least as much, and today's code reads both.
  }
}
