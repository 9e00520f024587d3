import type { EntityManager } from '@tradehub/db';
import { FX_BASE, FX_CURRENCIES, type FxCurrency } from './currencies.js';
import { insertBars, startOfMinute, type FxBarRow } from './bar-store.js';
import { DEFAULT_FX_SEED, FxRandomWalk } from './random-walk.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How much history a fresh installation gets (FX_BACKFILL_HOURS, 90 days by default), and at what resolution.
 * Minute bars only for the last 24 hours (the 24h chart shows minutes); one bar per hour before that,
 * because the 7d/30d/90d charts aggregate by hour and by day anyway, and 90 days of minute bars for 52 pairs
 * would be 6.7 million rows (52 × 129,600), minutes to insert on a small machine. 90 days is ≈ 190,000 rows.
 */
export const BACKFILL_DAYS = 90;
export const BACKFILL_HOURS = BACKFILL_DAYS * 24;
export const BACKFILL_MINUTE_BARS_HOURS = 24;
/** Walk steps inside each bar, for a believable open/high/low/close. */
const STEPS_PER_MINUTE_BAR = 4;
const STEPS_PER_HOUR_BAR = 12;
/** Rows per INSERT: 16,000 parameters, well under PostgreSQL's 65,535. */
export const BACKFILL_BATCH_ROWS = 2000;
// One backfill at a time per database, even if two leaders overlap for a moment (a stalled leader).
const BACKFILL_ADVISORY_LOCK = 0x7a0e_fb01;

export interface BackfillPlan {
  /** How far back the history goes, in hours. */
  hours: number;
  /** First bar of the history (an hour boundary 90 days back). */
  from: Date;
  /** Where hourly bars end and minute bars begin (an hour boundary about 24 h back). */
  minutesFrom: Date;
  /** End of the history, exclusive: the current minute, which the live feed writes. */
  until: Date;
  hourBars: number;
  minuteBars: number;
  /** Rows for all pairs. */
  rows: number;
}

/** The history of the `hours` before `now`: minute bars for the last 24 of them at most, hour bars before. */
export function planBackfill(now: Date, pairs = FX_CURRENCIES.length, hours = BACKFILL_HOURS): BackfillPlan {
  const until = startOfMinute(now);
  const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
  // Both boundaries on the hour so an hourly aggregation never mixes an hour bar with minute bars.
  const minutesFrom = floorHour(until.getTime() - Math.min(hours, BACKFILL_MINUTE_BARS_HOURS) * HOUR_MS);
  const from = floorHour(until.getTime() - hours * HOUR_MS);
  const hourBars = (minutesFrom - from) / HOUR_MS;
  const minuteBars = (until.getTime() - minutesFrom) / MINUTE_MS;
  return {
    hours,
    from: new Date(from),
    minutesFrom: new Date(minutesFrom),
    until,
    hourBars,
    minuteBars,
    rows: pairs * (hourBars + minuteBars),
  };
}

/**
 * The simulated history, newest bar first: the seeded walk run backwards from `endRates` (where the live
 * walk starts), so the chart joins the live ticks without a jump. Each bar's open is the next older
 * bar's close.
 */
export function* simulatedHistory(
  plan: BackfillPlan,
  { seed, endRates, currencies = FX_CURRENCIES }: BackfillOptionsBase,
): Generator<FxBarRow> {
  // Its own stream: the live walk's first steps are not the history's last ones mirrored.
  const walk = new FxRandomWalk({ seed: (seed ^ 0x5bd1e995) >>> 0, currencies, start: endRates });
  const count = currencies.length;
  const high = new Float64Array(count);
  const low = new Float64Array(count);
  const close = new Float64Array(count);

  function* bars(fromMs: number, untilMs: number, barMs: number, steps: number): Generator<FxBarRow> {
    for (let start = untilMs - barMs; start >= fromMs; start -= barMs) {
      for (let index = 0; index < count; index++) {
        close[index] = high[index] = low[index] = walk.roundedRateAt(index);
      }
      for (let step = 0; step < steps; step++) {
        walk.step(barMs / steps);
        for (let index = 0; index < count; index++) {
          const rate = walk.roundedRateAt(index);
          if (rate > high[index]!) high[index] = rate;
          if (rate < low[index]!) low[index] = rate;
        }
      }
      const minute = new Date(start);
      for (let index = 0; index < count; index++) {
        yield {
          quote: currencies[index]!.code,
          minute,
          open: walk.roundedRateAt(index),
          high: high[index]!,
          low: low[index]!,
          close: close[index]!,
        };
      }
    }
  }

  yield* bars(plan.minutesFrom.getTime(), plan.until.getTime(), MINUTE_MS, STEPS_PER_MINUTE_BAR);
  yield* bars(plan.from.getTime(), plan.minutesFrom.getTime(), HOUR_MS, STEPS_PER_HOUR_BAR);
}

interface BackfillOptionsBase {
  seed: number;
  /** Rates the live walk starts from (the anchors on a fresh installation). */
  endRates?: Readonly<Record<string, number>>;
  currencies?: readonly FxCurrency[];
}

export interface BackfillOptions extends Partial<BackfillOptionsBase> {
  now?: Date;
  /** How far back the history goes (FX_BACKFILL_HOURS; 90 days unless told). */
  hours?: number;
  batchRows?: number;
}

export type BackfillResult =
  { status: 'skipped'; reason: string } | { status: 'done'; rows: number; ms: number; plan: BackfillPlan };

/**
 * True when simulated bars older than a day exist (a backfill ran, or the simulation has run for a day); for
 * a history shorter than two days, older than half its length (a short backfill's oldest bars are that old).
 */
async function hasSimulatedHistory(
  em: EntityManager,
  quote: string,
  now: Date,
  hours: number,
): Promise<boolean> {
  // One pair is enough (a backfill writes all of them in one transaction), and it keeps the lookup on
  // the primary key's (base, quote, minute) index however large the table grows.
  const rows = await em.execute<{ found: number }[]>(
    `select 1 as found from fx_rate_bar
     where base = ? and quote = ? and source = 'simulated' and minute < ?::timestamptz limit 1`,
    [FX_BASE, quote, new Date(now.getTime() - Math.min(DAY_MS, (hours * HOUR_MS) / 2)).toISOString()],
  );
  return rows.length > 0;
}

/**
 * Writes `hours` of simulated history (90 days unless told) when there is none, in one transaction (all or nothing, so an
 * interrupted backfill is simply redone), in multi-row INSERTs of `batchRows` rows.
 */
export async function backfillSimulatedHistory(
  em: EntityManager,
  {
    now = new Date(),
    seed = DEFAULT_FX_SEED,
    endRates,
    currencies = FX_CURRENCIES,
    batchRows = BACKFILL_BATCH_ROWS,
    hours = BACKFILL_HOURS,
  }: BackfillOptions = {},
): Promise<BackfillResult> {
  const probe = currencies[0]?.code;
  if (!probe) return { status: 'skipped', reason: 'no currencies' };
  if (hours <= 0) return { status: 'skipped', reason: 'no history asked for' };
  const started = performance.now();
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [BACKFILL_ADVISORY_LOCK]);
    if (await hasSimulatedHistory(tx, probe, now, hours)) {
      return { status: 'skipped', reason: 'simulated history exists' } as const;
    }
    const plan = planBackfill(now, currencies.length, hours);
    let batch: FxBarRow[] = [];
    let rows = 0;
    for (const row of simulatedHistory(plan, { seed, endRates, currencies })) {
      batch.push(row);
      if (batch.length === batchRows) {
        await insertBars(tx, batch, 'simulated');
        rows += batch.length;
        batch = [];
      }
    }
    await insertBars(tx, batch, 'simulated');
    rows += batch.length;
    return { status: 'done', rows, ms: Math.round(performance.now() - started), plan } as const;
  });
}
