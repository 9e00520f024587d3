// Pure decisions of Team → Policies, apart from the components so they can be unit-tested: the approval bands
// and the daily limit as typed (decimal strings in the base currency, never floats) to and from the contract's
// minor units, their validation, what a change weakens (the contract's rule), and where a 400 from the gateway
// belongs on the form.
import type { OrganisationPolicies } from '@tradehub/contract';
import {
  MAX_APPROVAL_TIERS,
  MAX_POLICY_AMOUNT_MINOR,
  policyWeakenings,
  samePolicies,
  type PolicyWeakening,
  type RiskRuleMode,
} from '@tradehub/contract/constants';
import { MoneyError, minorToDecimalString, parseDecimalToMinor } from '@tradehub/contract/money';

export type ApproverCount = 0 | 1 | 2;
export const approverCounts: readonly ApproverCount[] = [0, 1, 2];

/** One band as the editor holds it: where it starts, as typed, and how many approvers it needs. */
export interface BandDraft {
  /** A stable React key (bands are added and removed anywhere in the list). */
  key: string;
  from: string;
  approvers: ApproverCount;
}

export type SupplierVerificationChoice = OrganisationPolicies['supplierVerification'];
export type RiskRules = OrganisationPolicies['riskRules'];
export type { RiskRuleMode };

/** The daily limit without approval as the editor holds it: on or off, and the amount as typed. */
export interface DailyLimitDraft {
  on: boolean;
  amount: string;
}

/** What the editor holds: the policies with the bands and the daily limit as typed. */
export interface PoliciesDraft {
  supplierVerification: SupplierVerificationChoice;
  bands: BandDraft[];
  riskRules: RiskRules;
  dailyLimit: DailyLimitDraft;
}

/** Why a band's amount is refused, as a message key suffix (`team.policies.bands.errors.*`). */
export type BandProblem =
  'required' | 'format' | 'tooManyDecimals' | 'negative' | 'tooLarge' | 'notIncreasing';

/** The contract's largest band start and daily limit. */
const MAX_FROM_MINOR = MAX_POLICY_AMOUNT_MINOR;

let nextKey = 0;
export const newBandKey = () => `band-${(nextKey += 1)}`;

const asApprovers = (value: number): ApproverCount => (value >= 2 ? 2 : value <= 0 ? 0 : 1);

/** The stored policies as the editor's draft (each band's start as a decimal string of the base currency). */
export function draftFromPolicies(policies: OrganisationPolicies, currency: string): PoliciesDraft {
  return {
    supplierVerification: policies.supplierVerification,
    bands: policies.approvalTiers.map((tier) => ({
      key: newBandKey(),
      from: minorToDecimalString(tier.fromMinor, currency),
      approvers: asApprovers(tier.approvers),
    })),
    riskRules: { ...policies.riskRules },
    dailyLimit: {
      on: policies.dailyUnapprovedLimitMinor !== null,
      amount:
        policies.dailyUnapprovedLimitMinor === null
          ? ''
          : minorToDecimalString(policies.dailyUnapprovedLimitMinor, currency),
    },
  };
}

/** A band start as typed, in minor units, or why it is refused. */
export function parseBandStart(text: string, currency: string): number | BandProblem {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.startsWith('-')) return 'negative';
  if (!/^\d/.test(trimmed)) return 'format';
  try {
    const minor = parseDecimalToMinor(trimmed, currency);
    return minor > MAX_FROM_MINOR ? 'tooLarge' : minor;
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    if (error.code === 'precision') return 'tooManyDecimals';
    if (error.code === 'tooLarge') return 'tooLarge';
    return 'format';
  }
}

export interface BandsCheck {
  /** The bands as the contract takes them, when every band is fine. */
  tiers?: OrganisationPolicies['approvalTiers'];
  /** Problems by band index (the first band always starts at 0 and is never wrong). */
  problems: Partial<Record<number, BandProblem>>;
}

/**
 * Checks the bands by the contract's rules (approvalTiersSchema): the first from 0, each starting strictly
 * above the one before, amounts exact in the base currency's minor units.
 */
export function checkBands(bands: readonly BandDraft[], currency: string): BandsCheck {
  const problems: Partial<Record<number, BandProblem>> = {};
  const tiers: OrganisationPolicies['approvalTiers'] = [];
  let previous: number | undefined;
  bands.forEach((band, index) => {
    const parsed = index === 0 ? 0 : parseBandStart(band.from, currency);
    if (typeof parsed !== 'number') {
      problems[index] = parsed;
      previous = undefined;
      return;
    }
    if (previous !== undefined && parsed <= previous) problems[index] = 'notIncreasing';
    previous = parsed;
    tiers.push({ fromMinor: parsed, approvers: band.approvers });
  });
  return Object.keys(problems).length === 0 ? { tiers, problems } : { problems };
}

/** A new band after the last: one approver more than it (at most 2), starting ten times as high. */
export function nextBand(bands: readonly BandDraft[], currency: string): BandDraft {
  const last = bands[bands.length - 1];
  const lastStart = last ? parseBandStart(last.from, currency) : 0;
  const start = typeof lastStart === 'number' && lastStart > 0 ? Math.min(lastStart * 10, MAX_FROM_MINOR) : 0;
  return {
    key: newBandKey(),
    from: start > 0 ? minorToDecimalString(start, currency) : '',
    approvers: asApprovers((last?.approvers ?? 0) + 1),
  };
}

export const canAddBand = (bands: readonly unknown[]) => bands.length < MAX_APPROVAL_TIERS;

/** The daily limit as typed, in minor units (null when off), or why it is refused. */
export function checkDailyLimit(limit: DailyLimitDraft, currency: string): number | null | BandProblem {
  if (!limit.on) return null;
  return parseBandStart(limit.amount, currency);
}

/** The PUT body for a draft, or undefined when a band or the daily limit is wrong. */
export function policiesBody(draft: PoliciesDraft, currency: string): OrganisationPolicies | undefined {
  const { tiers } = checkBands(draft.bands, currency);
  const limit = checkDailyLimit(draft.dailyLimit, currency);
  if (!tiers || typeof limit === 'string') return undefined;
  return {
    supplierVerification: draft.supplierVerification,
    approvalTiers: tiers,
    riskRules: { ...draft.riskRules },
    dailyUnapprovedLimitMinor: limit,
  };
}

/** Whether two policies say the same (the contract's rule: field by field, key order is no difference). */
export { samePolicies };

/** What saving the draft would weaken (the contract's rule, as the gateway decides it); empty when unsure. */
export function draftWeakenings(
  draft: PoliciesDraft,
  policies: OrganisationPolicies,
  currency: string,
): PolicyWeakening[] {
  const body = policiesBody(draft, currency);
  return body ? policyWeakenings(policies, body) : [];
}

/** Whether a draft says something other than the stored policies (Save does nothing otherwise). */
export function draftChanged(
  draft: PoliciesDraft,
  policies: OrganisationPolicies,
  currency: string,
): boolean {
  const body = policiesBody(draft, currency);
  return !body || !samePolicies(body, policies);
}

/** Where the gateway's 400 belongs: a band's amount, a section, or (undefined) above the form. */
export type PolicyErrorTarget =
  | { section: 'bands'; band?: number }
  | { section: 'supplierVerification' }
  | { section: 'riskRules'; rule?: string }
  | { section: 'dailyLimit' };

/** 'approvalTiers.2.fromMinor' → band 2; 'riskRules.firstPayment' → that rule; anything else → undefined. */
export function policyErrorTarget(field: string | undefined): PolicyErrorTarget | undefined {
  if (!field) return undefined;
  const [head, second] = field.split('.');
  if (head === 'approvalTiers') {
    const band = second === undefined ? Number.NaN : Number(second);
    return Number.isInteger(band) ? { section: 'bands', band } : { section: 'bands' };
  }
  if (head === 'supplierVerification') return { section: 'supplierVerification' };
  if (head === 'riskRules') return second ? { section: 'riskRules', rule: second } : { section: 'riskRules' };
  if (head === 'dailyUnapprovedLimitMinor') return { section: 'dailyLimit' };
  return undefined;
}
