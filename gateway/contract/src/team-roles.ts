// The roles the server itself writes on a seat (a member's role is otherwise the words a person typed): the
// Owner of a new business, the Team Manager a former Owner becomes, and the demo workspace's team. These are
// said in the reader's language (the contract's team-words catalogue); any other role stays as typed.
// Free of zod (`@tradehub/contract/constants`).

export const OWNER_ROLE = 'Owner';
/** The role a former Owner's seat takes when it was named 'Owner'. */
export const FORMER_OWNER_ROLE = 'Team Manager';

export const BUILT_IN_ROLES = [
  OWNER_ROLE,
  FORMER_OWNER_ROLE,
  'Finance Manager',
  'Procurement Lead',
  'Compliance Officer',
] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

export const isBuiltInRole = (role: string): role is BuiltInRole =>
  (BUILT_IN_ROLES as readonly string[]).includes(role);
