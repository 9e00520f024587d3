import type { ScreeningHit } from '../../index.js';
import type { ScreeningHitItem } from '@tradehub/contract';

/**
 * The wire form of a hit (the contract's screeningHitSchema); its entry must be loaded. The one copy, used by
 * the gateway's supplier detail and screening routes and by screenSupplier.
 */
export function toScreeningHitItem(hit: ScreeningHit): ScreeningHitItem {
  const entry = hit.entry.getEntity();
  return {
    id: hit.id,
    subjectType: hit.subjectType,
    subjectName: hit.subjectName,
    score: Number(hit.score),
    status: hit.status,
    dismissedReason: hit.dismissedReason ?? null,
    entry: {
      list: entry.list,
      externalId: entry.externalId,
      name: entry.name,
      // Always an array, as the contract says, even for an entry read without its aliases.
      aliases: [...(entry.aliases ?? [])],
      partyType: entry.partyType,
      programs: entry.programs ?? null,
      country: entry.country ?? null,
    },
  };
}
