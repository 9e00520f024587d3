// What the dashboard reads as it mounts, in a module of its own so routing can ask for it early (while
// the dashboard's chunks download) without pulling the dashboard's code into the entry chunk.
import { dashboardPath, rangeFromSearch } from './risk/dashboardRange';

/** How many activities the Recent Activity card shows. */
export const recentActivitiesLimit = 5;
export const recentActivitiesPath = `/api/activities?limit=${recentActivitiesLimit}`;

export const reportsPath = '/api/reports';

/** The dashboard's own reads for a URL query (`?range=30d`). */
export function dashboardReads(search: string): string[] {
  return [dashboardPath(rangeFromSearch(search)), reportsPath, recentActivitiesPath];
}
