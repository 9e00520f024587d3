import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { Membership, Payment, UserProfile } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway('csv-export');
});
afterAll(() => gateway?.close());

/** An approved account of its own organisation (every permission), signed in. */
async function account(fullName?: string) {
  const { email, user } = await gateway.createAccount('approved');
  const em = gateway.orm.em.fork();
  if (fullName) await em.nativeUpdate(UserProfile, { id: user.id }, { fullName });
  const membership = await em.findOneOrFail(Membership, { user: user.id });
  return { userId: user.id, organisationId: membership.organisation.id, cookie: await gateway.signIn(email) };
}

async function addSupplier(organisationId: string, createdBy: string, name: string) {
  const em = gateway.orm.em.fork();
  const supplier = buildSupplier(em, {
    organisation: organisationId,
    createdBy,
    name,
  });
  await em.flush();
  return supplier.id;
}

const get = (url: string, cookie: string) => gateway.app.inject({ method: 'GET', url, headers: { cookie } });
type PaymentRecord = Record<
  'Supplier' | 'Amount' | 'Currency' | 'Status' | 'Approval' | 'Date' | 'Method' | 'Reference',
  string
>;
const parseCsv = <T>(body: string) => parse(body, { bom: true, columns: true }) as T[];
const HOSTILE_NAME = '=HYPERLINK("http://evil","x")';

describe('payments CSV export', () => {
  let owner: Awaited<ReturnType<typeof account>>;

  beforeAll(async () => {
    owner = await account();
    const supplierId = await addSupplier(owner.organisationId, owner.userId, HOSTILE_NAME);
    const em = gateway.orm.em.fork();
    const references: [string, number][] = [
      ['+1+1', 1000],
      ['@SUM(A1)', 2000],
      ['-2+3', 3000],
      ['Lot "A", first\nsecond line', 4050],
      ['REFUND-1', -1250],
    ];
    for (const [reference, amountMinor] of references)
      em.create(Payment, {
        id: randomUUID(),
        organisation: owner.organisationId,
        createdBy: owner.userId,
        supplier: supplierId,
        amountMinor,
        currency: 'USD',
        method: 'ACH',
        reference,
        date: new Date('2026-11-20T00:00:00.000Z'),
      });
    await em.flush();
  });

  it('is a streamed attachment starting with a UTF-8 BOM and the header, lines ending in CRLF', async () => {
    const response = await get('/api/payments/export.csv', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
    // Sent as a stream: chunked, with no length known up front (a string body would carry content-length).
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.rawPayload.subarray(3).toString('utf8')).toMatch(
      /^Supplier,Amount,Currency,Status,Approval,Date,Method,Reference\r\n/,
    );
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('neutralises formulas in text cells, keeps a negative amount a number, and round-trips quoting', async () => {
    const records = parseCsv<PaymentRecord>((await get('/api/payments/export.csv', owner.cookie)).body);
    expect(records).toHaveLength(5);
    expect(new Set(records.map((record) => record.Supplier))).toEqual(new Set([`'${HOSTILE_NAME}`]));
    const byAmount = Object.fromEntries(records.map((record) => [record.Amount, record.Reference]));
    expect(byAmount).toEqual({
      '10.00': "'+1+1",
      '20.00': "'@SUM(A1)",
      '30.00': "'-2+3",
      '40.50': 'Lot "A", first\nsecond line',
      '-12.50': 'REFUND-1',
    });
  });

  it('applies the same filters as the list', async () => {
    for (const query of ['q=sum', 'q=evil', 'q=lot%20%22a', 'method=ACH&q=-2', 'status=completed']) {
      const list = (await get(`/api/payments?${query}&pageSize=100`, owner.cookie)).json<{
        items: { reference: string }[];
      }>();
      const records = parseCsv<PaymentRecord>(
        (await get(`/api/payments/export.csv?${query}`, owner.cookie)).body,
      );
      expect(records.map((record) => record.Reference.replace(/^'/, ''))).toEqual(
        list.items.map((item) => item.reference),
      );
    }
  });

  it('exports every payment past 10,000, each once, in the list order', async () => {
    const bulk = await account();
    const supplierId = await addSupplier(bulk.organisationId, bulk.userId, 'Bulk Supplies');
    // Four dates; on each, three payments share each created_at, a microsecond from the next three: batch
    // boundaries (every 1,000 rows) fall inside ties, which only a full (date, created_at, id) keyset
    // survives, at a precision a JS Date (milliseconds) would lose.
    await gateway.orm.em.fork().execute(
      `insert into payment (id, organisation_id, created_by_id, supplier_id, amount_minor, currency, status,
                            type, method, reference, date, created_at, updated_at)
       select gen_random_uuid()::text, ?, ?, ?, 100 + i, 'USD', 'completed', 'payment', 'ACH', 'bulk-' || i,
              timestamptz '2026-11-20' - (i / 2600) * interval '1 day',
              timestamptz '2026-11-20 12:00' - (i / 3) * interval '1 microsecond', now()
         from generate_series(1, 10050) as i`,
      [bulk.organisationId, bulk.userId, supplierId],
    );
    const response = await get('/api/payments/export.csv', bulk.cookie);
    expect(response.statusCode).toBe(200);
    const records = parseCsv<PaymentRecord>(response.body);
    expect(records).toHaveLength(10_050);
    expect(new Set(records.map((record) => record.Reference)).size).toBe(10_050);
    const firstPage = (await get('/api/payments?pageSize=100&page=1', bulk.cookie)).json<{
      items: { reference: string }[];
      total: number;
    }>();
    expect(firstPage.total).toBe(10_050);
    expect(records.slice(0, 100).map((record) => record.Reference)).toEqual(
      firstPage.items.map((item) => item.reference),
    );
    const lastPage = (await get('/api/payments?pageSize=100&page=101', bulk.cookie)).json<{
      items: { reference: string }[];
    }>();
    expect(records.slice(10_000).map((record) => record.Reference)).toEqual(
      lastPage.items.map((item) => item.reference),
    );
  });
});

describe('audit log CSV export', () => {
  it('streams every entry past 10,000 with hostile text neutralised and the JSON quoted', async () => {
    const auditor = await account('@SUM(A1)');
    await gateway.orm.em.fork().execute(
      `insert into audit_log_entry (id, organisation_id, actor_id, action, entity_type, entity_id, changes, created_at)
       select gen_random_uuid()::text, ?, ?, case when i = 1 then '=cmd|'' /C calc''!A0' else 'bulk.test' end,
              'payment', 'bulk-' || i, ?::jsonb, timestamptz '2026-11-20 12:00' - (i / 3) * interval '1 microsecond'
         from generate_series(1, 10050) as i`,
      [auditor.organisationId, auditor.userId, JSON.stringify({ note: { before: null, after: 'a,"b"\nc' } })],
    );
    const response = await get('/api/audit/export.csv?entityType=payment', auditor.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    type AuditRecord = Record<
      'At' | 'Actor' | 'Action' | 'Entity type' | 'Entity id' | 'Changes (JSON)',
      string
    >;
    const records = parseCsv<AuditRecord>(response.body);
    expect(records).toHaveLength(10_050);
    expect(new Set(records.map((record) => record['Entity id'])).size).toBe(10_050);
    expect(new Set(records.map((record) => record.Actor))).toEqual(new Set(["'@SUM(A1)"]));
    expect(records.find((record) => record['Entity id'] === 'bulk-1')?.Action).toBe("'=cmd|' /C calc'!A0");
    expect(JSON.parse(records[0]!['Changes (JSON)'])).toEqual({ note: { before: null, after: 'a,"b"\nc' } });
    // Newest first: bulk-1 and bulk-2 (i / 3 = 0) are the newest.
    expect(
      records
        .slice(0, 2)
        .map((record) => record['Entity id'])
        .sort(),
    ).toEqual(['bulk-1', 'bulk-2']);
  });
});
