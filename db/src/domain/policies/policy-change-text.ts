// How the policy commands' audit notes, activities and notifications name a change: in English for the stored
// title and description (the fallback), and as codes and structured parameters for the message key, which
// the web says in the reader's language (web/src/i18n/messageParams: `policiesCodeList`,
// `weakensWeakenings`).
import { minorToDecimalString, type OrganisationPolicies, type PolicyWeakening } from '@tradehub/contract';

const POLICY_NAMES: Record<keyof OrganisationPolicies, string> = {
  supplierVerification: 'supplier verification',
  approvalTiers: 'payment approval bands',
  riskRules: 'risk rules',
  dailyUnapprovedLimitMinor: 'daily limit without approval',
};

const RULE_NAMES = {
  firstPayment: 'first payment',
  newBankDetails: 'new bank details',
  countryMismatch: 'bank in another country',
} as const;

const MODE_NAMES = {
  always: 'always',
  with_team: 'with a team',
  off: 'off',
  four_eyes: 'four-eyes',
  single_reviewer: 'single reviewer',
  default: 'follow the team',
} as const;

const money = (minor: number | null, currency: string) =>
  minor === null ? 'no limit' : `${minorToDecimalString(minor, currency)} ${currency}`;

const changedPolicies = (before: OrganisationPolicies, after: OrganisationPolicies) =>
  (Object.keys(POLICY_NAMES) as (keyof OrganisationPolicies)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

/** 'payment approval bands, risk rules': the policies that differ. */
export function describePolicyChange(before: OrganisationPolicies, after: OrganisationPolicies): string {
  return changedPolicies(before, after)
    .map((key) => POLICY_NAMES[key])
    .join(', ');
}

/** 'approvalTiers,riskRules': the policies that differ, as codes (a message's `policiesCodeList`). */
export const changedPolicyCodes = (before: OrganisationPolicies, after: OrganisationPolicies): string =>
  changedPolicies(before, after).join(',');

/**
 * A message's parameters for what a change weakens: the weakenings themselves as JSON (contract
 * PolicyWeakening[], their amounts in minor units of `currency`), said by the web in the reader's words.
 */
export const weakeningParams = (weakens: readonly PolicyWeakening[], currency: string) => ({
  weakensWeakenings: JSON.stringify(weakens),
  currency,
});

/** One weakening in words: 'the approval band from 10000.00 USD (1 approver → 0)'. */
export function describeWeakening(weakening: PolicyWeakening, currency: string): string {
  switch (weakening.kind) {
    case 'approval_band':
      return `the approval band from ${money(weakening.fromMinor, currency)} (${weakening.before} ${weakening.before === 1 ? 'approver' : 'approvers'} → ${weakening.after})`;
    case 'risk_rule':
      return `the ${RULE_NAMES[weakening.rule]} rule (${MODE_NAMES[weakening.before]} → ${MODE_NAMES[weakening.after]})`;
    case 'supplier_verification':
      return `supplier verification (${MODE_NAMES[weakening.before]} → ${MODE_NAMES[weakening.after]})`;
    case 'daily_limit':
      return `the daily limit without approval (${money(weakening.before, currency)} → ${money(weakening.after, currency)})`;
  }
}

export const describeWeakenings = (weakens: readonly PolicyWeakening[], currency: string) =>
  weakens.map((weakening) => describeWeakening(weakening, currency)).join('; ');
