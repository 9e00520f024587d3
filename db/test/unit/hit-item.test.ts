// toScreeningHitItem: the one wire form of a sanctions screening hit (the gateway's supplier detail and
// screening routes and screenSupplier all use it), valid for the contract's screeningHitSchema.
import { screeningHitSchema } from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import { toScreeningHitItem } from '../../src/domain/suppliers/hit-item.js';
import type { SanctionsEntry, ScreeningHit } from '../../src/index.js';

const hitWith = (entry: Partial<SanctionsEntry>) =>
  ({
    id: 'hit-1',
    subjectType: 'supplier',
    subjectName: 'Shadow Freight Trading LLC',
    score: '100.00',
    status: 'open',
    dismissedReason: undefined,
    entry: {
      getEntity: () => ({
        list: 'ofac',
        externalId: '90001',
        name: 'SHADOW FREIGHT TRADING LLC',
        partyType: 'entity',
        programs: null,
        country: undefined,
        ...entry,
      }),
    },
  }) as unknown as ScreeningHit;

describe('toScreeningHitItem', () => {
  it('answers the contract: numbers as numbers, nulls for what is missing', () => {
    const item = toScreeningHitItem(hitWith({ aliases: ['SHADOW FREIGHT'] }));
    expect(screeningHitSchema.parse(item)).toEqual(item);
    expect(item).toMatchObject({
      score: 100,
      dismissedReason: null,
      entry: { aliases: ['SHADOW FREIGHT'], programs: null, country: null },
    });
  });

  it('answers an empty list of aliases for an entry read without them, as the contract wants', () => {
    const item = toScreeningHitItem(hitWith({}));
    expect(item.entry.aliases).toEqual([]);
    expect(screeningHitSchema.safeParse(item).success).toBe(true);
  });
});
