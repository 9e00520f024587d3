import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { activitySchema } from './activities.js';
import { REPORT_STATUSES } from './enums.js';
import { riskLevelSchema } from './enum-schemas.js';
import { transactionSummarySchema } from './demo.js';
import { FX_RANGES } from './fx.js';
import { LANGUAGES } from './languages.js';

export const dashboardQuerySchema = z.object({ range: z.enum(FX_RANGES).default('7d') });

const windowSchema = z.object({ from: z.iso.datetime(), to: z.iso.datetime() });

/**
 * One risk tile. `value` is in `unit`: 'score' 0–100 (higher is riskier), 'money' integer minor units of
 * the base currency, 'percent' a percentage. `previous` is the same figure over the previous window of the
 * same length (null when there is nothing to compare). `explanation` is the formula in words for the hover.
 */
export const riskTileSchema = z.object({
  value: z.number(),
  unit: z.enum(['score', 'money', 'percent']),
  previous: z.number().nullable(),
  level: riskLevelSchema,
  explanation: z.string(),
});
export type RiskTile = z.infer<typeof riskTileSchema>;

export const currencyExposureRowSchema = z.object({
  currency: z.string().length(3),
  /** The exposure in its own currency, integer minor units. */
  amountMinor: z.number().int(),
  /** The same in the base currency at the latest rate, integer minor units. */
  baseAmountMinor: z.number().int(),
  hedgedPercent: z.number(),
  unhedgedBaseMinor: z.number().int(),
  riskLevel: riskLevelSchema,
  /** Units of `currency` per 1 USD used for the conversion. */
  rate: z.number().nullable(),
  /** Annualised realised volatility over the window, percent (null without history). */
  volatilityPercent: z.number().nullable(),
  /** Gain (+) or loss (−) on the unhedged part, base-currency minor units, if the currency moves by the key %. */
  impact: z.record(z.enum(['-10', '-5', '-1', '1', '5', '10']), z.number().int()),
});
export type CurrencyExposureRow = z.infer<typeof currencyExposureRowSchema>;

export const paymentsByStatusSchema = z.object({
  interval: z.enum(['hour', 'day', 'week']),
  buckets: z.array(
    z.object({
      start: z.iso.datetime(),
      completed: z.number().int(),
      pending: z.number().int(),
      failed: z.number().int(),
    }),
  ),
});

export const riskMetricsSchema = z.object({
  /** Verified suppliers / all suppliers, percent. */
  supplierVerificationRate: z.number(),
  /** Completed payments / (completed + failed), percent. */
  paymentSuccessRate: z.number(),
  /** Mean hours from a supplier's creation to its verification decision. */
  averageResponseTimeHours: z.number(),
  /** Share of compliance checks passed (documents valid and unexpired, suppliers verified), percent. */
  complianceScore: z.number(),
  computedAt: z.iso.datetime(),
});
export type RiskMetrics = z.infer<typeof riskMetricsSchema>;

/** GET /api/dashboard?range=7d: everything the dashboard shows, computed for the signed-in organisation. */
export const dashboardSchema = z.object({
  range: z.enum(FX_RANGES),
  window: windowSchema,
  previousWindow: windowSchema,
  baseCurrency: z.string().length(3),
  tiles: z.object({
    counterpartyRisk: riskTileSchema,
    fxRiskExposure: riskTileSchema.extend({
      /** 1-day 95% value-at-risk of the unhedged exposure, base-currency minor units. */
      valueAtRisk95Minor: z.number().int(),
    }),
    cashflowRisk: riskTileSchema.extend({
      scheduledMinor: z.number().int(),
      settledMinor: z.number().int(),
      pendingMinor: z.number().int(),
      failedShare: z.number(),
    }),
    marketRisk: riskTileSchema,
  }),
  exposures: z.array(currencyExposureRowSchema),
  paymentsByStatus: paymentsByStatusSchema,
  riskMetrics: riskMetricsSchema.nullable(),
  recentTransactions: z.array(transactionSummarySchema),
  recentActivities: z.array(activitySchema),
  /** How the figures were computed: the rates used, their source and time. */
  ratesAsOf: z.iso.datetime().nullable(),
  ratesSource: z.string().nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const reportSchema = z.object({
  id: z.string(),
  kind: z.literal('risk'),
  status: z.enum(REPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  range: z.enum(FX_RANGES),
  /** The language the files are written in. */
  language: z.enum(LANGUAGES),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  /** Download paths, present once completed. */
  files: z.object({ pdf: z.string(), xlsx: z.string() }).nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const createReportBodySchema = z.object({
  range: z.enum(FX_RANGES).default('7d'),
  /** The language the files are written in: the reader's UI language (else the profile's preference). */
  language: z.enum(LANGUAGES).optional(),
});
export const reportResponseSchema = z.object({ report: reportSchema });
export const reportsResponseSchema = z.object({ reports: z.array(reportSchema) });
export const reportParamsSchema = z.object({ reportId: entityIdSchema });
export const reportFileParamsSchema = reportParamsSchema.extend({ format: z.enum(['pdf', 'xlsx']) });
