// The account changes people make through sign-up, sign-in links and Auth0, each with its audit row and
// its e-mail in the same transaction (the outbox). The gateway keeps what is HTTP's own: validation, password
// hashing, the rate limits, the Redis grants of reset links, sessions and their revocation.
import { AuditLogEntry, LockMode, Membership, UserProfile, type EntityManager } from '../../index.js';
import { enqueueJob } from '../../outbox/writer.js';
import { PASSWORD_RESET_JOB_OPTIONS } from '../../queues/queues.js';
import {
  createAccount,
  ownedOrganisations,
  promoteConfiguredAdmin,
  revokeAdministrator,
  type NewAccount,
} from '../accounts/account-commands.js';
import { diffFields } from '../audit/diff-fields.js';
import { recordAudit } from '../audit/record-audit.js';

/** A new e-mail/password account (a business awaiting review), with its verification mail: one per account. */
export function signUp(em: EntityManager, account: NewAccount, adminEmails: readonly string[]): UserProfile {
  const user = createAccount(em, account, adminEmails);
  queueVerificationMail(em, user.id);
  return user;
}

/** The account's verification mail, sent by the workers once the transaction that asks for it commits. */
function queueVerificationMail(em: EntityManager, userId: string): void {
  enqueueJob(em, { aggregate: ['user', userId], queue: 'email', name: 'verify-email', data: { userId } });
}

/**
 * 'Send the verification e-mail again': one more mail for an account whose address is not verified yet, an
 * outbox row of its own (job id `outbox-<row id>`, so every resend is a new mail, even within a minute of
 * the sign-up's). False, and nothing written, when no account has the address or it is verified already.
 */
export async function resendVerificationMail(tx: EntityManager, email: string): Promise<boolean> {
  const user = await tx.findOne(UserProfile, { email });
  if (!user || user.emailVerified) return false;
  queueVerificationMail(tx, user.id);
  return true;
}

/** A reset link's grant: what the gateway keeps in Redis for an hour, and the grant id it returns. */
export type IssueResetGrant = (grant: { userId: string; email: string }) => Promise<string>;

/**
 * 'Forgot password?': mails a reset link when an account with a password has the address (accounts made
 * through Auth0 have none to reset); otherwise nothing is written. `issueGrant` stores the link's grant
 * (the gateway's Redis) and returns its id; the mail job carries the id, never the token, which the worker
 * derives (link-tokens.ts). True when a mail was queued — for tests: the route answers the same either way.
 */
export async function requestPasswordReset(
  tx: EntityManager,
  email: string,
  issueGrant: IssueResetGrant,
): Promise<boolean> {
  const user = await tx.findOne(UserProfile, { email });
  if (!user?.passwordHash) return false;
  const grantId = await issueGrant({ userId: user.id, email: user.email });
  enqueueJob(tx, {
    aggregate: ['user', user.id],
    queue: 'email',
    name: 'reset-password',
    data: { userId: user.id, email: user.email, grantId },
    options: PASSWORD_RESET_JOB_OPTIONS,
  });
  return true;
}

/** What an Auth0 identity proves: its subject, and a verified address. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  name?: string | null | undefined;
}

export type Auth0LinkOutcome = { user: UserProfile; linked: boolean } | { refused: true };

/**
 * The profile behind a verified Auth0 identity, in the caller's transaction: the profile with the same
 * address is taken over (password cleared, audited `account.auth0-linked`) unless another identity already
 * holds it (refused, audited at most once an hour), else a new account is created.
 */
export async function linkAuth0Identity(
  tx: EntityManager,
  identity: VerifiedIdentity,
  adminEmails: readonly string[],
): Promise<Auth0LinkOutcome> {
  const email = identity.email;
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

/**
 * Sets a new password through a reset link's grant (already consumed by the gateway). Null when the account
 * changed its address or lost its password since the mail left: the link is then invalid.
 */
export async function resetPassword(
  tx: EntityManager,
  grant: { userId: string; email: string },
  passwordHash: string,
  adminEmails: readonly string[],
): Promise<{ userId: string; email: string } | null> {
  const user = await tx.findOne(UserProfile, { id: grant.userId });
  // The account changed its address (or lost its password to an Auth0 link) since the mail left.
  if (!user || user.email !== grant.email || !user.passwordHash) return null;
  const snapshot = () => ({ emailVerified: user.emailVerified, isAdmin: user.isAdmin });
  const before = snapshot();
  user.passwordHash = passwordHash;
  // The link went to this address, so following it proves the mailbox as the verification link does.
  if (!user.emailVerified) {
    user.emailVerified = true;
    promoteConfiguredAdmin(user, await ownedOrganisations(tx, user.id), adminEmails);
  }
  const membership = await tx.findOne(Membership, { user: user.id }, { orderBy: { createdAt: 'asc' } });
  recordAudit(tx, {
    organisationId: membership?.organisation.id ?? null,
    actorId: user.id,
    action: 'account.password-reset',
    entityType: 'user_profile',
    entityId: user.id,
    // The new password itself is never recorded; what the reset changed besides it is.
    changes: diffFields(before, snapshot(), ['emailVerified', 'isAdmin']),
  });
  return { userId: user.id, email: user.email };
}

/** What a verification link did: verified (an address change: `changedUserId`), or the link is invalid. */
export type EmailLinkOutcome = { outcome: 'verified' | 'invalid'; changedUserId?: string };

/**
 * Follows a valid verification link: confirms an address change (Account Settings) or verifies the
 * account's address (and promotes a configured administrator), each audited.
 */
export async function confirmEmailLink(
  tx: EntityManager,
  check: { userId: string; email: string },
  adminEmails: readonly string[],
): Promise<EmailLinkOutcome> {
  const user = await tx.findOne(UserProfile, { id: check.userId });
  if (user && user.pendingEmail && user.pendingEmail === check.email) {
    // An e-mail change (Account Settings): the new address becomes the sign-in address.
    if (await tx.count(UserProfile, { email: check.email, id: { $ne: user.id } }))
      return { outcome: 'invalid' };
    const before: { email: string; pendingEmail: string | null } = {
      email: user.email,
      pendingEmail: user.pendingEmail,
    };
    user.email = check.email;
    user.pendingEmail = null;
    // Administrator rights belong to the addresses in ADMIN_EMAILS, not to the person.
    if (!adminEmails.includes(user.email))
      revokeAdministrator(tx, user, 'address changed to one not in ADMIN_EMAILS');
    const membership = await tx.findOne(Membership, { user: user.id }, { orderBy: { createdAt: 'asc' } });
    recordAudit(tx, {
      organisationId: membership?.organisation.id ?? null,
      actorId: user.id,
      action: 'settings.email-changed',
      entityType: 'user_profile',
      entityId: user.id,
      changes: diffFields(before, { email: user.email, pendingEmail: null }, ['email', 'pendingEmail']),
    });
    return { outcome: 'verified', changedUserId: user.id };
  }
  // A link for an address the account no longer has is not valid.
  if (!user || user.email !== check.email) return { outcome: 'invalid' };
  if (!user.emailVerified) {
    const owned = await ownedOrganisations(tx, user.id);
    const snapshot = () => ({
      emailVerified: user.emailVerified,
      isAdmin: user.isAdmin,
      status: owned[0]?.status ?? null,
    });
    const before = snapshot();
    user.emailVerified = true;
    promoteConfiguredAdmin(user, owned, adminEmails);
    recordAudit(tx, {
      organisationId: null,
      actorId: user.id,
      action: 'account.email-verified',
      entityType: 'user_profile',
      entityId: user.id,
      changes: diffFields(before, snapshot(), ['emailVerified', 'status', 'isAdmin']),
    });
  }
  return { outcome: 'verified' };
}
