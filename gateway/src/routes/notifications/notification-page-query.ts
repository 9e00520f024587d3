// Raw SQL on purpose: a hot read (every page load polls the badge), so no entity hydration and one round
// trip instead of three (page, total, unread count).
import { readRows, type EntityManager } from '@tradehub/db';
import type { NotificationItem, NotificationsResponse } from '@tradehub/contract';

/** One item as json_build_object writes it: timestamps are JSON strings (ISO 8601 with an offset). */
interface NotificationJson {
  id: string;
  type: NotificationItem['type'];
  title: string;
  message: string;
  message_key: string | null;
  params: Record<string, string | number> | null;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

/**
 * Always exactly one row, however far `offset` goes: `counts` is an aggregate without GROUP BY (one row
 * even when the person has no notifications), the page rides along as one json_agg array (null when the
 * page is empty, hence the coalesce). Both counts come from a single pass over the person's notifications;
 * the page walks the (user_id, created_at desc) index. Only the recipient's own rows are ever read.
 */
const NOTIFICATION_PAGE_SQL = `with page as (
  select id, type, title, message, message_key, params, link, created_at, read_at
    from notification
   where user_id = ?
   order by created_at desc, id desc
   limit ? offset ?
), counts as (
  select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread_count
    from notification
   where user_id = ?
)
select c.total, c.unread_count,
       coalesce((select json_agg(json_build_object('id', p.id, 'type', p.type, 'title', p.title,
                                                   'message', p.message, 'message_key', p.message_key,
                                                   'params', p.params, 'link', p.link, 'created_at', p.created_at,
                                                   'read_at', p.read_at)
                                 order by p.created_at desc, p.id desc)
                   from page p), '[]'::json) as items
  from counts c`;

/** A page of one person's notifications, newest first, with their total and unread count: one statement. */
export async function loadNotificationPage(
  em: EntityManager,
  userId: string,
  limit: number,
  offset: number,
): Promise<NotificationsResponse> {
  const [row] = await readRows<{ total: number; unread_count: number; items: NotificationJson[] }>(
    em,
    NOTIFICATION_PAGE_SQL,
    [userId, limit, offset, userId],
  );
  return {
    unreadCount: row!.unread_count,
    total: row!.total,
    // The same fields as toNotificationItem (@tradehub/db/domain) makes from the entity.
    items: row!.items.map((item) => ({
      id: item.id,
      type: item.type,
      title: item.title,
      message: item.message,
      messageKey: item.message_key,
      params: item.params,
      link: item.link,
      createdAt: new Date(item.created_at).toISOString(),
      readAt: item.read_at === null ? null : new Date(item.read_at).toISOString(),
    })),
  };
}
