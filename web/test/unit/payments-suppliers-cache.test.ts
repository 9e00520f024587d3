// The pure parts of the payments and suppliers areas' cache use: list parameters (which are also the cache
// keys), the optimistic dismissal of a screening hit, and which submit errors show above a form.
import { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../src/api/client';
import { paymentKeys } from '../../src/api/payments/queries';
import type { SupplierDetail } from '../../src/api/suppliers/queries';
import { withHitDismissed } from '../../src/api/suppliers/screeningHits';
import { formLevelError, isFieldError } from '../../src/pages/formLevelError';
import { paymentListParams } from '../../src/pages/payments/paymentLogic';
import { supplierListParams } from '../../src/pages/suppliers/supplierLogic';

describe('paymentListParams', () => {
  it('keeps only the filters that are set, with the page', () => {
    expect(paymentListParams({}, 1, 10)).toEqual({ page: 1, pageSize: 10 });
    expect(
      paymentListParams({ status: 'pending', approval: 'awaiting', method: 'ACH', q: ' acme ' }, 2, 20),
    ).toEqual({ status: 'pending', approval: 'awaiting', method: 'ACH', q: 'acme', page: 2, pageSize: 20 });
  });

  it('gives a blank search the same key as no search', () => {
    expect(paymentKeys.list(paymentListParams({ q: '   ' }, 1, 10))).toEqual(
      paymentKeys.list(paymentListParams({}, 1, 10)),
    );
  });
});

describe('supplierListParams', () => {
  it('trims the search to 100 characters and drops unset filters', () => {
    expect(supplierListParams()).toEqual({});
    expect(supplierListParams({ q: '  ', status: undefined })).toEqual({});
    expect(supplierListParams({ q: ' Acme ', status: 'pending', risk: 'High' })).toEqual({
      q: 'Acme',
      status: 'pending',
      risk: 'High',
    });
    expect(supplierListParams({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });
});

describe('payment keys', () => {
  it('lets a write refresh every list (the table and the pending approvals) but not a payment', async () => {
    const client = new QueryClient();
    const table = paymentKeys.list(paymentListParams({ status: 'failed' }, 1, 10));
    const pending = paymentKeys.list(paymentListParams({ approval: 'awaiting' }, 1, 20));
    for (const key of [table, pending, paymentKeys.detail('p1'), paymentKeys.settings()])
      client.setQueryData(key, {});
    await client.invalidateQueries({ queryKey: paymentKeys.lists() });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([stale(table), stale(pending)]).toEqual([true, true]);
    expect([stale(paymentKeys.detail('p1')), stale(paymentKeys.settings())]).toEqual([false, false]);
  });
});

type Hit = SupplierDetail['screeningHits'][number];
const hit = (id: string, status: Hit['status']): Hit =>
  ({
    id,
    status,
    dismissedReason: status === 'dismissed' ? 'earlier' : null,
    subjectName: 'Acme',
    score: 0.93,
    entry: {
      aliases: [],
      country: null,
      externalId: id,
      list: 'ofac',
      name: 'ACME',
      partyType: 'entity',
      programs: null,
    },
  }) as unknown as Hit;
const screened = (hits: Hit[]) =>
  ({ id: 's1', screeningStatus: 'hit', screeningHits: hits }) as unknown as SupplierDetail;

describe('withHitDismissed', () => {
  it('dismisses the hit with its reason; the supplier stays flagged while another hit is open', () => {
    const after = withHitDismissed(screened([hit('a', 'open'), hit('b', 'open')]), 'a', 'Different company');
    expect(after.screeningHits.map((h) => [h.id, h.status, h.dismissedReason])).toEqual([
      ['a', 'dismissed', 'Different company'],
      ['b', 'open', null],
    ]);
    expect(after.screeningStatus).toBe('hit');
  });

  it("turns the supplier's screening to dismissed once no hit is open", () => {
    const after = withHitDismissed(screened([hit('a', 'open'), hit('b', 'dismissed')]), 'a', 'No match');
    expect(after.screeningStatus).toBe('dismissed');
  });

  it('leaves the supplier as it is for an unknown or already dismissed hit', () => {
    const supplier = screened([hit('a', 'dismissed')]);
    expect(withHitDismissed(supplier, 'a', 'again')).toBe(supplier);
    expect(withHitDismissed(supplier, 'zzz', 'none')).toBe(supplier);
  });
});

describe('formLevelError', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const fields = ['amount', 'supplierId'] as const;
  const onField = new ApiRequestError(400, { code: 'VALIDATION', message: 'Too small', field: 'amount' });
  const elsewhere = new ApiRequestError(400, {
    code: 'VALIDATION',
    message: 'Bad header',
    field: 'headers.x',
  });
  const conflict = new ApiRequestError(409, { code: 'CONFLICT', message: 'Sanctions hit open' });

  it('says nothing without a failure, or when the failure belongs to a field of the form', () => {
    expect(formLevelError(null, fields, t)).toBeUndefined();
    expect(formLevelError(undefined, fields, t)).toBeUndefined();
    expect(isFieldError(onField, fields)).toBe(true);
    expect(formLevelError(onField, fields, t)).toBeUndefined();
  });

  it("shows the gateway's message, or our own text for a browser-side failure, above the form", () => {
    expect(isFieldError(elsewhere, fields)).toBe(false);
    expect(formLevelError(elsewhere, fields, t)).toBe('Bad header');
    expect(formLevelError(conflict, fields, t)).toBe('Sanctions hit open');
    expect(formLevelError(new Error('boom'), fields, t)).toBe('app.loadFailedFallback');
  });
});
