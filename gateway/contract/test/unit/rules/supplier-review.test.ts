import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, SUPPLIER_REVIEW_PERMISSIONS } from '../../../src/constants.js';
import { hasSupplierReviewPermission } from '../../../src/rules/supplier-review.js';

describe('hasSupplierReviewPermission', () => {
  it('lets either review permission review suppliers, alone or with others', () => {
    expect(hasSupplierReviewPermission(['Supplier Management'])).toBe(true);
    expect(hasSupplierReviewPermission(['Risk Assessment'])).toBe(true);
    expect(hasSupplierReviewPermission(['Audit Logs', 'Risk Assessment'])).toBe(true);
  });

  it('refuses every other permission, and none', () => {
    const others = PERMISSION_NAMES.filter(
      (name) => !(SUPPLIER_REVIEW_PERMISSIONS as readonly string[]).includes(name),
    );
    expect(others).toHaveLength(PERMISSION_NAMES.length - 2);
    expect(hasSupplierReviewPermission(others)).toBe(false);
    expect(hasSupplierReviewPermission([])).toBe(false);
  });
});
