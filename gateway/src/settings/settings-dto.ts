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

/** Who may read the organisation's audit log. */
export const AUDIT_LOG_PERMISSION = 'Audit Logs';
