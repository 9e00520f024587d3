import { AuditLogEntry, LockMode, Membership, UserProfile, type EntityManager } from '@tradehub/db';
import { createAccount, ownedOrganisations, promoteConfiguredAdmin } from '@tradehub/db/domain';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@tradehub/contract';
import { AppError } from '../errors/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
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
  const email = identity.email;
  const outcome = await em.transactional(async (tx) => {
    // Locked: two identities racing for one profile link one, and the other sees it linked.
    const sameEmail = await tx.findOne(UserProfile, { email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (sameEmail?.externalId === identity.subject) return { user: sameEmail, linked: false };
    if (sameEmail?.externalId) {
      await auditRefusedLink(tx, sameEmail, identity.subject);
      return { refused: true as const };
    }
    if (sameEmail) {
      const before = {
        externalId: sameEmail.externalId ?? null,
        emailVerified: sameEmail.emailVerified,
        password: sameEmail.passwordHash ? 'set' : 'none',
      };
      sameEmail.externalId = identity.subject;
      sameEmail.emailVerified = true;
      sameEmail.passwordHash = null;
      promoteConfiguredAdmin(sameEmail, await ownedOrganisations(tx, sameEmail.id), adminEmails);
      const membership = await tx.findOne(
        Membership,
        { user: sameEmail.id },
        { orderBy: { createdAt: 'asc' } },
      );
      recordAudit(tx, {
        organisationId: membership?.organisation.id ?? null,
        actorId: sameEmail.id,
        action: 'account.auth0-linked',
        entityType: 'user_profile',
        entityId: sameEmail.id,
        changes: {
          externalId: { before: before.externalId, after: identity.subject },
          ...(before.emailVerified ? {} : { emailVerified: { before: false, after: true } }),
          ...(before.password === 'set' ? { password: { before: 'set', after: 'cleared' } } : {}),
        },
      });
      return { user: sameEmail, linked: true };
    }
    const created = createAccount(
      tx,
      {
        email,
        businessName: identity.name ?? 'Google User',
        externalId: identity.subject,
        emailVerified: true,
      },
      adminEmails,
    );
    return { user: created, linked: false };
  });
  if ('refused' in outcome)
    throw new AppError(409, AUTH_ERROR_CODES.identityAlreadyLinked, AUTH_MESSAGES.identityAlreadyLinked);
  if (outcome.linked) await onLinked(outcome.user.id);
  return outcome.user;
}

const REFUSAL_AUDIT_INTERVAL_MS = 60 * 60 * 1000;

/** Records a refused link, committed with the refusal (nothing else changes), once an hour per profile. */
async function auditRefusedLink(tx: EntityManager, profile: UserProfile, refusedSubject: string) {
  const recent = await tx.count(AuditLogEntry, {
    action: 'account.auth0-link-refused',
    entityId: profile.id,
    createdAt: { $gte: new Date(Date.now() - REFUSAL_AUDIT_INTERVAL_MS) },
  });
  if (recent > 0) return;
  const membership = await tx.findOne(Membership, { user: profile.id }, { orderBy: { createdAt: 'asc' } });
  recordAudit(tx, {
    organisationId: membership?.organisation.id ?? null,
    actorId: null,
    action: 'account.auth0-link-refused',
    entityType: 'user_profile',
    entityId: profile.id,
    changes: {
      externalId: { before: profile.externalId ?? null, after: profile.externalId ?? null },
      refusedExternalId: { before: null, after: refusedSubject },
    },
  });
}
