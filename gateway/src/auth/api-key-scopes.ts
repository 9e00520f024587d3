// Which area of API key scopes each /api route belongs to (issue 27), in one table: a key may call a route
// only when the route has an area and the key holds its read scope (GET) or write scope (anything else).
// Routes of no area (sign-in, profile, settings, notifications, the assistant, administration, API keys and
// webhooks themselves, the team's changes) are closed to keys. A route may name its area itself with
// `config.apiKeyArea` (null to close it); otherwise its path decides, first match wins.
import type { ApiScopeArea, ApiScopeLevel } from '@tradehub/contract/constants';

const PATH_AREAS: readonly [RegExp, ApiScopeArea][] = [
  [/^\/api\/suppliers\/:supplierId\/(screen|screening-hits)(\/|$)/, 'compliance'],
  [/^\/api\/suppliers(\/|$)/, 'suppliers'],
  [/^\/api\/(payments|payment-requests|payment-methods)(\/|$)/, 'payments'],
  [/^\/api\/fx(\/|$)/, 'fx'],
  [/^\/api\/(reports|accounting)(\/|$)/, 'reports'],
  [/^\/api\/(dashboard|workspace)(\/|$)/, 'risk'],
  [/^\/api\/audit(\/|$)/, 'audit'],
  // The team may be read (who is in it, the approval rules), never changed, by a key.
  [/^\/api\/team(\/policies)?$/, 'team'],
];

/** Whether a call with `method` reads or writes, for scopes. */
export const scopeLevelOf = (method: string): ApiScopeLevel =>
  method === 'GET' || method === 'HEAD' ? 'read' : 'write';

/** The route's area, or null when API keys may not call it. */
export function apiKeyAreaOf(
  method: string,
  url: string,
  declared: ApiScopeArea | null | undefined,
): ApiScopeArea | null {
  if (declared !== undefined) return declared;
  if (!url.startsWith('/api/') || url.startsWith('/api/admin') || url.startsWith('/api/developers'))
    return null;
  const area = PATH_AREAS.find(([pattern]) => pattern.test(url))?.[1] ?? null;
  // Read-only areas: their writes (team changes) stay closed whatever the key holds.
  if (area === 'team' && scopeLevelOf(method) === 'write') return null;
  return area;
}
