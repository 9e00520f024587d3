// The maker's recent payments in the approval rule (issue 24 item 4): approval judged per payment let ten
// payments just under a band go through with nobody's approval. So the bands also judge a payment together
// with the same maker's other payments to the same supplier in the last 24 hours, and a member's payments
// without approval in the last 24 hours are held against the organisation's daily limit. Both depend on
// payments being written at the same moment, so the rule is applied again, under a lock per maker, in the
// transaction that writes the payment or the batch (confirmRecentPayments): two at once cannot both pass on
// what the other is about to add.
import {
  approversForAmount,
  RECENT_PAYMENTS_WINDOW_HOURS,
  type ApprovalBasis,
  type ApprovalReason,
  type OrganisationPolicies,
} from '@tradehub/contract';
import { Organisation, type EntityManager } from '../../index.js';
import { readPolicies } from './organisation-policies.js';

export const RECENT_PAYMENTS_WINDOW_MS = RECENT_PAYMENTS_WINDOW_HOURS * 60 * 60 * 1000;

/** The maker's payments of the window, as the rule counts them: any status but failed (declined or rejected). */
export interface MakerRecentPayments {
  /** By supplier id: how many, and their base-currency total. */
  bySupplier: ReadonlyMap<string, { count: number; baseAmountMinor: number }>;
  /** The base-currency total of those that needed no approver. */
  unapprovedMinor: number;
}

const asSafeInteger = (value: string | number | null) => {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new RangeError('A recent payments total is not a safe integer.');
  return number;
};

/**
 * The maker's payments in the organisation created in the 24 hours before `now`, one query. Payments that
 * failed (declined by the bank, rejected by an approver, or a rejected batch's rows) paid nothing and are not
 * counted; those awaiting approval are. A payment without a base amount (none are written so today) counts 0.
 */
export async function loadMakerRecentPayments(
  em: EntityManager,
  input: { organisationId: string; makerId: string; now: Date },
): Promise<MakerRecentPayments> {
  const rows = await em
    .getConnection()
    .execute<{ supplier_id: string; count: number; total: string | null; unapproved: string | null }[]>(
      `select supplier_id, count(*)::int as count, sum(base_amount_minor)::text as total,
            sum(base_amount_minor) filter (where approvals_required = 0)::text as unapproved
       from payment
      where organisation_id = ? and created_by_id = ? and type = 'payment' and status <> 'failed'
        and created_at > ?
      group by supplier_id`,
      [input.organisationId, input.makerId, new Date(input.now.getTime() - RECENT_PAYMENTS_WINDOW_MS)],
      'all',
      em.getTransactionContext(),
    );
  const bySupplier = new Map<string, { count: number; baseAmountMinor: number }>();
  let unapprovedMinor = 0;
  for (const row of rows) {
    bySupplier.set(row.supplier_id, { count: row.count, baseAmountMinor: asSafeInteger(row.total) });
    unapprovedMinor += asSafeInteger(row.unapproved);
  }
  return { bySupplier, unapprovedMinor };
}

/** A payment being made now, as the rule sees it (a batch is several, one per row). */
export interface PaidNow {
  supplierId: string;
  supplierName: string;
  baseAmountMinor: number;
}

/** What the rule judges: what is paid now, against the maker's payments of the window. */
export interface RecentJudgement {
  /** The amount paid now: the payment's, or the batch's total (base currency). */
  amountMinor: number;
  /**
   * The supplier whose payments now, together with the maker's other payments to it in the window, reach the
   * highest band (the largest total on a tie); null when the maker paid none of them in the window.
   */
  toSupplier: NonNullable<ApprovalBasis['recentToSupplier']> | null;
  /** What the maker paid without approval in the window, before this. */
  unapprovedMinor: number;
}

/**
 * Combines what is paid now with the maker's payments of the window. A batch's rows to one supplier count
 * together with the maker's earlier payments to it; the batch as a whole is judged by its total already, so
 * the higher of the two decides (judgeRecentPayments).
 */
export function recentJudgement(
  policies: OrganisationPolicies,
  recent: MakerRecentPayments,
  paidNow: readonly PaidNow[],
): RecentJudgement {
  const now = new Map<string, PaidNow>();
  let amountMinor = 0;
  for (const payment of paidNow) {
    amountMinor += payment.baseAmountMinor;
    const seen = now.get(payment.supplierId);
    now.set(
      payment.supplierId,
      seen ? { ...seen, baseAmountMinor: seen.baseAmountMinor + payment.baseAmountMinor } : { ...payment },
    );
  }
  let toSupplier: RecentJudgement['toSupplier'] = null;
  let best = { approvers: -1, totalMinor: -1 };
  for (const [supplierId, payment] of now) {
    const earlier = recent.bySupplier.get(supplierId);
    if (!earlier || earlier.count === 0) continue;
    const totalMinor = payment.baseAmountMinor + earlier.baseAmountMinor;
    const approvers = approversForAmount(policies.approvalTiers, totalMinor);
    if (approvers > best.approvers || (approvers === best.approvers && totalMinor > best.totalMinor)) {
      best = { approvers, totalMinor };
      toSupplier = { supplierName: payment.supplierName, count: earlier.count, totalMinor };
    }
  }
  return { amountMinor, toSupplier, unapprovedMinor: recent.unapprovedMinor };
}

export interface ApprovalNeed {
  approvalsRequired: number;
  approvalReasons: ApprovalReason[];
}

/**
 * The pure rule for the maker's recent payments, on top of what the bands and risk rules asked (`base`):
 * the band reached together with the maker's other payments to the same supplier in the window, when higher
 * ('recent_payments'); then, for a payment that would still need nobody, one approver once the maker's
 * payments without approval in the window would pass the daily limit with it ('daily_limit'). The limit is a
 * cap: what members pay without approval never adds up to more than it.
 */
export function judgeRecentPayments(
  base: ApprovalNeed,
  policies: OrganisationPolicies,
  judgement: RecentJudgement,
): ApprovalNeed & { approvalBasis: ApprovalBasis | null } {
  let approvalsRequired = base.approvalsRequired;
  const approvalReasons = [...base.approvalReasons];
  let recentToSupplier: ApprovalBasis['recentToSupplier'] = null;
  let dailyLimit: ApprovalBasis['dailyLimit'] = null;
  const together = judgement.toSupplier;
  if (together) {
    const approvers = approversForAmount(policies.approvalTiers, together.totalMinor);
    if (approvers > approvalsRequired) {
      approvalsRequired = approvers;
      approvalReasons.push('recent_payments');
      recentToSupplier = together;
    }
  }
  const limitMinor = policies.dailyUnapprovedLimitMinor;
  if (
    approvalsRequired === 0 &&
    limitMinor !== null &&
    judgement.unapprovedMinor + judgement.amountMinor > limitMinor
  ) {
    approvalsRequired = 1;
    approvalReasons.push('daily_limit');
    dailyLimit = { usedMinor: judgement.unapprovedMinor, limitMinor };
  }
  return {
    approvalsRequired,
    approvalReasons,
    approvalBasis: recentToSupplier || dailyLimit ? { recentToSupplier, dailyLimit } : null,
  };
}

/**
 * Serialises the payments one maker writes in an organisation, until the transaction ends: the recent
 * payments rule reads what the maker paid, then writes more, so two payments (or batches) at once must not
 * both pass on what the other is about to add. A transaction-level advisory lock rather than a row lock: it
 * conflicts with nothing else (a row lock on the organisation would also hold up every insert that refers to
 * it, and one on the maker's seat would meet team changes that lock the organisation first).
 */
export async function lockMakerPayments(
  em: EntityManager,
  organisationId: string,
  makerId: string,
): Promise<void> {
  await em
    .getConnection()
    .execute(
      'select pg_advisory_xact_lock(hashtextextended(?, 0))',
      [`payment-maker:${organisationId}:${makerId}`],
      'all',
      em.getTransactionContext(),
    );
}

/**
 * In the transaction that writes the payment(s): takes the maker's lock, reads the policies and the maker's
 * payments of the window as they are now, and raises what the quote (bands and risk rules, `base`) asked by
 * what the maker's recent payments add. Call before writing the payments.
 */
export async function confirmRecentPayments(
  em: EntityManager,
  input: {
    organisationId: string;
    makerId: string;
    base: ApprovalNeed;
    paidNow: readonly PaidNow[];
    now?: Date;
  },
): Promise<ApprovalNeed & { approvalBasis: ApprovalBasis | null; baseCurrency: string }> {
  await lockMakerPayments(em, input.organisationId, input.makerId);
  const organisation = await em.findOneOrFail(Organisation, input.organisationId);
  const policies = readPolicies(organisation);
  const recent = await loadMakerRecentPayments(em, {
    organisationId: input.organisationId,
    makerId: input.makerId,
    now: input.now ?? new Date(),
  });
  return {
    ...judgeRecentPayments(input.base, policies, recentJudgement(policies, recent, input.paidNow)),
    baseCurrency: organisation.baseCurrency,
  };
}
