/**
 * A list, newest first, with `item` put at its head: an item already listed (the same id, e.g. an event
 * delivered again after a refetch) is replaced rather than repeated, and the list keeps at most `limit`.
 */
export function prependNewest<T extends { id: string }>(items: readonly T[], item: T, limit: number): T[] {
  return [item, ...items.filter((existing) => existing.id !== item.id)].slice(0, Math.max(0, limit));
}
