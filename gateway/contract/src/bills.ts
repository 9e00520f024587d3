// Payables: supplier invoices and purchase orders with due dates and budget rates (issue 25). What is still
// to pay of them is the organisation's FX exposure (exposure-report.ts).
import { z } from 'zod';
import { BILL_KINDS, BILL_MARGIN_STATES, BILL_STATUSES } from './enums.js';
import { entityIdSchema } from './ids.js';
import { currencyCodeSchema, decimalAmountSchema, paymentRequestReferenceSchema } from './payments.js';

/** Bills due within this many days (and not overdue) are "due soon". */
export const BILL_DUE_SOON_DAYS = 14;
export const BILL_VIEWS = ['all', 'open', 'due_soon', 'overdue', 'closed'] as const;

/**
 * A rate as typed on the currency's market pair against the organisation's base currency (EUR/USD 1.0858,
 * USD/JPY 148.25 for a USD base; EUR/GBP 0.8500 for a GBP base).
 */
export const pairRateInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,10})?$/, 'must be a positive rate like 1.0858')
  .refine((text) => Number(text) > 0, 'must be above zero');

export const createBillBodySchema = z.object({
  supplierId: entityIdSchema,
  kind: z.enum(BILL_KINDS).default('invoice'),
  reference: z.string().trim().min(1).max(140),
  currency: currencyCodeSchema,
  amount: decimalAmountSchema,
  issueDate: z.iso.date(),
  dueDate: z.iso.date(),
  /** The rate the purchase was priced at, on the currency's pair against the base; the live rate when omitted. */
  budgetRate: pairRateInputSchema.optional(),
  /** Percent; the organisation's default when omitted. */
  marginTolerancePercent: z.number().min(0.1).max(50).optional(),
  note: z.string().trim().max(500).optional(),
});

/** A bill from another organisation's payment request (its share link's reference), to one of our suppliers. */
export const createBillFromPaymentRequestBodySchema = z.object({
  reference: paymentRequestReferenceSchema,
  supplierId: entityIdSchema,
});

export const billParamsSchema = z.object({ billId: entityIdSchema });
export const attachBillDocumentBodySchema = z.object({ documentId: entityIdSchema.nullable() });

export const billsListQuerySchema = z.object({
  view: z.enum(BILL_VIEWS).default('open'),
  supplierId: entityIdSchema.optional(),
  currency: currencyCodeSchema.optional(),
});

export const billSchema = z.object({
  id: z.string(),
  kind: z.enum(BILL_KINDS),
  reference: z.string(),
  supplier: z.object({ id: z.string(), name: z.string() }),
  currency: z.string(),
  amountMinor: z.number().int(),
  paidMinor: z.number().int(),
  scheduledMinor: z.number().int(),
  /** amount − paid − scheduled: what no payment covers yet (the exposure by due date). */
  openMinor: z.number().int(),
  issueDate: z.iso.date(),
  dueDate: z.iso.date(),
  /**
   * The budget rate on `pair` (its base/quote: the currency's market pair against the organisation's base
   * currency), as stored; null without one.
   */
  budgetRate: z.string().nullable(),
  pair: z.object({ base: z.string(), quote: z.string() }).nullable(),
  /** The tolerance that applies (the bill's own, else the organisation's), percent. */
  marginTolerancePercent: z.number(),
  marginState: z.enum(BILL_MARGIN_STATES),
  status: z.enum(BILL_STATUSES),
  document: z.object({ id: z.string(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  /** The reference (`PR-…`) of the other organisation's payment request it was recorded from; null otherwise. */
  paymentRequestReference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
});
export type BillItem = z.infer<typeof billSchema>;

export const billResponseSchema = z.object({ bill: billSchema });
export const billsResponseSchema = z.object({ bills: z.array(billSchema) });

/** What a payment pays of one bill (POST /api/payments `bills`). */
export const billAllocationInputSchema = z.object({ billId: entityIdSchema, amount: decimalAmountSchema });

/** Bill import files: these columns, headers matched case-insensitively (like batch files). */
export const BILL_IMPORT_COLUMNS = [
  'supplier',
  'reference',
  'currency',
  'amount',
  'issueDate',
  'dueDate',
  'budgetRate',
] as const;
export type BillImportColumn = (typeof BILL_IMPORT_COLUMNS)[number];

export const billImportRowSchema = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(z.object({ column: z.string(), code: z.string(), message: z.string() })),
});
export const billImportResultSchema = z.object({
  fileName: z.string(),
  rowCount: z.number().int(),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  /** Bills created (0 when only validating). */
  createdCount: z.number().int(),
  rows: z.array(billImportRowSchema),
});
export type BillImportResult = z.infer<typeof billImportResultSchema>;
