import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty, timestampProperty } from './common.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/**
 * A machine's credential for the API (issue 27): it acts in its organisation, as its creator, with at
 * most the permissions its scopes lend (and its creator still holds). Only the secret's SHA-256 is kept
 * (the secret is 32 random bytes, so a fast hash is enough: there is nothing to guess).
 */
export const ApiKey = defineEntity({
  name: 'ApiKey',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref().deleteRule('cascade'),
    createdBy: () => p.manyToOne(UserProfile).ref().deleteRule('cascade'),
    name: p.text(),
    /** The secret's first characters, shown in the list (`thk_live_AbCd`). */
    prefix: p.text(),
    /** hex SHA-256 of the whole secret. */
    secretHash: p.text().unique(),
    /** `area:read` / `area:write` (contract API_SCOPES). */
    scopes: p
      .array<string>()
      .defaultRaw(`'{}'`)
      .onCreate(() => []),
    expiresAt: timestampProperty().nullable(),
    lastUsedAt: timestampProperty().nullable(),
    /** Revoked keys stay (audit rows name them) but never authenticate again. */
    revokedAt: timestampProperty().nullable(),
    createdAt: createdAtProperty(),
  },
  indexes: [{ properties: ['organisation'] }],
});
export type ApiKey = InferEntity<typeof ApiKey>;
