// The grounding of the AI assistant: a compact, current summary of ONE organisation's own data, put into the
// system prompt so 'Assess payment risks' is answered about this business. Every query below filters on
// the organisation's id — nothing of another organisation can enter it (tested). It names the day, not
// the time: the reply cache is keyed on the prompt, and a clock in it would make every prompt new.
import type { EntityManager } from '@tradehub/db';
import { minorToDecimalString } from '@tradehub/contract';

/** Lines per section: enough to be useful, small enough to keep every request cheap. */
const MAX_ROWS = 5;
/** How far back "recent alerts" look. */
const ALERT_WINDOW_DAYS = 14;

interface ExposureRow {
  currency: string;
  payables_minor: string;
  hedged_minor: string;
}
interface StoredExposureRow {
  currency: string;
  amount_minor: string;
  hedged_percent: string;
  risk_level: string;
  target_hedge_percent: string | null;
}
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

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;
const day = (value: Date) => new Date(value).toISOString().slice(0, 10);
const reasons = (value: AwaitingPaymentRow['approval_reasons']) =>
  (Array.isArray(value) ? value : value ? [value] : []).join(', ').replaceAll('_', ' ');

export async function summariseOrganisation(
  em: EntityManager,
  organisationId: string,
  now: Date,
): Promise<string> {
  const connection = em.getConnection();
  const [organisation] = await connection.execute<{ name: string; base_currency: string }[]>(
    'select name, base_currency from organisation where id = ?',
    [organisationId],
  );
  if (!organisation) return 'Organisation summary: not available.';

  // FX exposure as FX management computes it: open payables (pending outgoing payments) per foreign
  // currency against booked forward purchases (hedges).
  const exposures = await connection.execute<ExposureRow[]>(
    `select currency, sum(payables) as payables_minor, sum(hedged) as hedged_minor from (
       select currency, amount_minor as payables, 0 as hedged from payment
        where organisation_id = ? and type = 'payment' and status = 'pending' and currency <> 'USD'
       union all
       select currency, 0, amount_minor from fx_trade
        where organisation_id = ? and kind = 'forward' and side = 'buy' and status = 'booked' and currency <> 'USD'
     ) as flows group by currency order by sum(payables) desc limit ${MAX_ROWS}`,
    [organisationId, organisationId],
  );
  // The risk dashboard's stored exposures (with their hedge targets).
  const stored = await connection.execute<StoredExposureRow[]>(
    `select currency, amount_minor, hedged_percent, risk_level, target_hedge_percent from currency_exposure
      where organisation_id = ? order by amount_minor desc limit ${MAX_ROWS}`,
    [organisationId],
  );
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
      where organisation_id = ? and type = 'alert' and created_at >= ?
      group by title, message order by max(created_at) desc limit ${MAX_ROWS}`,
    [organisationId, new Date(now.getTime() - ALERT_WINDOW_DAYS * 24 * 60 * 60 * 1000)],
  );

  const lines = [
    `Organisation summary for ${organisation.name} (base currency ${organisation.base_currency}), on ${day(now)}:`,
  ];
  lines.push('FX exposure (open payables vs booked forward hedges):');
  if (exposures.length === 0) lines.push('- none');
  for (const row of exposures) {
    const payables = Number(row.payables_minor);
    const hedged = Number(row.hedged_minor);
    const ratio = payables > 0 ? Math.min(100, (hedged / payables) * 100) : 0;
    lines.push(
      `- ${row.currency}: payables ${minorToDecimalString(payables, row.currency)}, hedged ${minorToDecimalString(hedged, row.currency)} (${percent(ratio)} hedged)`,
    );
  }
  if (stored.length > 0) {
    lines.push('Dashboard currency exposures:');
    for (const row of stored) {
      const target =
        row.target_hedge_percent === null ? '' : `, target ${percent(Number(row.target_hedge_percent))}`;
      lines.push(
        `- ${row.currency} ${minorToDecimalString(Number(row.amount_minor), row.currency)}: ${percent(Number(row.hedged_percent))} hedged${target}, risk ${row.risk_level}`,
      );
    }
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
  lines.push(`Alerts in the last ${ALERT_WINDOW_DAYS} days:`);
  if (alerts.length === 0) lines.push('- none');
  for (const row of alerts) lines.push(`- ${day(row.created_at)} ${row.title}: ${row.message}`);
  return lines.join('\n');
}
