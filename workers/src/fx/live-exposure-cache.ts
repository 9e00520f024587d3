// What the exposure revaluator keeps between ticks (workers/src/fx/live-exposure-revaluator.ts): for each watched
// organisation, its payables, hedges and targets already sorted into currencies and maturity buckets
// (prepareExposure, wrapped in an ExposureRevaluation), the figures it last pushed and when. A tick is then only
// arithmetic over those aggregates: no database, no per-organisation Redis call. What it holds is dropped when
// a change of the organisation's inputs is announced (invalidate: the outbox relay's change stream), when the
// day changes (buckets count from today), or when nobody watches the organisation any more; and a tick
// revalues only the organisations holding a currency whose rate moved since their last push (an unmoved
// valuation would equal the last pushed one, which is never pushed again).
import {
  EXPOSURE_PUSH_MIN_INTERVAL_MS,
  ExposureRevaluation,
  type Market,
  type PreparedExposure,
} from '@tradehub/db/domain';
import type { ExposureReport } from '@tradehub/contract';

interface Entry {
  revaluation: ExposureRevaluation;
  /** The rates it is valued at: its base and its currencies. */
  currencies: readonly string[];
  lastPushedAt: number;
  /** Until when every tick's valuation is pushed, moved or not (EXPOSURE_SETTLE_MS after a load). */
  settleUntil: number;
  /** The market generation of its last push (the revaluation keeps that push's figures, not its report). */
  pushedGeneration: number;
}

export interface RevaluationCounts {
  /** Organisations valued (holding a currency that moved, or not pushed since a change). */
  revalued: number;
  pushed: number;
}

export class ExposureCache {
  private readonly entries = new Map<string, Entry>();
  private readonly invalidated = new Set<string>();
  /** Bumped for every market the cache is given; per currency, the generation its rate last moved at. */
  private generation = 0;
  private readonly movedAt = new Map<string, number>();
  /** The generation every currency last counted as moved at (a new history). */
  private everythingMovedAt = 0;
  private previousRates: Readonly<Record<string, number>> | null = null;
  private previousHistory: Market['data']['dailyCloses'] | null = null;

  get size(): number {
    return this.entries.size;
  }

  has(organisationId: string): boolean {
    return this.entries.has(organisationId);
  }

  /** The organisation's inputs changed: what is held of it is reloaded before its next valuation. */
  invalidate(organisationId: string): void {
    if (this.entries.has(organisationId)) this.invalidated.add(organisationId);
  }

  /** Everything is reloaded (changes may have been missed). */
  invalidateAll(): void {
    for (const id of this.entries.keys()) this.invalidated.add(id);
  }

  /**
   * Keeps the organisations in `watched` only, and returns those to (re)load: not held yet, invalidated, or
   * prepared on another day than `today`. Their invalidation is cleared now, so a change announced while they
   * load invalidates them again.
   */
  watch(watched: readonly string[], today: string): string[] {
    const keep = new Set(watched);
    for (const id of this.entries.keys()) if (!keep.has(id)) this.entries.delete(id);
    const load: string[] = [];
    for (const id of keep) {
      const entry = this.entries.get(id);
      if (!entry || this.invalidated.has(id) || entry.revaluation.prepared.today !== today) load.push(id);
    }
    this.invalidated.clear();
    return load;
  }

  /**
   * Holds a freshly prepared exposure; it is pushed at its next valuation (keeping the push throttle), and
   * at every tick until `settleUntil`.
   */
  store(prepared: PreparedExposure, settleUntil = 0): void {
    const revaluation = new ExposureRevaluation(prepared);
    this.entries.set(prepared.organisationId, {
      revaluation,
      currencies: revaluation.currencies,
      lastPushedAt: this.entries.get(prepared.organisationId)?.lastPushedAt ?? 0,
      settleUntil,
      pushedGeneration: 0,
    });
  }

  /** An organisation no longer there (nothing was loaded for it): not revalued. */
  forget(organisationId: string): void {
    this.entries.delete(organisationId);
  }

  /** The currencies the held organisations need rates and history of. */
  currencies(): Set<string> {
    const currencies = new Set<string>();
    for (const entry of this.entries.values())
      for (const currency of entry.currencies) if (currency !== 'USD') currencies.add(currency);
    return currencies;
  }

  /**
   * Values every held organisation whose rates moved since its last push (all of them when the market's
   * history is another one) at `market`, and hands `push` those worth pushing (exposureMovedEnough), at most
   * one per organisation every EXPOSURE_PUSH_MIN_INTERVAL_MS. Each report is the organisation's shared one
   * (ExposureRevaluation.sharedReport): valid until its next revaluation, so `push` encodes or copies it
   * before the next call and keeps nothing of it.
   */
  revalue(
    market: Market,
    now: number,
    push: (organisationId: string, report: ExposureReport) => void,
  ): RevaluationCounts {
    const generation = this.observe(market);
    let revalued = 0;
    let pushed = 0;
    for (const [id, entry] of this.entries) {
      if (now - entry.lastPushedAt < EXPOSURE_PUSH_MIN_INTERVAL_MS) continue;
      const { revaluation } = entry;
      const settling = now < entry.settleUntil;
      // Pushed before and none of its rates moved since: the valuation would be the pushed one (but while
      // it settles after a load, every tick is pushed: see EXPOSURE_SETTLE_MS).
      if (!settling && revaluation.everPushed && !this.movedSince(entry)) continue;
      revalued++;
      revaluation.value(market);
      // Not pushed yet (new, or its inputs changed) or settling: pushed whatever it says.
      if (!settling && !revaluation.movedEnoughSincePushed()) continue;
      // The organisation's one report object, filled again (no allocation): `push` hands it on at once.
      const report = revaluation.sharedReport();
      revaluation.markPushed();
      entry.lastPushedAt = now;
      entry.pushedGeneration = generation;
      pushed++;
      push(id, report);
    }
    return { revalued, pushed };
  }

  private movedSince(entry: Entry): boolean {
    if (this.everythingMovedAt > entry.pushedGeneration) return true;
    for (const currency of entry.currencies)
      if ((this.movedAt.get(currency) ?? 0) > entry.pushedGeneration) return true;
    return false;
  }

  /** A new generation; each currency whose live rate differs from the last market's is marked moved at it. */
  private observe(market: Market): number {
    const generation = ++this.generation;
    const rates = market.data.ratesPerUsd;
    const previous = this.previousRates;
    if (!previous || market.data.dailyCloses !== this.previousHistory) {
      // Another history (reloaded) moves the VaR of everyone: every currency counts as moved.
      this.movedAt.clear();
      this.previousHistory = market.data.dailyCloses;
      this.previousRates = rates;
      this.everythingMovedAt = generation;
      return generation;
    }
    for (const currency in rates)
      if (!Object.is(rates[currency], previous[currency])) this.movedAt.set(currency, generation);
    for (const currency in previous) if (!(currency in rates)) this.movedAt.set(currency, generation);
    this.previousRates = rates;
    return generation;
  }
}
