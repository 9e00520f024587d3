import { z } from 'zod';
import { FX_TRADE_KINDS, FX_TRADE_SIDES, FX_TRADE_STATUSES } from './enums.js';
import { EXPOSURE_BUCKETS, exposureCurrencySchema } from './exposure-report.js';
import { currencyCodeSchema, decimalAmountSchema } from './payments.js';

export const fxTradeQuoteBodySchema = z.object({
  kind: z.enum(FX_TRADE_KINDS),
  side: z.enum(FX_TRADE_SIDES),
  /** The foreign currency bought or sold against USD. */
  currency: currencyCodeSchema,
  amount: decimalAmountSchema,
  valueDate: z.iso.date(),
});

/** A rate locked from the live feed for a short window; confirming books it. */
export const fxTradeQuoteSchema = z.object({
  quoteId: z.string(),
  kind: z.enum(FX_TRADE_KINDS),
  side: z.enum(FX_TRADE_SIDES),
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
  status: z.enum(FX_TRADE_STATUSES),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
});
export type FxTradeItem = z.infer<typeof fxTradeSchema>;

/** One currency's exposure with what it is made of: its open payables and the forwards hedging them. */
export const fxExposureDetailSchema = z.object({
  exposure: exposureCurrencySchema.nullable(),
  baseCurrency: z.string(),
  payables: z.array(
    z.object({
      kind: z.enum(['bill', 'payment']),
      id: z.string(),
      reference: z.string().nullable(),
      supplierName: z.string(),
      /** What is still open of it (a bill: amount − paid − scheduled), whole minor units. */
      amountMinor: z.number().int(),
      /** Due date (bill) or value date (payment), YYYY-MM-DD. */
      dueDate: z.iso.date(),
      bucket: z.enum(EXPOSURE_BUCKETS),
      status: z.string(),
    }),
  ),
  hedges: z.array(fxTradeSchema),
});
export const fxExposureParamsSchema = z.object({ currency: currencyCodeSchema });
export const hedgeTargetBodySchema = z.object({ targetHedgePercent: z.number().min(0).max(100) });

/** The margin guard's bounds (percent): an organisation's default tolerance and a bill's own. */
export const MARGIN_TOLERANCE_BOUNDS = { min: 0.1, max: 50 } as const;

/** The organisation's FX settings: the margin guard's default tolerance, and whether the reader may change it. */
export const fxSettingsSchema = z.object({
  /** Percent: a bill whose cost at the live rate moves more than this from its budget alerts, once per crossing. */
  marginTolerancePercent: z.number(),
  canEdit: z.boolean(),
});
export type FxSettings = z.infer<typeof fxSettingsSchema>;

export const fxSettingsBodySchema = z.object({
  marginTolerancePercent: z
    .number()
    .min(MARGIN_TOLERANCE_BOUNDS.min)
    .max(MARGIN_TOLERANCE_BOUNDS.max)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'has at most two decimals',
    }),
});
