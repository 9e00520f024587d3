// The payment quote (what sending would cost and who must approve it) and the rules every payment path
// applies before it: the amount parsed exactly, and whether the supplier can be paid at all (the batch file
// validation asks the same rule, supplierPaymentRefusal, for each row).
import type { TransferMethod } from '@tradehub/contract';
import type { EntityManager, Organisation, Supplier } from '../../index.js';
import { DomainError } from '../errors.js';
import { loadPolicyTeam, readPolicies } from '../policies/organisation-policies.js';
import { assessApproval, matchPaymentRiskRules } from '../policies/payment-approval.js';
import { loadMakerRecentPayments, recentJudgement } from '../policies/recent-payments.js';
import {
  fxRateFor,
  MoneyError,
  parseAmountToMinor,
  sandboxFeeMinor,
  toBaseMinor,
  type UsdRates,
  type FxSnapshot,
  type PaymentQuote,
} from '@tradehub/contract';

const badRequest = (field: string, message: string) =>
  new DomainError('invalid', 'invalid_input', message, field);

/** The amount parsed exactly (money.ts); a 400 on its field otherwise. */
export function parseAmountOrRefuse(amount: string, currency: string): number {
  try {
    return parseAmountToMinor(amount, currency);
  } catch (error) {
    if (error instanceof MoneyError) throw badRequest(error.field, error.message);
    throw error;
  }
}

/** Why a supplier cannot be paid (its verification), with what a message names; null when it can be. */
export interface SupplierPaymentRefusal {
  code: 'supplier_pending' | 'supplier_rejected';
  params: { name: string; reason?: string };
  /** The refusal worded about `subject` ("This supplier", or the supplier's name). */
  message(subject: string): string;
}

/** Verified suppliers only: a pending or rejected one cannot be paid (the reason said). */
export function supplierPaymentRefusal(
  supplier: Pick<Supplier, 'name' | 'status' | 'rejectionReason'>,
): SupplierPaymentRefusal | null {
  if (supplier.status === 'pending')
    return {
      code: 'supplier_pending',
      params: { name: supplier.name },
      message: (subject) => `${subject} is pending verification and cannot be paid yet.`,
    };
  if (supplier.status === 'rejected') {
    const reason = supplier.rejectionReason ?? 'no reason was given';
    return {
      code: 'supplier_rejected',
      params: { name: supplier.name, reason: supplier.rejectionReason ?? '' },
      message: (subject) => `${subject} was rejected: ${reason}.`,
    };
  }
  return null;
}

/** A 400 on `supplierId` unless the supplier can be paid (supplierPaymentRefusal). */
export function assertPayable(supplier: Pick<Supplier, 'name' | 'status' | 'rejectionReason'>): void {
  const refusal = supplierPaymentRefusal(supplier);
  if (refusal) throw badRequest('supplierId', refusal.message('This supplier'));
}

export async function quotePayment(
  em: EntityManager,
  input: {
    organisation: Organisation;
    supplier: Supplier;
    /** Who would make the payment: never counted as its approver. */
    makerId: string;
    amount: string;
    currency: string;
    method: TransferMethod;
    snapshot: FxSnapshot | null;
    /**
     * Whether to judge the maker's recent payments too (what the quote shows). Sending leaves them out: the
     * domain's createPayment judges them under the maker's lock, as they are when the payment is written.
     */
    withRecentPayments?: boolean;
    now?: Date;
  },
): Promise<PaymentQuote> {
  const { organisation, supplier, currency, method, snapshot } = input;
  const now = input.now ?? new Date();
  const amountMinor = parseAmountOrRefuse(input.amount, currency);
  const baseCurrency = organisation.baseCurrency;
  const crossCurrency = currency !== baseCurrency;
  if (crossCurrency && !snapshot)
    throw badRequest('currency', 'Exchange rates are not available yet: please try again in a moment.');
  let fxRate: number | null;
  try {
    fxRate = fxRateFor((snapshot?.rates ?? {}) as UsdRates, baseCurrency, currency);
  } catch (error) {
    if (error instanceof MoneyError) throw badRequest(error.field, error.message);
    throw error;
  }
  const baseAmountMinor = toBaseMinor(amountMinor, currency, baseCurrency, fxRate);
  const feeMinor = sandboxFeeMinor(method, baseAmountMinor, crossCurrency);

  // The organisation's policies decide the approvers: the amount band, then the risk rules that match, then
  // the maker's other payments to this supplier in the last 24 hours and their daily limit without approval.
  const policies = readPolicies(organisation);
  const recent =
    input.withRecentPayments === false
      ? undefined
      : recentJudgement(
          policies,
          await loadMakerRecentPayments(em, { organisationId: organisation.id, makerId: input.makerId, now }),
          [{ supplierId: supplier.id, supplierName: supplier.name, baseAmountMinor }],
        );
  const assessment = assessApproval({
    policies,
    baseAmountMinor,
    matchedRules: await matchPaymentRiskRules(em, { organisationId: organisation.id, supplier, now }),
    team: await loadPolicyTeam(em, organisation.id),
    makerId: input.makerId,
    ...(recent ? { recent } : {}),
  });

  return {
    amountMinor,
    currency,
    baseCurrency,
    fxRate,
    baseAmountMinor,
    feeMinor,
    totalBaseMinor: baseAmountMinor + feeMinor,
    approvalRequired: assessment.approvalsRequired > 0,
    approvalsRequired: assessment.approvalsRequired,
    approvalReasons: assessment.approvalReasons,
    approvalBasis: assessment.approvalBasis,
    notedReasons: assessment.notedReasons,
    approversAvailable: assessment.approversAvailable,
    approversMissing: assessment.approversMissing,
    ratesAsOf: crossCurrency && snapshot ? snapshot.asOf : null,
  };
}
