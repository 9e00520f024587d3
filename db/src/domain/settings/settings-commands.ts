// Account Settings' writes: a person's profile information and preferences, the organisation's name (Team
// Management), an e-mail change that waits for its verification link, and a new password. Each writes its
// change with its audit diff, and the verification e-mail as an outbox job of the same unit of work. How
// a password is checked and hashed (and how often it may be tried) stays with the caller: the gateway.
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@tradehub/contract';
import { normaliseEmail, Organisation, UserProfile, type EntityManager } from '../../index.js';
import type { OutboxMessage } from '../../outbox/outbox-message.js';
import { enqueueJob } from '../../outbox/writer.js';
import { diffFields } from '../audit/diff-fields.js';
import { CommandEffects, type CommandEvents, type EffectsSubject } from '../command-effects.js';
import { DomainError } from '../errors.js';
import { TEAM_MANAGEMENT } from '@tradehub/contract';
import type { Actor } from '../actor.js';

export const INCORRECT_PASSWORD = 'Incorrect password.';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your e-mail address.';
export const COMPANY_NAME_MESSAGE = 'Only members with Team Management can change the company name.';
export const EXTERNAL_EMAIL_MESSAGE =
  'This account signs in through Auth0 and has no password here: its e-mail address is managed there.';

/** Who may rename the organisation (the company name of Account Settings). */
export const COMPANY_NAME_PERMISSION = TEAM_MANAGEMENT;

/** The audited fields of a person's settings (never the password hash). */
export const AUDITED_SETTINGS_FIELDS = [
  'fullName',
  'pendingEmail',
  'emailNotifications',
  'language',
  'defaultCurrency',
  'colorScheme',
] as const;

const settingsSnapshot = (user: UserProfile) => ({
  fullName: user.fullName ?? null,
  pendingEmail: user.pendingEmail ?? null,
  emailNotifications: user.emailNotifications,
  language: user.language,
  defaultCurrency: user.defaultCurrency,
  colorScheme: user.colorScheme,
});

/** Who acts: the signed-in person, in their current organisation. */
export type SettingsActor = Pick<Actor, 'userId' | 'organisationId' | 'permissions'>;

/** What may change; an absent field stays as it is. */
export interface SettingsUpdate {
  fullName?: string | null;
  email?: string;
  /** Needed to change the e-mail address (the sign-in address is a credential). */
  currentPassword?: string;
  companyName?: string;
  emailNotifications?: boolean;
  language?: UserProfile['language'];
  defaultCurrency?: UserProfile['defaultCurrency'];
  colorScheme?: UserProfile['colorScheme'];
}

/**
 * Whether `password` is the person's current password. The caller counts the attempt (a stolen session
 * must not become a way to guess it) and may refuse by throwing.
 */
export type CheckPassword = (user: UserProfile, password: string) => Promise<boolean>;

/** What a settings command caused: `outbox` holds the verification e-mail job of a new address. */
export type SettingsEvents = CommandEvents;

export interface SettingsChange {
  user: UserProfile;
  organisation: Organisation;
  /** The new address a verification link goes to, when this change asked for one. */
  verifyEmail: string | null;
  events: SettingsEvents;
}

class SettingsEffects extends CommandEffects {
  constructor(em: EntityManager, subject: Omit<EffectsSubject, 'activityType'>, actorId: string) {
    super(em, { ...subject, activityType: 'verification' }, actorId);
  }

  done(ownRows: OutboxMessage[] = []): SettingsEvents {
    return this.finish(ownRows);
  }
}

const noEvents = (): SettingsEvents => ({ audit: [], activities: [], notifications: [], outbox: [] });

/** Both effects' events, in the order they were caused. */
function concatEvents(first: SettingsEvents, second: SettingsEvents): SettingsEvents {
  return {
    audit: [...first.audit, ...second.audit],
    activities: [...first.activities, ...second.activities],
    notifications: [...first.notifications, ...second.notifications],
    outbox: [...first.outbox, ...second.outbox],
  };
}

/** Renames the organisation when the name differs (Team Management), audited as `organisation.renamed`. */
function renameOrganisation(
  em: EntityManager,
  actor: SettingsActor,
  organisation: Organisation,
  name: string | undefined,
): SettingsEvents {
  if (name === undefined || name === organisation.name) return noEvents();
  if (!actor.permissions.includes(COMPANY_NAME_PERMISSION))
    throw new DomainError('forbidden', AUTH_ERROR_CODES.forbidden, COMPANY_NAME_MESSAGE);
  const before = organisation.name;
  organisation.name = name;
  return new SettingsEffects(
    em,
    {
      organisationId: organisation.id,
      entityType: 'organisation',
      entityId: organisation.id,
      ownerId: actor.userId,
    },
    actor.userId,
  )
    .audit('organisation.renamed', { name: { before, after: organisation.name } })
    .done();
}

/**
 * A new sign-in address waits for its verification link: proved with the current password, refused when
 * another account has it. Going back to the current address withdraws a pending change. Answers the
 * address a link goes to, if any.
 */
async function changeEmail(
  em: EntityManager,
  user: UserProfile,
  given: string,
  currentPassword: string | undefined,
  checkPassword: CheckPassword,
): Promise<string | null> {
  const email = normaliseEmail(given);
  if (email === user.email) {
    user.pendingEmail = null;
    return null;
  }
  if (email === user.pendingEmail) return null;
  if (!user.passwordHash)
    throw new DomainError('forbidden', AUTH_ERROR_CODES.forbidden, EXTERNAL_EMAIL_MESSAGE, 'email');
  if (!currentPassword)
    throw new DomainError('invalid', 'invalid_input', CURRENT_PASSWORD_REQUIRED, 'currentPassword');
  if (!(await checkPassword(user, currentPassword)))
    throw new DomainError('invalid', 'invalid_input', INCORRECT_PASSWORD, 'currentPassword');
  if (await em.count(UserProfile, { email, id: { $ne: user.id } }))
    throw new DomainError('conflict', AUTH_ERROR_CODES.emailInUse, AUTH_MESSAGES.emailInUse, 'email');
  user.pendingEmail = email;
  return email;
}

/**
 * Updates the actor's settings and, with Team Management, their organisation's name. The person's changes
 * are audited as one `settings.updated` diff; a new e-mail address gets its verification link through the
 * outbox (the worker finds the pending address when it runs).
 */
export async function updateSettings(
  em: EntityManager,
  actor: SettingsActor,
  update: SettingsUpdate,
  checkPassword: CheckPassword,
): Promise<SettingsChange> {
  const user = await em.findOneOrFail(UserProfile, { id: actor.userId });
  const organisation = await em.findOneOrFail(Organisation, { id: actor.organisationId });
  const renamed = renameOrganisation(em, actor, organisation, update.companyName);

  const before = settingsSnapshot(user);
  if (update.fullName !== undefined) user.fullName = update.fullName;
  if (update.emailNotifications !== undefined) user.emailNotifications = update.emailNotifications;
  if (update.language !== undefined) user.language = update.language;
  if (update.defaultCurrency !== undefined) user.defaultCurrency = update.defaultCurrency;
  if (update.colorScheme !== undefined) user.colorScheme = update.colorScheme;
  const verifyEmail =
    update.email === undefined
      ? null
      : await changeEmail(em, user, update.email, update.currentPassword, checkPassword);
  const effects = new SettingsEffects(
    em,
    { organisationId: actor.organisationId, entityType: 'user_profile', entityId: user.id, ownerId: user.id },
    actor.userId,
  );
  const changes = diffFields(before, settingsSnapshot(user), [...AUDITED_SETTINGS_FIELDS]);
  if (Object.keys(changes).length > 0) effects.audit('settings.updated', changes);
  const link = verifyEmail
    ? [
        enqueueJob(em, {
          aggregate: ['user', user.id],
          queue: 'email',
          name: 'verify-email',
          data: { userId: user.id, email: verifyEmail },
        }),
      ]
    : [];
  return { user, organisation, verifyEmail, events: concatEvents(renamed, effects.done(link)) };
}

export interface PasswordChange {
  user: UserProfile;
  events: SettingsEvents;
}

/**
 * Stores the actor's new password hash (the caller proved the current password and hashed the new one),
 * audited as `settings.password-changed` without the hash.
 */
export async function changePassword(
  em: EntityManager,
  actor: SettingsActor,
  passwordHash: string,
): Promise<PasswordChange> {
  const user = await em.findOneOrFail(UserProfile, { id: actor.userId });
  user.passwordHash = passwordHash;
  const events = new SettingsEffects(
    em,
    { organisationId: actor.organisationId, entityType: 'user_profile', entityId: user.id, ownerId: user.id },
    actor.userId,
  )
    .audit('settings.password-changed', {})
    .done();
  return { user, events };
}
