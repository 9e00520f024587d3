import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEAM_INVITE_STATUSES } from '@tradehub/contract/enums';
import { LANGUAGES } from '@tradehub/contract/languages';
import { createdAtProperty, idProperty, timestampProperty, updatedAtProperty } from './common.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';
import type { Permission } from '../permissions.js';

/** An invitation to join an organisation: the e-mailed link carries a token whose hash is kept here. */
export const TeamInvite = defineEntity({
  name: 'TeamInvite',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref().deleteRule('cascade'),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    email: p.text(),
    role: p.text(),
    permissions: p
      .array<Permission>()
      .defaultRaw(`'{}'`)
      .onCreate(() => []),
    /** sha256 of the link's token (the token itself is only in the e-mail). */
    tokenHash: p.text().unique(),
    expiresAt: timestampProperty(),
    status: p.enum([...TEAM_INVITE_STATUSES]),
    /** The language of the invitation's e-mail, as the inviter chose it; null: the inviter's own. */
    language: p.enum([...LANGUAGES]).nullable(),
    acceptedBy: () => p.manyToOne(UserProfile).ref().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  indexes: [{ properties: ['organisation', 'status'] }],
});
export type TeamInvite = InferEntity<typeof TeamInvite>;
