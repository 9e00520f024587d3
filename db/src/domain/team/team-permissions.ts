// The team rules' permission and the messages their refusals carry (spec: Team). Who may call a route is
// the gateway's access level; which member may change the team is this.
import type { PermissionName } from '@tradehub/contract';
import { DomainError } from '../errors.js';

export const FINANCIAL_REPORTS = 'Financial Reports' satisfies PermissionName;

export const TEAM_MANAGEMENT_MESSAGE = 'Managing the team needs the Team Management permission.';
export const INVITE_PERMISSION_MESSAGE = 'Inviting team members needs the Team Management permission.';
export const OWN_ACCESS_CHANGE_MESSAGE =
  'You cannot change your own role or permissions: another member with Team Management must do it.';
export const LAST_TEAM_MANAGER_MESSAGE =
  'The organisation must keep at least one member with Team Management.';
export const OWNER_NOT_REMOVABLE_MESSAGE =
  'The Owner cannot be removed: the Owner can hand ownership to another member first.';
export const OWNER_KEEPS_TEAM_MANAGEMENT_MESSAGE =
  'The Owner keeps Team Management: the Owner can hand ownership to another member first.';
export const ONLY_OWNER_TRANSFERS_MESSAGE =
  'Only the Owner can hand ownership of the organisation to another member.';

export const PERMISSION_NOT_HELD = 'permission_not_held';

/**
 * Nobody grants what they do not hold (issue 24): a Team Manager without Payment Approval could otherwise
 * invite a second mailbox of their own with it, or hand it to a colleague's seat, and approve their own
 * payments. `granted` are the permissions the invitation or the edit gives; `already` those the seat holds
 * now (keeping them is no grant). Refused with 403 naming every permission the actor lacks.
 */
export function requireGrantable(
  actor: { permissions: readonly string[] },
  granted: readonly string[],
  already: readonly string[] = [],
): void {
  const lacking = granted.filter(
    (permission) => !already.includes(permission) && !actor.permissions.includes(permission),
  );
  if (lacking.length === 0) return;
  throw new DomainError(
    'forbidden',
    PERMISSION_NOT_HELD,
    `You can only grant permissions you hold yourself. You do not hold: ${lacking.join(', ')}.`,
    'permissions',
    { params: { permissions: lacking.join(', ') } },
  );
}
