// The last-Team-Manager rule: an organisation always keeps at least one member holding Team Management.
// The domain's team commands refuse a change that breaks it (409 `last_team_manager`); the web's
// permissions dialog warns before sending one. Plain TypeScript (`@tradehub/contract/rules/team-managers`).
import type { PermissionName } from '../constants.js';

export const TEAM_MANAGEMENT = 'Team Management' satisfies PermissionName;

export const holdsTeamManagement = (permissions: readonly string[]): boolean =>
  permissions.includes(TEAM_MANAGEMENT);

/** A seat's permissions before a change and after it (null: the member leaves the organisation). */
export interface SeatChange {
  before: readonly string[];
  after: readonly string[] | null;
}

/** Whether the change takes Team Management away from the seat. */
export function losesTeamManagement(change: SeatChange): boolean {
  return holdsTeamManagement(change.before) && !(change.after && holdsTeamManagement(change.after));
}

/**
 * Whether the change leaves the organisation without anyone holding Team Management, given how many other
 * members hold it.
 */
export function removesLastTeamManager(change: SeatChange, otherTeamManagers: number): boolean {
  return losesTeamManagement(change) && otherTeamManagers <= 0;
}

/** How many members other than `memberId` hold Team Management. */
export function countOtherTeamManagers(
  members: readonly { id: string; permissions: readonly string[] }[],
  memberId: string,
): number {
  return members.filter((member) => member.id !== memberId && holdsTeamManagement(member.permissions)).length;
}
