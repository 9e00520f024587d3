// The margin guard in the workers (issue 25 item 5): on FX ticks (beside them, latest only, like the exposure
// revaluation) and when a bill is recorded or the organisation's tolerance changes (a 'margin-guard' job),
// each open bill with a budget rate is judged by the domain's rule (db/src/domain/fx/margin-guard.ts). A bill
// whose cost moved beyond its tolerance alerts once, and re-arms once back within half the tolerance: the
// state change and what it writes are the domain's (db/src/domain/fx/margin-guard-alert.ts); this module finds
// the candidate bills and calls it, one transaction per bill.
import type { MikroORM } from '@tradehub/db';
import {
  applyMarginGuardStep,
  marginCost,
  marginGuardStep,
  Market,
  MARGIN_REARM_FRACTION,
  OPEN_BILL_STATUSES,
  pairBaseRanks,
  type MarginGuardCandidate,
} from '@tradehub/db/domain';
import type { FxSnapshot } from '@tradehub/contract';
import type { Logger } from 'pino';

/** Which bills to judge: all (a tick), an organisation's (its tolerance changed) or one bill. */
export interface MarginGuardScope {
  organisationId?: string;
  billId?: string;
}

export interface MarginGuardResult {
  /** Bills that crossed out of their tolerance (alerted). */
  fired: number;
  /** Bills that came back within half their tolerance (re-armed). */
  rearmed: number;
}

/**
 * The open bills with a budget rate that may change state at these rates: every bill already beyond, and
 * those whose move is beyond half their tolerance (a superset of the crossings; the rule decides). The move
 * is computed here only to leave the rest in the database, as the rule measures it: in the organisation's
 * base currency, from the feed's rates per 1 USD (`rates`, USD itself 1), the budget read on its pair with
 * the pair's base known from `ranks` (pairBaseRanks):
 *   live = rate(base) / rate(currency)        budget = budget_rate, or its inverse when the base leads the pair
 */
const CANDIDATES_SQL = `
select b.id, b.status, b.organisation_id, b.created_by_id, b.currency, b.reference, s.name as supplier_name,
       b.margin_state, (b.amount_minor - b.paid_minor - b.scheduled_minor)::text as open_minor, b.due_date,
       b.budget_rate::text as budget_rate, o.base_currency,
       coalesce(b.margin_tolerance_percent, o.margin_tolerance_percent)::text as tolerance
  from bill b
  join organisation o on o.id = b.organisation_id
  join supplier s on s.id = b.supplier_id
  cross join lateral (
    select (r.rates ->> b.currency)::numeric as currency_rate, (r.rates ->> o.base_currency)::numeric as base_rate,
           (r.ranks ->> b.currency)::int < (r.ranks ->> o.base_currency)::int as currency_leads
      from (select ?::jsonb as rates, ?::jsonb as ranks) r
  ) m
 where b.status in (${OPEN_BILL_STATUSES.map((status) => `'${status}'`).join(', ')})
   and b.budget_rate is not null and b.budget_rate > 0
   and m.currency_rate > 0 and m.base_rate > 0 and m.currency_leads is not null
   and b.currency <> o.base_currency
   and b.amount_minor - b.paid_minor - b.scheduled_minor > 0
   and (?::text is null or b.organisation_id = ?::text)
   and (?::text is null or b.id = ?::text)
   and (b.margin_state = 'beyond'
        or abs((m.base_rate / m.currency_rate)
               / case when m.currency_leads then b.budget_rate else 1 / b.budget_rate end - 1)
           * 100 > coalesce(b.margin_tolerance_percent, o.margin_tolerance_percent) * ${MARGIN_REARM_FRACTION})`;

export function createMarginGuard({ orm, logger }: { orm: MikroORM; logger: Logger }) {
  return async function evaluateMarginGuard(
    snapshot: FxSnapshot,
    scope: MarginGuardScope = {},
  ): Promise<MarginGuardResult> {
    // The feed's usable rates per 1 USD (USD itself 1), and each currency's rank as a pair's base.
    const rates: Record<string, number> = { USD: 1 };
    for (const [currency, perUsd] of Object.entries(snapshot.rates))
      if (currency !== 'USD' && Number.isFinite(perUsd) && perUsd > 0) rates[currency] = perUsd;
    const result: MarginGuardResult = { fired: 0, rearmed: 0 };
    if (Object.keys(rates).length < 2) return result;
    const market = Market.atRates(snapshot);
    const rows = (await orm.em
      .fork()
      .getConnection()
      .execute(CANDIDATES_SQL, [
        JSON.stringify(rates),
        JSON.stringify(pairBaseRanks(Object.keys(rates))),
        scope.organisationId ?? null,
        scope.organisationId ?? null,
        scope.billId ?? null,
        scope.billId ?? null,
      ])) as MarginGuardCandidate[];
    for (const row of rows) {
      const currency = row.currency.trim();
      const baseCurrency = row.base_currency.trim();
      const openMinor = Number(row.open_minor);
      const tolerance = Number(row.tolerance);
      const cost = marginCost(currency, baseCurrency, openMinor, Number(row.budget_rate), market);
      if (!cost) continue;
      const step = marginGuardStep(row.margin_state, cost.movePercent, tolerance);
      if (step.state === row.margin_state) continue;
      const changed = await orm.em
        .fork()
        .transactional((tx) => applyMarginGuardStep(tx, row, step, { currency, openMinor, tolerance, cost }));
      if (!changed) continue;
      if (step.fire) {
        result.fired += 1;
        logger.info(
          { billId: row.id, movePercent: cost.movePercent, tolerance },
          'margin guard: bill beyond its tolerance',
        );
      } else result.rearmed += 1;
    }
    return result;
  };
}
