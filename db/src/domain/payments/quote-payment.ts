// The payment quote (what sending would cost and who must approve it): the amount parsed exactly, priced in
// the base currency (payment-price.ts, as each row of a batch file is), and the approvers the organisation's
// policies ask. Whether the supplier can be paid at all is supplier-payment-refusal.ts.
import type { TransferMethod } from '@tradehub/contract';
import type { EntityManager, Organisation, Supplier } from '../../index.js';
import { DomainError } from '../errors.js';
import { loadPolicyTeam, readPolicies } from '../policies/organisation-policies.js';
import { assessApproval, matchPaymentRiskRules } from '../policies/payment-approval.js';
import { loadMakerRecentPayments, recentJudgement } from '../policies/recent-payments.js';
import {
  MoneyError,
  parseAmountToMinor,
  type UsdRates,
  type FxSnapshot,
  type PaymentQuote,
} from '@tradehub/contract';
import { paymentRate, pricePayment } from './payment-price.js';

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
  const rate = paymentRate((snapshot?.rates ?? null) as UsdRates | null, baseCurrency, currency);
  if ('refusal' in rate) throw badRequest(rate.refusal.field, rate.refusal.message);
  const { fxRate } = rate;
  const { baseAmountMinor, feeMinor } = pricePayment({ amountMinor, currency, baseCurrency, fxRate, method });

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
