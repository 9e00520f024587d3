// The grounding of the AI assistant: a compact, current summary of ONE organisation's own data, put into the
// system prompt so 'Assess payment risks' is answered about this business. Every query below filters on
// the organisation's id — nothing of another organisation can enter it (tested). Notifications are private
// to their recipient: only the asking member's own alerts are used, never a colleague's (tested). It names
// the day, not the time: the reply cache is keyed on the prompt, and a clock in it would make every prompt new.
import type { EntityManager } from '@tradehub/db';
import { minorToDecimalString, type ExposureBucketKey } from '@tradehub/contract';
import { prepareOrganisationExposure } from '@tradehub/db/domain';

/** Lines per section: enough to be useful, small enough to keep every request cheap. */
const MAX_ROWS = 5;
/** How far back "recent alerts" look. */
const ALERT_WINDOW_DAYS = 14;

interface SupplierRow {
  name: string;
  country: string | null;
  status: string;
  risk_score: string;
  open_hits: string;
}
interface AwaitingPaymentRow {
  supplier: string;
  amount_minor: string;
  currency: string;
  approval_reasons: string[] | string | null;
  date: Date;
}
interface AlertRow {
  title: string;
  message: string;
  created_at: Date;
}

/** How the prompt names the maturity buckets. */
const BUCKET_WORDS: Record<ExposureBucketKey, string> = {
  overdue: 'overdue',
  d0_30: 'within 30 days',
  d31_90: 'in 31–90 days',
  d91_180: 'in 91–180 days',
  d181_365: 'in 181–365 days',
  over_365: 'after a year',
};

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;
const day = (value: Date) => new Date(value).toISOString().slice(0, 10);
const reasons = (value: AwaitingPaymentRow['approval_reasons']) =>
  (Array.isArray(value) ? value : value ? [value] : []).join(', ').replaceAll('_', ' ');

export async function summariseOrganisation(
  em: EntityManager,
  organisationId: string,
  /** The member asking: their own notifications are the only ones the summary may quote. */
  askerId: string,
  now: Date,
): Promise<string> {
  const connection = em.getConnection();
  const [organisation] = await connection.execute<{ name: string; base_currency: string }[]>(
    'select name, base_currency from organisation where id = ?',
    [organisationId],
  );
  if (!organisation) return 'Organisation summary: not available.';

  // FX exposure as the one engine counts it (db/src/domain/fx/exposure), without rates: the figures the
  // prompt holds then change only when the payables, hedges or targets do (the reply cache keys on it).
  const prepared = await prepareOrganisationExposure(em, organisationId, now);
  const exposures = [...(prepared?.currencies ?? [])]
    .sort((a, b) => b.payablesMinor - a.payablesMinor || a.currency.localeCompare(b.currency))
    .slice(0, MAX_ROWS);
  const suppliers = await connection.execute<SupplierRow[]>(
    `select s.name, s.location as country, s.status, s.risk_score,
            (select count(*) from screening_hit h where h.supplier_id = s.id and h.status = 'open') as open_hits
       from supplier s
      where s.organisation_id = ?
        and (s.status <> 'verified' or s.risk_score = 'High'
             or exists (select 1 from screening_hit h where h.supplier_id = s.id and h.status = 'open'))
      order by s.status, s.name limit ${MAX_ROWS}`,
    [organisationId],
  );
  const [{ count: awaitingCount } = { count: '0' }] = await connection.execute<{ count: string }[]>(
    `select count(*) as count from payment where organisation_id = ? and approval_status = 'awaiting'`,
    [organisationId],
  );
  const awaiting = await connection.execute<AwaitingPaymentRow[]>(
    `select s.name as supplier, p.amount_minor, p.currency, p.approval_reasons, p.date
       from payment p join supplier s on s.id = p.supplier_id
      where p.organisation_id = ? and p.approval_status = 'awaiting'
      order by p.date desc limit ${MAX_ROWS}`,
    [organisationId],
  );
  const alerts = await connection.execute<AlertRow[]>(
    `select title, message, max(created_at) as created_at from notification
      where organisation_id = ? and user_id = ? and type = 'alert' and created_at >= ?
      group by title, message order by max(created_at) desc limit ${MAX_ROWS}`,
    [organisationId, askerId, new Date(now.getTime() - ALERT_WINDOW_DAYS * 24 * 60 * 60 * 1000)],
  );

  const lines = [
    `Organisation summary for ${organisation.name} (base currency ${organisation.base_currency}), on ${day(now)}:`,
  ];
  lines.push(
    'FX exposure (unpaid bills and unsettled payments vs booked forwards matched to their due dates):',
  );
  if (exposures.length === 0) lines.push('- none');
  for (const row of exposures) {
    const target = row.targetHedgePercent === null ? '' : `, target ${percent(row.targetHedgePercent)}`;
    const due = row.buckets
      .filter((bucket) => bucket.payablesMinor > 0)
      .map(
        (bucket) =>
          `${BUCKET_WORDS[bucket.bucket]} ${minorToDecimalString(bucket.payablesMinor, row.currency)}`,
      )
      .join(', ');
    lines.push(
      `- ${row.currency}: payables ${minorToDecimalString(row.payablesMinor, row.currency)}, hedged ${minorToDecimalString(row.hedgedMinor, row.currency)} (${percent(row.hedgedPercent)} hedged${target})${due ? `; due ${due}` : ''}`,
    );
  }
  lines.push('Suppliers pending review, rejected, high risk or with open sanctions hits:');
  if (suppliers.length === 0) lines.push('- none');
  for (const row of suppliers) {
    const hits = Number(row.open_hits) > 0 ? `, ${row.open_hits} open sanctions hit(s)` : '';
    lines.push(
      `- ${row.name} (${row.country ?? 'country unknown'}): ${row.status}, risk ${row.risk_score}${hits}`,
    );
  }
  lines.push(`Payments awaiting approval: ${awaitingCount}`);
  for (const row of awaiting) {
    const why = reasons(row.approval_reasons);
    lines.push(
      `- ${minorToDecimalString(Number(row.amount_minor), row.currency)} ${row.currency} to ${row.supplier} on ${day(row.date)}${why ? ` (${why})` : ''}`,
    );
  }
  lines.push(`Your alerts in the last ${ALERT_WINDOW_DAYS} days:`);
  if (alerts.length === 0) lines.push('- none');
  for (const row of alerts) lines.push(`- ${day(row.created_at)} ${row.title}: ${row.message}`);
  return lines.join('\n');
}
