import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../src/i18n/format';
import {
  buildSuppliersPath,
  createSupplierBody,
  debounce,
  financialFigures,
  formatFileSize,
  isIbanFormat,
  isMissingSupplier,
  isSwiftFormat,
  reviewHint,
  reviewsOwnSupplier,
  screeningDismissal,
} from '../../src/pages/suppliers/supplierLogic';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [2_500_000, '2.4 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [3 * 1024 ** 5, '3072 TB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('financialFigures', () => {
  const money = (minor: number, currency: string) => formatMoney(minor, currency, 'en-US');

  it('shows $0 and 0% when every value is missing', () => {
    const figures = financialFigures(
      {
        revenueMinor: null,
        currency: null,
        growthPercent: null,
        profitMarginPercent: null,
        marketSharePercent: null,
      },
      'en-US',
      (minor, currency) => formatMoney(minor, currency, 'en-US', { notation: 'compact' }),
    );
    expect(figures).toEqual({ revenue: '$0', growth: '0%', profitMargin: '0%', marketShare: '0%' });
  });

  it('formats revenue from integer minor units and the percentages', () => {
    const figures = financialFigures(
      {
        revenueMinor: 123_456_789,
        currency: 'USD',
        growthPercent: 12.5,
        profitMarginPercent: -3,
        marketSharePercent: 0.25,
      },
      'en-US',
      money,
    );
    expect(figures).toEqual({
      revenue: '$1,234,567.89',
      growth: '12.5%',
      profitMargin: '-3%',
      marketShare: '0.3%',
    });
  });

  it('keeps a revenue in its own currency and falls back to USD without one', () => {
    const base = { growthPercent: 1, profitMarginPercent: 1, marketSharePercent: 1 };
    expect(financialFigures({ ...base, revenueMinor: 500, currency: 'EUR' }, 'en-US', money).revenue).toBe(
      '€5.00',
    );
    expect(financialFigures({ ...base, revenueMinor: 500, currency: null }, 'en-US', money).revenue).toBe(
      '$5.00',
    );
  });
});

describe('buildSuppliersPath', () => {
  it('asks for every supplier without search or filters', () => {
    expect(buildSuppliersPath()).toBe('/api/suppliers');
    expect(buildSuppliersPath({ q: '   ' })).toBe('/api/suppliers');
  });

  it('adds the trimmed search and the filters that are set, encoded', () => {
    expect(buildSuppliersPath({ q: '  Acme & Co ', status: 'pending', risk: 'High' })).toBe(
      '/api/suppliers?q=Acme+%26+Co&status=pending&risk=High',
    );
    expect(buildSuppliersPath({ risk: 'Low' })).toBe('/api/suppliers?risk=Low');
  });

  it('cuts the search to the 100 characters the gateway accepts', () => {
    const path = buildSuppliersPath({ q: 'x'.repeat(150) });
    expect(new URL(path, 'http://localhost').searchParams.get('q')).toHaveLength(100);
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once with the latest value after a pause in typing', () => {
    const calls: string[] = [];
    const search = debounce((q: string) => calls.push(q), 300);
    search('a');
    vi.advanceTimersByTime(200);
    search('ac');
    vi.advanceTimersByTime(200);
    search('acm');
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(calls).toEqual(['acm']);
    search('acme');
    vi.advanceTimersByTime(300);
    expect(calls).toEqual(['acm', 'acme']);
  });

  it('drops a pending call on cancel', () => {
    const fn = vi.fn();
    const search = debounce(fn, 300);
    search('a');
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('reviewHint', () => {
  const reviewer = { id: 'u1', permissions: ['Supplier Management' as const], readOnly: false };
  const pending = {
    status: 'pending' as const,
    canReview: true,
    canDismissHits: true,
    createdBy: { id: 'u2', name: 'Ana' },
    reviewMode: 'four_eyes' as const,
  };

  it('offers Verify / Reject when the gateway allows it', () => {
    expect(reviewHint(pending, reviewer)).toBeUndefined();
  });

  it('explains four-eyes to the member who added the supplier', () => {
    expect(reviewHint({ ...pending, canReview: false, createdBy: { id: 'u1', name: 'Me' } }, reviewer)).toBe(
      'fourEyes',
    );
  });

  it('offers Verify to the member who added it under the single-reviewer policy', () => {
    const own = { ...pending, createdBy: { id: 'u1', name: 'Me' }, reviewMode: 'single_reviewer' as const };
    expect(reviewHint(own, reviewer)).toBeUndefined();
    expect(reviewsOwnSupplier(own, reviewer)).toBe(true);
    expect(reviewsOwnSupplier(pending, reviewer)).toBe(false);
  });

  it('gives no four-eyes hint when the policy is a single reviewer and the gateway still says no', () => {
    const own = {
      ...pending,
      canReview: false,
      createdBy: { id: 'u1', name: 'Me' },
      reviewMode: 'single_reviewer' as const,
    };
    expect(reviewHint(own, reviewer)).toBe('permission');
  });

  it('explains a missing permission', () => {
    expect(reviewHint({ ...pending, canReview: false }, { ...reviewer, permissions: [] })).toBe('permission');
  });

  it('explains that only pending suppliers are reviewed', () => {
    expect(reviewHint({ ...pending, status: 'verified', canReview: false }, reviewer)).toBe('notPending');
    expect(reviewHint({ ...pending, status: 'rejected', canReview: false }, reviewer)).toBe('notPending');
  });

  it('says read-only for the demo workspace, whatever the rest', () => {
    expect(reviewHint(pending, { ...reviewer, readOnly: true })).toBe('readOnly');
  });
});

describe('screeningDismissal', () => {
  const reviewer = { id: 'u1', permissions: ['Risk Assessment' as const], readOnly: false };
  const own = {
    status: 'pending' as const,
    canReview: false,
    canDismissHits: false,
    createdBy: { id: 'u1', name: 'Me' },
    reviewMode: 'four_eyes' as const,
  };

  it("follows the gateway's canDismissHits, and says four-eyes to whoever added it", () => {
    expect(screeningDismissal(own, reviewer)).toEqual({ canDismiss: false, fourEyes: true });
    const single = { ...own, canReview: true, canDismissHits: true, reviewMode: 'single_reviewer' as const };
    expect(screeningDismissal(single, reviewer)).toEqual({ canDismiss: true, fourEyes: false });
    const someoneElses = { ...own, createdBy: { id: 'u2', name: 'Ana' }, canDismissHits: true };
    expect(screeningDismissal({ ...someoneElses, status: 'verified' as const }, reviewer)).toEqual({
      canDismiss: true,
      fourEyes: false,
    });
  });

  it('never lets a read-only workspace dismiss, and explains four-eyes only to reviewers', () => {
    const other = { ...own, createdBy: { id: 'u2', name: 'Ana' }, canDismissHits: true };
    expect(screeningDismissal(other, { ...reviewer, readOnly: true }).canDismiss).toBe(false);
    expect(screeningDismissal(own, { ...reviewer, permissions: [] })).toEqual({
      canDismiss: false,
      fourEyes: false,
    });
  });
});

describe('Add New form helpers', () => {
  it('recognises IBAN and SWIFT/BIC shapes', () => {
    expect(isIbanFormat('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIbanFormat('DE89')).toBe(false);
    expect(isSwiftFormat('DEUTDEFF')).toBe(true);
    expect(isSwiftFormat('deutdeff500')).toBe(true);
    expect(isSwiftFormat('DEUT1')).toBe(false);
  });

  it('trims the body and leaves empty bank fields out', () => {
    expect(
      createSupplierBody({
        name: ' Acme ',
        countryCode: 'DE',
        category: 'Steel',
        address: 'Hauptstr. 1, Berlin',
        registrationNumber: 'HRB 1',
        contactEmail: ' a@acme.de ',
        bankIban: 'de89 3704 0044 0532 0130 00',
        bankSwift: ' ',
      }),
    ).toEqual({
      name: 'Acme',
      countryCode: 'DE',
      category: 'Steel',
      address: 'Hauptstr. 1, Berlin',
      registrationNumber: 'HRB 1',
      contactEmail: 'a@acme.de',
      bankIban: 'DE89370400440532013000',
    });
  });
});

describe('isMissingSupplier', () => {
  it('reads a 404, and a malformed supplier id refused by the API, as "no such supplier"', () => {
    expect(isMissingSupplier({ status: 404, field: undefined })).toBe(true);
    expect(isMissingSupplier({ status: 400, field: 'params.supplierId' })).toBe(true);
  });

  it('keeps every other failure an error', () => {
    expect(isMissingSupplier({ status: 400, field: 'reason' })).toBe(false);
    expect(isMissingSupplier({ status: 500 })).toBe(false);
    expect(isMissingSupplier(new Error('offline'))).toBe(false);
    expect(isMissingSupplier(undefined)).toBe(false);
  });
});
