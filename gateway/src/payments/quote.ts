import {
  Payment,
  type EntityManager,
  type Organisation,
  type Supplier,
  type TransferMethod,
} from '@tradehub/db';
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

const DAY_MS = 24 * 60 * 60 * 1000;
export const NEW_BANK_DETAILS_DAYS = 7;

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

  const approvalReasons: PaymentQuote['approvalReasons'] = [];
  if (baseAmountMinor >= organisation.paymentApprovalThresholdMinor) approvalReasons.push('over_threshold');
  const earlier = await em.count(Payment, {
    organisation: organisation.id,
    supplier: supplier.id,
    status: 'completed',
  });
  if (earlier === 0) approvalReasons.push('first_payment');
  if (
    supplier.bankDetailsChangedAt &&
    now.getTime() - supplier.bankDetailsChangedAt.getTime() < NEW_BANK_DETAILS_DAYS * DAY_MS
  )
    approvalReasons.push('new_bank_details');

  return {
    amountMinor,
    currency,
    baseCurrency,
    fxRate,
    baseAmountMinor,
    feeMinor,
    totalBaseMinor: baseAmountMinor + feeMinor,
    approvalRequired: approvalReasons.length > 0,
    approvalReasons,
    ratesAsOf: crossCurrency && snapshot ? snapshot.asOf : null,
  };
}
