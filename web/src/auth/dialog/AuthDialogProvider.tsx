import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { emailVerificationParam, parseEmailVerificationOutcome } from '../emailVerification';
import { parsePasswordResetLanding, passwordResetParam, type PasswordResetLanding } from '../passwordReset';
import { AuthDialog } from './AuthDialog';
import {
  AuthDialogContext,
  type AuthDialogApi,
  type AuthDialogState,
  type AuthDialogView,
} from './authDialogContext';

/** Back from the reset page: the new password is set → sign in; the link did not work → ask again. */
function resetLandingState(landing: PasswordResetLanding, session: number): AuthDialogState {
  return landing === 'done'
    ? { open: true, view: 'signIn', passwordChanged: true, session }
    : { open: true, view: 'forgot', session };
}

function initialState(outcomeParam: string | null, resetParam: string | null): AuthDialogState {
  const reset = parsePasswordResetLanding(resetParam);
  if (reset) return resetLandingState(reset, 1);
  const outcome = parseEmailVerificationOutcome(outcomeParam);
  // Back from the e-mail link: verified → sign in; expired or invalid → a way to get a new link.
  if (outcome === 'verified') return { open: true, view: 'signIn', outcome, session: 1 };
  if (outcome) return { open: true, view: 'verify', outcome, session: 1 };
  return { open: false, view: 'signIn', session: 0 };
}

/** Owns the public pages' auth dialog and handles the landing page's ?emailVerification=… and ?passwordReset=… */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcomeParam = searchParams.get(emailVerificationParam);
  const resetParam = searchParams.get(passwordResetParam);
  const [state, setState] = useState<AuthDialogState>(() => initialState(outcomeParam, resetParam));
  // The reset page navigates here without a reload: a new ?passwordReset= opens the dialog then too.
  const [seenResetParam, setSeenResetParam] = useState(resetParam);
  if (resetParam !== seenResetParam) {
    setSeenResetParam(resetParam);
    const landing = parsePasswordResetLanding(resetParam);
    if (landing) setState((current) => resetLandingState(landing, current.session + 1));
  }

  // The outcome is shown once; a reload or a shared URL must not show it again.
  useEffect(() => {
    if (outcomeParam === null && resetParam === null) return;
    setSearchParams(
      (params) => {
        params.delete(emailVerificationParam);
        params.delete(passwordResetParam);
        return params;
      },
      { replace: true },
    );
  }, [outcomeParam, resetParam, setSearchParams]);

  const open = useCallback((view: 'signIn' | 'signUp', email?: string) => {
    setState((current) => ({ open: true, view, email, session: current.session + 1 }));
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const changeView = useCallback((view: AuthDialogView, email?: string) => {
    // Leaving the verification view ('click here') starts over with empty fields.
    setState((current) => ({
      open: true,
      view,
      email,
      session: current.view === 'verify' ? current.session + 1 : current.session,
    }));
  }, []);

  const api = useMemo<AuthDialogApi>(() => ({ open }), [open]);
  return (
    <AuthDialogContext value={api}>
      {children}
      <AuthDialog state={state} onViewChange={changeView} onClose={close} />
    </AuthDialogContext>
  );
}
