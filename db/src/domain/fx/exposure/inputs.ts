// What the exposure engine is computed from, per organisation: its open payables, its hedges and its hedge
// targets (no rates: those are the market's, see market.ts). Loaded for many organisations at once, so a
// tick's revaluation of every watched organisation is a handful of set-based queries, not one per organisation.
import type { Rate } from '@tradehub/contract';
import { readRows, type EntityManager } from '../../../index.js';
import { toMinor } from '../../../types/minor-units.js';
import { baseBudgetRate } from '../../arithmetic/budget-rates.js';

/** Something still to pay in a foreign currency, and when. */
export interface PayableLine {
  currency: string;
  /** Whole minor units of `currency`, > 0. */
  amountMinor: number;
  /** Due date (a bill) or value date (a payment not yet settled), YYYY-MM-DD. */
  day: string;
  /** Base units per 1 unit of `currency` it was budgeted at; null without a budget. */
  budgetRate: Rate | null;
}

/** A booked forward bought in a foreign currency. */
export interface HedgeLine {
  currency: string;
  amountMinor: number;
  /** Value date, YYYY-MM-DD. */
  day: string;
}

export interface ExposureInputs {
  organisationId: string;
  baseCurrency: string;
  /** Percent: the margin guard's default tolerance. */
  marginTolerancePercent: number;
  payables: PayableLine[];
  hedges: HedgeLine[];
  /** Hedge targets by currency, percent. */
  targets: Record<string, number>;
}

/** Ids as one parameter (`= any(string_to_array(?, ','))`), so every call is the same statement. */
const IDS = `any(string_to_array(?, ','))`;
const dayOf = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** Bills still open (unpaid and unscheduled amounts) count by due date, in any currency but the base. */
export const OPEN_BILL_STATUSES = ['open', 'scheduled', 'partly_paid'] as const;

/** The inputs of every organisation in `organisationIds` that exists (absent ones are left out). */
export async function loadExposureInputs(
  em: EntityManager,
  organisationIds: readonly string[],
): Promise<Map<string, ExposureInputs>> {
  const result = new Map<string, ExposureInputs>();
  if (organisationIds.length === 0) return result;
  const ids = [...new Set(organisationIds)];
  const organisations = await readRows<{ id: string; base_currency: string; margin: string }>(
    em,
    `select id, base_currency, margin_tolerance_percent::text as margin from organisation where id = ${IDS}`,
    [ids.join(',')],
  );
  for (const row of organisations)
    result.set(row.id, {
      organisationId: row.id,
      baseCurrency: row.base_currency.trim(),
      marginTolerancePercent: Number(row.margin),
      payables: [],
      hedges: [],
      targets: {},
    });
  if (result.size === 0) return result;
  const found = [...result.keys()];
  // Ids hold no commas (UUIDs and the demo slugs; entityIdSchema).
  const [bills, payments, forwards, targets] = await Promise.all([
    readRows<{
      organisation_id: string;
      currency: string;
      open_minor: string;
      due_date: Date;
      budget_rate: string | null;
    }>(
      em,
      `select b.organisation_id, b.currency, (b.amount_minor - b.paid_minor - b.scheduled_minor)::text as open_minor,
              b.due_date, b.budget_rate::text as budget_rate
         from bill b join organisation o on o.id = b.organisation_id
        where b.organisation_id = ${IDS}
          and b.status in (${OPEN_BILL_STATUSES.map((status) => `'${status}'`).join(', ')})
          and b.currency <> o.base_currency
          and b.amount_minor - b.paid_minor - b.scheduled_minor > 0`,
      [found.join(',')],
    ),
    readRows<{
      organisation_id: string;
      currency: string;
      amount_minor: string;
      date: Date;
      fx_rate: string | null;
    }>(
      em,
      `select p.organisation_id, p.currency, p.amount_minor::text as amount_minor, p.date, p.fx_rate::text as fx_rate
         from payment p join organisation o on o.id = p.organisation_id
        where p.organisation_id = ${IDS}
          and p.type = 'payment' and p.status = 'pending' and p.currency <> o.base_currency`,
      [found.join(',')],
    ),
    readRows<{ organisation_id: string; currency: string; amount_minor: string; value_date: Date }>(
      em,
      `select t.organisation_id, t.currency, t.amount_minor::text as amount_minor, t.value_date
         from fx_trade t join organisation o on o.id = t.organisation_id
        where t.organisation_id = ${IDS}
          and t.kind = 'forward' and t.side = 'buy' and t.status = 'booked' and t.currency <> o.base_currency`,
      [found.join(',')],
    ),
    readRows<{ organisation_id: string; currency: string; target: string }>(
      em,
      `select organisation_id, currency, target_hedge_percent::text as target
         from hedge_target where organisation_id = ${IDS}`,
      [found.join(',')],
    ),
  ]);
  for (const row of bills) {
    const inputs = result.get(row.organisation_id)!;
    const currency = row.currency.trim();
    inputs.payables.push({
      currency,
      amountMinor: toMinor(row.open_minor),
      day: dayOf(row.due_date),
      // Written on the currency's pair against the base currency (budget.ts).
      budgetRate:
        row.budget_rate === null ? null : baseBudgetRate(currency, inputs.baseCurrency, row.budget_rate),
    });
  }
  for (const row of payments) {
    const inputs = result.get(row.organisation_id)!;
    inputs.payables.push({
      currency: row.currency.trim(),
      amountMinor: toMinor(row.amount_minor),
      day: dayOf(row.date),
      // The payment's quote: units of its currency per 1 base unit, so base = amount ÷ rate.
      budgetRate: row.fx_rate === null ? null : { numerator: 1, denominator: row.fx_rate },
    });
  }
  for (const row of forwards)
    result.get(row.organisation_id)!.hedges.push({
      currency: row.currency.trim(),
      amountMinor: toMinor(row.amount_minor),
      day: dayOf(row.value_date),
    });
  for (const row of targets)
    result.get(row.organisation_id)!.targets[row.currency.trim()] = Number(row.target);
  return result;
}
