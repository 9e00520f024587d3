// Pure helpers of the supplier verification screens (no React, no antd): unit-tested in node.
import type { Profile, SupplierDetail } from '@tradehub/contract';
import type { RiskScore, SupplierStatus } from '@tradehub/contract/enums';
import { hasSupplierReviewPermission } from '@tradehub/contract/rules/supplier-review';
import type { SupplierListParams } from '../../api/suppliers/queries';

export interface SupplierQuery {
  q?: string;
  status?: SupplierStatus | undefined;
  risk?: RiskScore | undefined;
}

/**
 * Whether loading a supplier failed because there is no such supplier: a 404, or the API refusing an id
 * typed into the address bar as malformed (400 on params.supplierId), which to the reader is the same.
 */
export function isMissingSupplier(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, field } = error as { status?: unknown; field?: unknown };
  return status === 404 || (status === 400 && field === 'params.supplierId');
}

/**
 * GET /api/suppliers's query: the search (trimmed, at most 100 characters) and the filters that are set. Also
 * the list's cache key, so a search differing only in blanks shares one entry.
 */
export function supplierListParams(query: SupplierQuery = {}): SupplierListParams {
  const q = query.q?.trim().slice(0, 100);
  return {
    ...(q ? { q } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.risk ? { risk: query.risk } : {}),
  };
}

/** The same as a URL: '/api/suppliers?q=acme&status=pending'. */
export function buildSuppliersPath(query: SupplierQuery = {}): string {
  const search = new URLSearchParams(supplierListParams(query)).toString();
  return search ? `/api/suppliers?${search}` : '/api/suppliers';
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Calls `fn` with the latest arguments once `waitMs` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

const sizeUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count for people: 0 → '0 B', 1536 → '1.5 KB', 2_500_000 → '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
  return `${rounded} ${sizeUnits[unit]}`;
}

export interface FinancialFigures {
  revenue: string;
  growth: string;
  profitMargin: string;
  marketShare: string;
}

type Financials = SupplierDetail['financials'];

const percent = (value: number | null, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value ?? 0)}%`;

/**
 * The financial figures as shown: revenue through `formatMoney` (integer minor units), the rest as
 * percentages; a missing value shows as $0 or 0% (spec section 3).
 */
export function financialFigures(
  financials: Financials,
  locale: string,
  formatMoney: (amountMinor: number, currency: string) => string,
): FinancialFigures {
  return {
    revenue: formatMoney(financials.revenueMinor ?? 0, financials.currency ?? 'USD'),
    growth: percent(financials.growthPercent, locale),
    profitMargin: percent(financials.profitMarginPercent, locale),
    marketShare: percent(financials.marketSharePercent, locale),
  };
}

export type ReviewHint = 'readOnly' | 'notPending' | 'permission' | 'fourEyes';

type ReviewProfile = Pick<Profile, 'id' | 'permissions' | 'readOnly'>;
type ReviewSupplier = Pick<
  SupplierDetail,
  'status' | 'canReview' | 'canDismissHits' | 'createdBy' | 'reviewMode'
>;

/**
 * Why Verify / Reject are not offered, or undefined when they are (the gateway's canReview decides). The
 * four-eyes hint is for the person who added it while the verification policy is four-eyes; under a single
 * reviewer they may verify it themselves.
 */
export function reviewHint(supplier: ReviewSupplier, profile: ReviewProfile): ReviewHint | undefined {
  if (supplier.canReview && !profile.readOnly) return undefined;
  if (profile.readOnly) return 'readOnly';
  if (supplier.status !== 'pending') return 'notPending';
  if (!hasSupplierReviewPermission(profile.permissions)) return 'permission';
  if (supplier.createdBy.id === profile.id && supplier.reviewMode === 'four_eyes') return 'fourEyes';
  return 'permission';
}

/** The person who added it verifies it themselves: allowed only under the single-reviewer policy. */
export const reviewsOwnSupplier = (supplier: ReviewSupplier, profile: ReviewProfile) =>
  supplier.canReview && supplier.createdBy.id === profile.id && supplier.reviewMode === 'single_reviewer';

/**
 * Who may dismiss the supplier's screening hits: the gateway's canDismissHits (the rule of its
 * dismissScreeningHit). `fourEyes`: the viewer could review but added it under four-eyes (the screening
 * card says why Dismiss is not offered).
 */
export function screeningDismissal(
  supplier: ReviewSupplier,
  profile: ReviewProfile,
): { canDismiss: boolean; fourEyes: boolean } {
  const reviewer = !profile.readOnly && hasSupplierReviewPermission(profile.permissions);
  const fourEyes = reviewer && supplier.createdBy.id === profile.id && supplier.reviewMode === 'four_eyes';
  return { canDismiss: !profile.readOnly && supplier.canDismissHits, fourEyes };
}

/** An IBAN as typed ('de89 3704 …') in its electronic form ('DE893704…'). */
export const normaliseIban = (value: string) => value.replace(/\s+/gu, '').toUpperCase();

/** The IBAN shape (country, check digits, 11–30 characters); the gateway checks the checksum. */
export const isIbanFormat = (value: string) => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/u.test(normaliseIban(value));

/** The SWIFT/BIC shape: bank (4 letters), country (2), location (2), optional branch (3). */
export const isSwiftFormat = (value: string) =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/u.test(value.trim().toUpperCase());

export interface SupplierFormValues {
  name: string;
  countryCode: string;
  category: string;
  address: string;
  registrationNumber: string;
  contactEmail: string;
  bankIban?: string;
  bankSwift?: string;
  bankAccountNumber?: string;
}

/** The POST /api/suppliers body: trimmed, bank fields left out when empty. */
export function createSupplierBody(values: SupplierFormValues) {
  const optional = (value: string | undefined) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  };
  const iban = optional(values.bankIban);
  const swift = optional(values.bankSwift);
  const account = optional(values.bankAccountNumber);
  return {
    name: values.name.trim(),
    countryCode: values.countryCode,
    category: values.category.trim(),
    address: values.address.trim(),
    registrationNumber: values.registrationNumber.trim(),
    contactEmail: values.contactEmail.trim(),
    ...(iban ? { bankIban: normaliseIban(iban) } : {}),
    ...(swift ? { bankSwift: swift.toUpperCase() } : {}),
    ...(account ? { bankAccountNumber: account } : {}),
  };
}
