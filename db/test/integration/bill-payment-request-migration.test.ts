// The migration that makes bills remember their payment request, on bills recorded before it: a bill of
// another organisation carrying a request's `PR-` reference is linked to that request (the earliest where an
// organisation holds two, one per request and organisation); the requester's own bills and others stay unlinked.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDatabaseMigratedTo } from '../support/migrated-database.js';

const BEFORE = 'Migration20261129010000_payment_timeline_message_keys';

const { sql, migrate } = useDatabaseMigratedTo('bill-payment-request-migration', BEFORE);

async function organisation(name: string) {
  const userId = randomUUID();
  const organisationId = randomUUID();
  await sql(
    `insert into user_profile (id, email, business_name, created_at, updated_at) values (?, ?, ?, now(), now())`,
    [userId, `${userId}@example.com`, name],
  );
  await sql(`insert into organisation (id, name, created_at, updated_at) values (?, ?, now(), now())`, [
    organisationId,
    name,
  ]);
  const supplier = async () => {
    const id = randomUUID();
    await sql(
      `insert into supplier (id, organisation_id, created_by_id, name, location, category, risk_score, created_at, updated_at)
       values (?, ?, ?, ?, 'France', 'Metals', 'Low', now(), now())`,
      [id, organisationId, userId, `Supplier ${id.slice(0, 6)}`],
    );
    return id;
  };
  const bill = async (supplierId: string, reference: string, createdAt: string) => {
    const id = randomUUID();
    await sql(
      `insert into bill (id, organisation_id, created_by_id, supplier_id, reference, currency, amount_minor,
                         issue_date, due_date, created_at, updated_at)
       values (?, ?, ?, ?, ?, 'EUR', 1000, now(), now(), ?, ?)`,
      [id, organisationId, userId, supplierId, reference, createdAt, createdAt],
    );
    return id;
  };
  return { userId, organisationId, supplier, bill };
}

describe('the bill payment-request migration', () => {
  it("links each organisation's earliest bill with a request's reference to that request", async () => {
    const requester = await organisation('Requester Co');
    const payer = await organisation('Payer Co');
    const requestId = randomUUID();
    await sql(
      `insert into payment_request (id, organisation_id, created_by_id, reference, payer_name, payer_email,
                                    amount_minor, currency, status, created_at, updated_at)
       values (?, ?, ?, 'PR-ABCDEF', 'Payer Co', 'ap@payer.example', 1000, 'EUR', 'open', now(), now())`,
      [requestId, requester.organisationId, requester.userId],
    );
    const first = await payer.bill(await payer.supplier(), 'PR-ABCDEF', '2026-11-01T10:00:00Z');
    const second = await payer.bill(await payer.supplier(), 'PR-ABCDEF', '2026-11-02T10:00:00Z');
    const unrelated = await payer.bill(await payer.supplier(), 'INV-1', '2026-11-01T10:00:00Z');
    const own = await requester.bill(await requester.supplier(), 'PR-ABCDEF', '2026-11-01T10:00:00Z');

    await migrate();

    const links = await sql<{ id: string; payment_request_id: string | null }>(
      `select id, payment_request_id from bill`,
    );
    const linkOf = new Map(links.map((row) => [row.id, row.payment_request_id]));
    expect(linkOf.get(first)).toBe(requestId);
    expect(linkOf.get(second)).toBeNull();
    expect(linkOf.get(unrelated)).toBeNull();
    expect(linkOf.get(own)).toBeNull();
  });
});
