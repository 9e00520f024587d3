import { Activity, type EntityManager } from '@tradehub/db';
import type { ActivityItem } from '@tradehub/contract';
import { toActivityItem } from '@tradehub/db/domain';

export const REPORT_ALERT_LIMIT = 10;

/** The organisation's most recent risk alerts (activities of type `alert`), newest first. */
export async function loadRecentRiskAlerts(
  em: EntityManager,
  organisationId: string,
  limit = REPORT_ALERT_LIMIT,
): Promise<ActivityItem[]> {
  const activities = await em.find(
    Activity,
    { organisation: organisationId, type: 'alert' },
    { orderBy: { date: 'desc', id: 'desc' }, limit },
  );
  return activities.map(toActivityItem);
}
