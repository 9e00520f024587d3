// API keys (issue 27): created and revoked by members with Team Management, each audited. The secret is
// `thk_live_` and 32 random bytes, shown once; only its SHA-256 is stored. A key authenticates while it is
// neither revoked nor expired (gateway/src/auth/api-keys.ts reads it on every request, uncached, so a
// revocation holds at once on every gateway).
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_SCOPES, type ApiScope } from '@tradehub/contract/constants';
import { ApiKey, type EntityManager } from '../../index.js';
import { DomainError, domainNotFound } from '../errors.js';
import {
  DeveloperEffects,
  pushDevelopersChanged,
  requireDeveloperAccess,
  type DeveloperActor,
} from './developer-effects.js';

/** How many characters of the secret the list shows. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;
/** An organisation's live keys at most: enough for every system it connects, not a place to mint keys. */
export const MAX_API_KEYS = 50;

export const hashApiKeySecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface NewApiKey {
  name: string;
  scopes: readonly string[];
  /** The last day (UTC, YYYY-MM-DD) it works; null: until revoked. */
  expiresOn?: string | null;
}

function expiryOf(expiresOn: string | null | undefined, now: Date): Date | null {
  if (!expiresOn) return null;
  // Through the end of that day, UTC.
  const expiresAt = new Date(`${expiresOn}T23:59:59.999Z`);
  if (Number.isNaN(expiresAt.getTime()) || expiresAt <= now)
    throw new DomainError(
      'invalid',
      'invalid_input',
      'expiresOn: must be today or a later day.',
      'expiresOn',
    );
  return expiresAt;
}

export async function createApiKey(
  em: EntityManager,
  actor: DeveloperActor,
  input: NewApiKey,
  now = new Date(),
) {
  requireDeveloperAccess(actor);
  const unknown = input.scopes.filter((scope) => !(API_SCOPES as readonly string[]).includes(scope));
  if (unknown.length > 0)
    throw new DomainError(
      'invalid',
      'invalid_input',
      `scopes: unknown scope ${unknown.join(', ')}.`,
      'scopes',
    );
  const live = await em.count(ApiKey, { organisation: actor.organisationId, revokedAt: null });
  if (live >= MAX_API_KEYS)
    throw new DomainError(
      'conflict',
      'api_key_limit',
      `An organisation may hold ${MAX_API_KEYS} API keys at most: revoke one first.`,
    );
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const scopes = API_SCOPES.filter((scope) => input.scopes.includes(scope)) as ApiScope[];
  const apiKey = em.create(ApiKey, {
    organisation: actor.organisationId,
    createdBy: actor.userId,
    name: input.name.trim(),
    prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
    secretHash: hashApiKeySecret(secret),
    scopes,
    expiresAt: expiryOf(input.expiresOn, now),
  });
  const events = new DeveloperEffects(
    em,
    {
      organisationId: actor.organisationId,
      entityType: 'api_key',
      entityId: apiKey.id,
      ownerId: actor.userId,
    },
    actor.userId,
  )
    .audit('api_key.created', {
      name: { before: null, after: apiKey.name },
      scopes: { before: null, after: scopes },
      expiresAt: { before: null, after: apiKey.expiresAt?.toISOString() ?? null },
    })
    .done([pushDevelopersChanged(em, actor.organisationId)]);
  return { apiKey, secret, events };
}

export async function revokeApiKey(
  em: EntityManager,
  actor: DeveloperActor,
  keyId: string,
  now = new Date(),
) {
  requireDeveloperAccess(actor);
  const apiKey = await em.findOne(ApiKey, { id: keyId, organisation: actor.organisationId, revokedAt: null });
  if (!apiKey) throw domainNotFound('API key not found');
  apiKey.revokedAt = now;
  const events = new DeveloperEffects(
    em,
    {
      organisationId: actor.organisationId,
      entityType: 'api_key',
      entityId: apiKey.id,
      ownerId: apiKey.createdBy.id,
    },
    actor.userId,
  )
    .audit('api_key.revoked', { revokedAt: { before: null, after: now.toISOString() } })
    .done([pushDevelopersChanged(em, actor.organisationId)]);
  return { apiKey, events };
}

/** The organisation's keys not revoked (expired ones included: the list says so), newest first. */
export async function listApiKeys(em: EntityManager, actor: DeveloperActor) {
  requireDeveloperAccess(actor);
  return em.find(
    ApiKey,
    { organisation: actor.organisationId, revokedAt: null },
    { populate: ['createdBy'], orderBy: { createdAt: 'desc' } },
  );
}

/** The key a secret names, while it may be used; null otherwise (unknown, revoked or expired). */
export async function findUsableApiKey(em: EntityManager, secret: string, now = new Date()) {
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) return null;
  const apiKey = await em.findOne(ApiKey, { secretHash: hashApiKeySecret(secret), revokedAt: null });
  if (!apiKey) return null;
  if (apiKey.expiresAt && apiKey.expiresAt <= now) return null;
  return apiKey;
}
