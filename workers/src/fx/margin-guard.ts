// The margin guard in the workers (issue 25 item 5): on FX ticks (beside them, latest only, like the exposure
// revaluation) and when a bill is recorded or the organisation's tolerance changes (a 'margin-guard' job),
// each open bill with a budget rate is judged by the domain's rule (db/src/domain/fx/margin-guard.ts). A bill
// whose cost moved beyond its tolerance alerts once: a notification (a message key with parameters, read in
// each reader's language, leading to the New Trade that hedges the bill) and an e-mail to every member with
// FX Management and the bill's creator, all written with the state change in one transaction (the state is
// the bill's `margin_state`, claimed by a conditional update: two evaluations never both fire, and a restart
// fires nothing again). It re-arms once back within half the tolerance.
import type { BillMarginState } from '@tradehub/contract';
import { Bill, enqueueJob, Membership, pushSocket, type EntityManager, type MikroORM } from '@tradehub/db';
import {
  BILL_POPULATE,
  clampToForwardWindow,
  DomainEvents,
  FX_MANAGEMENT,
  hedgeBillPath,
  marginCost,
  marginGuardStep,
  MARGIN_REARM_FRACTION,
  OPEN_BILL_STATUSES,
  recordWebhookEvent,
  toBillItem,
} from '@tradehub/db/domain';
import { formatMoney, rooms, usdPair, type FxSnapshot } from '@tradehub/contract';
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

interface CandidateRow {
  id: string;
  organisation_id: string;
  created_by_id: string;
  currency: string;
  reference: string;
  supplier_name: string;
  margin_state: BillMarginState;
  status: string;
  open_minor: string;
  due_date: Date;
  budget_rate: string;
  tolerance: string;
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

const percentText = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`;

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
      ])) as CandidateRow[];
    for (const row of rows) {
      const currency = row.currency.trim();
      const openMinor = Number(row.open_minor);
      const tolerance = Number(row.tolerance);
      const cost = marginCost(currency, openMinor, Number(row.budget_rate), snapshot.rates);
      if (!cost) continue;
      const step = marginGuardStep(row.margin_state, cost.movePercent, tolerance);
      if (step.state === row.margin_state) continue;
      const changed = await orm.em.fork().transactional(async (tx) => {
        const claimed = await tx.nativeUpdate(
          Bill,
          { id: row.id, marginState: row.margin_state },
          { marginState: step.state },
        );
        if (claimed !== 1) return false;
        pushSocket(tx, {
          aggregate: ['bill', row.id],
          rooms: [rooms.organisation(row.organisation_id)],
          event: 'bill:changed',
          args: [{ billId: row.id, status: row.status }],
        });
        if (step.fire) await alert(tx, row, { currency, openMinor, tolerance, cost });
        return true;
      });
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

  async function alert(
    tx: EntityManager,
    row: CandidateRow,
    figures: {
      currency: string;
      openMinor: number;
      tolerance: number;
      cost: NonNullable<ReturnType<typeof marginCost>>;
    },
  ) {
    const { currency, openMinor, tolerance, cost } = figures;
    const organisationId = row.organisation_id;
    // The FX managers, and the bill's creator while they still work in the organisation.
    const seats = await tx.find(
      Membership,
      {
        organisation: organisationId,
        $or: [{ permissions: { $overlap: [FX_MANAGEMENT] } }, { user: row.created_by_id }],
      },
      { fields: ['user'] },
    );
    const recipients = [...new Set(seats.map((seat) => seat.user.id))];
    const dueDay = new Date(row.due_date).toISOString().slice(0, 10);
    const valueDate = clampToForwardWindow(dueDay, new Date());
    const link = hedgeBillPath({ currency, openMinor, valueDate });
    const movePercent = Math.round(cost.movePercent * 100) / 100;
    const en = (minor: number, code: string, always = false) =>
      formatMoney(minor, code, 'en-US', always ? { signDisplay: 'always' } : {});
    const title = `Margin guard: ${row.reference} beyond its ${tolerance}% tolerance`;
    const message =
      `${row.reference} from ${row.supplier_name} (${en(openMinor, currency)} due ${dueDay}) now costs ` +
      `${percentText(movePercent)} against its budget: ${en(cost.deltaUsdMinor, 'USD', true)}. Hedge it to lock the cost.`;
    const events = new DomainEvents(tx);
    for (const userId of recipients) {
      events.notify({
        organisationId,
        userId,
        type: 'alert',
        title,
        message,
        messageKey: 'marginGuard',
        params: {
          reference: row.reference,
          supplier: row.supplier_name,
          openMinor,
          openCurrency: currency,
          dueDate: dueDay,
          costMovePercent: movePercent,
          tolerancePercent: tolerance,
          costDeltaMinor: cost.deltaUsdMinor,
          costDeltaCurrency: 'USD',
        },
        link,
      });
      enqueueJob(tx, {
        aggregate: ['bill', row.id],
        queue: 'email',
        name: 'margin-alert',
        data: {
          userId,
          billId: row.id,
          movePercent,
          tolerancePercent: tolerance,
          openMinor,
          deltaUsdMinor: cost.deltaUsdMinor,
          link,
        },
      });
    }
    await recordWebhookEvent(tx, {
      organisationId,
      type: 'fx.margin_alert',
      data: async () => {
        const bill = await tx.findOneOrFail(Bill, row.id, { populate: BILL_POPULATE, refresh: true });
        return {
          bill: toBillItem(bill, tolerance),
          movePercent,
          tolerancePercent: tolerance,
          livePairRate: cost.livePairRate,
          budgetCostUsdMinor: cost.budgetUsdMinor,
          liveCostUsdMinor: cost.liveUsdMinor,
          costDeltaUsdMinor: cost.deltaUsdMinor,
          hedge: { kind: 'forward' as const, currency, amountMinor: openMinor, valueDate },
          message,
        };
      },
    });
  }
}
