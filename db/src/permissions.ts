// The eight team permissions of the spec. A membership stores a subset of them; anything else is refused
// here (entity hooks) and by a check constraint in the database. The list itself is the contract's
// (PERMISSION_NAMES), which the web shows: one list for the database, the API and the browser.
import { PERMISSION_NAMES, type PermissionName } from '@tradehub/contract/constants';

export const PERMISSIONS = PERMISSION_NAMES;
export type Permission = PermissionName;

const known: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && known.has(value);
}

export class InvalidPermissionError extends Error {
  constructor(readonly invalid: unknown[]) {
    super(
      `Unknown permission ${invalid.map((value) => JSON.stringify(value)).join(', ')}; allowed: ${PERMISSIONS.join(', ')}`,
    );
    this.name = 'InvalidPermissionError';
  }
}

/**
 * Checks a permission list and returns it without duplicates, in the canonical order of PERMISSIONS
 * (so two equal sets are stored identically). Throws InvalidPermissionError naming every unknown value.
 */
export function normalisePermissions(values: readonly unknown[]): Permission[] {
  const invalid = values.filter((value) => !isPermission(value));
  if (invalid.length > 0) throw new InvalidPermissionError(invalid);
  const wanted = new Set(values);
  return PERMISSIONS.filter((permission) => wanted.has(permission));
}
