import type { EmailVerificationOutcome } from '@tradehub/contract/constants';
import { createContext, useContext } from 'react';

/** Sign in, create an account, the 'Verify your email' view shown after signing up, or 'Forgot password?'. */
export type AuthDialogView = 'signIn' | 'signUp' | 'verify' | 'forgot';

export interface AuthDialogApi {
  /** `email` prefills the address field (an invitation link knows it). */
  open(view: 'signIn' | 'signUp', email?: string): void;
}

export interface AuthDialogState {
  open: boolean;
  view: AuthDialogView;
  /** The address a verification e-mail went to (after sign-up), or the one to prefill. */
  email?: string;
  /** How following an e-mail verification link went, when the dialog opened because of one. */
  outcome?: EmailVerificationOutcome;
  /** Back from the reset page with a new password: sign-in says so. */
  passwordChanged?: boolean;
  /** Bumped on every opening, so each one starts with fresh fields. */
  session: number;
}

export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

/** Opens the sign-in / create-account dialog of the public pages. */
export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog must be used inside the public layout');
  return api;
}
