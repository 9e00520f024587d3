// Permissions and the server's built-in roles in words (contract PERMISSION_NAMES, BUILT_IN_ROLES): the Team
// page, its dialogs, the Audit Log and its CSV export say them in the reader's language. Keyed by the stored
// name, which stays the wire's and the database's value.
import type { BuiltInRole, PermissionName } from '../../constants.js';

export const teamWordsEn = {
  permissions: {
    'Supplier Management': 'Supplier Management',
    'Payment Approval': 'Payment Approval',
    'Team Management': 'Team Management',
    'Financial Reports': 'Financial Reports',
    'FX Management': 'FX Management',
    'Risk Assessment': 'Risk Assessment',
    'Compliance Management': 'Compliance Management',
    'Audit Logs': 'Audit Logs',
  } satisfies Record<PermissionName, string>,
  roles: {
    Owner: 'Owner',
    'Team Manager': 'Team Manager',
    'Finance Manager': 'Finance Manager',
    'Procurement Lead': 'Procurement Lead',
    'Compliance Officer': 'Compliance Officer',
  } satisfies Record<BuiltInRole, string>,
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type TeamWords = Shape<typeof teamWordsEn>;
