// Pure decisions of the Team page, kept apart from the components so they can be unit-tested.
import type { PermissionName } from '@tradehub/contract';
import { PERMISSION_NAMES } from '@tradehub/contract/constants';
import { holdsTeamManagement } from '@tradehub/contract/rules/team-managers';

/** The permission checkboxes of the invite and permissions dialogs, in the canonical order. */
export const permissionOptions = PERMISSION_NAMES.map((name) => ({ value: name, label: name }));

/**
 * The permissions the signed-in member may not grant (issue 24): those they do not hold, unless the seat being
 * edited holds it already (keeping or removing it is no grant). The gateway refuses the same with 403.
 */
export function notGrantable(
  held: readonly PermissionName[],
  already: readonly PermissionName[] = [],
): PermissionName[] {
  return PERMISSION_NAMES.filter((name) => !held.includes(name) && !already.includes(name));
}

/**
 * The permission checkboxes with those the member may not grant disabled, each labelled by `label` (the
 * reader's words for it; the stored name by default).
 */
export function grantableOptions(
  held: readonly PermissionName[],
  already: readonly PermissionName[] = [],
  label: (name: PermissionName) => string = (name) => name,
) {
  const locked = notGrantable(held, already);
  return permissionOptions.map((option) => ({
    ...option,
    label: label(option.value),
    disabled: locked.includes(option.value),
  }));
}

/** What a permissions edit adds and removes, each in the canonical order of PERMISSION_NAMES. */
export function permissionDiff(
  before: readonly PermissionName[],
  after: readonly PermissionName[],
): { added: PermissionName[]; removed: PermissionName[]; changed: boolean } {
  const added = PERMISSION_NAMES.filter((name) => after.includes(name) && !before.includes(name));
  const removed = PERMISSION_NAMES.filter((name) => before.includes(name) && !after.includes(name));
  return { added, removed, changed: added.length + removed.length > 0 };
}

/** Two letters for an avatar: the first letters of the first and last words ('Ada Lovelace' → 'AL'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (first.charAt(0) + last.charAt(0)).toUpperCase();
}

/** Whether the signed-in member may change the team. */
export function canManageTeam(profile: {
  permissions: readonly PermissionName[];
  readOnly: boolean;
}): boolean {
  return !profile.readOnly && holdsTeamManagement(profile.permissions);
}

export const teamTabs = ['members', 'policies'] as const;
export type TeamTab = (typeof teamTabs)[number];

/** The tab a `?tab=` value names; anything else is Members. */
export function teamTabFrom(value: string | null): TeamTab {
  return (teamTabs as readonly string[]).includes(value ?? '') ? (value as TeamTab) : 'members';
}
