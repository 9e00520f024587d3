import { z } from 'zod';
import { RATE_ALERT_KINDS, RATE_ALERT_STATUSES } from './enums.js';
import { entityIdSchema } from './ids.js';

/** `simulated`: the built-in random walk; `frankfurter`: ECB daily reference rates. */
export const fxSourceSchema = z.enum(['simulated', 'frankfurter', 'seed']);
export type FxSource = z.infer<typeof fxSourceSchema>;

/** One feed tick: every rate against `base`, as of one instant. Also the body of GET /api/fx/latest. */
export const fxSnapshotSchema = z.object({
  base: z.literal('USD'),
  source: fxSourceSchema,
  /** When the rates were valid (for ECB reference rates: their publication date). */
  asOf: z.iso.datetime(),
  /** Server clock (ms since epoch) when the tick was published; clients measure delivery latency from it. */
  publishedAt: z.number(),
  /** quote currency → units of quote per 1 USD (a price, not money: a float is fine). */
  rates: z.record(z.string().length(3), z.number()),
});
export type FxSnapshot = z.infer<typeof fxSnapshotSchema>;

export const FX_RANGES = ['24h', '7d', '30d', '90d'] as const;
export type FxRange = (typeof FX_RANGES)[number];

export const fxHistoryQuerySchema = z.object({
  quote: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  range: z.enum(FX_RANGES).default('7d'),
});

/** OHLC points for a chart: minute bars for 24h, hourly for 7d, daily for 30d and 90d. */
export const fxHistorySchema = z.object({
  base: z.literal('USD'),
  quote: z.string(),
  range: z.enum(FX_RANGES),
  interval: z.enum(['minute', 'hour', 'day']),
  points: z.array(
    z.object({ t: z.iso.datetime(), open: z.number(), high: z.number(), low: z.number(), close: z.number() }),
  ),
});
export type FxHistory = z.infer<typeof fxHistorySchema>;

/**
 * A rate alert on a currency against USD, in the pair as it is shown (market convention, fx-pairs.ts):
 * EUR/USD above 1.0900 means one euro costing more than 1.0900 dollars.
 */
export const rateAlertSchema = z.object({
  id: z.string(),
  /** The pair as shown: EUR/USD is { base: 'EUR', quote: 'USD' }, USD/JPY { base: 'USD', quote: 'JPY' }. */
  base: z.string(),
  quote: z.string(),
  kind: z.enum(RATE_ALERT_KINDS),
  /** above/below: the pair's rate (units of quote per 1 base); change: the percentage move (0.5 for 0.5 %). */
  threshold: z.number(),
  /** change only: the window the move is measured over. */
  windowMinutes: z.number().int().nullable(),
  status: z.enum(RATE_ALERT_STATUSES),
  firedAt: z.iso.datetime().nullable(),
  /** The pair's rate when it fired. */
  firedRate: z.number().nullable(),
  createdAt: z.iso.datetime(),
  /**
   * When its state last changed (set, fired, re-armed). Of two states of one alert a client keeps the later:
   * the push of a firing can overtake the answer to the request that set or re-armed it.
   */
  updatedAt: z.iso.datetime(),
});
export type RateAlert = z.infer<typeof rateAlertSchema>;

export const createRateAlertBodySchema = z
  .object({
    /** The currency watched against USD; the alert is on its market pair (EUR → EUR/USD, JPY → USD/JPY). */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code')
      .refine((code) => code !== 'USD', 'must be a currency other than USD'),
    kind: z.enum(RATE_ALERT_KINDS),
    /** above/below: a rate of the pair as shown (units of its quote per 1 of its base); change: a percentage. */
    threshold: z.number().positive('must be greater than 0').max(1_000_000),
    windowMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .optional(),
  })
  .refine((body) => body.kind !== 'change' || body.windowMinutes !== undefined, {
    message: 'is required for a percentage-move alert',
    path: ['windowMinutes'],
  });
export type CreateRateAlertBody = z.infer<typeof createRateAlertBodySchema>;

export const rateAlertsResponseSchema = z.object({ alerts: z.array(rateAlertSchema) });
export const rateAlertResponseSchema = z.object({ alert: rateAlertSchema });
export const rateAlertParamsSchema = z.object({ alertId: entityIdSchema });
