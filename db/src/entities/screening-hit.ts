import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SCREENING_HIT_STATUSES, SCREENING_SUBJECT_TYPES } from '@tradehub/contract/enums';
import { createdAtProperty, idProperty, timestampProperty, updatedAtProperty } from './common.js';
import { Organisation } from './organisation.js';
import { SanctionsEntry } from './sanctions-entry.js';
import { Supplier } from './supplier.js';
import { UserProfile } from './user-profile.js';

/**
 * A possible match between a supplier (or one of its key people) and a sanctions list entry. Unique per
 * supplier, screened name and entry, so a dismissal survives re-screening.
 */
export const ScreeningHit = defineEntity({
  name: 'ScreeningHit',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref().deleteRule('cascade'),
    supplier: () => p.manyToOne(Supplier).ref().deleteRule('cascade'),
    subjectType: p.enum([...SCREENING_SUBJECT_TYPES]),
    subjectName: p.text(),
    entry: () => p.manyToOne(SanctionsEntry).ref().deleteRule('cascade'),
    /** Fuzzy name similarity, 0–100. */
    score: p.decimal('number').precision(5).scale(2),
    status: p
      .enum([...SCREENING_HIT_STATUSES])
      .default('open')
      .onCreate(() => 'open' as const),
    dismissedReason: p.text().nullable(),
    dismissedBy: () => p.manyToOne(UserProfile).ref().nullable(),
    dismissedAt: timestampProperty().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  uniques: [{ properties: ['supplier', 'subjectName', 'entry'] }],
  indexes: [{ properties: ['organisation', 'status'] }],
});
export type ScreeningHit = InferEntity<typeof ScreeningHit>;
