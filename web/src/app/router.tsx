import { createBrowserRouter } from 'react-router';
import { AppErrorScreen } from './AppErrorScreen';
import { Root } from './Root';

// One route: which screen a path shows depends on who is signed in, so the decision is made in one
// pure function (routing/decideRoute.ts) that Root applies. Every layout and screen is its own chunk.
function createRouter() {
  return createBrowserRouter([{ path: '*', Component: Root, ErrorBoundary: AppErrorScreen }]);
}

let router: ReturnType<typeof createRouter> | undefined;

/**
 * Created on first use rather than at import: with Auth0, the SDK first replaces the URL it was
 * redirected back to (?code=…&state=…), and the router must start from the cleaned one.
 */
export function getRouter() {
  router ??= createRouter();
  return router;
}
