import { SanctionsEntry, type EntityManager } from '../../index.js';
import { prepareName, type PreparedName } from './name-match.js';

export interface ScreeningEntry {
  id: string;
  names: PreparedName[];
}

let cached: { key: string; entries: ScreeningEntry[] } | undefined;

/**
 * Every stored list entry with its names prepared for matching. Kept in memory until an import changes
 * the lists (the count and the newest import time are the cache key), so screening many suppliers costs
 * one small query each, not a full reload.
 */
export async function loadScreeningEntries(em: EntityManager): Promise<ScreeningEntry[]> {
  const [stats] = await em
    .getConnection()
    .execute<{ count: string; latest: Date | null }[]>(
      'select count(*) as count, max(imported_at) as latest from sanctions_entry',
    );
  const key = `${stats?.count ?? 0}:${stats?.latest ? new Date(stats.latest).toISOString() : ''}`;
  if (cached?.key === key) return cached.entries;
  const rows = await em.find(
    SanctionsEntry,
    {},
    { fields: ['id', 'name', 'aliases'], disableIdentityMap: true },
  );
  const entries = rows.map((row) => ({
    id: row.id,
    names: [row.name, ...row.aliases].map(prepareName),
  }));
  cached = { key, entries };
  return entries;
}
