import { createBrowserRouter } from 'react-router';
import { accessKey, type RouteAccess } from './routes/access';
import { routeTable } from './routes/routeTables';

type Router = ReturnType<typeof createBrowserRouter>;

let current: { key: string; router: Router } | undefined;
let startAt: string | undefined;

/**
 * The router for whoever is signed in (routes/access.ts): built on first use rather than at import (with
 * Auth0, the SDK first replaces the URL it was redirected back to, ?code=…&state=…), and rebuilt when the
 * account state changes, as every path's screen and layout may change with it.
 */
export function routerFor(access: RouteAccess): Router {
  const key = accessKey(access);
  if (current?.key === key) return current.router;
  current?.router.dispose();
  if (startAt !== undefined) {
    window.history.replaceState(window.history.state, '', startAt);
    startAt = undefined;
  }
  const router = createBrowserRouter(routeTable(access));
  current = { key, router };
  return router;
}

/** Where the next router starts, instead of the current address (sign-out goes to /, spec section 2). */
export function startNextRouterAt(path: string): void {
  startAt = path;
}
