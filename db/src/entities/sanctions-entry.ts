import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SANCTIONS_LISTS } from '@tradehub/contract/enums';
import { idProperty, timestampProperty } from './common.js';

/** One party of an official sanctions list (OFAC SDN, UN consolidated), as last imported. */
export const SanctionsEntry = defineEntity({
  name: 'SanctionsEntry',
  properties: {
    id: idProperty(),
    list: p.enum([...SANCTIONS_LISTS]),
    /** The list's own id (OFAC ent_num, UN DATAID / REFERENCE_NUMBER). */
    externalId: p.text(),
    name: p.text(),
    aliases: p
      .array<string>()
      .defaultRaw(`'{}'`)
      .onCreate(() => []),
    /** individual, entity, vessel, aircraft. */
    partyType: p.text(),
    programs: p.text().nullable(),
    country: p.text().nullable(),
    importedAt: timestampProperty().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['list', 'externalId'] }],
  /** The lists' last import (max), asked at every payment to see whether a payee must be screened again. */
  indexes: [{ properties: ['importedAt'] }],
});
export type SanctionsEntry = InferEntity<typeof SanctionsEntry>;
