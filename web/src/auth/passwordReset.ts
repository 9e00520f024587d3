/**
 * The landing page's `?passwordReset=`: `done` after a new password was set (sign in with it), `again` to
 * ask for a new link (the old one was invalid or expired). The auth dialog opens accordingly.
 */
export const passwordResetParam = 'passwordReset';

export type PasswordResetLanding = 'done' | 'again';

export function parsePasswordResetLanding(value: string | null): PasswordResetLanding | undefined {
  return value === 'done' || value === 'again' ? value : undefined;
}

export const passwordResetLandingPath = (landing: PasswordResetLanding) =>
  `/?${passwordResetParam}=${landing}`;
