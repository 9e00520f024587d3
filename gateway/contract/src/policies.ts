// Organisation policies (Team → Policies): who verifies suppliers and who approves payments. The stored
// policy and the PUT body are the same shape; anything left out takes its default, so an organisation that
// never touched its policies follows the defaults as its team grows.
import { z } from 'zod';
import {
  DEFAULT_APPROVAL_TIERS,
  MAX_APPROVAL_TIERS,
  RISK_RULE_MODES,
  SUPPLIER_VERIFICATION_MODES,
} from './policy-constants.js';

export const supplierVerificationModeSchema = z.enum(SUPPLIER_VERIFICATION_MODES);
export const riskRuleModeSchema = z.enum(RISK_RULE_MODES);

export const approvalTierSchema = z.object({
  /** The band starts at this base-currency amount, in whole minor units (the first band starts at 0). */
  fromMinor: z.number().int().min(0).max(1e15),
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
  supplierVerification: z.enum(['default', ...SUPPLIER_VERIFICATION_MODES]).default('default'),
  approvalTiers: approvalTiersSchema.default(() => DEFAULT_APPROVAL_TIERS.map((tier) => ({ ...tier }))),
  riskRules: paymentRiskRulesSchema.default(() => paymentRiskRulesSchema.parse({})),
});
export type OrganisationPolicies = z.infer<typeof organisationPoliciesSchema>;

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
});
export type PoliciesResponse = z.infer<typeof policiesResponseSchema>;

export const updatePoliciesBodySchema = organisationPoliciesSchema;
export type UpdatePoliciesBody = z.input<typeof updatePoliciesBodySchema>;
