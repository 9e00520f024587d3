// Pure helpers of the Payments screen: amount validation, list/CSV query strings, approval reason texts.
import { MoneyError, parseAmountToMinor, type MoneyErrorCode } from '@tradehub/contract/money';

export const paymentStatuses = ['completed', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentMethods = ['Bank Transfer', 'Wire Transfer', 'ACH'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const approvalFilters = ['not_required', 'awaiting', 'approved', 'rejected'] as const;
export type ApprovalFilter = (typeof approvalFilters)[number];

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

export const approvalReasonKeys = ['over_threshold', 'first_payment', 'new_bank_details'] as const;
export type ApprovalReasonKey = (typeof approvalReasonKeys)[number] | 'other';

/** The translation key suffix for an approval reason code; unknown codes map to 'other'. */
export function approvalReasonKey(reason: string): ApprovalReasonKey {
  return (approvalReasonKeys as readonly string[]).includes(reason) ? (reason as ApprovalReasonKey) : 'other';
}

export interface PaymentFilters {
  status?: PaymentStatus | undefined;
  approval?: ApprovalFilter | undefined;
  method?: PaymentMethod | undefined;
  q?: string | undefined;
}

function filterParams(filters: PaymentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.approval) params.set('approval', filters.approval);
  if (filters.method) params.set('method', filters.method);
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  return params;
}

/** GET /api/payments with filters and a page. */
export function paymentsListUrl(filters: PaymentFilters, page: number, pageSize: number): string {
  const params = filterParams(filters);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return `/api/payments?${params.toString()}`;
}

/** The CSV download of the same filters (no paging). */
export function paymentsExportUrl(filters: PaymentFilters): string {
  const search = filterParams(filters).toString();
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
