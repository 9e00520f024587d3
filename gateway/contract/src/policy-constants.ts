// The policies' plain values, free of zod so the web bundle can import them (`@tradehub/contract/constants`).

/** How a pending supplier is verified: by a second member (four-eyes) or by any one reviewer. */
export const SUPPLIER_VERIFICATION_MODES = ['four_eyes', 'single_reviewer'] as const;
export type SupplierVerificationMode = (typeof SUPPLIER_VERIFICATION_MODES)[number];

/**
 * What a payment risk rule does when it matches: force one approval whatever the amount ('always'), force
 * it once someone besides the maker holds Payment Approval ('with_team': a team of one is not stuck, and the
 * match is written on the payment's timeline), or nothing ('off').
 */
export const RISK_RULE_MODES = ['always', 'with_team', 'off'] as const;
export type RiskRuleMode = (typeof RISK_RULE_MODES)[number];

/** The rules that can force approval whatever the amount (an open screening hit blocks payment outright). */
export const PAYMENT_RISK_RULES = ['firstPayment', 'newBankDetails', 'countryMismatch'] as const;
export type PaymentRiskRule = (typeof PAYMENT_RISK_RULES)[number];

/**
 * Why a payment (or a batch) needs approval: an amount band, a risk rule that matched, the band its amount
 * reaches together with the maker's other payments to the same supplier in the last 24 hours
 * ('recent_payments'), or the maker's daily limit without approval ('daily_limit').
 */
export const APPROVAL_REASONS = [
  'over_threshold',
  'first_payment',
  'new_bank_details',
  'country_mismatch',
  'recent_payments',
  'daily_limit',
] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

/** The risk rule behind each reason it gives. */
export const RISK_RULE_REASONS = {
  firstPayment: 'first_payment',
  newBankDetails: 'new_bank_details',
  countryMismatch: 'country_mismatch',
} as const satisfies Record<PaymentRiskRule, ApprovalReason>;

/** Today's threshold rule as bands: below 10,000.00 of the base currency no approver, from it one. */
export const DEFAULT_APPROVAL_TIERS: readonly { fromMinor: number; approvers: number }[] = [
  { fromMinor: 0, approvers: 0 },
  { fromMinor: 1_000_000, approvers: 1 },
];
export const MAX_APPROVAL_TIERS = 10;

/**
 * The window the approval bands look back over (the maker's payments to the same supplier) and the daily limit
 * without approval counts in: a rolling 24 hours rather than a calendar day, so nobody spends a day's limit
 * twice within minutes around midnight, and "today" means the same in every time zone.
 */
export const RECENT_PAYMENTS_WINDOW_HOURS = 24;

/** Largest band start and daily limit, in minor units of the base currency. */
export const MAX_POLICY_AMOUNT_MINOR = 1e15;
