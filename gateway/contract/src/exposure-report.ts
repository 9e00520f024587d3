// The one exposure engine's answer (db/src/domain/fx/exposure): what an organisation still has to pay in
// each foreign currency, by maturity bucket, the hedges matched to those maturities, and what it is worth
// in the base currency at the live rate. GET /api/fx/exposure answers it, `fx:exposure` pushes it on FX
// ticks, and the dashboard, FX Management, the risk report and the rate-alert messages all read it.
import { z } from 'zod';
import { riskLevelSchema } from './enum-schemas.js';

/** Maturity buckets, by calendar days from today (UTC) to a payable's due date or a forward's value date. */
export const EXPOSURE_BUCKETS = ['overdue', 'd0_30', 'd31_90', 'd91_180', 'd181_365', 'over_365'] as const;
export type ExposureBucketKey = (typeof EXPOSURE_BUCKETS)[number];

export const exposureBucketSchema = z.object({
  bucket: z.enum(EXPOSURE_BUCKETS),
  /** Unpaid bills due and payments not yet settled dated in the bucket, whole minor units of the currency. */
  payablesMinor: z.number().int(),
  /** Booked forwards (bought) whose value date falls in the bucket. */
  hedgedMinor: z.number().int(),
  /** min(100, hedged / payables × 100), 2 decimals; 0 without payables. */
  hedgedPercent: z.number(),
  /** max(0, payables − hedged). */
  unhedgedMinor: z.number().int(),
  /** What the target asks hedged: payables × target % (100 % without a target), rounded once. */
  targetMinor: z.number().int(),
  /** max(0, target − hedged): what "Hedge this" books. */
  gapMinor: z.number().int(),
  /** The latest due date of the bucket's payables (YYYY-MM-DD), null without payables. */
  latestDueDate: z.iso.date().nullable(),
  /** The forward value date "Hedge this" proposes: the latest due date, within the forward window. */
  hedgeValueDate: z.iso.date().nullable(),
});
export type ExposureBucket = z.infer<typeof exposureBucketSchema>;

export const exposureCurrencySchema = z.object({
  currency: z.string().length(3),
  /** The currency's market pair against the base (EUR/USD, USD/JPY) and its live rate as shown. */
  pair: z.object({ base: z.string(), quote: z.string() }),
  pairRate: z.string().nullable(),
  /** Units of the currency per 1 USD at the live rate (the feed's terms); null without a rate. */
  ratePerUsd: z.number().nullable(),
  payablesMinor: z.number().int(),
  /** Forwards matched to the payables' maturities: Σ min(hedged, payables) over the buckets. */
  hedgedMinor: z.number().int(),
  /** Every booked forward bought in the currency, matched or not. */
  forwardsMinor: z.number().int(),
  hedgedPercent: z.number(),
  targetHedgePercent: z.number().nullable(),
  /** Target minus hedged, percent points; null without a target. */
  gapPercent: z.number().nullable(),
  /** Σ of the buckets' gaps, whole minor units of the currency. */
  gapMinor: z.number().int(),
  unhedgedMinor: z.number().int(),
  /** The payables in the base currency at the live rate, rounded once. */
  baseAmountMinor: z.number().int(),
  /** The unhedged amount in the base currency at the live rate, rounded once. */
  unhedgedBaseMinor: z.number().int(),
  /** Base cost at the live rate minus at the budget rates, of what is still to pay (+: over budget). */
  costVsBudgetMinor: z.number().int(),
  riskLevel: riskLevelSchema,
  /** Gain (+) or loss (−) on the unhedged part, base minor units, if the currency moves by the key % (the dashboard's Currency Impact Analysis). */
  impact: z.record(z.enum(['-10', '-5', '-1', '1', '5', '10']), z.number().int()),
  buckets: z.array(exposureBucketSchema),
});
export type ExposureCurrency = z.infer<typeof exposureCurrencySchema>;

export const exposureReportSchema = z.object({
  baseCurrency: z.string().length(3),
  /** When the rates were read (a tick's time, or the newest rate bar's). */
  asOf: z.iso.datetime().nullable(),
  currencies: z.array(exposureCurrencySchema),
  totals: z.object({
    baseAmountMinor: z.number().int(),
    unhedgedBaseMinor: z.number().int(),
    /** 1-day 95 % variance–covariance VaR of the unhedged exposure (db/src/domain/risk), 0 without history. */
    valueAtRisk95Minor: z.number().int(),
    /** Whether the VaR could be measured (at least two days of rate history). */
    valueAtRiskMeasured: z.boolean(),
    costVsBudgetMinor: z.number().int(),
    hedgedPercent: z.number(),
    level: riskLevelSchema,
  }),
  /** Currencies with payables but no rate (left out of the base figures). */
  unpricedCurrencies: z.array(z.string()),
  /**
   * The newest change of the organisation's inputs the report includes (compareInputsVersions): set on the
   * API's answer and on each `fx:exposure` push, so a screen keeps the report with the newer inputs.
   */
  inputsVersion: z.string().optional(),
});
export type ExposureReport = z.infer<typeof exposureReportSchema>;
