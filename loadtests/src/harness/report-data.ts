// The data of `bench:jobs`' report measurement: the demo workspace (seedDemo: its suppliers, bills, forwards,
// risk alerts and snapshot), grown to `suppliers` suppliers and exactly `payments` payments spread over
// the last 180 days (so a 90-day report reads every one of them: its window and the previous window), and
// hourly USD rates for the payments' and bills' currencies over the same 181 days (the feed writes
// minute bars; the report samples one rate per day or hour, so hourly bars give it complete series).
// Bulk inserts in SQL (generate_series), then ANALYZE, as autovacuum would have done on a live database.
import pg from 'pg';
import { seedDemoWorkspace } from './demo-workspace.js';

/** Currencies of the extra payments and of the FX history, with the demo's sample USD rates. */
const RATES: Record<string, number> = { EUR: 0.921, GBP: 0.789, JPY: 148.25, CNY: 7.2134 };
const PAYMENT_CURRENCIES = ['USD', ...Object.keys(RATES)];

export interface ReportData {
  organisationId: string;
  userId: string;
  payments: number;
  suppliers: number;
  fxBars: number;
  /** PostgreSQL's `jit` setting for this database's sessions (on by default since PostgreSQL 12). */
  jit: string;
}

export async function seedReportData(
  databaseUrl: string,
  { payments, suppliers }: { payments: number; suppliers: number },
): Promise<ReportData> {
  await seedDemoWorkspace(databaseUrl);
  const db = await import('@tradehub/db');
  const organisationId = db.DEMO_ORGANISATION_ID;
  const userId = db.DEMO_USER_ID;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    // Deterministic "random" values, the same data on every run.
    await client.query('select setseed(0.42)');
    const count = async (table: string) =>
      Number(
        (
          await client.query<{ count: string }>(
            `select count(*) as count from ${table} where organisation_id = $1`,
            [organisationId],
          )
        ).rows[0]!.count,
      );

    const extraSuppliers = Math.max(0, suppliers - (await count('supplier')));
    await client.query(
      `insert into supplier (id, organisation_id, created_by_id, name, location, country_code, category, status,
                             risk_score, verification_date, created_at, updated_at)
       select 'bench-supplier-' || n, $1, $2, 'Bench Supplier ' || n,
              (array['China','Germany','Vietnam','Mexico','India','Turkey','Brazil','Japan'])[1 + n % 8],
              (array['CN','DE','VN','MX','IN','TR','BR','JP'])[1 + n % 8],
              (array['Electronics','Textiles','Industrial Machinery','Chemicals','Logistics'])[1 + n % 5],
              (array['verified','verified','pending','rejected'])[1 + n % 4],
              (array['Low','Medium','High'])[1 + n % 3],
              case when n % 4 < 2 then now() - n * interval '1 day' end,
              now() - (200 + n) * interval '1 day', now()
         from generate_series(1, $3::int) as n`,
      [organisationId, userId, extraSuppliers],
    );

    const extraPayments = Math.max(0, payments - (await count('payment')));
    await client.query(
      `insert into payment (id, organisation_id, created_by_id, supplier_id, amount_minor, currency, status, type,
                            method, reference, date, created_at, updated_at)
       select 'bench-payment-' || g.n, $1, $2, s.ids[1 + g.n % array_length(s.ids, 1)],
              (10000 + floor(random() * 5000000))::bigint,
              ($4::text[])[1 + n % array_length($4::text[], 1)],
              case when n % 20 = 0 then 'failed' when n % 7 = 0 then 'pending' else 'completed' end,
              'payment', (array['Bank Transfer','Wire Transfer','ACH'])[1 + n % 3], 'INV-' || n,
              g.date, g.date, g.date
         from (select n, now() - random() * interval '180 days' as date from generate_series(1, $3::int) as n) as g
        cross join (select array_agg(id order by id) as ids from supplier where organisation_id = $1) as s`,
      [organisationId, userId, extraPayments, PAYMENT_CURRENCIES],
    );

    const fx = await client.query(
      `insert into fx_rate_bar (base, quote, minute, open, high, low, close, source)
       select 'USD', r.quote, date_trunc('hour', now()) - h * interval '1 hour', x.rate, x.rate, x.rate, x.rate,
              'bench'
         from unnest($1::text[], $2::float8[]) as r(quote, rate)
        cross join generate_series(0, 181 * 24) as h
        cross join lateral (
          select r.rate * (1 + 0.03 * sin(h / 97.0) + 0.004 * (random() - 0.5)) as rate
        ) as x
       on conflict do nothing`,
      [Object.keys(RATES), Object.values(RATES)],
    );
    await client.query('commit');
    await client.query('analyze supplier, payment, fx_rate_bar, bill, hedge_target, fx_trade');
    return {
      organisationId,
      userId,
      payments: await count('payment'),
      suppliers: await count('supplier'),
      fxBars: fx.rowCount ?? 0,
      jit: (await client.query<{ jit: string }>('show jit')).rows[0]!.jit,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * A queued risk report of the organisation, as POST /api/reports creates it (in `language`: English and
 * Spanish draw with the PDF's standard Helvetica, Chinese embeds a Noto Sans SC subset); returns its id.
 */
export async function insertReport(
  databaseUrl: string,
  {
    organisationId,
    userId,
    range,
    language = 'en',
  }: { organisationId: string; userId: string; range: string; language?: string },
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into report (id, organisation_id, created_by_id, kind, status, progress, parameters, created_at)
       values (gen_random_uuid()::text, $1, $2, 'risk', 'queued', 0, $3::jsonb, now()) returning id`,
      [organisationId, userId, JSON.stringify({ range, language })],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}
