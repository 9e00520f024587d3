import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { PAYMENT_METHOD_KINDS, PAYMENT_REQUEST_STATUSES } from './enums.js';
import {
  approvalStatusSchema,
  screeningStatusSchema,
  transactionStatusSchema,
  transferMethodSchema,
} from './enum-schemas.js';
import { APPROVAL_REASONS } from './policy-constants.js';
import { approvalBasisSchema, approvalTiersSchema } from './policies.js';

/**
 * An amount as people type it: a decimal string in major units ("1234.56"), turned into integer minor
 * units by the server with the currency's precision (too many decimals, zero or negative is a 400 naming
 * `amount`). Never a float on the wire.
 */
export const decimalAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d+)?$/, 'must be a positive amount like 1234.56');
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code');

export const paymentQuoteBodySchema = z.object({
  supplierId: entityIdSchema,
  amount: decimalAmountSchema,
  currency: currencyCodeSchema,
  method: transferMethodSchema,
});

/** What sending would cost, before confirming: the FX rate and fee when the currency is not the base one. */
export const paymentQuoteSchema = z.object({
  amountMinor: z.number().int(),
  currency: z.string(),
  baseCurrency: z.string(),
  /** Units of `currency` per 1 base unit; null when the currency is the base currency. */
  fxRate: z.number().nullable(),
  baseAmountMinor: z.number().int(),
  feeMinor: z.number().int(),
  totalBaseMinor: z.number().int(),
  approvalRequired: z.boolean(),
  /** Approvals the organisation's policies ask for: 0, 1 or 2 different members, never the maker. */
  approvalsRequired: z.number().int().min(0).max(2),
  approvalReasons: z.array(z.enum(APPROVAL_REASONS)),
  /** The maker's recent payments the amount was judged with, when they ask for approval. */
  approvalBasis: approvalBasisSchema.nullable(),
  /** Risk rules that matched but wait for a colleague who can approve ('with_team' in a team of one). */
  notedReasons: z.array(z.enum(APPROVAL_REASONS)),
  /** Members besides the viewer who hold Payment Approval. */
  approversAvailable: z.number().int(),
  /** How many more members with Payment Approval the organisation needs before it can be approved. */
  approversMissing: z.number().int(),
  ratesAsOf: z.iso.datetime().nullable(),
});
export type PaymentQuote = z.infer<typeof paymentQuoteSchema>;

export const createPaymentBodySchema = paymentQuoteBodySchema.extend({
  reference: z.string().trim().max(140).optional(),
  valueDate: z.iso.date(),
  /** A client-generated key (e.g. a UUID per form): the same key twice creates one payment. */
  idempotencyKey: z.string().min(8).max(100),
  /** The bills this payment pays (same supplier and currency), each fully or partly; their sum ≤ the amount. */
  bills: z
    .array(z.object({ billId: entityIdSchema, amount: decimalAmountSchema }))
    .max(50)
    .optional(),
});

/**
 * One entry of a payment's timeline. `note` is the English the server wrote (or a person's own words, such as
 * a rejection's reason); with `messageKey` the web renders the entry from its catalogue
 * (`payments.timeline.messages.<key>`) in the reader's language with `params` (named as notifications' are).
 */
export const paymentEventSchema = z.object({
  at: z.iso.datetime(),
  event: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
  messageKey: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
});

export const paymentSchema = z.object({
  id: z.string(),
  /** screeningStatus 'hit': an open sanctions match blocks approving and settling it (409 sanctions_hit_open). */
  supplier: z.object({ id: z.string(), name: z.string(), screeningStatus: screeningStatusSchema }),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: transactionStatusSchema,
  approvalStatus: approvalStatusSchema,
  approvalReasons: z.array(z.string()),
  /** The maker's recent payments it was judged with, when they asked for approval (see approvalReasons). */
  approvalBasis: approvalBasisSchema.nullable(),
  method: transferMethodSchema,
  reference: z.string().nullable(),
  date: z.iso.datetime(),
  feeMinor: z.number().int().nullable(),
  fxRate: z.number().nullable(),
  baseAmountMinor: z.number().int().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  /** Approvals it needs in all (0, 1 or 2) and who has given them so far. */
  approvalsRequired: z.number().int(),
  approvals: z.array(z.object({ id: z.string(), name: z.string(), at: z.iso.datetime() })),
  /**
   * While awaiting approval: how many more members with Payment Approval (besides its maker and whoever
   * approved it) the organisation needs before it can be approved; 0 otherwise.
   */
  approversMissing: z.number().int(),
  approvedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  failureReason: z.string().nullable(),
  events: z.array(paymentEventSchema),
  /** Whether the viewer may approve it now (permission, not the creator, not approved it yet, awaiting). */
  canApprove: z.boolean(),
});
export type PaymentItem = z.infer<typeof paymentSchema>;

export const paymentsListQuerySchema = z.object({
  status: transactionStatusSchema.optional(),
  approval: approvalStatusSchema.optional(),
  method: transferMethodSchema.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const paymentsPageSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;
export const paymentResponseSchema = z.object({ payment: paymentSchema });
export const paymentParamsSchema = z.object({ paymentId: entityIdSchema });
export const rejectPaymentBodySchema = z.object({ reason: z.string().trim().min(1, 'is required').max(500) });

/** What the New Payment drawer tells before a quote: the base currency and the approval bands. */
export const paymentSettingsSchema = z.object({
  baseCurrency: z.string(),
  approvalTiers: approvalTiersSchema,
});

export const createPaymentRequestBodySchema = z.object({
  payerName: z.string().trim().min(2).max(200),
  payerEmail: z.email({ message: 'must be an e-mail address' }),
  amount: decimalAmountSchema,
  currency: currencyCodeSchema,
  dueDate: z.iso.date().optional(),
  note: z.string().trim().max(500).optional(),
});
export const paymentRequestSchema = z.object({
  id: z.string(),
  reference: z.string(),
  payerName: z.string(),
  payerEmail: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  dueDate: z.iso.datetime().nullable(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  /** A link to share with the payer. */
  shareUrl: z.string(),
  createdAt: z.iso.datetime(),
});

/** `PR-` and six characters (no 0, O, 1, I or L): a payment request's shareable reference. */
export const paymentRequestReferenceSchema = z
  .string()
  .regex(/^PR-[2-9A-HJKMNP-Z]{6}$/, 'must be a payment request reference like PR-7K3M9Q');
export const paymentRequestReferenceParamsSchema = z.object({ reference: paymentRequestReferenceSchema });
/** What the payer who opens a share link sees (GET /api/payment-requests/by-reference/:reference). */
export const paymentRequestPreviewSchema = z.object({
  reference: z.string(),
  /** The requesting organisation's business name. */
  businessName: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  dueDate: z.iso.date().nullable(),
  note: z.string().nullable(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
});
export const paymentRequestPreviewResponseSchema = z.object({ request: paymentRequestPreviewSchema });

export const paymentMethodItemSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  label: z.string(),
  connected: z.boolean(),
});
export const paymentMethodsResponseSchema = z.object({ methods: z.array(paymentMethodItemSchema) });
