// A weakening applies at once only where nobody else could approve it. That must not be reachable by first
// taking Team Management from the colleague who could (or removing them): a Team Manager who did that in the
// last week still needs a second one, so demoting the only other reviewer buys nothing.
import type { EntityManager } from '../../index.js';
import { TEAM_MANAGEMENT } from '@tradehub/contract';

/** How long Team Management taken from a colleague still counts as the organisation having a second one. */
export const SECOND_MANAGER_MEMORY_DAYS = 7;

/**
 * Whether, in the last SECOND_MANAGER_MEMORY_DAYS, `actorId` removed a member who held Team Management or
 * took it from one (the audit log's team.member_removed / team.member_updated rows).
 */
export async function tookTeamManagementFromOthersRecently(
  em: EntityManager,
  organisationId: string,
  actorId: string,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - SECOND_MANAGER_MEMORY_DAYS * 24 * 60 * 60 * 1000);
  // In the command's transaction (em.execute), so it reads what the command's own lock protects.
  const rows = await em.execute<{ found: number }[]>(
    `select 1 as found from audit_log_entry
      where organisation_id = ? and actor_id = ? and created_at >= ?
        and action in ('team.member_removed', 'team.member_updated')
        and coalesce(changes -> 'permissions' -> 'before', '[]'::jsonb) @> jsonb_build_array(?::text)
        and not (coalesce(changes -> 'permissions' -> 'after', '[]'::jsonb) @> jsonb_build_array(?::text))
      limit 1`,
    [organisationId, actorId, since, TEAM_MANAGEMENT, TEAM_MANAGEMENT],
  );
  return rows.length > 0;
}
