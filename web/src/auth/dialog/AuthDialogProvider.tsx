import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { emailVerificationParam, parseEmailVerificationOutcome } from '../emailVerification';
import { AuthDialog } from './AuthDialog';
import {
  AuthDialogContext,
  type AuthDialogApi,
  type AuthDialogState,
  type AuthDialogView,
} from './authDialogContext';

function initialState(outcomeParam: string | null): AuthDialogState {
  const outcome = parseEmailVerificationOutcome(outcomeParam);
  // Back from the e-mail link: verified → sign in; expired or invalid → a way to get a new link.
  if (outcome === 'verified') return { open: true, view: 'signIn', outcome, session: 1 };
  if (outcome) return { open: true, view: 'verify', outcome, session: 1 };
  return { open: false, view: 'signIn', session: 0 };
}

/** Owns the public pages' auth dialog and handles the landing page's ?emailVerification=… */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcomeParam = searchParams.get(emailVerificationParam);
  const [state, setState] = useState<AuthDialogState>(() => initialState(outcomeParam));

  // The outcome is shown once; a reload or a shared URL must not show it again.
  useEffect(() => {
    if (outcomeParam === null) return;
    setSearchParams(
      (params) => {
        params.delete(emailVerificationParam);
        return params;
      },
      { replace: true },
    );
  }, [outcomeParam, setSearchParams]);

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
