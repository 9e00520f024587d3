// Sign-in delegated to a hosted service (Auth0). The service's SDK lives in its own lazy chunk
// (./auth0/Auth0Root); the rest of the app only sees this interface.

export type ExternalSignInScreen = 'signIn' | 'signUp' | 'google';

export interface ExternalAuth {
  /** Leaves the app for the service's sign-in page; `returnTo` is where to come back to. */
  redirectToSignIn(screen: ExternalSignInScreen, returnTo?: string): Promise<void>;
  /** Ends the service's session too, then comes back to the app's home page. */
  signOut(): Promise<void>;
  /** A fresh access token for the gateway. */
  getAccessToken(): Promise<string | undefined>;
}

/** What the service knows once it has finished starting (the redirect back has been handled). */
export type ExternalSession =
  | { status: 'signedIn'; auth: ExternalAuth }
  | { status: 'signedOut'; auth: ExternalAuth }
  | { status: 'error'; auth: ExternalAuth; error: unknown };
