// The dashboard's time range lives in the URL (`/?range=30d`), so a range can be shared, reloaded and
// stepped through with back and forward. Anything missing or unknown reads as the default.
import type { Dashboard } from '@tradehub/contract';

export type DashboardRange = Dashboard['range'];

/** The time range options of spec section 9, in the order the selector shows them. */
export const dashboardRanges = ['24h', '7d', '30d', '90d'] as const satisfies readonly DashboardRange[];

// A compile error should the contract gain a range the selector does not offer.
type Unlisted = Exclude<DashboardRange, (typeof dashboardRanges)[number]>;
const everyRangeListed: [Unlisted] extends [never] ? true : never = true;
void everyRangeListed;

export const defaultRange: DashboardRange = '7d';

/** The query parameter holding the range. */
export const rangeParam = 'range';

export function isDashboardRange(value: unknown): value is DashboardRange {
  return typeof value === 'string' && (dashboardRanges as readonly string[]).includes(value);
}

/** The range a URL's query asks for: `?range=30d` → '30d'; none, empty or unknown → '7d'. */
export function rangeFromSearch(search: URLSearchParams | string): DashboardRange {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(rangeParam);
  return isDashboardRange(value) ? value : defaultRange;
}

/** The query with `range` set to `range`, every other parameter kept: ('?tab=x', '30d') → 'tab=x&range=30d'. */
export function searchWithRange(search: URLSearchParams | string, range: DashboardRange): URLSearchParams {
  const params = new URLSearchParams(search);
  params.set(rangeParam, range);
  return params;
}

/** GET /api/dashboard for a range. */
export function dashboardPath(range: DashboardRange): string {
  return `/api/dashboard?${rangeParam}=${encodeURIComponent(range)}`;
}
