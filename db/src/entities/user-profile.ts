import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty, updatedAtProperty } from './common.js';

/** E-mail addresses are compared case-insensitively, so they are stored trimmed and lower-case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const lowerCaseEmail = ({ entity }: { entity: { email: string } }) => {
  if (typeof entity.email === 'string') entity.email = normaliseEmail(entity.email);
};

/**
 * A person who can sign in (or a team member without a password yet). Not a tenant table, and not what is
 * reviewed: the status a person works under is their organisation's (Organisation.status).
 */
export const UserProfile = defineEntity({
  name: 'UserProfile',
  tableName: 'user_profile',
  properties: {
    id: idProperty(),
    email: p.text().unique(),
    businessName: p.text(),
    fullName: p.text().nullable(),
    avatarUrl: p.text().nullable(),
    /**
     * Administrator of the platform (ADMIN_EMAILS): reviews businesses. Held while the address stays in
     * ADMIN_EMAILS (checked at every start and on an e-mail change) and the business they own is not rejected.
     */
    isAdmin: p
      .boolean()
      .default(false)
      .onCreate(() => false),
    /**
     * The organisation the person last chose to work in (the user menu's switcher): where a new session
     * starts, and the one an Auth0 bearer token works in. A session keeps its own choice. A plain id, not a
     * relation (organisations already point at people): one the person no longer has a seat in is ignored.
     */
    activeOrganisationId: p.text().nullable(),
    /**
     * Password hash for built-in sign-in (null for Auth0 and invited users). Never sent to a client:
     * responses are built from explicit schemas.
     */
    passwordHash: p.text().nullable(),
    /** Auth0 subject when sign-in goes through Auth0. */
    externalId: p.text().nullable().unique(),
    emailVerified: p
      .boolean()
      .default(false)
      .onCreate(() => false),
    /** A new address waiting for its verification link; the sign-in address until then is `email`. */
    pendingEmail: p.text().nullable(),
    /** Preferences (Account Settings): e-mails for notifications, UI language, dashboard base currency. */
    emailNotifications: p
      .boolean()
      .default(true)
      .onCreate(() => true),
    language: p
      .enum(['en', 'zh', 'es'])
      .default('en')
      .onCreate(() => 'en' as const),
    defaultCurrency: p
      .enum(['USD', 'EUR', 'GBP', 'JPY'])
      .default('USD')
      .onCreate(() => 'USD' as const),
    /** Appearance: follow the device's light/dark setting, or always one of them. */
    colorScheme: p
      .enum(['system', 'light', 'dark'])
      .default('system')
      .onCreate(() => 'system' as const),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  hooks: {
    beforeCreate: [lowerCaseEmail],
    beforeUpdate: [lowerCaseEmail],
  },
});
export type UserProfile = InferEntity<typeof UserProfile>;
