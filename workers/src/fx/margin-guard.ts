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
  MARGIN_REARM_FRACTION,
  OPEN_BILL_STATUSES,
  type MarginGuardCandidate,
} from '@tradehub/db/domain';
import { usdPair, type FxSnapshot } from '@tradehub/contract';
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
 * those whose move is beyond half their tolerance (a superset of the crossings; the rule decides). The
 * move is computed here only to leave the rest in the database.
 */
const CANDIDATES_SQL = `
select b.id, b.status, b.organisation_id, b.created_by_id, b.currency, b.reference, s.name as supplier_name,
       b.margin_state, (b.amount_minor - b.paid_minor - b.scheduled_minor)::text as open_minor, b.due_date,
       b.budget_rate::text as budget_rate,
       coalesce(b.margin_tolerance_percent, o.margin_tolerance_percent)::text as tolerance
  from bill b
  join organisation o on o.id = b.organisation_id
  join supplier s on s.id = b.supplier_id
  cross join lateral (select (?::jsonb ->> b.currency)::numeric as live) r
 where b.status in (${OPEN_BILL_STATUSES.map((status) => `'${status}'`).join(', ')})
   and b.budget_rate is not null and b.budget_rate > 0
   and r.live is not null and r.live > 0
   and b.currency <> o.base_currency
   and b.amount_minor - b.paid_minor - b.scheduled_minor > 0
   and (?::text is null or b.organisation_id = ?::text)
   and (?::text is null or b.id = ?::text)
   and (b.margin_state = 'beyond'
        or abs(case when b.currency = any(?::text[]) then r.live / b.budget_rate else b.budget_rate / r.live end - 1)
           * 100 > coalesce(b.margin_tolerance_percent, o.margin_tolerance_percent) * ${MARGIN_REARM_FRACTION})`;

export function createMarginGuard({ orm, logger }: { orm: MikroORM; logger: Logger }) {
  return async function evaluateMarginGuard(
    snapshot: FxSnapshot,
    scope: MarginGuardScope = {},
  ): Promise<MarginGuardResult> {
    // Each foreign currency's live rate on its USD pair, and the currencies whose pair quotes USD (EUR/USD).
    const live: Record<string, number> = {};
    const quotedInUsd: string[] = [];
    for (const currency of Object.keys(snapshot.rates)) {
      const pair = usdPair(currency);
      const perUsd = snapshot.rates[currency];
      if (!pair || !perUsd || !(perUsd > 0)) continue;
      live[currency] = pair.quote === 'USD' ? 1 / perUsd : perUsd;
      if (pair.quote === 'USD') quotedInUsd.push(currency);
    }
    const result: MarginGuardResult = { fired: 0, rearmed: 0 };
    if (Object.keys(live).length === 0) return result;
    const rows = (await orm.em
      .fork()
      .getConnection()
      .execute(CANDIDATES_SQL, [
        JSON.stringify(live),
        scope.organisationId ?? null,
        scope.organisationId ?? null,
        scope.billId ?? null,
        scope.billId ?? null,
        `{${quotedInUsd.join(',')}}`,
      ])) as MarginGuardCandidate[];
    for (const row of rows) {
      const currency = row.currency.trim();
      const openMinor = Number(row.open_minor);
      const tolerance = Number(row.tolerance);
      const cost = marginCost(currency, openMinor, Number(row.budget_rate), snapshot.rates);
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
