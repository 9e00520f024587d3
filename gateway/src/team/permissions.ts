// Team permissions the gateway enforces on the actions they govern (spec: Team). The access level of a
// route says whose account may call it; these say which member of the organisation may.
import type { Viewer } from '../auth/viewer.js';
import type { PermissionName } from '@tradehub/contract';
import { AppError } from '../errors/app-error.js';

export const TEAM_MANAGEMENT = 'Team Management' satisfies PermissionName;
export const FINANCIAL_REPORTS = 'Financial Reports' satisfies PermissionName;

/** 403 `forbidden` with `message` unless the viewer's seat has `permission`. */
export function requirePermission(viewer: Viewer, permission: PermissionName, message: string): void {
  if (!viewer.profile.permissions.includes(permission)) throw new AppError(403, 'forbidden', message);
}

export const TEAM_MANAGEMENT_MESSAGE = 'Managing the team needs the Team Management permission.';
export const OWN_ACCESS_CHANGE_MESSAGE =
  'You cannot change your own role or permissions: another member with Team Management must do it.';
export const LAST_TEAM_MANAGER_MESSAGE =
  'The organisation must keep at least one member with Team Management.';
