// Organisation policies (Team → Policies): who verifies suppliers and who approves payments. The stored
// policy and the PUT body are the same shape; anything left out takes its default, so an organisation that
// never touched its policies follows the defaults as its team grows.
import { z } from 'zod';
import {
  DEFAULT_APPROVAL_TIERS,
  MAX_APPROVAL_TIERS,
  MAX_POLICY_AMOUNT_MINOR,
  PAYMENT_RISK_RULES,
  RISK_RULE_MODES,
  SUPPLIER_VERIFICATION_MODES,
} from './policy-constants.js';
import { entityIdSchema } from './ids.js';

export const supplierVerificationModeSchema = z.enum(SUPPLIER_VERIFICATION_MODES);
export const riskRuleModeSchema = z.enum(RISK_RULE_MODES);
/** What Team → Policies stores for supplier verification: a mode, or 'default' (follows the team). */
export const supplierVerificationChoiceSchema = z.enum(['default', ...SUPPLIER_VERIFICATION_MODES]);

export const approvalTierSchema = z.object({
  /** The band starts at this base-currency amount, in whole minor units (the first band starts at 0). */
  fromMinor: z.number().int().min(0).max(MAX_POLICY_AMOUNT_MINOR),
  /** Approvers the band needs besides the maker: 0, 1 or 2 different people. */
  approvers: z.number().int().min(0).max(2),
});
export type ApprovalTier = z.infer<typeof approvalTierSchema>;

/** Bands in increasing order, the first from 0, each starting strictly above the one before. */
export const approvalTiersSchema = z
  .array(approvalTierSchema)
  .min(1, 'needs at least one band')
  .max(MAX_APPROVAL_TIERS, `has at most ${MAX_APPROVAL_TIERS} bands`)
  .superRefine((tiers, ctx) => {
    if (tiers[0] && tiers[0].fromMinor !== 0)
      ctx.addIssue({ code: 'custom', path: [0, 'fromMinor'], message: 'the first band must start at 0' });
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (before && tier.fromMinor <= before.fromMinor)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'fromMinor'],
          message: 'must be greater than the band before it',
        });
    });
  });

export const paymentRiskRulesSchema = z.object({
  firstPayment: riskRuleModeSchema.default('with_team'),
  newBankDetails: riskRuleModeSchema.default('with_team'),
  countryMismatch: riskRuleModeSchema.default('with_team'),
});
export type PaymentRiskRules = z.infer<typeof paymentRiskRulesSchema>;

/**
 * The policies as stored and as edited. `supplierVerification: 'default'` follows the team: four-eyes once
 * two members may verify, a single reviewer before that.
 */
export const organisationPoliciesSchema = z.object({
  supplierVerification: supplierVerificationChoiceSchema.default('default'),
  approvalTiers: approvalTiersSchema.default(() => DEFAULT_APPROVAL_TIERS.map((tier) => ({ ...tier }))),
  riskRules: paymentRiskRulesSchema.default(() => paymentRiskRulesSchema.parse({})),
  /**
   * Per member: once their payments of the last 24 hours that needed no approver would exceed this amount
   * (base currency, whole minor units), their next payment needs one approver. Null (the default): no limit.
   */
  dailyUnapprovedLimitMinor: z.number().int().min(0).max(MAX_POLICY_AMOUNT_MINOR).nullable().default(null),
});
export type OrganisationPolicies = z.infer<typeof organisationPoliciesSchema>;

/**
 * What else a payment's (or a batch's) approval was judged with, besides its own amount and risk rules; each
 * part is there only when it asked for approval. `recentToSupplier`: the maker's other payments to the same
 * supplier in the last 24 hours (not failed), and the base-currency total judged against the bands with them.
 * `dailyLimit`: what the maker paid without approval in the last 24 hours, and the limit it would pass.
 */
export const approvalBasisSchema = z.object({
  recentToSupplier: z
    .object({
      supplierName: z.string(),
      /** The other payments counted (this one, or the batch's rows, not included). */
      count: z.number().int(),
      /** This payment (or the batch's rows to the supplier) plus those others, base currency. */
      totalMinor: z.number().int(),
    })
    .nullable(),
  dailyLimit: z.object({ usedMinor: z.number().int(), limitMinor: z.number().int() }).nullable(),
});
export type ApprovalBasis = z.infer<typeof approvalBasisSchema>;

/** One way a proposed change weakens the policies (contract policy-weakening.ts decides). */
export const policyWeakeningSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('approval_band'),
    fromMinor: z.number().int(),
    before: z.number().int(),
    after: z.number().int(),
  }),
  z.object({
    kind: z.literal('risk_rule'),
    rule: z.enum(PAYMENT_RISK_RULES),
    before: riskRuleModeSchema,
    after: riskRuleModeSchema,
  }),
  z.object({
    kind: z.literal('supplier_verification'),
    before: supplierVerificationChoiceSchema,
    after: supplierVerificationChoiceSchema,
  }),
  z.object({
    kind: z.literal('daily_limit'),
    before: z.number().int().nullable(),
    after: z.number().int().nullable(),
  }),
]);

/**
 * A change that weakens a control, waiting for a second Team Manager: the full policies proposed, the ones it
 * was proposed against (it goes stale if they change first) and what it weakens.
 */
export const pendingPolicyChangeSchema = z.object({
  id: z.string(),
  proposedBy: z.object({ id: z.string(), name: z.string() }),
  proposedAt: z.iso.datetime(),
  policies: organisationPoliciesSchema,
  basePolicies: organisationPoliciesSchema,
  weakens: z.array(policyWeakeningSchema),
  /** The viewer holds Team Management and did not propose it. */
  canApprove: z.boolean(),
  /** The viewer proposed it. */
  canCancel: z.boolean(),
});
export type PendingPolicyChange = z.infer<typeof pendingPolicyChangeSchema>;

/** GET /api/team/policies: the policies, what they mean for this team today, and who may change them. */
export const policiesResponseSchema = z.object({
  policies: organisationPoliciesSchema,
  baseCurrency: z.string(),
  effective: z.object({
    /** The rule applied to the next review: 'default' resolved for the team as it is now. */
    supplierVerification: supplierVerificationModeSchema,
    /** Members who hold Supplier Management or Risk Assessment. */
    verifiers: z.number().int(),
    /** Members who hold Payment Approval. */
    approvers: z.number().int(),
  }),
  canEdit: z.boolean(),
  /** The change waiting for a second Team Manager, if any (one at a time). */
  pendingChange: pendingPolicyChangeSchema.nullable(),
  /**
   * Whether a change that weakens a control waits for a second Team Manager: true when someone besides the
   * viewer holds Team Management (a team with one applies it at once, and the audit log says so).
   */
  weakeningNeedsApproval: z.boolean(),
});
export type PoliciesResponse = z.infer<typeof policiesResponseSchema>;

export const updatePoliciesBodySchema = organisationPoliciesSchema;
export type UpdatePoliciesBody = z.input<typeof updatePoliciesBodySchema>;

/** What a PUT did: nothing changed, applied at once (200), or proposed for a second Team Manager (202). */
export const POLICY_UPDATE_OUTCOMES = ['unchanged', 'applied', 'proposed'] as const;
export const updatePoliciesResponseSchema = policiesResponseSchema.extend({
  outcome: z.enum(POLICY_UPDATE_OUTCOMES),
});
export type UpdatePoliciesResponse = z.infer<typeof updatePoliciesResponseSchema>;

export const policyChangeParamsSchema = z.object({ changeId: entityIdSchema });
export const rejectPolicyChangeBodySchema = z.object({
  reason: z.string().trim().max(500).optional(),
});
