// The margin guard's state change for one bill (the rule: margin-guard.ts; the workers find the candidate
// bills on FX ticks and bill changes, workers/src/fx/margin-guard.ts). The state is the bill's
// `margin_state`, claimed by a conditional update: two evaluations never both move it, and a restart fires
// nothing again. A crossing out of the tolerance alerts once: a notification (a message key with
// parameters, leading to the New Trade that hedges the bill) and an e-mail to every member with FX
// Management and the bill's creator, and the `fx.margin_alert` webhook, all with the state change.
import { formatMoney, rooms, type BillMarginState } from '@tradehub/contract';
import { Bill, Membership, type EntityManager } from '../../index.js';
import { enqueueJob, pushSocket } from '../../outbox/writer.js';
import { BILL_POPULATE, toBillItem } from '../bills/bill-item.js';
import { DomainEvents } from '../notifications/domain-events.js';
import { FX_MANAGEMENT } from './fx-effects.js';
import { recordWebhookEvent } from '../webhooks/record-event.js';
import type { marginCost } from './margin-guard.js';
import { hedgeBillPath, type MarginGuardStep } from './margin-guard.js';
import { clampToForwardWindow } from './value-dates.js';

/** A bill the guard judges, as the workers' candidate query reads it. */
export interface MarginGuardCandidate {
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
  /** The organisation's base currency: the budget rate's pair is the currency's against it. */
  base_currency: string;
}

const percentText = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`;

/** What the guard measured for the bill at the live rates. */
export interface MarginGuardFigures {
  currency: string;
  openMinor: number;
  tolerance: number;
  cost: NonNullable<ReturnType<typeof marginCost>>;
}

/**
 * Moves a bill's guard to `step.state` (with its `bill:changed` push) and, when the step fires, alerts.
 * Returns false when another evaluation moved it first (nothing written).
 */
export async function applyMarginGuardStep(
  tx: EntityManager,
  row: MarginGuardCandidate,
  step: MarginGuardStep,
  figures: MarginGuardFigures,
): Promise<boolean> {
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
  if (step.fire) await alert(tx, row, figures);
  return true;
}

async function alert(tx: EntityManager, row: MarginGuardCandidate, figures: MarginGuardFigures) {
  const { currency, openMinor, tolerance, cost } = figures;
  const base = cost.baseCurrency;
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
    `${percentText(movePercent)} against its budget: ${en(cost.deltaMinor, base, true)}. Hedge it to lock the cost.`;
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
        costDeltaMinor: cost.deltaMinor,
        costDeltaCurrency: base,
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
        deltaMinor: cost.deltaMinor,
        deltaCurrency: base,
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
        bill: toBillItem(bill, tolerance, base),
        movePercent,
        tolerancePercent: tolerance,
        livePairRate: cost.livePairRate,
        baseCurrency: base,
        budgetCostMinor: cost.budgetMinor,
        liveCostMinor: cost.liveMinor,
        costDeltaMinor: cost.deltaMinor,
        hedge: { kind: 'forward' as const, currency, amountMinor: openMinor, valueDate },
        message,
      };
    },
  });
}
