import type { ScreeningHit } from '../../index.js';
import type { ScreeningHitItem } from '@tradehub/contract';

/** The wire form of a hit; its entry must be loaded. */
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
      aliases: [...entry.aliases],
      partyType: entry.partyType,
      programs: entry.programs ?? null,
      country: entry.country ?? null,
    },
  };
}
