// How many approvers a payment (or a batch, by its total) needs under the organisation's policies: the
// amount band's count, raised to one by any risk rule that matched and is enforced, then raised by what the
// maker's recent payments add (the band reached together with their other payments to the same supplier in the
// last 24 hours, and their daily limit without approval). The maker never counts as an approver, and two
// approvers are always two different people (decide-payment enforces both).
import {
  approversForAmount,
  PAYMENT_RISK_RULES,
  RISK_RULE_REASONS,
  type ApprovalBasis,
  type ApprovalReason,
  type OrganisationPolicies,
  type PaymentRiskRule,
} from '@tradehub/contract';
import { Payment, type EntityManager, type Supplier } from '../../index.js';
import type { PolicyTeam } from './organisation-policies.js';
import { judgeRecentPayments, type RecentJudgement } from './recent-payments.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bank details changed within this many days make a payment a risk (the new-bank-details rule). */
export const NEW_BANK_DETAILS_DAYS = 7;

export interface PaymentApprovalAssessment {
  /** 0, 1 or 2 different approvers, none of them the maker. */
  approvalsRequired: number;
  /** Why approval is needed (the band, the enforced risk rules, the maker's recent payments). */
  approvalReasons: ApprovalReason[];
  /** The maker's recent payments it was judged with, when they ask for approval. */
  approvalBasis: ApprovalBasis | null;
  /** Risk rules that matched but are not enforced for this team ('with_team' and nobody else can approve). */
  notedReasons: ApprovalReason[];
  /** Members besides the maker who hold Payment Approval. */
  approversAvailable: number;
  /** How many more approvers the organisation needs before this can ever be approved (0 when it can). */
  approversMissing: number;
}

/**
 * The pure rule: the band's approvers, raised to one by each enforced risk rule that matched, then by the
 * maker's recent payments when they are given (see recent-payments: the same rule is applied again under the
 * maker's lock when the payment is written).
 */
export function assessApproval(input: {
  policies: OrganisationPolicies;
  baseAmountMinor: number;
  matchedRules: readonly PaymentRiskRule[];
  team: PolicyTeam;
  makerId: string;
  recent?: RecentJudgement;
}): PaymentApprovalAssessment {
  const { policies, matchedRules, team, makerId } = input;
  const approversAvailable = team.approvers.filter((id) => id !== makerId).length;
  const bandApprovers = approversForAmount(policies.approvalTiers, input.baseAmountMinor);
  let approvalsRequired = bandApprovers;
  const approvalReasons: ApprovalReason[] = bandApprovers > 0 ? ['over_threshold'] : [];
  const notedReasons: ApprovalReason[] = [];
  for (const rule of PAYMENT_RISK_RULES) {
    if (!matchedRules.includes(rule)) continue;
    const mode = policies.riskRules[rule];
    const reason = RISK_RULE_REASONS[rule];
    if (mode === 'always' || (mode === 'with_team' && approversAvailable > 0)) {
      approvalsRequired = Math.max(approvalsRequired, 1);
      approvalReasons.push(reason);
    } else if (mode === 'with_team') notedReasons.push(reason);
  }
  const judged = input.recent
    ? judgeRecentPayments({ approvalsRequired, approvalReasons }, policies, input.recent)
    : { approvalsRequired, approvalReasons, approvalBasis: null };
  approvalsRequired = judged.approvalsRequired;
  return {
    approvalsRequired,
    approvalReasons: judged.approvalReasons,
    approvalBasis: judged.approvalBasis,
    notedReasons,
    approversAvailable,
    approversMissing: Math.max(0, approvalsRequired - approversAvailable),
  };
}

/** The country a supplier's bank account is in: an IBAN's first two letters, else a SWIFT code's 5th–6th. */
export function payeeBankCountry(supplier: Pick<Supplier, 'bankIban' | 'bankSwift'>): string | null {
  const iban = supplier.bankIban?.replace(/\s+/g, '').toUpperCase();
  if (iban && /^[A-Z]{2}/.test(iban)) return iban.slice(0, 2);
  const swift = supplier.bankSwift?.replace(/\s+/g, '').toUpperCase();
  if (swift && /^[A-Z0-9]{4}[A-Z]{2}/.test(swift)) return swift.slice(4, 6);
  return null;
}

/** The risk rules a payment to this supplier matches now. */
export async function matchPaymentRiskRules(
  em: EntityManager,
  input: {
    organisationId: string;
    supplier: RiskRuleSupplier;
    now?: Date;
  },
): Promise<PaymentRiskRule[]> {
  const { supplier } = input;
  const earlier = await em.count(Payment, {
    organisation: input.organisationId,
    supplier: supplier.id,
    status: 'completed',
  });
  return riskRulesOf(supplier, earlier > 0, input.now ?? new Date());
}

export type RiskRuleSupplier = Pick<
  Supplier,
  'id' | 'bankDetailsChangedAt' | 'bankIban' | 'bankSwift' | 'countryCode'
>;

/** The pure rule behind matchPaymentRiskRules, for callers that looked up the earlier payments in bulk (a batch). */
export function riskRulesOf(supplier: RiskRuleSupplier, paidBefore: boolean, now: Date): PaymentRiskRule[] {
  const matched: PaymentRiskRule[] = [];
  if (!paidBefore) matched.push('firstPayment');
  if (
    supplier.bankDetailsChangedAt &&
    now.getTime() - supplier.bankDetailsChangedAt.getTime() < NEW_BANK_DETAILS_DAYS * DAY_MS
  )
    matched.push('newBankDetails');
  const bankCountry = payeeBankCountry(supplier);
  if (bankCountry && supplier.countryCode && bankCountry !== supplier.countryCode.toUpperCase())
    matched.push('countryMismatch');
  return matched;
}
