// The team rules' permission and the messages their refusals carry (spec: Team). Who may call a route is
// the gateway's access level; which member may change the team is this.
import type { PermissionName } from '@tradehub/contract';

export const TEAM_MANAGEMENT = 'Team Management' satisfies PermissionName;
export const FINANCIAL_REPORTS = 'Financial Reports' satisfies PermissionName;

export const TEAM_MANAGEMENT_MESSAGE = 'Managing the team needs the Team Management permission.';
export const INVITE_PERMISSION_MESSAGE = 'Inviting team members needs the Team Management permission.';
export const OWN_ACCESS_CHANGE_MESSAGE =
  'You cannot change your own role or permissions: another member with Team Management must do it.';
export const LAST_TEAM_MANAGER_MESSAGE =
  'The organisation must keep at least one member with Team Management.';
