import { createBrowserRouter, matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
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
  const routes = routeTable(access);
  startFirstScreenData(access, routes);
  const router = createBrowserRouter(routes);
  current = { key, router };
  return router;
}

/**
 * Runs the loaders of the screen at the current address for `access`, ahead of the router: main.tsx calls it
 * the moment the profile answers, routerFor before each router starts. The router requests the layout's and
 * screen's chunks (some forty files) before it calls their loaders, within a React render, and HTTP/1.1 gives
 * a host six connections: the first screen's data waited behind the scripts (~220 ms on the dashboard,
 * measured with BENCH_TRACE=1 npm run bench:web). The loaders only start queries, so the later calls join
 * the requests already under way instead of asking again.
 */
export function startFirstScreenData(access: RouteAccess, routes: RouteObject[] = routeTable(access)): void {
  const request = new Request(window.location.href);
  for (const { route, params } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.loader === 'function')
      void route.loader({ request, params, context: undefined } as LoaderFunctionArgs);
  }
}

/** Where the next router starts, instead of the current address (sign-out goes to /, spec section 2). */
export function startNextRouterAt(path: string): void {
  startAt = path;
}

/**
 * The next render builds a new router at `path` even for the same account state: another organisation was
 * chosen, and the screen on display (a supplier, a payment) belongs to the one left.
 */
export function restartRouterAt(path: string): void {
  startAt = path;
  current?.router.dispose();
  current = undefined;
}
