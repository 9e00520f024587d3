// Pure decisions of Team → Policies, apart from the components so they can be unit-tested: the approval bands
// as typed (decimal strings in the base currency, never floats) to and from the contract's minor units, their
// validation, and where a 400 from the gateway belongs on the form.
import type { OrganisationPolicies } from '@tradehub/contract';
import { MAX_APPROVAL_TIERS, type RiskRuleMode } from '@tradehub/contract/constants';
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

/** What the editor holds: the policies with the bands as typed. */
export interface PoliciesDraft {
  supplierVerification: SupplierVerificationChoice;
  bands: BandDraft[];
  riskRules: RiskRules;
}

/** Why a band's amount is refused, as a message key suffix (`team.policies.bands.errors.*`). */
export type BandProblem =
  'required' | 'format' | 'tooManyDecimals' | 'negative' | 'tooLarge' | 'notIncreasing';

/** The contract's largest band start (approvalTierSchema: fromMinor ≤ 1e15). */
const MAX_FROM_MINOR = 1e15;

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

/** The PUT body for a draft, or undefined when a band is wrong. */
export function policiesBody(draft: PoliciesDraft, currency: string): OrganisationPolicies | undefined {
  const { tiers } = checkBands(draft.bands, currency);
  if (!tiers) return undefined;
  return {
    supplierVerification: draft.supplierVerification,
    approvalTiers: tiers,
    riskRules: { ...draft.riskRules },
  };
}

/** Whether two policies say the same (compared field by field: key order is no difference). */
export function samePolicies(a: OrganisationPolicies, b: OrganisationPolicies): boolean {
  return (
    a.supplierVerification === b.supplierVerification &&
    a.approvalTiers.length === b.approvalTiers.length &&
    a.approvalTiers.every(
      (tier, index) =>
        tier.fromMinor === b.approvalTiers[index]?.fromMinor &&
        tier.approvers === b.approvalTiers[index]?.approvers,
    ) &&
    a.riskRules.firstPayment === b.riskRules.firstPayment &&
    a.riskRules.newBankDetails === b.riskRules.newBankDetails &&
    a.riskRules.countryMismatch === b.riskRules.countryMismatch
  );
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
  | { section: 'riskRules'; rule?: string };

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
  return undefined;
}
