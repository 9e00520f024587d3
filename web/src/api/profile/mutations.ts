// The calls that change who is signed in, as mutations: sign-in and demo set the profile, sign-out empties the
// whole client cache (api/profile/session.ts). Used by the sign-in dialog, the landing page and the layouts,
// and by the password-reset screens.
import type { Profile, SignInBody, SignUpBody } from '@tradehub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExternalAuth } from '../../auth/externalAuth';
import { useAppLanguage } from '../../i18n/useAppLanguage';
import { http, unwrap } from '../http';
import { endSession, startSession } from './session';

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) => unwrap(http.POST('/api/auth/sign-in', { body })),
    onSuccess: ({ profile }) => startSession(client, profile as Profile),
  });
}

/** Opens a session on the shared, read-only demo workspace. */
export function useStartDemo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(http.POST('/api/auth/demo')),
    onSuccess: ({ profile }) => startSession(client, profile as Profile),
  });
}

/**
 * Creates the account in the language the app is in (its profile's language, and its e-mails'); nobody is
 * signed in until its e-mail address is verified.
 */
export function useSignUp() {
  const language = useAppLanguage();
  return useMutation({
    mutationFn: (body: SignUpBody) => unwrap(http.POST('/api/auth/sign-up', { body: { ...body, language } })),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => unwrap(http.POST('/api/auth/resend-verification', { body: { email } })),
  });
}

/**
 * 'Forgot password?': asks for a reset link. The gateway answers the same whether or not the address has an
 * account, so success says only that a link is on its way if it has.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => unwrap(http.POST('/api/auth/forgot-password', { body: { email } })),
  });
}

/** Sets a new password with the e-mailed link's token; the gateway ends every session of the account. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      unwrap(http.POST('/api/auth/reset-password', { body })),
  });
}

/**
 * Ends the session on the gateway and forgets everything cached for it. With Auth0, its own sign-out then
 * leaves the page. A failed sign-out is only logged (spec): the app forgets the session either way.
 */
export function useSignOutMutation(externalAuth: ExternalAuth | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await unwrap(http.POST('/api/auth/sign-out'));
      } catch (error) {
        console.error('Sign-out failed', error);
      }
    },
    // Not retried: the outcome does not change what happens next.
    retry: false,
    onSettled: async () => {
      endSession(client);
      if (externalAuth) await externalAuth.signOut();
    },
  });
}

/**
 * Works in another of the person's organisations (the user menu's switcher). Everything cached belongs to
 * the organisation left, so the whole cache goes and the new profile takes its place, as at a new session;
 * `beforeReset` runs just before (the router restarts at /).
 */
export function useSwitchOrganisationMutation(beforeReset: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (organisationId: string) =>
      unwrap(http.PUT('/api/profile/organisation', { body: { organisationId } })),
    onSuccess: ({ profile }) => {
      beforeReset();
      endSession(client, profile as Profile);
    },
  });
}
