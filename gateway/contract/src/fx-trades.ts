import { z } from 'zod';
import { riskLevelSchema } from './dashboard.js';
import { currencyCodeSchema, decimalAmountSchema } from './payments.js';

export const fxTradeQuoteBodySchema = z.object({
  kind: z.enum(['spot', 'forward']),
  side: z.enum(['buy', 'sell']),
  /** The foreign currency bought or sold against USD. */
  currency: currencyCodeSchema,
  amount: decimalAmountSchema,
  valueDate: z.iso.date(),
});

/** A rate locked from the live feed for a short window; confirming books it. */
export const fxTradeQuoteSchema = z.object({
  quoteId: z.string(),
  kind: z.enum(['spot', 'forward']),
  side: z.enum(['buy', 'sell']),
  currency: z.string(),
  amountMinor: z.number().int(),
  usdAmountMinor: z.number().int(),
  rate: z.number(),
  valueDate: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type FxTradeQuote = z.infer<typeof fxTradeQuoteSchema>;

export const fxTradeSchema = fxTradeQuoteSchema.omit({ quoteId: true, expiresAt: true }).extend({
  id: z.string(),
  status: z.enum(['booked', 'settled']),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
});
export type FxTradeItem = z.infer<typeof fxTradeSchema>;

/** Exposure per currency from open payables (unsettled and scheduled payments) and booked forwards. */
export const fxExposureRowSchema = z.object({
  currency: z.string(),
  /** Open payables in the currency, whole minor units. */
  payablesMinor: z.number().int(),
  /** Bought forward (booked, not settled) in the currency, whole minor units. */
  hedgedMinor: z.number().int(),
  hedgedPercent: z.number(),
  targetHedgePercent: z.number().nullable(),
  /** Target minus hedged, percent points (null without a target). */
  gapPercent: z.number().nullable(),
  riskLevel: riskLevelSchema,
});
export type FxExposureRow = z.infer<typeof fxExposureRowSchema>;
export const fxExposuresResponseSchema = z.object({ exposures: z.array(fxExposureRowSchema) });
export const fxExposureDetailSchema = z.object({
  exposure: fxExposureRowSchema,
  payables: z.array(
    z.object({
      id: z.string(),
      supplierName: z.string(),
      amountMinor: z.number().int(),
      date: z.iso.datetime(),
      status: z.string(),
    }),
  ),
  hedges: z.array(fxTradeSchema),
});
export const fxExposureParamsSchema = z.object({ currency: currencyCodeSchema });
export const hedgeTargetBodySchema = z.object({ targetHedgePercent: z.number().min(0).max(100) });
