// API key callers (issue 27): `Authorization: Bearer thk_live_…`. The key's row is read on every request,
// never cached, so a revoked or expired key is refused at once on every gateway instance; its creator's
// seat (what the key acts as) comes from the viewer cache like a session's, and is dropped on every
// instance whenever their standing changes. A key acts in its own organisation only, never as an
// administrator, with the permissions its scopes lend that its creator still holds.
import { ApiKey, type EntityManager } from '@tradehub/db';
import { findUsableApiKey } from '@tradehub/db/domain';
import { API_KEY_PREFIX, scopePermissions, type ApiScope } from '@tradehub/contract/constants';
import type { ViewerCache } from './viewer-cache.js';
import { loadViewer, type Viewer } from './viewer.js';

/** How often a key's "last used" is written at most. */
const LAST_USED_EVERY_MS = 60_000;

/** The key secret of an Authorization header, or null when it carries none (an Auth0 token, nothing). */
export function apiKeySecretOf(authorization: string | undefined): string | null {
  if (!authorization?.startsWith(`Bearer ${API_KEY_PREFIX}`)) return null;
  return authorization.slice('Bearer '.length).trim();
}

export async function resolveApiKeyViewer(
  em: EntityManager,
  secret: string,
  viewerCache: ViewerCache,
  now = new Date(),
): Promise<Viewer | null> {
  const apiKey = await findUsableApiKey(em, secret, now);
  if (!apiKey) return null;
  const organisationId = apiKey.organisation.id;
  const creatorId = apiKey.createdBy.id;
  const cacheKey = `api-key-seat:${apiKey.id}`;
  const seat = await viewerCache.resolve(cacheKey, async () => {
    const loaded = await loadViewer(em, creatorId, organisationId);
    // Its creator left the organisation (loadViewer then picks another of theirs): the key acts for nobody.
    return loaded && loaded.organisationId === organisationId ? loaded : null;
  });
  if (!seat) return null;
  if (!apiKey.lastUsedAt || now.getTime() - apiKey.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await em.nativeUpdate(ApiKey, { id: apiKey.id }, { lastUsedAt: now });
  }
  const lent = scopePermissions(apiKey.scopes);
  const permissions = seat.profile.permissions.filter((permission) =>
    (lent as string[]).includes(permission),
  );
  return {
    ...seat,
    isAdmin: false,
    readOnly: false,
    apiKey: { id: apiKey.id, name: apiKey.name, scopes: [...apiKey.scopes] as ApiScope[] },
    profile: { ...seat.profile, isAdmin: false, permissions },
  };
}
