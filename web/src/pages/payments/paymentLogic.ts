// Pure helpers of the Payments screen: amount validation, list/CSV query strings, approval reason texts.
import { APPROVAL_REASONS } from '@tradehub/contract/constants';
import type { ApprovalStatus, PaymentStatus, TransferMethod } from '@tradehub/contract/enums';
import { MoneyError, parseAmountToMinor, type MoneyErrorCode } from '@tradehub/contract/money';
import type { PaymentListParams } from '../../api/payments/queries';

/** Currencies always offered; the live rates add the others. */
export const primaryCurrencies = ['USD', 'EUR', 'GBP', 'JPY', 'CNY'] as const;

export type AmountProblem = 'required' | 'format' | 'tooManyDecimals' | 'notPositive';

const problemByCode: Record<MoneyErrorCode, AmountProblem> = {
  format: 'format',
  precision: 'tooManyDecimals',
  notPositive: 'notPositive',
  tooLarge: 'format',
  unknownCurrency: 'format',
  noRate: 'format',
};

/**
 * Checks an amount as typed (a decimal string in major units) for a currency, by the rules the server
 * parses it with (the contract's parseAmountToMinor): digits with an optional '.', no more significant
 * decimals than the currency has (JPY none, USD 2), above zero. Null when it is fine.
 */
export function validateDecimalAmount(value: string, currency: string): AmountProblem | null {
  if (value.trim() === '') return 'required';
  try {
    parseAmountToMinor(value, currency);
    return null;
  } catch (error) {
    if (error instanceof MoneyError) return problemByCode[error.code];
    throw error;
  }
}

export type ApprovalReasonKey = (typeof APPROVAL_REASONS)[number] | 'other';

/** Reasons that may be only noted (a risk rule in a team of one): the rules and the band, never recent payments. */
const notedReasonKeys = ['over_threshold', 'first_payment', 'new_bank_details', 'country_mismatch'] as const;
export type NotedReasonKey = (typeof notedReasonKeys)[number] | 'other';

/** The translation key suffix for a noted reason code; anything else maps to 'other'. */
export function notedReasonKey(reason: string): NotedReasonKey {
  return (notedReasonKeys as readonly string[]).includes(reason) ? (reason as NotedReasonKey) : 'other';
}

/** The translation key suffix for an approval reason code; unknown codes map to 'other'. */
export function approvalReasonKey(reason: string): ApprovalReasonKey {
  return (APPROVAL_REASONS as readonly string[]).includes(reason) ? (reason as ApprovalReasonKey) : 'other';
}

type PaymentFilterParams = Omit<PaymentListParams, 'page' | 'pageSize'>;

export interface PaymentFilters {
  status?: PaymentStatus | undefined;
  approval?: ApprovalStatus | undefined;
  method?: TransferMethod | undefined;
  q?: string | undefined;
}

/** The filters that are set, as the list's query string takes them (a blank search is no search). */
function filterParams(filters: PaymentFilters): PaymentFilterParams {
  const q = filters.q?.trim();
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.approval ? { approval: filters.approval } : {}),
    ...(filters.method ? { method: filters.method } : {}),
    ...(q ? { q } : {}),
  };
}

/**
 * GET /api/payments's query for filters and a page: also the list's cache key, so equal filters share one
 * entry whatever blanks were typed.
 */
export function paymentListParams(
  filters: PaymentFilters,
  page: number,
  pageSize: number,
): PaymentListParams {
  return { ...filterParams(filters), page, pageSize };
}

const searchOf = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();

/** GET /api/payments with filters and a page, as a URL. */
export function paymentsListUrl(filters: PaymentFilters, page: number, pageSize: number): string {
  return `/api/payments?${searchOf(paymentListParams(filters, page, pageSize))}`;
}

/** The CSV download of the same filters (no paging). */
export function paymentsExportUrl(filters: PaymentFilters): string {
  const search = searchOf(filterParams(filters));
  return search ? `/api/payments/export.csv?${search}` : '/api/payments/export.csv';
}

/** Today's date as YYYY-MM-DD in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A UUID for the idempotency key (crypto.randomUUID where there is one). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`;
}
