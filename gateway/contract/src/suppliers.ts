import { z } from 'zod';
import { supplierVerificationModeSchema } from './policies.js';
import { entityIdSchema } from './ids.js';
import {
  PERSON_RISK_LEVELS,
  RISK_TRENDS,
  SANCTIONS_LISTS,
  SCREENING_HIT_STATUSES,
  SCREENING_SUBJECT_TYPES,
  SUPPLIER_DOCUMENT_STATUSES,
} from './enums.js';
import {
  riskLevelSchema,
  screeningStatusSchema,
  supplierDocumentTypeSchema,
  supplierStatusSchema,
} from './enum-schemas.js';

export const supplierListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  countryCode: z.string().nullable(),
  category: z.string(),
  status: supplierStatusSchema,
  riskScore: riskLevelSchema,
  screeningStatus: screeningStatusSchema,
  verificationDate: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type SupplierListItem = z.infer<typeof supplierListItemSchema>;

/** GET /api/suppliers: server-side search over name, country and category, with filters. */
export const suppliersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: supplierStatusSchema.optional(),
  risk: riskLevelSchema.optional(),
});
export const suppliersResponseSchema = z.object({ suppliers: z.array(supplierListItemSchema) });

/** 'Add New': a pending supplier. Bank details: IBAN (+ SWIFT/BIC) where IBANs apply, else an account number. */
export const createSupplierBodySchema = z.object({
  name: z.string().trim().min(2, 'must be at least 2 characters').max(200),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code'),
  category: z.string().trim().min(2, 'must be at least 2 characters').max(100),
  address: z.string().trim().min(5, 'must be at least 5 characters').max(500),
  registrationNumber: z.string().trim().min(2, 'must be at least 2 characters').max(100),
  contactEmail: z.email({ message: 'must be an e-mail address' }),
  bankIban: z.string().trim().max(42).optional(),
  bankSwift: z.string().trim().max(11).optional(),
  bankAccountNumber: z.string().trim().max(40).optional(),
});
export type CreateSupplierBody = z.infer<typeof createSupplierBodySchema>;

export const supplierDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: supplierDocumentTypeSchema,
  status: z.enum(SUPPLIER_DOCUMENT_STATUSES),
  expiresAt: z.iso.datetime().nullable(),
  sizeBytes: z.number().int(),
  mimeType: z.string(),
  uploadedAt: z.iso.datetime(),
  /** Download path, when a file is stored (sample documents have none). */
  downloadUrl: z.string().nullable(),
});
export type SupplierDocumentItem = z.infer<typeof supplierDocumentSchema>;

export const screeningHitSchema = z.object({
  id: z.string(),
  subjectType: z.enum(SCREENING_SUBJECT_TYPES),
  subjectName: z.string(),
  score: z.number(),
  status: z.enum(SCREENING_HIT_STATUSES),
  dismissedReason: z.string().nullable(),
  entry: z.object({
    list: z.enum(SANCTIONS_LISTS),
    externalId: z.string(),
    name: z.string(),
    aliases: z.array(z.string()),
    partyType: z.string(),
    programs: z.string().nullable(),
    country: z.string().nullable(),
  }),
});
export type ScreeningHitItem = z.infer<typeof screeningHitSchema>;

/** Why the risk score is what it is: each input shown to people. */
export const riskInputsSchema = z.object({
  countryRisk: riskLevelSchema,
  screening: screeningStatusSchema,
  /** Valid, unexpired legal documents among document, license and certification, 0–100. */
  documentCompletenessPercent: z.number(),
  verification: supplierStatusSchema,
  /** The combined points and the thresholds that map them to Low/Medium/High. */
  points: z.number(),
  explanation: z.string(),
});

export const supplierDetailSchema = supplierListItemSchema.extend({
  address: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** Masked: only the last four characters are shown. */
  bankAccount: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  riskMetrics: z.array(
    z.object({
      category: z.string(),
      score: z.number(),
      trend: z.enum(RISK_TRENDS),
      changePercent: z.number(),
    }),
  ),
  keyPeople: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      imageUrl: z.string().nullable(),
      stakePercent: z.number(),
      risk: z.enum(PERSON_RISK_LEVELS),
    }),
  ),
  /** Missing values are null: the UI shows $0 / 0%. Revenue in integer minor units of `currency`. */
  financials: z.object({
    revenueMinor: z.number().int().nullable(),
    currency: z.string().nullable(),
    growthPercent: z.number().nullable(),
    profitMarginPercent: z.number().nullable(),
    marketSharePercent: z.number().nullable(),
  }),
  documents: z.array(supplierDocumentSchema),
  riskInputs: riskInputsSchema,
  screeningHits: z.array(screeningHitSchema),
  /**
   * Whether the viewer may verify or reject it, and dismiss its screening hits: the permission, and not the
   * person who added it unless the organisation's verification policy is a single reviewer.
   */
  canReview: z.boolean(),
  /**
   * Whether the viewer may dismiss its screening hits, whatever its status: the same rule as reviewing
   * (the permission, and not whoever added it unless the policy is a single reviewer).
   */
  canDismissHits: z.boolean(),
  /** The verification policy that applies to it now (Team → Policies, resolved for the team). */
  reviewMode: supplierVerificationModeSchema,
  /**
   * Pending under four-eyes and nobody besides whoever added it may verify: the organisation needs a
   * colleague with Supplier Management or Risk Assessment (the UI says so and links to the invite form).
   */
  needsAnotherReviewer: z.boolean(),
});
export type SupplierDetail = z.infer<typeof supplierDetailSchema>;

export const supplierResponseSchema = z.object({ supplier: supplierDetailSchema });
export const supplierParamsSchema = z.object({ supplierId: entityIdSchema });
export const supplierDocumentParamsSchema = supplierParamsSchema.extend({ documentId: entityIdSchema });
export const screeningHitParamsSchema = supplierParamsSchema.extend({ hitId: entityIdSchema });
/** Text PostgreSQL can store in a jsonb audit row: no lone UTF-16 surrogate (JSON allows one, jsonb does not). */
const wellFormed = (value: string) => !/\p{Cs}/u.test(value);
export const rejectSupplierBodySchema = z.object({
  reason: z.string().trim().min(1, 'is required').max(1000).refine(wellFormed, 'must be valid text'),
});
export const dismissHitBodySchema = z.object({
  reason: z.string().trim().min(1, 'is required').max(1000).refine(wellFormed, 'must be valid text'),
});
export const supplierDocumentResponseSchema = z.object({ document: supplierDocumentSchema });
