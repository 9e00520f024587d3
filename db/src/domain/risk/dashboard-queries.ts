// The risk engine's reads: a handful of set-based queries, aggregated in PostgreSQL, each on an index of
// the organisation (or the FX bars' primary key). The formulas never see a row they do not need.
import { readRows, type EntityManager } from '../../index.js';
import { toMinor } from '../../types/minor-units.js';
import { readConnection } from '../../sql/read-connection.js';
import {
  REQUIRED_DOCUMENT_TYPES,
  type ActivityItem,
  type PaymentStatus,
  type TransactionSummary,
} from '@tradehub/contract';
import type { SupplierRiskFacts } from './counterparty-risk.js';
import type { RiskLevel } from '../arithmetic/levels.js';

const LEGAL_TYPES_SQL = REQUIRED_DOCUMENT_TYPES.map((type) => `'${type}'`).join(', ');

/** How many legal document types a supplier holds valid and unexpired at `?` (a correlated count). */
const VALID_LEGAL_TYPES_SQL = `(select count(distinct d.type)::int from supplier_document d
    where d.supplier_id = s.id and d.type in (${LEGAL_TYPES_SQL})
      and d.status = 'valid' and (d.expires_at is null or d.expires_at > ?))`;

export interface SupplierRow extends SupplierRiskFacts {
  id: string;
  name: string;
  createdAt: Date;
  verificationDate: Date | null;
}

export interface OrganisationFacts {
  baseCurrency: string;
  suppliers: SupplierRow[];
}

/** The organisation's base currency and its suppliers with their document counts; null if it is gone. */
export async function loadOrganisationFacts(
  em: EntityManager,
  organisationId: string,
  now: Date,
): Promise<OrganisationFacts | null> {
  const rows = await readConnection(em).execute<
    {
      base_currency: string;
      id: string | null;
      name: string;
      risk_score: RiskLevel;
      status: SupplierRow['status'];
      country_code: string | null;
      created_at: Date;
      verification_date: Date | null;
      valid_legal_types: number | null;
    }[]
  >(
    `select o.base_currency, s.id, s.name, s.risk_score, s.status, s.country_code, s.created_at,
            s.verification_date, ${VALID_LEGAL_TYPES_SQL} as valid_legal_types
       from organisation o
       left join supplier s on s.organisation_id = o.id
      where o.id = ?`,
    [now, organisationId],
  );
  if (rows.length === 0) return null;
  return {
    baseCurrency: rows[0]!.base_currency,
    suppliers: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id!,
        name: row.name,
        riskScore: row.risk_score,
        status: row.status,
        countryCode: row.country_code,
        createdAt: new Date(row.created_at),
        verificationDate: row.verification_date ? new Date(row.verification_date) : null,
        validLegalDocumentTypes: row.valid_legal_types ?? 0,
      })),
  };
}

export interface PaymentTotalRow {
  supplierId: string;
  currency: string;
  status: PaymentStatus;
  /** True for the window, false for the previous window. */
  inWindow: boolean;
  totalMinor: number;
}

/** Outgoing payments (type 'payment') dated in [previousFrom, to), summed per supplier, currency, status and window. */
export async function loadPaymentTotals(
  em: EntityManager,
  organisationId: string,
  previousFrom: Date,
  from: Date,
  to: Date,
): Promise<PaymentTotalRow[]> {
  const rows = await readConnection(em).execute<
    {
      supplier_id: string;
      currency: string;
      status: PaymentStatus;
      in_window: boolean;
      total_minor: string;
    }[]
  >(
    `select supplier_id, currency, status, date >= ? as in_window, sum(amount_minor)::text as total_minor
       from payment
      where organisation_id = ? and type = 'payment' and date >= ? and date < ?
      group by 1, 2, 3, 4`,
    [from, organisationId, previousFrom, to],
  );
  return rows.map((row) => ({
    supplierId: row.supplier_id,
    currency: row.currency,
    status: row.status,
    inWindow: row.in_window,
    totalMinor: toMinor(row.total_minor),
  }));
}

/** Payments of [from, to) counted per status in buckets of `bucketMs` counted from `from`. */
export async function loadPaymentBucketCounts(
  em: EntityManager,
  organisationId: string,
  from: Date,
  to: Date,
  bucketMs: number,
): Promise<{ bucket: number; status: PaymentStatus; count: number }[]> {
  return readConnection(em).execute(
    `select floor(extract(epoch from (date - ?::timestamptz)) * 1000 / ?)::int as bucket, status,
            count(*)::int as count
       from payment
      where organisation_id = ? and type = 'payment' and date >= ? and date < ?
      group by 1, 2`,
    [from, bucketMs, organisationId, from, to],
  );
}

export interface RatePoint {
  close: number;
  minute: Date;
  source: string;
}

export interface RateSamples {
  /** quote → closes at to − k days (index k), newest first; null where there is no bar yet. */
  daily: Map<string, (RatePoint | null)[]>;
  /** quote → closes at to − k hours (24h range only). */
  hourly: Map<string, (RatePoint | null)[]>;
}

/**
 * USD rates of every currency the organisation touches (its open bills, booked trades and unsettled payments,
 * the payments of both windows and
 * its base currency), sampled at regular points back from `to`: at each point the close of the newest bar
 * that started at or before it. Each sample is one backward probe of the (base, quote, minute) primary key,
 * so the cost is currencies × points index lookups however many minute bars are stored.
 */
export async function loadRateSamples(
  em: EntityManager,
  organisationId: string,
  previousFrom: Date,
  to: Date,
  dailyPoints: number,
  hourlyPoints: number,
): Promise<RateSamples> {
  const rows = await readConnection(em).execute<
    { quote: string; step: 'day' | 'hour'; k: number; minute: Date; close: number; source: string }[]
  >(
    `with currencies as (
       select currency from bill where organisation_id = ? and status in ('open', 'scheduled', 'partly_paid')
       union select currency from fx_trade where organisation_id = ? and status = 'booked'
       union select currency from payment where organisation_id = ? and type = 'payment' and status = 'pending'
       union select currency from payment
        where organisation_id = ? and type = 'payment' and date >= ? and date < ?
       union select base_currency from organisation where id = ?
     ), points as (
       select 'day' as step, k, ?::timestamptz - k * interval '1 day' as at from generate_series(0, ?) as k
       union all
       select 'hour' as step, k, ?::timestamptz - k * interval '1 hour' as at from generate_series(0, ?) as k
     )
     select c.currency as quote, p.step, p.k::int as k, b.minute, b.close::float8 as close, b.source
       from currencies c
       cross join points p
       cross join lateral (
         select minute, close, source from fx_rate_bar
          where base = 'USD' and quote = c.currency and minute <= p.at
          order by minute desc
          limit 1
       ) b
      where c.currency <> 'USD'`,
    [
      organisationId,
      organisationId,
      organisationId,
      organisationId,
      previousFrom,
      to,
      organisationId,
      to,
      dailyPoints - 1,
      to,
      hourlyPoints - 1,
    ],
  );
  const samples: RateSamples = { daily: new Map(), hourly: new Map() };
  for (const row of rows) {
    const [map, length] = row.step === 'day' ? [samples.daily, dailyPoints] : [samples.hourly, hourlyPoints];
    let series = map.get(row.quote);
    if (!series) map.set(row.quote, (series = new Array<RatePoint | null>(length).fill(null)));
    series[row.k] = { close: Number(row.close), minute: new Date(row.minute), source: row.source };
  }
  return samples;
}

export interface SnapshotRow {
  supplierVerificationRate: number;
  paymentSuccessRate: number;
  averageResponseTimeHours: number;
  complianceScore: number;
  computedAt: Date;
}

export async function loadLatestRiskSnapshot(
  em: EntityManager,
  organisationId: string,
): Promise<SnapshotRow | null> {
  const [row] = await readConnection(em).execute<
    {
      supplier_verification_rate: string;
      payment_success_rate: string;
      average_response_time_hours: string;
      compliance_score: string;
      computed_at: Date;
    }[]
  >(
    `select supplier_verification_rate, payment_success_rate, average_response_time_hours, compliance_score,
            computed_at
       from risk_metrics_snapshot where organisation_id = ? order by computed_at desc limit 1`,
    [organisationId],
  );
  if (!row) return null;
  return {
    supplierVerificationRate: Number(row.supplier_verification_rate),
    paymentSuccessRate: Number(row.payment_success_rate),
    averageResponseTimeHours: Number(row.average_response_time_hours),
    complianceScore: Number(row.compliance_score),
    computedAt: new Date(row.computed_at),
  };
}

/** One recent transaction as json_build_object writes it (the date an ISO 8601 string with an offset). */
export interface TransactionJson {
  id: string;
  supplier_name: string;
  /** Text, so that a bigint never passes through a JSON number. */
  amount_minor: string;
  currency: string;
  status: PaymentStatus;
  method: TransactionSummary['method'];
  date: string;
}

/**
 * An expression for a select list: the organisation's newest payments as one json array of
 * TransactionJson, newest first (`[]` when there are none). `organisationIdSql` names the organisation in
 * the statement (a `?` parameter, or a column of the enclosing query); the expression ends with one `?`
 * parameter of its own, how many payments. A bigger read can so carry the transactions along in its single
 * round trip (the workspace overview does).
 */
export const recentTransactionsJsonSql = (organisationIdSql: string) => `coalesce((
    select json_agg(json_build_object('id', t.id, 'supplier_name', t.supplier_name,
                                      'amount_minor', t.amount_minor::text, 'currency', t.currency,
                                      'status', t.status, 'method', t.method, 'date', t.date)
                    order by t.date desc, t.id desc)
      from (select p.id, s.name as supplier_name, p.amount_minor, p.currency, p.status, p.method, p.date
              from payment p join supplier s on s.id = p.supplier_id
             where p.organisation_id = ${organisationIdSql}
             order by p.date desc, p.id desc
             limit ?) t), '[]'::json)`;

export function toTransactionSummary(row: TransactionJson): TransactionSummary {
  return {
    id: row.id,
    supplierName: row.supplier_name,
    amountMinor: toMinor(row.amount_minor),
    currency: row.currency,
    status: row.status,
    method: row.method,
    date: new Date(row.date).toISOString(),
  };
}

export async function loadRecentTransactions(
  em: EntityManager,
  organisationId: string,
  limit: number,
): Promise<TransactionSummary[]> {
  const [row] = await readRows<{ items: TransactionJson[] }>(
    em,
    `select ${recentTransactionsJsonSql('?')} as items`,
    [organisationId, limit],
  );
  return row!.items.map(toTransactionSummary);
}

export async function loadRecentActivities(
  em: EntityManager,
  organisationId: string,
  limit: number,
): Promise<ActivityItem[]> {
  const rows = await readRows<{
    id: string;
    type: ActivityItem['type'];
    title: string;
    description: string;
    message_key: string | null;
    params: ActivityItem['params'];
    status: ActivityItem['status'];
    date: Date;
    related_id: string | null;
  }>(
    em,
    `select id, type, title, description, message_key, params, status, date, related_id
       from activity where organisation_id = ?
      order by date desc, id desc
      limit ?`,
    [organisationId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    messageKey: row.message_key,
    params: row.params,
    status: row.status,
    date: new Date(row.date).toISOString(),
    relatedId: row.related_id,
  }));
}

/** Payments of [since, until) counted per status (for the payment success rate). */
export async function loadPaymentStatusCounts(
  em: EntityManager,
  organisationId: string,
  since: Date,
  until: Date,
): Promise<Record<PaymentStatus, number>> {
  const rows = await readConnection(em).execute<{ status: PaymentStatus; count: number }[]>(
    `select status, count(*)::int as count from payment
      where organisation_id = ? and type = 'payment' and date >= ? and date < ? group by status`,
    [organisationId, since, until],
  );
  const counts: Record<PaymentStatus, number> = { completed: 0, pending: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
