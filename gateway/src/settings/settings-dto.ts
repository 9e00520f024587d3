import type { Organisation, UserProfile } from '@tradehub/db';
import type { Settings } from '@tradehub/contract';

/** Account Settings as the API answers them: the person's fields plus their organisation's name. */
export function toSettings(user: UserProfile, organisation: Organisation): Settings {
  return {
    fullName: user.fullName ?? null,
    email: user.email,
    pendingEmail: user.pendingEmail ?? null,
    companyName: organisation.name,
    emailNotifications: user.emailNotifications,
    language: user.language,
    defaultCurrency: user.defaultCurrency,
  };
}

/** The audited fields of a person's settings (never the password hash). */
export const AUDITED_SETTINGS_FIELDS = [
  'fullName',
  'pendingEmail',
  'emailNotifications',
  'language',
  'defaultCurrency',
] as const;

export const settingsSnapshot = (user: UserProfile) => ({
  fullName: user.fullName ?? null,
  pendingEmail: user.pendingEmail ?? null,
  emailNotifications: user.emailNotifications,
  language: user.language,
  defaultCurrency: user.defaultCurrency,
});

/** Who may rename the organisation (the company name of Account Settings). */
export const COMPANY_NAME_PERMISSION = 'Team Management';
/** Who may read the organisation's audit log. */
export const AUDIT_LOG_PERMISSION = 'Audit Logs';
