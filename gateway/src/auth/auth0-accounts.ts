import { UserProfile, type EntityManager } from '@tradehub/db';
import { linkAuth0Identity } from '@tradehub/db/domain';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@tradehub/contract';
import { AppError } from '../errors/app-error.js';
import type { Auth0Identity } from './auth0-verifier.js';

export interface Auth0AccountOptions {
  adminEmails: string[];
  /**
   * Called after an existing profile was linked to an Auth0 identity (and committed): the profile's
   * earlier sessions must end (auth/revocation.ts).
   */
  onLinked: (userId: string) => Promise<unknown>;
}

/**
 * The profile behind an Auth0 identity, created on first sign-in (business name from the Google display
 * name, or 'Google User'). Auth0 must say the address is verified.
 *
 * An existing profile with the same address (made by e-mail/password sign-up before Auth0 was configured)
 * is taken over by the identity, since Auth0 has proved the address: its password is cleared and every
 * earlier session of it ends, so whoever signed up with that address before (perhaps without ever
 * verifying it) keeps no way in. With Auth0 configured, password sign-in is off anyway. The link is audited.
 *
 * A profile already linked to another Auth0 identity is never taken over by a second one (another social
 * sign-in that happens to report the same verified address): 409 `identity_already_linked`, and the attempt
 * is audited (`account.auth0-link-refused`, at most once an hour per profile, as a client may retry).
 */
export async function findOrCreateAuth0User(
  em: EntityManager,
  identity: Auth0Identity,
  { adminEmails, onLinked }: Auth0AccountOptions,
): Promise<UserProfile> {
  if (!identity.email || !identity.emailVerified) {
    throw new AppError(403, AUTH_ERROR_CODES.emailNotVerified, AUTH_MESSAGES.emailNotVerified);
  }
  const known = await em.findOne(UserProfile, { externalId: identity.subject });
  if (known) return known;
  const verified = { subject: identity.subject, email: identity.email, name: identity.name };
  // The link, its refusal and a new account, each audited, are the domain's (db/src/domain/auth).
  const outcome = await em.transactional((tx) => linkAuth0Identity(tx, verified, adminEmails));
  if ('refused' in outcome)
    throw new AppError(409, AUTH_ERROR_CODES.identityAlreadyLinked, AUTH_MESSAGES.identityAlreadyLinked);
  if (outcome.linked) await onLinked(outcome.user.id);
  return outcome.user;
}
