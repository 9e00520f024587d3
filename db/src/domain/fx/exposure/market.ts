// The rates an exposure is valued at: the live rate of each currency (units per 1 USD, the feed's terms) and
// its daily closes over the VaR's history, with what is derived from them cached once per market, not once
// per organisation (a tick revalues every watched organisation at one market).
import { minorConverter, pairRateText, usdPair, type FxSnapshot } from '@tradehub/contract';
import type { EntityManager } from '../../../index.js';
import { ratePerUsd, unitValueInBase, type RatesPerUsd } from '../../arithmetic/currency-conversion.js';
import { logReturns, seriesSlice } from '../../arithmetic/statistics.js';
import { VAR_HISTORY_DAYS } from '../../arithmetic/value-at-risk.js';
import { ReturnMomentsCache } from './return-moments.js';

export interface MarketData {
  /** Units per 1 USD now. */
  ratesPerUsd: RatesPerUsd;
  /** When those rates were observed (ISO 8601), null when unknown. */
  asOf: string | null;
  /**
   * Currency → its rate per 1 USD at now − k days (index k = 0 … VAR_HISTORY_DAYS), newest first; null where
   * there is no rate yet. The base currency's too when it is not USD.
   */
  dailyCloses: ReadonlyMap<string, readonly (number | null)[]>;
}

/** What valuing one currency in one base needs from a market, looked up once per market (see Market.quote). */
export interface MarketQuote {
  /** Exact conversion to the base at the live rate, null without a rate (Market.converter). */
  convert: ((amountMinor: number) => number) | null;
  /** The currency's USD market pair's live rate as shown (Market.pairRateText). */
  pairRateText: string | null;
  /** Units per 1 USD now (Market.ratePerUsd). */
  ratePerUsd: number | null;
  /** Daily log returns in the base (Market.dailyReturns). */
  returns: readonly (number | null)[];
  /** The returns' slot in the market's moments (Market.moments), −1 when they have a gap. */
  momentsSlot: number;
}

export class Market {
  private readonly quotes = new Map<string, Map<string, MarketQuote>>();
  private readonly converters = new Map<string, ((amountMinor: number) => number) | null>();
  private readonly pairTexts = new Map<string, string | null>();
  /** The returns by `currency>base`: of the history alone, so shared with withLiveRates' markets. */
  private returnsCache = new Map<string, (number | null)[]>();
  /** The returns' sums for the VaR, of this market's history (shared with withLiveRates' markets). */
  moments = new ReturnMomentsCache();

  constructor(readonly data: MarketData) {}

  /** A market of live rates alone (no history: no VaR), e.g. a tick's snapshot for the margin guard. */
  static atRates(snapshot: Pick<FxSnapshot, 'rates' | 'asOf'>): Market {
    return new Market({ ratesPerUsd: snapshot.rates, asOf: snapshot.asOf, dailyCloses: new Map() });
  }

  ratePerUsd(currency: string): number | null {
    return ratePerUsd(currency, this.data.ratesPerUsd);
  }

  /** Units of `base` per 1 unit of `currency` at the live rate (a float, for moves); null without rates. */
  unitRate(currency: string, base: string): number | null {
    const from = this.ratePerUsd(currency);
    const to = this.ratePerUsd(base);
    return from === null || to === null ? null : to / from;
  }

  /** Exact conversion of `currency` minor units to `base` at the live rate (rounded once), null without rates. */
  converter(currency: string, base: string): ((amountMinor: number) => number) | null {
    const key = `${currency}>${base}`;
    let converter = this.converters.get(key);
    if (converter === undefined) {
      const from = this.ratePerUsd(currency);
      const to = this.ratePerUsd(base);
      converter =
        from === null || to === null
          ? null
          : minorConverter(currency, base, { numerator: to, denominator: from }, 'half-away-from-zero');
      this.converters.set(key, converter);
    }
    return converter;
  }

  /**
   * Everything valuing `currency` in `base` reads, found by two map lookups and no string built: what a tick's
   * revaluation of many organisations asks for again and again (value-exposure.ts).
   */
  quote(currency: string, base: string): MarketQuote {
    let byCurrency = this.quotes.get(base);
    if (!byCurrency) this.quotes.set(base, (byCurrency = new Map()));
    let quote = byCurrency.get(currency);
    if (!quote) {
      const returns = this.dailyReturns(currency, base);
      quote = {
        convert: this.converter(currency, base),
        pairRateText: this.pairRateText(currency),
        ratePerUsd: this.ratePerUsd(currency),
        returns,
        momentsSlot: this.moments.slotOf(`${currency}>${base}`, returns),
      };
      byCurrency.set(currency, quote);
    }
    return quote;
  }

  /** The currency's USD market pair's live rate as shown ("1.0858"), null without a rate. */
  pairRateText(currency: string): string | null {
    let text = this.pairTexts.get(currency);
    if (text === undefined) {
      const pair = usdPair(currency);
      text = pair ? (pairRateText(pair, this.data.ratesPerUsd) ?? null) : null;
      this.pairTexts.set(currency, text);
    }
    return text;
  }

  /**
   * Daily log returns of one unit of `currency` valued in `base`, over the VaR's history, oldest first
   * (returns[i] is the move from day i to day i + 1; null where a rate is missing).
   */
  dailyReturns(currency: string, base: string): (number | null)[] {
    const key = `${currency}>${base}`;
    let returns = this.returnsCache.get(key);
    if (!returns) {
      const closes = this.data.dailyCloses.get(currency) ?? [];
      const baseCloses = base === 'USD' ? undefined : this.data.dailyCloses.get(base);
      const values = Array.from({ length: VAR_HISTORY_DAYS + 1 }, (_, k) => {
        const rate = closes[k] ?? null;
        const baseRate = base === 'USD' ? 1 : (baseCloses?.[k] ?? null);
        if (rate === null || baseRate === null) return null;
        return unitValueInBase(currency, base, { [currency]: rate, [base]: baseRate });
      });
      returns = logReturns(seriesSlice(values, 0, VAR_HISTORY_DAYS));
      this.returnsCache.set(key, returns);
    }
    return returns;
  }

  /**
   * The same history valued at other live rates (a tick): the caches that depend on the rates start afresh;
   * the returns and their moments, which depend on the history alone, are shared. (Copying the returns from
   * this market left every tick's market to compute them again, as the history market never values anything
   * itself: 91 days × each currency, about half a megabyte of garbage per tick.)
   */
  withLiveRates(snapshot: Pick<FxSnapshot, 'rates' | 'asOf'>): Market {
    const market = new Market({ ...this.data, ratesPerUsd: snapshot.rates, asOf: snapshot.asOf });
    market.returnsCache = this.returnsCache;
    market.moments = this.moments;
    return market;
  }
}

/**
 * The market as the database has it at `now`: for each currency, the close of the newest minute bar that
 * started at or before now − k days (k = 0 … VAR_HISTORY_DAYS): one backward probe of the bars' primary key per
 * point. The live rate is the k = 0 close (the feed writes each tick's rates into the minute's bar before it
 * publishes the tick, so the bar and the tick agree).
 */
export async function loadMarket(
  em: EntityManager,
  currencies: readonly string[],
  now: Date = new Date(),
): Promise<Market> {
  const wanted = [...new Set(currencies)].filter((currency) => currency !== 'USD');
  const dailyCloses = new Map<string, (number | null)[]>();
  const ratesPerUsd: Record<string, number> = {};
  let newest: Date | null = null;
  if (wanted.length > 0) {
    const rows = await em
      .getConnection()
      .execute<{ quote: string; k: number; minute: Date; close: number }[]>(
        `select c.currency as quote, p.k::int as k, b.minute, b.close::float8 as close
         from unnest(string_to_array(?, ',')) as c(currency)
         cross join generate_series(0, ?) as p(k)
         cross join lateral (
           select minute, close from fx_rate_bar
            where base = 'USD' and quote = c.currency and minute <= ?::timestamptz - p.k * interval '1 day'
            order by minute desc
            limit 1
         ) b`,
        [wanted.join(','), VAR_HISTORY_DAYS, now],
        'all',
        em.getTransactionContext(),
      );
    for (const row of rows) {
      let series = dailyCloses.get(row.quote);
      if (!series)
        dailyCloses.set(row.quote, (series = new Array<number | null>(VAR_HISTORY_DAYS + 1).fill(null)));
      series[row.k] = Number(row.close);
      if (row.k === 0) {
        ratesPerUsd[row.quote] = Number(row.close);
        const minute = new Date(row.minute);
        if (!newest || minute > newest) newest = minute;
      }
    }
  }
  return new Market({ ratesPerUsd, asOf: newest ? (newest as Date).toISOString() : null, dailyCloses });
}
