// The message-key migrations of issue 28 on rows written before them: a notification or activity whose English
// text the server wrote, and a payment timeline entry whose note it wrote, get the key and parameters they
// would be written with today (amounts back in minor units); a text no pattern matches keeps only its text.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDatabaseMigratedTo } from '../support/migrated-database.js';

const BEFORE = 'Migration20261128040000_activity_message_keys';

const { sql, migrate } = useDatabaseMigratedTo('message-keys-migration', BEFORE);

describe('the message-key migration', () => {
  it('keys the texts it recognises and leaves the others as they are', async () => {
    const userId = randomUUID();
    const organisationId = randomUUID();
    await sql(
      `insert into user_profile (id, email, business_name, created_at, updated_at)
       values (?, ?, 'Old Co', now(), now())`,
      [userId, `${userId}@example.com`],
    );
    await sql(
      `insert into organisation (id, name, created_at, updated_at) values (?, 'Old Co', now(), now())`,
      [organisationId],
    );
    const notification = async (title: string, message: string) => {
      const id = randomUUID();
      await sql(
        `insert into notification (id, organisation_id, user_id, type, title, message, created_at)
         values (?, ?, ?, 'info', ?, ?, now())`,
        [id, organisationId, userId, title, message],
      );
      return id;
    };
    const activity = async (title: string, description: string) => {
      const id = randomUUID();
      await sql(
        `insert into activity (id, organisation_id, created_by_id, type, title, description, status, date, created_at)
         values (?, ?, ?, 'transaction', ?, ?, 'completed', now(), now())`,
        [id, organisationId, userId, title, description],
      );
      return id;
    };
    const completed = await notification(
      'Payment completed',
      "Your payment of 1234.56 USD to O'Brien & Sons (Shenzhen) Co. was completed.",
    );
    const approved = await notification(
      'Payment approved',
      'Avery Approver approved your payment of 150000 JPY to Tokyo Parts KK.',
    );
    const plain = await notification('Verification under review', 'Documents are being reviewed.');
    const paid = await activity('Payment completed', '99.50 EUR to Lyon Textiles SA was paid.');
    const added = await activity(
      'Supplier added',
      'Mia Maker added Lyon Textiles SA (Lyon, France); it awaits verification.',
    );
    const odd = await activity('Payment completed', 'Something else entirely.');
    const declined = await activity('Payment failed', 'x');
    await sql(`update activity set message_key = 'paymentFailed', params = ?::jsonb where id = ?`, [
      JSON.stringify({ reason: 'Declined by the sandbox bank (amount ends in .13).' }),
      declined,
    ]);
    const timeline = await paymentWithTimeline(organisationId, userId, [
      ['created', '10013 minor units, Wire Transfer'],
      ['approval_requested', 'over_threshold, first_payment; 2 approvers'],
      ['risk_noted', 'new_bank_details, country_mismatch: no other member can approve yet'],
      ['approval_added', '1 of 2 approvals'],
      ['approved', 'Looks right'],
      ['submitted', 'Submitted to the sandbox rail.'],
      ['failed', 'Declined by the sandbox bank (amount ends in .13).'],
      ['created', "Row 4 of batch 'march.csv', again after payment 0b7f0d7e-5a0c-4b7e failed"],
      [
        'approval_requested',
        'recent_payments; together with 2 payments to Acme in the last 24 hours: 1.00 USD',
      ],
    ]);

    await migrate();

    const rows = await sql<{ id: string; message_key: string | null; params: unknown }>(
      `select id, message_key, params from notification union all select id, message_key, params from activity`,
    );
    const byId = new Map(rows.map((row) => [row.id, { key: row.message_key, params: row.params }]));
    expect(byId.get(completed)).toEqual({
      key: 'paymentCompleted',
      params: { amountMinor: 123_456, currency: 'USD', supplier: "O'Brien & Sons (Shenzhen) Co." },
    });
    expect(byId.get(approved)).toEqual({
      key: 'paymentApproved',
      params: { by: 'Avery Approver', amountMinor: 150_000, currency: 'JPY', supplier: 'Tokyo Parts KK' },
    });
    expect(byId.get(paid)).toEqual({
      key: 'paymentCompleted',
      params: { amountMinor: 9_950, currency: 'EUR', supplier: 'Lyon Textiles SA' },
    });
    expect(byId.get(added)).toEqual({
      key: 'supplierAdded',
      params: { by: 'Mia Maker', supplier: 'Lyon Textiles SA', location: 'Lyon, France' },
    });
    expect(byId.get(plain)).toEqual({ key: null, params: null });
    expect(byId.get(odd)).toEqual({ key: null, params: null });
    expect(byId.get(declined)!.params).toEqual({
      reason: 'Declined by the sandbox bank (amount ends in .13).',
      reasonCode: 'sandbox_declined',
    });

    type Entry = { event: string; note: string; messageKey?: string; params?: unknown };
    const [stored] = await sql<{ events: Entry[] }>('select events from payment where id = ?', [timeline]);
    const events = stored!.events;
    expect(events.map(({ messageKey, params }) => [messageKey ?? null, params ?? null])).toEqual([
      ['paymentCreated', { amountMinor: 10_013, currency: 'EUR', method: 'Wire Transfer' }],
      ['approvalRequested', { approvalReasonCodeList: 'over_threshold,first_payment', approvers: 2 }],
      ['riskNoted', { approvalReasonCodeList: 'new_bank_details,country_mismatch' }],
      ['approvalAdded', { given: 1, needed: 2 }],
      [null, null],
      ['submitted', {}],
      ['railDeclined', {}],
      ['batchRowRetried', { row: 4, file: 'march.csv', failedPayment: '0b7f0d7e-5a0c-4b7e' }],
      [null, null],
    ]);
    // The notes stay, in order, for readers of a build without the keys.
    expect(events.map(({ note }) => note)[4]).toBe('Looks right');
  });
});

/** A payment whose timeline holds `entries` ([event, note]) as written before keys. */
async function paymentWithTimeline(organisationId: string, userId: string, entries: [string, string][]) {
  const supplierId = randomUUID();
  const paymentId = randomUUID();
  await sql(
    `insert into supplier (id, organisation_id, created_by_id, name, location, category, risk_score, created_at, updated_at)
     values (?, ?, ?, 'Lyon Textiles SA', 'Lyon, France', 'Textiles', 'Low', now(), now())`,
    [supplierId, organisationId, userId],
  );
  const events = entries.map(([event, note]) => ({
    at: new Date().toISOString(),
    event,
    by: 'Mia Maker',
    note,
  }));
  await sql(
    `insert into payment (id, organisation_id, created_by_id, supplier_id, amount_minor, currency, method, date,
       events, created_at, updated_at)
     values (?, ?, ?, ?, 10013, 'EUR', 'Wire Transfer', now(), ?::jsonb, now(), now())`,
    [paymentId, organisationId, userId, supplierId, JSON.stringify(events)],
  );
  return paymentId;
}
