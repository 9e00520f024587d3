/** What a provider answers on each poll: every rate against USD, valid as of `asOf`. */
export interface FxQuote {
  asOf: Date;
  /** quote currency → units of it per 1 USD. */
  rates: Record<string, number>;
}

export type FxProviderName = 'simulated' | 'frankfurter';

/**
 * A source of FX rates. The feed loop (feed.ts) owns timing, leadership, storage and publishing; a
 * provider only produces quotes: it is asked for one every `intervalMs` while this process leads.
 */
export interface FxProvider {
  readonly name: FxProviderName;
  /** How often the feed asks for a quote. */
  readonly intervalMs: number;
  /**
   * Called each time this process becomes the leader, before the first `next()`. `resumeFrom` is the
   * last snapshot any leader published with this provider, so a taken-over feed continues from it.
   */
  start(resumeFrom: FxQuote | undefined): Promise<void>;
  /** The next quote. Throws when the source fails; the feed logs it and asks again next interval. */
  next(): Promise<FxQuote>;
}
