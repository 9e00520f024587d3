import { z } from 'zod';

import {
  riskLevelSchema,
  supplierStatusSchema,
  transactionStatusSchema,
  transferMethodSchema,
} from './enum-schemas.js';

export const fxRateSchema = z.object({
  base: z.string().length(3),
  quote: z.string().length(3),
  /** Units of `quote` per one `base` (rates are prices, not money: a float is fine here). */
  rate: z.number(),
  asOf: z.iso.datetime(),
  source: z.string(),
});
export type FxRate = z.infer<typeof fxRateSchema>;

export const transactionSummarySchema = z.object({
  id: z.string(),
  supplierName: z.string(),
  /** Integer minor units of `currency` (cents for USD). */
  amountMinor: z.number().int(),
  currency: z.string().length(3),
  status: transactionStatusSchema,
  method: transferMethodSchema,
  date: z.iso.datetime(),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

/** The read-only demo workspace (user id `demo`) as the public landing page and the first dashboard show it. */
export const demoOverviewSchema = z.object({
  organisation: z.object({ id: z.string(), name: z.string() }),
  suppliers: z.object({
    total: z.number().int(),
    byStatus: z.record(supplierStatusSchema, z.number().int()),
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        location: z.string(),
        category: z.string(),
        status: supplierStatusSchema,
        riskScore: riskLevelSchema,
      }),
    ),
  }),
  fxRates: z.array(fxRateSchema),
  recentTransactions: z.array(transactionSummarySchema),
});
export type DemoOverview = z.infer<typeof demoOverviewSchema>;

/** The same view of any organisation: the signed-in member's own (GET /api/workspace/overview). */
export const workspaceOverviewSchema = demoOverviewSchema;
export type WorkspaceOverview = DemoOverview;
