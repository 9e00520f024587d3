import type { Actor } from '@tradehub/db/domain';
import type { Viewer } from './viewer.js';

/** The viewer as the domain commands know who acts: built once per request by the auth plugin. */
export const actorOf = (viewer: Viewer): Actor => ({
  userId: viewer.userId,
  organisationId: viewer.organisationId,
  displayName: viewer.displayName,
  permissions: viewer.profile.permissions,
  accountStatus: viewer.status,
  apiKeyId: viewer.apiKey?.id ?? null,
});
