// Who reviews suppliers: the one rule the domain's commands enforce and the web's hints explain.
// Plain TypeScript without zod (`@tradehub/contract/rules/supplier-review`), so the browser imports it.
import { SUPPLIER_REVIEW_PERMISSIONS } from '../constants.js';

/**
 * Either review permission (SUPPLIER_REVIEW_PERMISSIONS) lets a member verify or reject a supplier and
 * dismiss its screening hits; the verification policy then says whether the member who added it may.
 */
export function hasSupplierReviewPermission(permissions: readonly string[]): boolean {
  return SUPPLIER_REVIEW_PERMISSIONS.some((permission) => permissions.includes(permission));
}
