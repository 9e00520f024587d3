// Settings → Developers (issue 27): API keys, webhook endpoints and their delivery log, and the webhook
// payloads as receivers get them (the OpenAPI `webhooks` section is built from these).
import { z } from 'zod';
import {
  API_SCOPES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from './developers-constants.js';
import { billSchema } from './bills.js';
import { reportSchema } from './dashboard.js';
import { rateAlertSchema } from './fx.js';
import { fxTradeSchema } from './fx-trades.js';
import { entityIdSchema } from './ids.js';
import { paymentBatchSchema } from './payment-batches.js';
import { paymentSchema } from './payments.js';
import { supplierListItemSchema } from './suppliers.js';

export const apiScopeSchema = z.enum(API_SCOPES as [string, ...string[]]);
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

const person = z.object({ id: z.string(), name: z.string() });
/** Text PostgreSQL can store in a jsonb audit row: no lone UTF-16 surrogate (JSON allows one, jsonb does not). */
const wellFormed = (value: string) => !/\p{Cs}/u.test(value);

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters (`thk_live_AbCd`), enough to recognise it; the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(apiScopeSchema),
  createdBy: person,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeySchema>;

export const apiKeysResponseSchema = z.object({ items: z.array(apiKeySchema) });
export const createApiKeyBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters')
    .refine(wellFormed, 'must be valid text'),
  scopes: z
    .array(apiScopeSchema)
    .min(1, 'must name at least one scope')
    .max(API_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'must not repeat a scope'),
  /** The last day the key works (UTC); none: until revoked. */
  expiresOn: z.iso.date().nullable().optional(),
});
/** The secret is in this answer only: it is stored as a hash. */
export const createApiKeyResponseSchema = z.object({ apiKey: apiKeySchema, secret: z.string() });
export const apiKeyParamsSchema = z.object({ keyId: entityIdSchema });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  eventTypes: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why it was turned off (failing for 24 hours), when it was. */
  disabledReason: z.string().nullable(),
  /** Since when every delivery has failed; null while it answers. */
  failingSince: z.iso.datetime().nullable(),
  /** Until when the secret rotated out still signs beside the new one. */
  previousSecretExpiresAt: z.iso.datetime().nullable(),
  createdBy: person,
  createdAt: z.iso.datetime(),
});
export type WebhookEndpointItem = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsResponseSchema = z.object({ items: z.array(webhookEndpointSchema) });
const eventTypesField = z
  .array(webhookEventTypeSchema)
  .min(1, 'must name at least one event type')
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((types) => new Set(types).size === types.length, 'must not repeat an event type');
const urlField = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2000, 'must be at most 2000 characters')
  .refine(wellFormed, 'must be valid text');
const descriptionField = z
  .string()
  .trim()
  .max(200, 'must be at most 200 characters')
  .refine(wellFormed, 'must be valid text')
  .nullable()
  .optional();
export const createWebhookEndpointBodySchema = z.object({
  url: urlField,
  description: descriptionField,
  eventTypes: eventTypesField,
});
export const updateWebhookEndpointBodySchema = z
  .object({
    url: urlField.optional(),
    description: descriptionField,
    eventTypes: eventTypesField.optional(),
    /** true turns a disabled endpoint back on (its failure clock starts again). */
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'must change something');
/** The signing secret is in this answer only (`whsec_…`). */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export const webhookEndpointResponseSchema = z.object({ endpoint: webhookEndpointSchema });
export const rotateWebhookSecretBodySchema = z.object({
  /** How long the old secret still signs beside the new one (0: at once). */
  graceHours: z.number().int().min(0).max(168).default(24),
});
export const webhookEndpointParamsSchema = z.object({ endpointId: entityIdSchema });
export const webhookDeliveryParamsSchema = webhookEndpointParamsSchema.extend({ deliveryId: entityIdSchema });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The last attempt's time to the response (or the failure), in milliseconds. */
  latencyMs: z.number().int().nullable(),
  responseStatus: z.number().int().nullable(),
  /** The first 1 KB of the last response's body. */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type WebhookDeliveryItem = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const webhookDeliveriesPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const webhookDeliveryResponseSchema = z.object({ delivery: webhookDeliverySchema });

// ——— What receivers get: `{ id, type, created_at, data }`, data shaped as the API shapes the thing. ———

/** A payment as the API shows it, without what depends on who is looking (canApprove, approversMissing). */
export const webhookPaymentSchema = paymentSchema
  .pick({
    id: true,
    amountMinor: true,
    currency: true,
    status: true,
    approvalStatus: true,
    approvalReasons: true,
    method: true,
    reference: true,
    date: true,
    feeMinor: true,
    fxRate: true,
    baseAmountMinor: true,
    approvalsRequired: true,
    failureReason: true,
    createdBy: true,
  })
  .extend({
    supplier: z.object({ id: z.string(), name: z.string() }),
    batchId: z.string().nullable(),
  });
export type WebhookPayment = z.infer<typeof webhookPaymentSchema>;
export const webhookBatchSchema = paymentBatchSchema.omit({ canApprove: true, approversMissing: true });
export type WebhookBatch = z.infer<typeof webhookBatchSchema>;
export const webhookSupplierSchema = supplierListItemSchema.extend({
  /** supplier.screening_hit: the sanctions entries it matched. */
  hits: z.array(z.object({ list: z.string(), entryName: z.string(), score: z.number() })).optional(),
});
export type WebhookSupplier = z.infer<typeof webhookSupplierSchema>;
export const webhookRateAlertSchema = rateAlertSchema.extend({
  /** What the move means for the organisation's exposure, as the notification says it. */
  message: z.string(),
});
export type WebhookRateAlert = z.infer<typeof webhookRateAlertSchema>;
export const webhookFxTradeSchema = fxTradeSchema;
export const webhookReportSchema = reportSchema;
/** A bill as the public API shapes it (GET /api/bills/:billId). */
export const webhookBillSchema = billSchema;
/**
 * The margin guard fired for a bill (once per crossing): the bill, how far its cost in the organisation's base
 * currency moved from its budget (percent, a dearer cost positive) against its tolerance, the costs, and the
 * forward that would hedge it.
 */
export const webhookMarginAlertSchema = z.object({
  bill: billSchema,
  movePercent: z.number(),
  tolerancePercent: z.number(),
  /** The live rate on the bill's `pair` (the currency against the base: EUR/USD, or EUR/GBP for a GBP base). */
  livePairRate: z.number(),
  /** The organisation's base currency: the costs' currency. */
  baseCurrency: z.string(),
  budgetCostMinor: z.number().int(),
  liveCostMinor: z.number().int(),
  costDeltaMinor: z.number().int(),
  hedge: z.object({
    kind: z.literal('forward'),
    currency: z.string(),
    amountMinor: z.number().int(),
    valueDate: z.string(),
  }),
  message: z.string(),
});

/** Every event type's `data`, for the catalogue and the OpenAPI `webhooks` section. */
export const WEBHOOK_DATA_SCHEMAS = {
  'payment.created': webhookPaymentSchema,
  'payment.in_approval': webhookPaymentSchema,
  'payment.approved': webhookPaymentSchema,
  'payment.rejected': webhookPaymentSchema,
  'payment.completed': webhookPaymentSchema,
  'payment.failed': webhookPaymentSchema,
  'batch.completed': webhookBatchSchema,
  'supplier.verified': webhookSupplierSchema,
  'supplier.rejected': webhookSupplierSchema,
  'supplier.screening_hit': webhookSupplierSchema,
  'fx.rate_alert': webhookRateAlertSchema,
  'fx.margin_alert': webhookMarginAlertSchema,
  'fx.trade.completed': webhookFxTradeSchema,
  'bill.created': webhookBillSchema,
  'bill.paid': webhookBillSchema,
  'report.completed': webhookReportSchema,
  [WEBHOOK_TEST_EVENT]: z.object({ endpointId: z.string(), message: z.string() }),
} as const;

/** The JSON body of every delivery. */
export const webhookEnvelopeSchema = <T extends z.ZodType>(type: string, data: T) =>
  z.object({
    id: z.string().describe('The event id (also in the TradeHub-Event-Id header): deduplicate on it.'),
    type: z.literal(type),
    created_at: z.iso.datetime(),
    data,
  });

/** The accounting export (GET /api/accounting/export.csv|.xlsx): a period of payments and FX trades. */
export const accountingExportQuerySchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .refine((query) => query.from <= query.to, { message: 'must not be after to', path: ['from'] });
