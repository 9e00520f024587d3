// What the app shows at a path for a profile state, read from the real route tables (src/app/routes): the
// boot decision, then the table's match — its layout, screen and parameters, or where its loader redirects.
import { matchRoutes } from 'react-router';
import { bootDecision, type RoutingProfileState } from '../../src/app/routes/access';
import { routeTable, type RouteHandle } from '../../src/app/routes/routeTables';

export type { RoutingProfileState };

export type RouteOutcome =
  | { kind: 'initializing' }
  | { kind: 'loadError'; error: unknown }
  | { kind: 'redirect'; to: string }
  | {
      kind: 'screen';
      screen: string;
      layout: NonNullable<RouteHandle['layout']>;
      params: { supplierId?: string; token?: string };
    };

export async function resolveRoute(state: RoutingProfileState, pathname: string): Promise<RouteOutcome> {
  const boot = bootDecision(state);
  if (boot.kind !== 'ready') return boot;
  const matches = matchRoutes(routeTable(boot.access), pathname);
  if (!matches) throw new Error(`no route matches ${pathname}`);
  const leaf = matches[matches.length - 1]!;
  const handle = (leaf.route.handle ?? {}) as RouteHandle;
  if (handle.redirectTo !== undefined) {
    const loader = leaf.route.loader;
    if (typeof loader !== 'function') throw new Error('a redirect route without a loader');
    const answer: unknown = await loader({
      request: new Request(`http://localhost${pathname}`),
      params: leaf.params,
      context: undefined,
    } as never);
    if (!(answer instanceof Response)) throw new Error('the loader did not redirect');
    expectSame(answer.headers.get('Location'), handle.redirectTo);
    return { kind: 'redirect', to: handle.redirectTo };
  }
  const layout = matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.layout)
    .find((name) => name !== undefined);
  if (!layout || !handle.screen) throw new Error(`${pathname} matched a route without a screen`);
  const params: { supplierId?: string; token?: string } = {};
  if (leaf.params.supplierId !== undefined) params.supplierId = leaf.params.supplierId;
  if (leaf.params.token !== undefined) params.token = leaf.params.token;
  return { kind: 'screen', screen: handle.screen, layout, params };
}

function expectSame(actual: string | null, expected: string): void {
  if (actual !== expected) throw new Error(`redirects to ${String(actual)}, not ${expected}`);
}
