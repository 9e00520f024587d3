// Everything that needs the Auth0 SDK, in one lazily loaded chunk: local mode never downloads it.
import { Auth0Provider, useAuth0 } from '@auth0/auth0-react';
import { useMemo, type ReactNode } from 'react';
import { BootScreen } from '../../app/BootScreen';
import type { ExternalAuth, ExternalSession } from '../externalAuth';
import { ProfileProvider } from '../ProfileProvider';

interface Auth0Settings {
  domain: string;
  clientId: string;
  audience: string;
}

const screenParams = {
  signIn: {},
  signUp: { screen_hint: 'signup' },
  google: { connection: 'google-oauth2' },
} as const;

function Auth0Session({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, error, loginWithRedirect, logout, getAccessTokenSilently } = useAuth0();

  const auth = useMemo<ExternalAuth>(
    () => ({
      redirectToSignIn: (screen, returnTo) =>
        loginWithRedirect({
          authorizationParams: screenParams[screen],
          appState: { returnTo: returnTo ?? window.location.pathname },
        }),
      signOut: () => logout({ logoutParams: { returnTo: window.location.origin } }),
      getAccessToken: () => getAccessTokenSilently(),
    }),
    [loginWithRedirect, logout, getAccessTokenSilently],
  );

  const session = useMemo<ExternalSession>(() => {
    if (error) return { status: 'error', auth, error };
    return { status: isAuthenticated ? 'signedIn' : 'signedOut', auth };
  }, [auth, error, isAuthenticated]);

  // Until the SDK has handled a redirect back (and cleaned the URL of its code), nothing else starts.
  if (isLoading) return <BootScreen />;
  return <ProfileProvider external={session}>{children}</ProfileProvider>;
}

export default function Auth0Root({ settings, children }: { settings: Auth0Settings; children: ReactNode }) {
  return (
    <Auth0Provider
      domain={settings.domain}
      clientId={settings.clientId}
      authorizationParams={{ audience: settings.audience, redirect_uri: window.location.origin }}
    >
      <Auth0Session>{children}</Auth0Session>
    </Auth0Provider>
  );
}
