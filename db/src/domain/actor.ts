import type { AccountStatus } from '@tradehub/contract';
import { domainForbidden } from './errors.js';

/**
 * Who runs a command: the one shape every domain command is given. The gateway builds it once per request
 * from the signed-in viewer (gateway/src/auth/actor.ts); workers and tests build it from a seat. A command
 * that reads only some of these facts declares them with `Pick<Actor, ...>` (the per-area names below and
 * in each area are such picks), so a caller can always hand over the whole Actor.
 */
export interface Actor {
  userId: string;
  organisationId: string;
  /** How timelines, activities and notifications name them. */
  displayName: string;
  /** The permissions of their seat in organisationId (an API key's scopes already applied). */
  permissions: readonly string[];
  /** The organisation's review status: until it is approved, its quotas apply (UNREVIEWED_QUOTAS). */
  accountStatus: AccountStatus;
  /** Set when the caller is an API key, so its own commands can refuse or name it. */
  apiKeyId?: string | null;
}

/** The facts most commands read: who, where, their name and their permissions. */
export type SeatActor = Pick<Actor, 'userId' | 'organisationId' | 'displayName' | 'permissions'>;

/** A DomainError forbidden with `message` unless the actor's seat has `permission`. */
export function requirePermission(
  actor: Pick<Actor, 'permissions'>,
  permission: string,
  message: string,
): void {
  if (!actor.permissions.includes(permission)) throw domainForbidden(message);
}
