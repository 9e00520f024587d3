import type { EntityManager } from '@tradehub/db';
import type { FxHistory, FxRange } from '@tradehub/contract';

const RANGES: Record<FxRange, { hours: number; interval: FxHistory['interval'] }> = {
  '24h': { hours: 24, interval: 'minute' },
  '7d': { hours: 7 * 24, interval: 'hour' },
  '30d': { hours: 30 * 24, interval: 'day' },
  '90d': { hours: 90 * 24, interval: 'day' },
};

/** OHLC points of USD/`quote` over a range, aggregated in PostgreSQL from the minute bars. */
export async function loadFxHistory(em: EntityManager, quote: string, range: FxRange): Promise<FxHistory> {
  const { hours, interval } = RANGES[range];
  const since = new Date(Date.now() - hours * 60 * 60 * 1000);
  const rows = await em
    .getConnection()
    .execute<{ t: Date; open: string; high: string; low: string; close: string }[]>(
      `select date_trunc(?, minute) as t,
            (array_agg(open order by minute))[1] as open,
            max(high) as high,
            min(low) as low,
            (array_agg(close order by minute desc))[1] as close
       from fx_rate_bar
      where base = 'USD' and quote = ? and minute >= ?
      group by 1
      order by 1`,
      [interval, quote, since],
    );
  return {
    base: 'USD',
    quote,
    range,
    interval,
    points: rows.map((row) => ({
      t: new Date(row.t).toISOString(),
      open: Number(row.open),
      high: Number(row.high),
      low: Number(row.low),
      close: Number(row.close),
    })),
  };
}
