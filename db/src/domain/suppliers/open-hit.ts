import { ScreeningHit, type EntityManager } from '../../index.js';

/** The stable code of the 409 that an open sanctions match answers to verifying or paying its supplier. */
export const SANCTIONS_HIT_OPEN = 'sanctions_hit_open';

/** The supplier's strongest open match, its entry loaded; null when nothing is left to review. */
export async function findOpenScreeningHit(
  em: EntityManager,
  supplierId: string,
): Promise<ScreeningHit | null> {
  const [hit] = await em.find(
    ScreeningHit,
    { supplier: supplierId, status: 'open' },
    { populate: ['entry'], orderBy: { score: 'desc', subjectName: 'asc' }, limit: 1 },
  );
  return hit ?? null;
}

/**
 * Why the supplier is blocked, naming the match, e.g. "Blocked by an open sanctions screening hit:
 * 'Shadow Freight Trading LLC' matches OFAC 90001 'SHADOW FREIGHT TRADING LLC' (score 100). A member with
 * Supplier Management or Risk Assessment must review and dismiss it first."
 */
/** The match's facts, as a timeline entry renders them in the reader's language. */
export function openHitParams(hit: ScreeningHit) {
  const entry = hit.entry.getEntity();
  return {
    subject: hit.subjectName,
    list: entry.list.toUpperCase(),
    entryId: entry.externalId,
    entryName: entry.name,
    score: Number(hit.score),
  };
}

export function openHitReason(hit: ScreeningHit): string {
  const entry = hit.entry.getEntity();
  return (
    `Blocked by an open sanctions screening hit: '${hit.subjectName}' matches ${entry.list.toUpperCase()} ` +
    `${entry.externalId} '${entry.name}' (score ${Number(hit.score)}). A member with Supplier Management ` +
    'or Risk Assessment who did not add the supplier must review and dismiss it first.'
  );
}
