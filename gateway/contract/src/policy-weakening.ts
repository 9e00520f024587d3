// Which parts of a policy change weaken a control (issue 24): such a change takes effect only once a second
// Team Manager approves it. Pure and free of zod, so the domain decides with it and the web says before saving
// that a change will wait for approval (`@tradehub/contract/constants`).
import type { PaymentRiskRule, RiskRuleMode, SupplierVerificationMode } from './policy-constants.js';
import { PAYMENT_RISK_RULES } from './policy-constants.js';

/** The policies as compared: the contract's OrganisationPolicies, structurally. */
export interface ComparablePolicies {
  supplierVerification: 'default' | SupplierVerificationMode;
  approvalTiers: readonly { fromMinor: number; approvers: number }[];
  riskRules: Readonly<Record<PaymentRiskRule, RiskRuleMode>>;
  dailyUnapprovedLimitMinor: number | null;
}

/** One way a change weakens the policies, with what it was and what it would be. */
export type PolicyWeakening =
  /** From `fromMinor` (up to the next band start of either side) a payment needs fewer approvers. */
  | { kind: 'approval_band'; fromMinor: number; before: number; after: number }
  /** A risk rule moved to a weaker mode (always > with_team > off). */
  | { kind: 'risk_rule'; rule: PaymentRiskRule; before: RiskRuleMode; after: RiskRuleMode }
  /** Supplier verification moved towards a single reviewer (four_eyes > default > single_reviewer). */
  | {
      kind: 'supplier_verification';
      before: ComparablePolicies['supplierVerification'];
      after: ComparablePolicies['supplierVerification'];
    }
  /** The daily limit without approval raised or removed (null: no limit). */
  | { kind: 'daily_limit'; before: number | null; after: number | null };

export const RISK_RULE_STRENGTH: Readonly<Record<RiskRuleMode, number>> = { always: 2, with_team: 1, off: 0 };

/** 'default' follows the team: four-eyes once two members may verify, so it sits between the two. */
export const VERIFICATION_STRENGTH: Readonly<Record<ComparablePolicies['supplierVerification'], number>> = {
  four_eyes: 2,
  default: 1,
  single_reviewer: 0,
};

const approversAt = (tiers: ComparablePolicies['approvalTiers'], amountMinor: number) => {
  let approvers = 0;
  for (const tier of tiers) if (amountMinor >= tier.fromMinor) approvers = tier.approvers;
  return approvers;
};

/**
 * Where the bands after the change ask fewer approvers than before. Both are step functions of the amount
 * that only change at a band start, so comparing them at every band start of either side finds every amount
 * that would need fewer approvers; neighbouring starts with the same drop are reported once.
 */
function bandWeakenings(before: ComparablePolicies, after: ComparablePolicies): PolicyWeakening[] {
  const starts = [
    ...new Set([...before.approvalTiers, ...after.approvalTiers].map((tier) => tier.fromMinor)),
  ].sort((a, b) => a - b);
  const found: PolicyWeakening[] = [];
  let previous: { before: number; after: number } | undefined;
  for (const fromMinor of starts) {
    const was = approversAt(before.approvalTiers, fromMinor);
    const will = approversAt(after.approvalTiers, fromMinor);
    const same = previous && previous.before === was && previous.after === will;
    if (will < was && !same) found.push({ kind: 'approval_band', fromMinor, before: was, after: will });
    previous = { before: was, after: will };
  }
  return found;
}

/** Every way `after` is weaker than `before`; empty when the change only strengthens or keeps controls. */
export function policyWeakenings(before: ComparablePolicies, after: ComparablePolicies): PolicyWeakening[] {
  const found = bandWeakenings(before, after);
  for (const rule of PAYMENT_RISK_RULES) {
    const was = before.riskRules[rule];
    const will = after.riskRules[rule];
    if (RISK_RULE_STRENGTH[will] < RISK_RULE_STRENGTH[was])
      found.push({ kind: 'risk_rule', rule, before: was, after: will });
  }
  if (VERIFICATION_STRENGTH[after.supplierVerification] < VERIFICATION_STRENGTH[before.supplierVerification])
    found.push({
      kind: 'supplier_verification',
      before: before.supplierVerification,
      after: after.supplierVerification,
    });
  const limitBefore = before.dailyUnapprovedLimitMinor;
  const limitAfter = after.dailyUnapprovedLimitMinor;
  if (limitBefore !== null && (limitAfter === null || limitAfter > limitBefore))
    found.push({ kind: 'daily_limit', before: limitBefore, after: limitAfter });
  return found;
}

/** Whether two policies say the same, field by field (key order, e.g. from jsonb, is no difference). */
export function samePolicies(a: ComparablePolicies, b: ComparablePolicies): boolean {
  return (
    a.supplierVerification === b.supplierVerification &&
    a.dailyUnapprovedLimitMinor === b.dailyUnapprovedLimitMinor &&
    a.approvalTiers.length === b.approvalTiers.length &&
    a.approvalTiers.every(
      (tier, index) =>
        tier.fromMinor === b.approvalTiers[index]?.fromMinor &&
        tier.approvers === b.approvalTiers[index]?.approvers,
    ) &&
    PAYMENT_RISK_RULES.every((rule) => a.riskRules[rule] === b.riskRules[rule])
  );
}
