import { z } from 'zod';
import type { FxProvider, FxQuote } from './provider.js';

/** ECB reference rates change once a working day: polling more often than once a minute is pointless. */
export const FRANKFURTER_MIN_POLL_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

const currencyCode = z.string().regex(/^[A-Z]{3}$/);
// Frankfurter answers `base`; some compatible servers echo the request's `from` instead.
const latestResponseSchema = z.object({
  amount: z.number().positive().optional(),
  base: currencyCode.optional(),
  from: currencyCode.optional(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date'),
  rates: z.record(currencyCode, z.number().positive().finite()),
});

export class FrankfurterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FrankfurterError';
  }
}

/** Turns a `/latest?from=USD` answer into a quote: 1 USD = rate units, as of the rates' date (00:00 UTC). */
export function parseFrankfurterLatest(body: unknown): FxQuote {
  const parsed = latestResponseSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new FrankfurterError(
      `unexpected answer from the FX provider: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(),
    );
  }
  const { amount = 1, base, from, date, rates } = parsed.data;
  const baseCurrency = base ?? from;
  if (baseCurrency !== 'USD') {
    throw new FrankfurterError(
      `the FX provider answered rates against ${baseCurrency ?? 'nothing'}, not USD`,
    );
  }
  const asOf = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(asOf.getTime()))
    throw new FrankfurterError(`the FX provider answered a bad date: ${date}`);
  const perDollar = Object.entries(rates).filter(([code]) => code !== 'USD');
  if (perDollar.length === 0) throw new FrankfurterError('the FX provider answered no rates');
  return { asOf, rates: Object.fromEntries(perDollar.map(([code, rate]) => [code, rate / amount])) };
}

export interface FrankfurterProviderOptions {
  /** FX_PROVIDER_URL: the server's root, e.g. https://api.frankfurter.app or a self-hosted one. */
  url: string;
  /** FX_TICK_MS; the provider polls every max(tickMs, 60 s) unless `pollIntervalMs` says otherwise. */
  tickMs: number;
  /** Tests only: poll faster than the minute floor. */
  pollIntervalMs?: number;
  fetch?: typeof fetch;
}

/** ECB reference rates from a Frankfurter-compatible server (self-hostable: hakanensari/frankfurter). */
export function createFrankfurterProvider({
  url,
  tickMs,
  pollIntervalMs = Math.max(tickMs, FRANKFURTER_MIN_POLL_MS),
  fetch: fetchImpl = fetch,
}: FrankfurterProviderOptions): FxProvider {
  const latestUrl = `${url.replace(/\/+$/, '')}/latest?from=USD`;
  return {
    name: 'frankfurter',
    intervalMs: pollIntervalMs,
    async start() {},
    async next() {
      let response: Response;
      try {
        response = await fetchImpl(latestUrl, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new FrankfurterError(`the FX provider at ${latestUrl} could not be reached`, { cause: error });
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FrankfurterError(`the FX provider at ${latestUrl} answered HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new FrankfurterError(`the FX provider at ${latestUrl} answered something that is not JSON`, {
          cause: error,
        });
      }
      return parseFrankfurterLatest(body);
    },
  };
}
