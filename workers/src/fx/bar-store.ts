import type { EntityManager } from '@tradehub/db';
import { FX_BASE } from './currencies.js';

export interface FxBarRow {
  quote: string;
  /** Start of the bar (a minute for live and recent bars, an hour for older backfilled history). */
  minute: Date;
  open: number;
  high: number;
  low: number;
  close: number;
}

const COLUMNS = '(base, quote, minute, open, high, low, close, source)';
const ROW_PLACEHOLDERS = '(?, ?, ?::timestamptz, ?, ?, ?, ?, ?)';

function rowParams(row: FxBarRow, source: string): unknown[] {
  return [FX_BASE, row.quote, row.minute.toISOString(), row.open, row.high, row.low, row.close, source];
}

export function startOfMinute(time: Date | number): Date {
  const ms = typeof time === 'number' ? time : time.getTime();
  return new Date(Math.floor(ms / 60_000) * 60_000);
}

/**
 * Folds one tick into the current minute bar of every pair, in ONE statement: a new minute starts with
 * open = high = low = close = rate; a later tick in the same minute keeps open, widens high/low and
 * moves close.
 */
export async function upsertMinuteBars(
  em: EntityManager,
  minute: Date,
  rates: Record<string, number>,
  source: string,
): Promise<number> {
  const entries = Object.entries(rates);
  if (entries.length === 0) return 0;
  const params = entries.flatMap(([quote, rate]) =>
    rowParams({ quote, minute, open: rate, high: rate, low: rate, close: rate }, source),
  );
  await em.execute(
    `insert into fx_rate_bar ${COLUMNS} values ${entries.map(() => ROW_PLACEHOLDERS).join(', ')}
     on conflict (base, quote, minute) do update set
       high = greatest(fx_rate_bar.high, excluded.high),
       low = least(fx_rate_bar.low, excluded.low),
       close = excluded.close,
       source = excluded.source`,
    params,
    'run',
  );
  return entries.length;
}

/** A PostgreSQL array literal of plain values (codes, ISO timestamps, numbers: nothing to escape). */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`;
}

/**
 * Inserts finished bars (history) in one statement, leaving any bar that already exists alone. One
 * array per column through unnest() rather than a VALUES list: the same multi-row INSERT, but PostgreSQL
 * parses 8 parameters per statement instead of 8 per row, which halves the backfill (measured:
 * 188,000 rows in 2,000-row statements took 3.3 s with VALUES and 1.5 s with unnest on PostgreSQL,
 * 4.7 s and 2.2 s on the embedded PGlite of earlier versions). Bound parameters through knex, not em.execute(), which would inline
 * (and escape, character by character) 40 kB of literals per statement.
 */
export async function insertBars(
  em: EntityManager,
  rows: readonly FxBarRow[],
  source: string,
): Promise<void> {
  if (rows.length === 0) return;
  const query = em.getKnex().raw(
    `insert into fx_rate_bar ${COLUMNS}
     select ?, quote, minute, open, high, low, close, ?
     from unnest(?::text[], ?::timestamptz[], ?::numeric[], ?::numeric[], ?::numeric[], ?::numeric[])
       as bar(quote, minute, open, high, low, close)
     on conflict (base, quote, minute) do nothing`,
    [
      FX_BASE,
      source,
      arrayLiteral(rows.map((row) => row.quote)),
      arrayLiteral(rows.map((row) => row.minute.toISOString())),
      arrayLiteral(rows.map((row) => row.open)),
      arrayLiteral(rows.map((row) => row.high)),
      arrayLiteral(rows.map((row) => row.low)),
      arrayLiteral(rows.map((row) => row.close)),
    ],
  );
  const transaction = em.getTransactionContext();
  if (transaction) query.transacting(transaction);
  await query;
}
