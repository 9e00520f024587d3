import type { SanctionsList } from '@tradehub/contract';
import { SanctionsEntry, type EntityManager } from '@tradehub/db';
import { parseOfacSdn } from './ofac-parser.js';
import type { ParsedSanctionsEntry } from './parsed-entry.js';
import { readOptionalSource, readSource, siblingAltSource } from './read-source.js';
import { parseUnConsolidated } from './un-parser.js';

/**
 * Where a list comes from: a file path or an http(s) URL. For OFAC, `alt` is alt.csv (the aliases); when
 * omitted, an alt.csv beside an sdn.csv source is used if there is one.
 */
export type SanctionsSource = string | { main: string; alt?: string };

export interface ImportCounts {
  list: SanctionsList;
  /** Parties in the file. */
  total: number;
  created: number;
  updated: number;
  deleted: number;
}

/** Entries in a list this small are surely a broken download, not the real list: refuse to wipe it. */
const MIN_PLAUSIBLE_ENTRIES = 1;
const DELETE_CHUNK = 1000;

export async function readSanctionsList(list: SanctionsList, source: SanctionsSource) {
  const { main, alt } = typeof source === 'string' ? { main: source, alt: undefined } : source;
  const text = await readSource(main);
  if (list === 'un') return parseUnConsolidated(text);
  const altSource = alt ?? siblingAltSource(main);
  const altText = alt ? await readSource(alt) : altSource ? await readOptionalSource(altSource) : undefined;
  return parseOfacSdn(text, altText);
}

/**
 * Reads and parses a list, then in one transaction upserts its entries by (list, externalId) and deletes
 * the entries no longer on it (their screening hits go with them).
 */
export async function importSanctionsList(
  em: EntityManager,
  list: SanctionsList,
  source: SanctionsSource,
): Promise<ImportCounts> {
  const parsed = await readSanctionsList(list, source);
  return storeSanctionsEntries(em, list, parsed);
}

export async function storeSanctionsEntries(
  em: EntityManager,
  list: SanctionsList,
  parsed: ParsedSanctionsEntry[],
): Promise<ImportCounts> {
  if (parsed.length < MIN_PLAUSIBLE_ENTRIES)
    throw new Error(`The ${list} list file has no parties; the stored list was left as it was.`);
  // A party listed twice in one file (it happens) is stored once, with the later row winning.
  const byId = new Map(parsed.map((entry) => [entry.externalId, entry]));
  return em.transactional(async (tx) => {
    const importedAt = new Date();
    const existing = new Map(
      (await tx.find(SanctionsEntry, { list })).map((entry) => [entry.externalId, entry]),
    );
    let created = 0;
    let updated = 0;
    for (const entry of byId.values()) {
      const fields = {
        name: entry.name,
        aliases: entry.aliases,
        partyType: entry.partyType,
        programs: entry.programs,
        country: entry.country,
        importedAt,
      };
      const stored = existing.get(entry.externalId);
      if (stored) {
        tx.assign(stored, fields);
        updated += 1;
      } else {
        tx.create(SanctionsEntry, { list, externalId: entry.externalId, ...fields });
        created += 1;
      }
    }
    await tx.flush();
    const gone = [...existing.values()]
      .filter((entry) => !byId.has(entry.externalId))
      .map((entry) => entry.id);
    for (let start = 0; start < gone.length; start += DELETE_CHUNK) {
      await tx.nativeDelete(SanctionsEntry, { id: { $in: gone.slice(start, start + DELETE_CHUNK) } });
    }
    return { list, total: byId.size, created, updated, deleted: gone.length };
  });
}
