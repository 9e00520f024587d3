// The English strings the first screen needs before any layout has loaded (the boot screen, the load error,
// the client's own error texts): they ship in the first bundle, and the rest of English (en.ts) arrives with
// the first layout (i18n/index.ts, loadFullEnglish), which keeps ~10 kB out of the initial JavaScript.
export const enBoot = {
  app: {
    name: 'TradeHub',
    loading: 'Initializing...',
    skipToContent: 'Skip to main content',
    loadFailedTitle: 'Unable to Load Application',
    loadFailedFallback: 'Something went wrong while loading this page.',
    tryAgain: 'Try Again',
    pageFailedTitle: 'This page could not be displayed',
    pageLoading: 'Loading…',
  },
  common: {
    retry: 'Retry',
  },
  apiErrors: {
    network: 'The server could not be reached. Check your connection and try again.',
    invalidResponse: 'The server sent an answer TradeHub could not read.',
    http: 'The server answered with an error (HTTP {{status}}).',
    accessToken: 'Your sign-in could not be renewed. Please sign in again.',
    identityAlreadyLinked:
      'This e-mail address is already linked to another sign-in. Sign in the way you signed in before, or ask support to move the account.',
  },
};
