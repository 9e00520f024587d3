// Permissions and the server's built-in roles in the reader's language (the contract's team-words catalogue):
// the stored name stays the value (the wire's, the database's); a role a person typed is shown as typed, and
// a name this build does not know as it is.
import { isBuiltInRole } from '@tradehub/contract/constants';
import type { TFunction } from 'i18next';

export const permissionText = (name: string, t: TFunction): string =>
  t(`teamWords.permissions.${name}`, { defaultValue: name });

export const roleText = (role: string, t: TFunction): string =>
  isBuiltInRole(role) ? t(`teamWords.roles.${role}`, { defaultValue: role }) : role;

/** Several permissions as one comma-separated list of words. */
export const permissionListText = (names: readonly string[], t: TFunction): string =>
  names.map((name) => permissionText(name, t)).join(', ');
