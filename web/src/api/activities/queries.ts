// The organisation's activities in the client cache, under the `activities` root. An `activity:new` push
// carries the activity itself, so it is put at the head of every cached list in place (cacheUpdates.ts)
// instead of refetching them.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiData } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';
import { prependNewest } from '../../realtime/prependNewest';

export type ActivitiesData = ApiData<'/api/activities', 'get'>;
export type Activity = ActivitiesData['items'][number];

export const activityKeys = {
  all: [queryRoots.activities] as const,
  recent: (limit: number) => [queryRoots.activities, 'recent', limit] as const,
};

/** The `limit` newest activities, newest first. */
export const recentActivitiesQuery = (limit: number) =>
  queryOptions({
    queryKey: activityKeys.recent(limit),
    queryFn: ({ signal }) => unwrap(http.GET('/api/activities', { params: { query: { limit } }, signal })),
  });

function isRecentKey(key: readonly unknown[]): key is ReturnType<typeof activityKeys.recent> {
  return key[0] === queryRoots.activities && key[1] === 'recent' && typeof key[2] === 'number';
}

/**
 * `activity:new`: the activity heads every cached recent list (once, however often it is delivered), each
 * list keeping its length. True when every cached activities query was brought up to date this way, so the
 * bridge need not refetch them; a list not loaded yet is left to its own answer.
 */
export function prependActivity(client: QueryClient, activity: Activity): boolean {
  let allCurrent = true;
  for (const query of client.getQueryCache().findAll({ queryKey: activityKeys.all })) {
    const key = query.queryKey;
    if (!isRecentKey(key)) {
      allCurrent = false;
      continue;
    }
    const limit = key[2];
    client.setQueryData<ActivitiesData>(
      key,
      (current) => current && { ...current, items: prependNewest(current.items, activity, limit) },
    );
  }
  return allCurrent;
}
