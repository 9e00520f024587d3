import type { EntityManager, Organisation, Supplier, TransferMethod } from '@tradehub/db';
import { assessApproval, loadPolicyTeam, matchPaymentRiskRules, readPolicies } from '@tradehub/db/domain';
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
import { badRequest } from '../errors/app-error.js';

export function parseAmount(amount: string, currency: string): number {
  try {
    return parseAmountToMinor(amount, currency);
  } catch (error) {
    if (error instanceof MoneyError) throw badRequest(error.field, error.message);
    throw error;
  }
}

/** Verified suppliers only: a pending or rejected one is refused with the reason. */
export function assertPayable(supplier: Supplier): void {
  if (supplier.status === 'pending')
    throw badRequest('supplierId', 'This supplier is pending verification and cannot be paid yet.');
  if (supplier.status === 'rejected')
    throw badRequest(
      'supplierId',
      `This supplier was rejected: ${supplier.rejectionReason ?? 'no reason was given'}.`,
    );
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
    now?: Date;
  },
): Promise<PaymentQuote> {
  const { organisation, supplier, currency, method, snapshot } = input;
  const now = input.now ?? new Date();
  const amountMinor = parseAmount(input.amount, currency);
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

  // The organisation's policies decide the approvers: the amount band, then the risk rules that match.
  const assessment = assessApproval({
    policies: readPolicies(organisation),
    baseAmountMinor,
    matchedRules: await matchPaymentRiskRules(em, { organisationId: organisation.id, supplier, now }),
    team: await loadPolicyTeam(em, organisation.id),
    makerId: input.makerId,
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
    notedReasons: assessment.notedReasons,
    approversAvailable: assessment.approversAvailable,
    approversMissing: assessment.approversMissing,
    ratesAsOf: crossCurrency && snapshot ? snapshot.asOf : null,
  };
}
