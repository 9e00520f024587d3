import { ChatMessage, DEMO_USER_ID, type EntityManager } from '@tradehub/db';

/**
 * Deletes the AI conversations of demo visitors older than `retainDays` and returns how many messages
 * went. Every visitor of the public demo is the one shared demo user with a conversation of their own
 * (keyed on their session), so these pile up with nobody to come back for them; a real member's
 * conversation is theirs to keep.
 */
export async function pruneDemoChats(
  em: EntityManager,
  retainDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retainDays * 24 * 60 * 60 * 1000);
  return em.nativeDelete(ChatMessage, { user: DEMO_USER_ID, createdAt: { $lt: cutoff } });
}
