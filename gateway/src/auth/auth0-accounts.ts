import { UserProfile, type EntityManager } from '@tradehub/db';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '../contract/index.js';
import { AppError } from '../errors/app-error.js';
import type { Auth0Identity } from './auth0-verifier.js';
import { createAccount, promoteConfiguredAdmin } from './accounts.js';

/**
 * The profile behind an Auth0 identity, created on first sign-in (business name from the Google display
 * name, or 'Google User'). An existing built-in account with the same verified address is linked.
 */
export async function findOrCreateAuth0User(
  em: EntityManager,
  identity: Auth0Identity,
  adminEmails: string[],
): Promise<UserProfile> {
  if (!identity.email || !identity.emailVerified) {
    throw new AppError(403, AUTH_ERROR_CODES.emailNotVerified, AUTH_MESSAGES.emailNotVerified);
  }
  const known = await em.findOne(UserProfile, { externalId: identity.subject });
  if (known) return known;
  const email = identity.email;
  return em.transactional(async (tx) => {
    const sameEmail = await tx.findOne(UserProfile, { email });
    if (sameEmail) {
      sameEmail.externalId = identity.subject;
      sameEmail.emailVerified = true;
      promoteConfiguredAdmin(sameEmail, adminEmails);
      return sameEmail;
    }
    return createAccount(
      tx,
      {
        email,
        businessName: identity.name ?? 'Google User',
        externalId: identity.subject,
        emailVerified: true,
      },
      adminEmails,
    );
  });
}
